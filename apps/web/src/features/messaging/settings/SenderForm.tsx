// The form of a mail server to send through, shared by 发信设置 (the company's) and 个人发件邮箱
// (the caller's own): server, port, SSL, account, password (kept when left empty), sender
// address and name; 保存 and 发送测试邮件, whose outcome shows the server's answer inline.
import { Button, Form, Input, InputNumber, Popconfirm, Switch } from 'antd';
import { emailSettingsSaveSchema, type EmailSettings, type EmailSettingsSave, type EmailSettingsTestResult } from '@bole/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { Skeleton } from '../../../components/plain/Skeleton';
import { formatDateTime } from '../../../lib/time';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { useDeletePersonalSender, useSaveSender } from '../api/save-sender';
import { useSender } from '../api/get-sender';
import { useTestSender } from '../api/test-sender';
import type { SenderScope } from '../api/settings-keys';

type Values = Omit<EmailSettingsSave, 'port'> & { port: number | null };

const shape = emailSettingsSaveSchema.shape;
const EMPTY: Values = { host: '', port: 465, secure: true, username: '', password: '', fromAddress: '', fromName: '' };
// The server's refusal of an empty password for a changed server belongs on the password.
const FIELD_OF_STATUS = { '31108': 'password' };

const valuesOf = (saved: EmailSettings | null | undefined): Values =>
  saved ? { host: saved.host, port: saved.port, secure: saved.secure, username: saved.username, password: '', fromAddress: saved.fromAddress, fromName: saved.fromName } : EMPTY;

type Props = { scope: SenderScope; intro: ReactNode };

export function SenderForm({ scope, intro }: Props) {
  const [form] = Form.useForm<Values>();
  const { data: saved, isLoading, isError, refetch } = useSender(scope);
  const save = useSaveSender(scope);
  const test = useTestSender(scope);
  const remove = useDeletePersonalSender();
  const [tested, setTested] = useState<EmailSettingsTestResult | null>(null);
  const label = scope === 'company' ? '发信设置' : '个人发件邮箱';

  useEffect(() => {
    if (saved !== undefined) form.setFieldsValue(valuesOf(saved));
  }, [saved, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed = emailSettingsSaveSchema.safeParse({ ...values, port: values.port ?? undefined });
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: String(issue.path[0]) as keyof Values, errors: [issue.message] })));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      form.setFieldValue('password', '');
      setTested(null);
      notifySuccess(`${label}已保存`);
    } catch (error) {
      showSaveError(form, error, FIELD_OF_STATUS);
    }
  };

  const runTest = () => {
    setTested(null);
    test.mutate(undefined, { onSuccess: setTested });
  };

  if (isLoading) return <Skeleton rows={6} />;
  if (isError) {
    return (
      <InlineAlert
        type="error"
        title={`${label}加载失败`}
        description={
          <Button size="small" onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  return (
    <div className="bole-sender">
      <div className="bole-sender-intro">{intro}</div>
      <Form form={form} layout="vertical" autoComplete="off" initialValues={valuesOf(saved)} onValuesChange={() => setTested(null)} aria-label={label}>
        <div className="bole-sender-row">
          <Form.Item name="host" label="发信服务器（SMTP）" rules={[zodRule(shape.host)]} required>
            <Input placeholder="如 smtp.exmail.qq.com" maxLength={253} />
          </Form.Item>
          <Form.Item name="port" label="端口" rules={[zodRule(shape.port)]} required>
            <InputNumber min={1} max={65535} precision={0} placeholder="465" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="secure" label="SSL加密" valuePropName="checked" tooltip="465端口通常使用SSL；587或25端口关闭SSL，服务器支持时自动加密">
            <Switch />
          </Form.Item>
        </div>
        <Form.Item name="username" label="发信账号" rules={[zodRule(shape.username)]} extra="无需登录的中继服务器可不填账号和密码">
          <Input placeholder="如 hr@company.com" maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label="密码/授权码" rules={[zodRule(shape.password)]} extra="QQ邮箱、163邮箱和腾讯企业邮开启安全登录后，这里填写授权码而不是登录密码。密码加密保存，不会再显示。">
          <Input.Password placeholder={saved?.passwordSet ? '已设置，留空则不修改' : '请输入密码或授权码'} maxLength={256} autoComplete="new-password" />
        </Form.Item>
        <div className="bole-sender-row bole-sender-row-from">
          <Form.Item name="fromAddress" label="发件人邮箱" rules={[zodRule(shape.fromAddress)]} required>
            <Input placeholder="如 zhaopin@company.com" maxLength={254} />
          </Form.Item>
          <Form.Item name="fromName" label="发件人名称" rules={[zodRule(shape.fromName)]} required>
            <Input placeholder="如 星河智能招聘" maxLength={50} />
          </Form.Item>
        </div>
      </Form>
      {tested && (
        <InlineAlert
          type={tested.sent ? 'success' : 'error'}
          title={tested.sent ? `测试邮件已发出，请到 ${tested.to} 查收` : '测试邮件发送失败'}
          description={tested.sent ? undefined : tested.error}
          onClose={() => setTested(null)}
        />
      )}
      <div className="bole-sender-actions">
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          保存
        </Button>
        <Button onClick={runTest} loading={test.isPending} disabled={!saved} title="经已保存的设置发给您的登录邮箱">
          发送测试邮件
        </Button>
        {scope === 'personal' && saved && (
          <Popconfirm title="删除个人发件邮箱？" description="删除后，以您名义发出的邮件经企业的发信设置发出。" okText="删除" cancelText="取消" onConfirm={() => remove.mutateAsync().then(() => notifySuccess('个人发件邮箱已删除'))}>
            <Button danger>删除</Button>
          </Popconfirm>
        )}
        {saved && <span className="bole-muted">最后保存于 {formatDateTime(saved.updatedAt)}</span>}
      </div>
    </div>
  );
}

// 添加邮箱 / 编辑邮箱: the mailbox type fills server, port and SSL from the presets ('other'
// leaves them to the user); 测试连接 tries the settings before they are saved.
import { Button, Drawer, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import {
  codeOptions,
  MAILBOX_DEFAULT_FOLDER,
  MAILBOX_LIMITS,
  mailboxPresetLabels,
  mailboxPresets,
  mailboxSaveSchema,
  MailProtocol,
  mailProtocolLabels,
  type MailboxPreset,
  type MailboxRow,
  type MailboxSave,
  type MailboxTestResult,
} from '@bole/domain';
import { useEffect, useState } from 'react';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { zodRule } from '../../../lib/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { useSaveMailbox } from '../api/save-mailbox';
import { useTestMailbox } from '../api/test-mailbox';
import { applyServerError, parseMailbox } from './mailbox-form';

type Values = Partial<Omit<MailboxSave, 'port'>> & { port?: number | null };

const PRESETS = codeOptions(mailboxPresetLabels);
const PROTOCOLS = codeOptions(mailProtocolLabels);
const shape = mailboxSaveSchema.shape;

function initialValues(mailbox?: MailboxRow): Values {
  if (!mailbox) return { preset: 'qq', ...mailboxPresets.qq, ssl: true, folder: MAILBOX_DEFAULT_FOLDER, enabled: true };
  const { preset, protocol, server, port, ssl, account, folder, enabled } = mailbox;
  return { preset: preset as MailboxPreset, protocol: protocol as Values['protocol'], server, port, ssl, account, folder, enabled, password: '' };
}

type Props = { open: boolean; mailbox?: MailboxRow; onClose: () => void };

export function MailboxDrawer({ open, mailbox, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveMailbox();
  const test = useTestMailbox();
  const [tested, setTested] = useState<MailboxTestResult | null>(null);
  const protocol = Form.useWatch('protocol', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(mailbox));
  }, [open, mailbox, form]);

  // The drawer stays mounted between openings: the last test result goes with it.
  const close = () => {
    setTested(null);
    onClose();
  };

  const pickPreset = (preset: MailboxPreset) => {
    const server = mailboxPresets[preset];
    form.setFieldsValue({ protocol: server.protocol, server: server.server, port: server.port, ssl: true });
    setTested(null);
  };

  const runTest = async () => {
    const body = await parseMailbox(form, { requirePassword: !mailbox });
    if (!body) return;
    setTested(null);
    try {
      setTested(await test.mutateAsync({ ...body, id: mailbox?.id }));
    } catch (error) {
      applyServerError(form, error);
    }
  };

  const submit = async () => {
    const body = await parseMailbox(form, { requirePassword: !mailbox });
    if (!body) return;
    try {
      await save.mutateAsync({ id: mailbox?.id, body });
      notifySuccess(mailbox ? '邮箱设置已保存' : '邮箱已添加，稍后开始自动收取');
      close();
    } catch (error) {
      applyServerError(form, error);
    }
  };

  return (
    <Drawer
      open={open}
      title={mailbox ? '编辑邮箱' : '添加邮箱'}
      size={560}
      onClose={close}
      destroyOnHidden
      footer={
        <>
          {tested && (
            <InlineAlert
              type={tested.ok ? 'success' : 'error'}
              className="bole-mailbox-tested"
              title={tested.ok ? '连接成功' : '连接失败'}
              description={tested.ok ? `${tested.message.replace(/^连接成功：/, '')}，保存后即可收取。` : tested.message}
              onClose={() => setTested(null)}
            />
          )}
          <div className="bole-mailbox-drawer-footer">
            <Button onClick={() => void runTest()} loading={test.isPending}>
              测试连接
            </Button>
            <span className="bole-mailbox-drawer-spacer" />
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              保存
            </Button>
          </div>
        </>
      }
    >
      <Form form={form} layout="vertical" autoComplete="off" onValuesChange={() => setTested(null)} requiredMark>
        <Form.Item name="preset" label="邮箱类型" rules={[zodRule(shape.preset)]}>
          <Select options={PRESETS} onChange={pickPreset} aria-label="邮箱类型" />
        </Form.Item>
        <Form.Item name="protocol" label="收取协议" rules={[zodRule(shape.protocol)]}>
          <Radio.Group options={PROTOCOLS} optionType="button" />
        </Form.Item>
        {protocol !== undefined && protocol !== MailProtocol.Imap && (
          <InlineAlert
            type="warning"
            className="bole-mailtake-note"
            title="只有 IMAP 邮箱可以收取简历"
            description="SMTP 是发信协议，POP3 不能只读取邮件而不改动邮箱。选择这两种协议的邮箱可以保存，但不会收取；请在邮箱设置中开启 IMAP 服务后改为 IMAP。"
          />
        )}
        <div className="bole-mailbox-server-row">
          <Form.Item name="server" label="服务器地址" rules={[zodRule(shape.server)]} required>
            <Input placeholder="如 imap.qq.com" maxLength={MAILBOX_LIMITS.server} />
          </Form.Item>
          <Form.Item name="port" label="端口" rules={[zodRule(shape.port)]} required>
            <InputNumber min={1} max={65535} precision={0} placeholder="993" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="ssl" label="SSL加密" valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        <Form.Item name="account" label="邮箱账号" rules={[zodRule(shape.account)]} required>
          <Input placeholder="如 hr@company.com" maxLength={MAILBOX_LIMITS.account} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="密码/授权码"
          required={!mailbox}
          extra="QQ邮箱、163邮箱和腾讯企业邮开启安全登录后，需在邮箱设置中开启 IMAP 服务并生成授权码，这里填写授权码而不是登录密码。密码加密保存，不会再显示。"
        >
          <Input.Password placeholder={mailbox?.passwordSet ? '已设置，不修改请留空' : '请输入密码或授权码'} maxLength={MAILBOX_LIMITS.password} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="folder" label="收取文件夹" rules={[zodRule(shape.folder)]} extra="默认收取收件箱（INBOX）；如果用收信规则把简历邮件放进了其他文件夹，请填写该文件夹的名称。">
          <Input placeholder={MAILBOX_DEFAULT_FOLDER} maxLength={MAILBOX_LIMITS.folder} />
        </Form.Item>
        <Form.Item name="enabled" label="自动收取" valuePropName="checked" extra="关闭后不再自动收取，也不能立即收取；已收取的邮件不受影响。">
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

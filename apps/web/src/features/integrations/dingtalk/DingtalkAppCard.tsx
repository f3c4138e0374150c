// The DingTalk app of the company: CorpId, AgentId, AppKey and AppSecret, on/off, test and unbind.
import { ApiOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, Modal, Row, Switch, Tag, Tooltip } from 'antd';
import {
  DINGTALK_LIMITS,
  dingtalkAgentIdSchema,
  dingtalkAppKeySchema,
  dingtalkAppSecretSchema,
  dingtalkCorpIdSchema,
  dingtalkSettingsBodySchema,
  type DingtalkSettings,
} from '@bole/domain';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { zodRule } from '../../../lib/zod-rule';
import { useSaveDingtalkSettings } from '../api/save-dingtalk-settings';
import { useTestDingtalk } from '../api/test-dingtalk';
import { useUnbindDingtalk } from '../api/unbind-dingtalk';
import { errorText, showFormError } from '../errors';

type Values = { corpId: string; agentId: string; appKey: string; appSecret?: string; enabled: boolean };
type TestOutcome = { ok: boolean; text: string };

const CARD_STYLE = { boxShadow: '0 1px 2px rgba(31, 38, 51, 0.04)' } as const;
const SECRET_SET_HINT = '已设置，留空则不修改';

function StateTag({ settings }: { settings: DingtalkSettings | null }) {
  if (!settings) return <Tag variant="filled">未绑定</Tag>;
  return settings.enabled ? (
    <Tag color="success" variant="filled">
      已启用
    </Tag>
  ) : (
    <Tag variant="filled">已停用</Tag>
  );
}

export function DingtalkAppCard({ settings, canManage }: { settings: DingtalkSettings | null; canManage: boolean }) {
  const [form] = Form.useForm<Values>();
  const [modal, dialogs] = Modal.useModal();
  const save = useSaveDingtalkSettings();
  const test = useTestDingtalk();
  const unbind = useUnbindDingtalk();
  const [dirty, setDirty] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);

  const initialValues: Values = settings
    ? { corpId: settings.corpId, agentId: settings.agentId, appKey: settings.appKey, appSecret: '', enabled: settings.enabled }
    : { corpId: '', agentId: '', appKey: '', appSecret: '', enabled: true };

  const submit = async (values: Values) => {
    const parsed = dingtalkSettingsBodySchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: String(issue.path[0]) as keyof Values, errors: [issue.message] })));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      form.setFieldValue('appSecret', '');
      setDirty(false);
      setOutcome(null);
      notifySuccess(settings ? '钉钉设置已保存' : '钉钉应用已绑定，可点击「测试连接」检查配置');
    } catch (error) {
      showFormError(form, error, { '80007': 'corpId' });
    }
  };

  const runTest = async () => {
    setOutcome(null);
    try {
      const result = await test.mutateAsync();
      setOutcome({ ok: true, text: result.message });
    } catch (error) {
      const text = errorText(error);
      if (text) setOutcome({ ok: false, text });
    }
  };

  const confirmUnbind = () =>
    modal.confirm({
      title: '确定解除钉钉绑定？',
      content: '解除后成员将无法从钉钉工作台免登进入伯乐招聘。账号上填写的钉钉用户ID会保留，重新绑定后可继续使用。',
      okText: '解除绑定',
      okButtonProps: { danger: true },
      onOk: () =>
        unbind
          .mutateAsync()
          .then(() => {
            setOutcome(null);
            setDirty(false);
            notifySuccess('已解除钉钉绑定');
          })
          .catch(() => undefined),
    });

  return (
    <Card
      variant="borderless"
      style={CARD_STYLE}
      title={
        <Flex align="center" gap={8}>
          钉钉
          <StateTag settings={settings} />
        </Flex>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="在钉钉开发者后台创建企业内部应用（H5 微应用）后，从「基础信息」和「凭证与基础信息」中复制以下信息。绑定后，已填写钉钉用户ID的成员可以从钉钉工作台免登进入伯乐招聘。"
      />
      <Form
        key={settings?.updatedAt ?? 'unbound'}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        disabled={!canManage}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="钉钉 CorpId" name="corpId" rules={[{ required: true, message: '请输入CorpId' }, zodRule(dingtalkCorpIdSchema)]}>
              <Input placeholder="例如 ding1234567890abcdef" maxLength={DINGTALK_LIMITS.corpId} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="AgentId" name="agentId" rules={[{ required: true, message: '请输入AgentId' }, zodRule(dingtalkAgentIdSchema)]}>
              <Input placeholder="应用的 AgentId（数字）" maxLength={DINGTALK_LIMITS.agentId} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="AppKey" name="appKey" rules={[{ required: true, message: '请输入AppKey' }, zodRule(dingtalkAppKeySchema)]}>
              <Input placeholder="应用的 AppKey（Client ID）" maxLength={DINGTALK_LIMITS.appKey} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="AppSecret"
              name="appSecret"
              rules={[...(settings?.secretSet ? [] : [{ required: true, message: '请输入AppSecret' }]), zodRule(dingtalkAppSecretSchema)]}
              extra={settings?.secretSet ? 'AppSecret 已加密保存，不会在页面上显示。' : undefined}
            >
              <Input.Password
                placeholder={settings?.secretSet ? SECRET_SET_HINT : '应用的 AppSecret（Client Secret）'}
                maxLength={DINGTALK_LIMITS.appSecret}
                autoComplete="new-password"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="启用" name="enabled" valuePropName="checked" extra="停用后保留配置，但成员暂时不能从钉钉免登进入。">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
        {canManage && (
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
            <Tooltip title={!settings ? '请先保存钉钉配置' : dirty ? '测试的是已保存的配置，修改后请先保存' : undefined}>
              <Button icon={<ApiOutlined />} onClick={runTest} loading={test.isPending} disabled={!settings}>
                测试连接
              </Button>
            </Tooltip>
            {settings && (
              <Button danger icon={<DisconnectOutlined />} onClick={confirmUnbind} loading={unbind.isPending}>
                解除绑定
              </Button>
            )}
          </Flex>
        )}
      </Form>
      {outcome && (
        <Alert
          role="status"
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          closable={{ onClose: () => setOutcome(null) }}
          style={{ marginTop: 16 }}
          title={outcome.ok ? '连接成功' : '连接失败'}
          description={outcome.text}
        />
      )}
      {dialogs}
    </Card>
  );
}

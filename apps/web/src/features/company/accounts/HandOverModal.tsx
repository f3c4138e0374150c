// 移交工作: hands an account's work to a colleague, optionally disabling the account after.
import { Alert, Checkbox, Form, Modal, Select, Typography } from 'antd';
import { accountHandOverSchema, type AccountRow, type HandOverResult } from '@bole/domain';
import { useEffect, useMemo } from 'react';
import { useAccountOptions } from '../api/get-account-options';
import { useHandOverAccount } from '../api/handover-account';
import { parseForm, schemaRule } from '../shared/form-rules';

type Values = { toAccountId?: number; disable: boolean };

type Props = { account: AccountRow | null; currentUserId?: number; onClose: () => void };

function resultText(result: HandOverResult): string {
  const moved = result.items.filter((i) => i.count > 0);
  if (moved.length === 0) return '该账号名下暂无需要移交的工作。';
  return `已移交：${moved.map((i) => `${i.label}${i.count}项`).join('、')}。`;
}

export function HandOverModal({ account, currentUserId, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [modal, dialogs] = Modal.useModal();
  const { data: accounts = [], isLoading } = useAccountOptions();
  const handOver = useHandOverAccount();
  // The super administrator and the signed-in user cannot be disabled.
  const mayDisable = account !== null && !account.isSuperAdmin && account.id !== currentUserId;
  const options = useMemo(() => accounts.filter((a) => a.id !== account?.id).map((a) => ({ value: a.id, label: a.userName })), [accounts, account]);

  useEffect(() => {
    if (account) form.setFieldsValue({ toAccountId: undefined, disable: mayDisable });
  }, [account, mayDisable, form]);

  const submit = async (values: Values) => {
    if (!account) return;
    const body = parseForm(form, accountHandOverSchema, values);
    if (!body) return;
    const result = await handOver.mutateAsync({ id: account.id, body });
    onClose();
    modal.success({ title: '工作移交完成', content: `${resultText(result)}${body.disable ? `「${account.userName}」的账号已停用。` : ''}` });
  };

  return (
    <>
      {dialogs}
      <Modal
        open={account !== null}
        title={`移交工作 - ${account?.userName ?? ''}`}
        okText="确认移交"
        onOk={() => form.submit()}
        onCancel={onClose}
        confirmLoading={handOver.isPending}
        destroyOnHidden
        width={520}
      >
        <Alert
          type="info"
          showIcon
          style={{ margin: '8px 0 20px' }}
          title="移交后，该账号负责的工作（如负责的部门、团队及团队成员身份）将转给接收人，此操作不可撤销。"
        />
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)} initialValues={{ disable: true }}>
          <Form.Item name="toAccountId" label="接收人" rules={[schemaRule(accountHandOverSchema.shape.toAccountId, '请选择接收工作的账号')]}>
            <Select placeholder="请选择在职的同事" options={options} loading={isLoading} showSearch={{ optionFilterProp: 'label' }} notFoundContent="没有可选的账号" />
          </Form.Item>
          <Form.Item name="disable" valuePropName="checked" style={{ marginBottom: 0 }} extra={mayDisable ? undefined : '超级管理员和当前登录的账号不能停用'}>
            <Checkbox disabled={!mayDisable}>
              移交后停用该账号 <Typography.Text type="secondary">（停用后将无法登录）</Typography.Text>
            </Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

// 修改密码 from the user menu: old password, new password twice, checked with the domain schema.
import { Form, Input, Modal } from 'antd';
import { changePasswordBodySchema } from '@bole/domain';
import { notifySuccess } from '../../../lib/notify';
import { zodRule } from '../../../lib/zod-rule';
import { useChangePassword } from '../api/change-password';

type Values = { oldPassword: string; password: string; confirm: string };

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const mutation = useChangePassword();

  const submit = async () => {
    const { oldPassword, password } = await form.validateFields();
    await mutation.mutateAsync({ oldPassword, password });
    notifySuccess('密码已修改，下次登录请使用新密码');
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title="修改密码"
      open={open}
      okText="确认修改"
      onOk={() => submit().catch(() => undefined)}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={440}
    >
      <Form form={form} layout="vertical" requiredMark style={{ marginTop: 16 }}>
        <Form.Item name="oldPassword" label="原密码" required rules={[zodRule(changePasswordBodySchema.shape.oldPassword)]}>
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item name="password" label="新密码" required rules={[zodRule(changePasswordBodySchema.shape.password)]}>
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          required
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (!value) throw new Error('请再次输入新密码');
                if (value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

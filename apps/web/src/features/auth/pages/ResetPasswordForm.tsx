import { Alert, Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { resetBodySchema } from '@bole/domain';
import { zodRule } from '../../../lib/zod-rule';
import { useResetPassword } from '../api/password-reset';

type Values = { password: string; confirm: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title="密码已重置"
        subTitle="请使用新密码登录伯乐招聘。"
        style={{ padding: '8px 0 0' }}
        extra={
          <Link to="/login">
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    );
  }

  return (
    <>
      {reset.error && (
        <Alert
          type="error"
          showIcon
          title={reset.error.message}
          description={<Link to="/out/forget">重新申请重置链接</Link>}
          style={{ marginBottom: 20 }}
        />
      )}
      <Form<Values> layout="vertical" size="large" onFinish={({ password }) => reset.mutate({ token, password })}>
        <Form.Item name="password" label="新密码" required rules={[zodRule(resetBodySchema.shape.password)]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" autoFocus />
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
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            确认重置
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

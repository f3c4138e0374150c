import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { forgetBodySchema } from '@bole/domain';
import type { ForgetBody } from '@bole/domain';
import { zodRule } from '../../../lib/zod-rule';
import { useRequestReset } from '../api/password-reset';

/** A reset link the server answered (development): shown as an in-app link when it points at this site. */
function resetLinkOf(resetUrl: string | undefined): string | null {
  if (!resetUrl) return null;
  try {
    const url = new URL(resetUrl, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function RequestResetForm() {
  const request = useRequestReset();

  if (request.isSuccess) {
    const link = resetLinkOf(request.data?.resetUrl);
    return (
      <Result
        status="success"
        icon={<MailOutlined />}
        title="重置链接已发送"
        subTitle={`如果 ${request.variables.account} 已注册伯乐招聘，重置密码的链接已发送到该账号的邮箱，请查收邮件并点击链接设置新密码。`}
        style={{ padding: '8px 0 0' }}
        extra={[
          link && (
            <Link key="reset" to={link}>
              <Button type="primary">立即重置</Button>
            </Link>
          ),
          <Link key="login" to="/login">
            <Button>返回登录</Button>
          </Link>,
        ]}
      />
    );
  }

  return (
    <>
      {request.error && <Alert type="error" showIcon title={request.error.message} style={{ marginBottom: 20 }} />}
      <Form<ForgetBody> layout="vertical" size="large" onFinish={(values) => request.mutate(forgetBodySchema.parse(values))}>
        <Form.Item name="account" label="邮箱或手机号" required rules={[zodRule(forgetBodySchema.shape.account)]}>
          <Input placeholder="请输入邮箱或手机号" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" block loading={request.isPending}>
            发送重置链接
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
        想起密码了？<Link to="/login">返回登录</Link>
      </Typography.Paragraph>
    </>
  );
}

// /register: a company opens its 伯乐招聘 account; the form checks with the server's own schema.
import { Alert, Button, Col, Form, Input, Row, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { registerBodySchema } from '@bole/domain';
import type { RegisterBody } from '@bole/domain';
import { goTo } from '../../../lib/navigate';
import { notifySuccess } from '../../../lib/notify';
import { zodRule } from '../../../lib/zod-rule';
import { useRegister } from '../api/register';
import { AuthFrame } from '../components/AuthFrame';
import { completeSignIn } from '../sign-in';

type Values = RegisterBody & { confirm: string };
const shape = registerBodySchema.shape;

export default function RegisterPage() {
  const queryClient = useQueryClient();
  const register = useRegister();

  const submit = ({ confirm: _confirm, ...values }: Values) => {
    register.mutate(registerBodySchema.parse(values), {
      onSuccess: ({ token, user }) => {
        notifySuccess('注册成功，欢迎使用伯乐招聘');
        goTo(completeSignIn(queryClient, token, user, null), { replace: true });
      },
    });
  };

  return (
    <AuthFrame title="注册企业账号" subtitle="填写企业与管理员信息，几分钟即可开始使用伯乐招聘。注册人将成为企业的超级管理员。" width={560}>
      {register.error && <Alert type="error" showIcon title={register.error.message} style={{ marginBottom: 20 }} />}
      <Form<Values> layout="vertical" size="large" onFinish={submit} onValuesChange={() => register.error && register.reset()}>
        <Form.Item name="companyName" label="公司名称" required rules={[zodRule(shape.companyName)]}>
          <Input placeholder="请输入营业执照上的公司全称" maxLength={50} autoComplete="organization" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="userName" label="姓名" required rules={[zodRule(shape.userName)]}>
              <Input placeholder="请输入您的姓名" maxLength={30} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="loginMobile" label="手机号" required rules={[zodRule(shape.loginMobile)]}>
              <Input placeholder="请输入11位手机号" maxLength={11} autoComplete="tel" inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="loginEmail" label="邮箱" required rules={[zodRule(shape.loginEmail)]}>
          <Input placeholder="建议使用企业邮箱" maxLength={100} autoComplete="email" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="password" label="密码" required rules={[zodRule(shape.password)]}>
              <Input.Password placeholder="8-32位，含字母和数字" autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="confirm"
              label="确认密码"
              dependencies={['password']}
              required
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: unknown) => {
                    if (!value) throw new Error('请再次输入密码');
                    if (value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
                  },
                }),
              ]}
            >
              <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            注册并登录
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
        已有账号？<Link to="/login">立即登录</Link>
      </Typography.Paragraph>
    </AuthFrame>
  );
}

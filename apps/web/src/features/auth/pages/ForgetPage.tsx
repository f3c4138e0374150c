// /out/forget: ask for a reset link; /out/forget?token=... sets the new password.
import { useSearchParams } from 'react-router';
import { AuthFrame } from '../components/AuthFrame';
import { RequestResetForm } from './RequestResetForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function ForgetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthFrame
      title={token ? '设置新密码' : '找回密码'}
      subtitle={token ? '请为您的账号设置一个新的登录密码。' : '输入注册时使用的邮箱或手机号，我们会把重置密码的链接发送到您的邮箱。'}
    >
      {token ? <ResetPasswordForm token={token} /> : <RequestResetForm />}
    </AuthFrame>
  );
}

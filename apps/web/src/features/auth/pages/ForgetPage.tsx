// /out/forget: ask for a reset link; ?token=… sets a new password from a reset link; ?invite=…
// (the link of an invited account) sets the account's first password and signs it in.
import { useSearchParams } from 'react-router';
import { AuthFrame } from '../components/AuthFrame';
import { InviteForm } from './InviteForm';
import { RequestResetForm } from './RequestResetForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function ForgetPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const token = params.get('token');

  if (invite !== null) {
    return (
      <AuthFrame title="设置登录密码" subtitle="欢迎加入伯乐招聘！请为您的账号设置登录密码，设置完成后将直接进入系统。">
        <InviteForm key={invite} token={invite} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame
      title={token ? '设置新密码' : '找回密码'}
      subtitle={token ? '请为您的账号设置一个新的登录密码。' : '输入注册时使用的邮箱或手机号，我们会把重置密码的链接发送到您的邮箱。'}
    >
      {token ? <ResetPasswordForm key={token} token={token} /> : <RequestResetForm />}
    </AuthFrame>
  );
}

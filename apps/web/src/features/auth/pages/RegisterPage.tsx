// /register: a company opens its 伯乐招聘 account; the form checks with registerBodySchema itself
// (loaded right after the page shows) and the server's answer shows inline.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { goTo } from '../../../lib/navigate';
import { notifySuccess } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { AuthFrame } from '../components/AuthFrame';
import { confirmError, issuesToErrors, loadSchemas, usePreloadedSchemas, withoutBlanks } from '../forms/checks';
import { FieldRow, PasswordField, TextField } from '../forms/fields';
import { useAuthForm } from '../forms/use-auth-form';
import { completeSignIn } from '../sign-in';

type RegisterField = 'companyName' | 'userName' | 'loginMobile' | 'loginEmail' | 'password' | 'confirm';

const EMPTY: Record<RegisterField, string> = { companyName: '', userName: '', loginMobile: '', loginEmail: '', password: '', confirm: '' };

export async function checkRegister({ confirm, ...body }: Record<RegisterField, string>) {
  const { registerBodySchema } = await loadSchemas();
  const errors = issuesToErrors<RegisterField>(registerBodySchema.safeParse(withoutBlanks(body)).error?.issues);
  const second = confirmError(body.password, confirm, '请再次输入密码');
  if (second) errors.confirm = second;
  return errors;
}

export default function RegisterPage() {
  const queryClient = useQueryClient();
  const register = useRegister();
  usePreloadedSchemas();

  const form = useAuthForm<RegisterField>({
    id: 'register',
    initial: EMPTY,
    check: checkRegister,
    // Busy until the next page has loaded: the router keeps this screen up meanwhile.
    pending: register.isPending || register.isSuccess,
    onEdit: () => {
      if (register.error) register.reset();
    },
    onValid: async ({ confirm: _confirm, ...values }) => {
      const { registerBodySchema } = await loadSchemas();
      register.mutate(registerBodySchema.parse(values), {
        onSuccess: ({ token, user }) => {
          // Shown as a toast once the main layout (and antd's message) is up.
          notifySuccess('注册成功，欢迎使用伯乐招聘');
          goTo(completeSignIn(queryClient, token, user, null), { replace: true });
        },
      });
    },
  });

  return (
    <AuthFrame title="注册企业账号" subtitle="填写企业与管理员信息，几分钟即可开始使用伯乐招聘。注册人将成为企业的超级管理员。" width={560}>
      {register.error && <InlineAlert type="error" title={register.error.message} />}
      <form noValidate onSubmit={form.submit} aria-label="注册企业账号">
        <TextField field={form.field('companyName')} label="公司名称" required placeholder="请输入营业执照上的公司全称" maxLength={50} autoComplete="organization" autoFocus />
        <FieldRow>
          <TextField field={form.field('userName')} label="姓名" required placeholder="请输入您的姓名" maxLength={30} autoComplete="name" />
          <TextField field={form.field('loginMobile')} type="tel" label="手机号" required placeholder="请输入11位手机号" maxLength={11} autoComplete="tel" inputMode="numeric" />
        </FieldRow>
        <TextField field={form.field('loginEmail')} label="邮箱" required placeholder="建议使用企业邮箱" maxLength={100} autoComplete="email" inputMode="email" />
        <FieldRow>
          <PasswordField field={form.field('password')} label="密码" required placeholder="8-32位，含字母和数字" autoComplete="new-password" />
          <PasswordField field={form.field('confirm')} label="确认密码" required placeholder="请再次输入密码" autoComplete="new-password" />
        </FieldRow>
        <div className="auth-actions">
          <PlainButton type="submit" variant="primary" size="large" block loading={form.busy}>
            注册并登录
          </PlainButton>
        </div>
      </form>
      <p className="auth-footnote">
        已有账号？
        <Link to="/login" className="bole-link">
          立即登录
        </Link>
      </p>
    </AuthFrame>
  );
}

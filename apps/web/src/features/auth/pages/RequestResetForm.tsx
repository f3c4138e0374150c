// 找回密码: ask for a reset link by e-mail or mobile, checked with forgetBodySchema.
import { Link } from 'react-router';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { MailIcon } from '../../../components/plain/icons';
import { buttonClass, PlainButton } from '../../../components/plain/PlainButton';
import { useRequestReset } from '../api/password-reset';
import { AuthResult } from '../components/AuthResult';
import { issuesToErrors, loadSchemas, usePreloadedSchemas, withoutBlanks } from '../forms/checks';
import { TextField } from '../forms/fields';
import { useAuthForm } from '../forms/use-auth-form';

type ForgetField = 'account';

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

async function checkForget(values: Record<ForgetField, string>) {
  const { forgetBodySchema } = await loadSchemas();
  return issuesToErrors<ForgetField>(forgetBodySchema.safeParse(withoutBlanks(values)).error?.issues);
}

export function RequestResetForm() {
  const request = useRequestReset();
  usePreloadedSchemas();
  const form = useAuthForm<ForgetField>({
    id: 'forget',
    initial: { account: '' },
    check: checkForget,
    pending: request.isPending,
    onEdit: () => {
      if (request.error) request.reset();
    },
    onValid: async (values) => {
      const { forgetBodySchema } = await loadSchemas();
      request.mutate(forgetBodySchema.parse(values));
    },
  });

  if (request.isSuccess) {
    const link = resetLinkOf(request.data?.resetUrl);
    return (
      <AuthResult
        status="success"
        icon={<MailIcon />}
        title="重置链接已发送"
        subTitle={`如果 ${request.variables.account} 已注册伯乐招聘，重置密码的链接已发送到该账号的邮箱，请查收邮件并点击链接设置新密码。`}
        extra={
          <>
            {link && (
              <Link to={link} className={buttonClass({ variant: 'primary' })}>
                立即重置
              </Link>
            )}
            <Link to="/login" className={buttonClass()}>
              返回登录
            </Link>
          </>
        }
      />
    );
  }

  return (
    <>
      {request.error && <InlineAlert type="error" title={request.error.message} />}
      <form noValidate onSubmit={form.submit} aria-label="找回密码">
        <TextField field={form.field('account')} label="邮箱或手机号" required placeholder="请输入邮箱或手机号" autoComplete="username" autoFocus maxLength={100} />
        <div className="auth-actions">
          <PlainButton type="submit" variant="primary" size="large" block loading={form.busy}>
            发送重置链接
          </PlainButton>
        </div>
      </form>
      <p className="auth-footnote">
        想起密码了？
        <Link to="/login" className="bole-link">
          返回登录
        </Link>
      </p>
    </>
  );
}

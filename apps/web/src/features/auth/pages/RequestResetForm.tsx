// 找回密码: ask for a password reset by e-mail or mobile, checked with forgetBodySchema. The
// server answers the same for every account and never the link; until mail sending exists
// the link comes from the operator (bole reset-link), which the confirmation says.
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
    return (
      <AuthResult
        status="success"
        icon={<MailIcon />}
        title="申请已提交"
        subTitle={`伯乐招聘暂未开通邮件发送，重置密码的链接需由负责服务器的运维人员生成。如果 ${request.variables.account} 已注册伯乐招聘，请联系企业管理员或运维人员获取链接，打开后即可设置新密码。`}
        extra={
          <Link to="/login" className={buttonClass()}>
            返回登录
          </Link>
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
            申请重置密码
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

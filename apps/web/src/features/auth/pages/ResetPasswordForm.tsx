// 设置新密码 from a reset link (/out/forget?token=…): new password twice -> POST /api/auth/password/reset.
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/plain/PlainButton';
import { useResetPassword } from '../api/password-reset';
import { AuthResult } from '../components/AuthResult';
import { refusedAField } from '../forms/checks';
import { NewPasswordForm } from '../forms/NewPasswordForm';

const LABELS = {
  password: '新密码',
  passwordPlaceholder: '请输入新密码',
  confirm: '确认新密码',
  confirmPlaceholder: '请再次输入新密码',
  confirmEmpty: '请再次输入新密码',
  submit: '确认重置',
};

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [linkError, setLinkError] = useState<string | null>(null);

  if (reset.isSuccess) {
    return (
      <AuthResult
        status="success"
        title="密码已重置"
        subTitle="请使用新密码登录伯乐招聘。"
        extra={
          <Link to="/login" className={buttonClass({ variant: 'primary' })}>
            去登录
          </Link>
        }
      />
    );
  }

  return (
    <NewPasswordForm
      id="reset"
      token={token}
      schema={(schemas) => schemas.resetBodySchema}
      invalidLink={(schemas) => schemas.ERRORS.RESET_LINK_INVALID.message}
      labels={LABELS}
      pending={reset.isPending}
      error={reset.error?.message ?? linkError}
      errorHint={
        refusedAField(reset.error) ? undefined : (
          <Link to="/out/forget" className="bole-link">
            重新申请重置链接
          </Link>
        )
      }
      onEdit={() => {
        if (reset.error) reset.reset();
      }}
      onLinkInvalid={setLinkError}
      onSubmit={(body) => reset.mutate(body)}
    />
  );
}

// The sign-in form, plain React: antd's look comes from auth.css, the checks are loginBodySchema's
// (checks.ts, without zod), Enter submits, the first invalid field takes the focus.
import { Link } from 'react-router';
import type { LoginBody } from '@bole/domain';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { LockIcon, UserIcon } from '../../../components/plain/icons';
import { PlainButton } from '../../../components/plain/PlainButton';
import { checkLogin } from '../forms/checks';
import type { LoginField } from '../forms/checks';
import { PasswordField, TextField } from '../forms/fields';
import { useAuthForm } from '../forms/use-auth-form';
import type { Notice } from './Notices';
import { NoticeList } from './Notices';

type Props = {
  pending: boolean;
  /** The server's answer to the last attempt (账号或密码错误). */
  error: string | null;
  /** Notices of the http client while no toast is loaded (请登录后访问 after an expired login). */
  notices?: Notice[];
  onDismissNotice?: (text: string) => void;
  onSubmit: (body: LoginBody) => void;
  onEdit: () => void;
};

const EMPTY: Record<LoginField, string> = { account: '', password: '' };

export function LoginForm({ pending, error, notices = [], onDismissNotice = () => undefined, onSubmit, onEdit }: Props) {
  const form = useAuthForm<LoginField>({
    id: 'login',
    initial: EMPTY,
    check: checkLogin,
    pending,
    onEdit,
    // What loginBodySchema.parse answers: the account trimmed.
    onValid: ({ account, password }) => onSubmit({ account: account.trim(), password }),
  });

  return (
    <form noValidate onSubmit={form.submit} aria-label="登录">
      {error ? <InlineAlert type="error" title={error} /> : <NoticeList notices={notices} onDismiss={onDismissNotice} />}
      <TextField
        field={form.field('account')}
        label="邮箱或手机号"
        prefix={<UserIcon />}
        placeholder="请输入邮箱或手机号"
        autoComplete="username"
        autoFocus
        maxLength={100}
      />
      <PasswordField
        field={form.field('password')}
        label="密码"
        extra={
          <Link to="/out/forget" className="bole-link">
            忘记密码
          </Link>
        }
        prefix={<LockIcon />}
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={64}
      />
      <div className="auth-login-submit">
        <PlainButton type="submit" variant="primary" size="large" block loading={form.busy}>
          登录
        </PlainButton>
      </div>
    </form>
  );
}

// /login: brand panel on the left, the sign-in form on the right (the panel folds away below
// 992 px). No antd on this screen: it is the first one most visits load.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '../../../components/brand/BrandMark';
import { goTo } from '../../../lib/navigate';
import { useLogin } from '../api/login';
import { BrandPanel } from '../components/BrandPanel';
import { LoginForm } from '../components/LoginForm';
import { useInlineNotices } from '../components/Notices';
import { completeSignIn } from '../sign-in';
import '../auth.css';

export default function LoginPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const login = useLogin();
  const { notices, dismiss } = useInlineNotices();

  return (
    <div className="auth-login">
      <BrandPanel />
      <main className="auth-login-main">
        <div className="auth-login-box">
          <div className="auth-login-brand">
            <BrandMark to="/login" />
          </div>
          <h1 className="auth-login-title">欢迎登录</h1>
          <p className="auth-login-lead">使用企业邮箱或手机号登录伯乐招聘</p>
          <LoginForm
            // Busy until the next page has loaded: the router keeps this screen up meanwhile.
            pending={login.isPending || login.isSuccess}
            error={login.error?.message ?? null}
            notices={notices}
            onDismissNotice={dismiss}
            onEdit={() => {
              if (login.error) login.reset();
              if (notices.length > 0) dismiss();
            }}
            onSubmit={(body) => {
              dismiss();
              login.mutate(body, { onSuccess: ({ token, user }) => goTo(completeSignIn(queryClient, token, user, params.get('target')), { replace: true }) });
            }}
          />
          <p className="auth-login-foot">
            还没有企业账号？
            <Link to="/register" className="bole-link">
              注册企业账号
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

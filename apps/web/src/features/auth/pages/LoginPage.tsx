// /login: brand panel on the left, the sign-in form on the right (the panel folds away on small screens).
import { Grid } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { goTo } from '../../../lib/navigate';
import { BrandMark } from '../../../components/brand/BrandMark';
import { useLogin } from '../api/login';
import { BrandPanel } from '../components/BrandPanel';
import { LoginForm } from '../components/LoginForm';
import { completeSignIn } from '../sign-in';

export default function LoginPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg !== false;
  const login = useLogin();

  return (
    <div style={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: wide ? 'minmax(420px, 1.1fr) 1fr' : '1fr', background: '#fff' }}>
      {wide && <BrandPanel />}
      <main style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '48px 24px' }}>
        <div style={{ width: '100%', maxWidth: 380 }}>
          {!wide && (
            <div style={{ marginBottom: 32 }}>
              <BrandMark to="/login" />
            </div>
          )}
          {/* Plain headings: antd Typography would add 20 KB to the first screen. */}
          <h1 style={{ fontSize: 28, fontWeight: 600, color: '#1f2633', margin: '0 0 8px' }}>欢迎登录</h1>
          <p style={{ color: '#6b7385', margin: '0 0 32px' }}>使用企业邮箱或手机号登录伯乐招聘</p>
          <LoginForm
            pending={login.isPending}
            error={login.error?.message ?? null}
            onEdit={() => login.error && login.reset()}
            onSubmit={(body) =>
              login.mutate(body, { onSuccess: ({ token, user }) => goTo(completeSignIn(queryClient, token, user, params.get('target')), { replace: true }) })
            }
          />
          <p style={{ textAlign: 'center', margin: 0, color: '#6b7385' }}>
            还没有企业账号？<Link to="/register">注册企业账号</Link>
          </p>
        </div>
      </main>
    </div>
  );
}

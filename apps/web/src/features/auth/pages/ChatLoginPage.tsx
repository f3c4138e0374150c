// /wwLogin and /out/ddauth: sign-in from inside the workplace chat app with the auth code it hands over.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSpin } from '../../../components/page/PageSpin';
import { buttonClass, PlainButton } from '../../../components/plain/PlainButton';
import { goTo } from '../../../lib/navigate';
import { isLiteRole, saveFirstLogin, saveRole, saveToken, setSysType } from '../../../lib/session';
import { safeTarget } from '../../../lib/target';
import { useThirdLogin } from '../api/third-login';
import type { ThirdLoginResult } from '../api/third-login';
import { AuthFrame } from '../components/AuthFrame';
import { AuthResult } from '../components/AuthResult';

function nextAddress(result: ThirdLoginResult, target: string | null): string {
  if (isLiteRole(result.roleType)) return '/lite';
  return safeTarget(target) ?? '/home';
}

export default function ChatLoginPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const authCode = params.get('authCode') ?? params.get('code') ?? params.get('auth_code');
  const corpId = params.get('corpId') ?? params.get('corpid') ?? params.get('appid');
  const target = params.get('target');
  const login = useThirdLogin(authCode, corpId);

  useEffect(() => {
    const result = login.data;
    if (!result) return;
    if (result.token) saveToken(result.token);
    saveRole({ roleType: result.roleType, role: result.role ?? null });
    saveFirstLogin(result.firstLogin === true);
    if (result.sysType === 1 || result.sysType === 2) setSysType(result.sysType);
    void queryClient.invalidateQueries();
    goTo(nextAddress(result, target), { replace: true });
  }, [login.data, queryClient, target]);

  const passwordLogin = (
    <Link to="/login" className={buttonClass({ variant: authCode ? 'default' : 'primary' })}>
      使用账号密码登录
    </Link>
  );

  if (!authCode) {
    return (
      <AuthFrame>
        <AuthResult status="info" title="缺少授权信息" subTitle="请从企业微信或钉钉的工作台重新打开伯乐招聘，或使用账号密码登录。" extra={passwordLogin} />
      </AuthFrame>
    );
  }
  if (login.isError) {
    return (
      <AuthFrame>
        <AuthResult
          status="warning"
          title="授权登录失败"
          subTitle={login.error.message}
          extra={
            <>
              <PlainButton variant="primary" onClick={() => void login.refetch()}>
                重新授权
              </PlainButton>
              {passwordLogin}
            </>
          }
        />
      </AuthFrame>
    );
  }
  return <PageSpin full tip="正在通过企业应用登录…" />;
}

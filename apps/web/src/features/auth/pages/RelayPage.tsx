// /fsg (登录中转) and /out/loading: take a token handed over in the address (kept 30 days), then
// open the target, or the user's landing page.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountInfoQuery } from '../../../api/account';
import { PageSpin } from '../../../components/page/PageSpin';
import { buttonClass } from '../../../components/plain/PlainButton';
import { signInPath } from '../../../lib/landing';
import { goTo } from '../../../lib/navigate';
import { getSysType, getToken, saveToken } from '../../../lib/session';
import { safeTarget } from '../../../lib/target';
import { AuthFrame } from '../components/AuthFrame';
import { AuthResult } from '../components/AuthResult';

export default function RelayPage() {
  const [params] = useSearchParams();
  const handed = params.get('token');
  const target = params.get('target');
  // Keep the token before anything asks the server who we are.
  if (handed && getToken() !== handed) saveToken(handed);
  const hasToken = getToken() !== null;
  const account = useQuery({ ...accountInfoQuery(), enabled: hasToken });

  useEffect(() => {
    if (!account.data) return;
    goTo(safeTarget(target) ?? signInPath(account.data, getSysType()), { replace: true });
  }, [account.data, target]);

  if (!hasToken) {
    return (
      <AuthFrame>
        <AuthResult
          status="info"
          title="登录信息已失效"
          subTitle="请重新登录伯乐招聘。"
          extra={
            <Link to={target ? `/login?target=${encodeURIComponent(target)}` : '/login'} className={buttonClass({ variant: 'primary' })}>
              去登录
            </Link>
          }
        />
      </AuthFrame>
    );
  }
  return <PageSpin full tip="正在进入伯乐招聘…" />;
}

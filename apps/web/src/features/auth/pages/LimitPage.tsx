// /out/limit: the account may not open the page it asked for.
import { useNavigate } from 'react-router';
import { useLogout } from '../../../api/logout';
import { NoAccessIllustration } from '../../../components/illustrations/NoAccessIllustration';
import { PlainButton } from '../../../components/plain/PlainButton';
import { getToken } from '../../../lib/session';
import { AuthFrame } from '../components/AuthFrame';
import { AuthResult } from '../components/AuthResult';

export default function LimitPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  const signedIn = getToken() !== null;
  return (
    <AuthFrame width={560}>
      <AuthResult
        status="info"
        icon={<NoAccessIllustration />}
        title="暂无访问权限"
        subTitle="您的账号没有访问该页面的权限。如需开通，请联系企业管理员在「设置 › 角色权限」中为您分配。"
        extra={
          <>
            <PlainButton variant="primary" onClick={() => void navigate('/home', { replace: true })}>
              返回首页
            </PlainButton>
            {signedIn && (
              <PlainButton loading={logout.isPending} onClick={() => logout.mutate()}>
                切换账号
              </PlainButton>
            )}
          </>
        }
      />
    </AuthFrame>
  );
}

// /out/limit: the account may not open the page it asked for.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '../../../api/logout';
import { getToken } from '../../../lib/session';
import { AuthFrame } from '../components/AuthFrame';

export default function LimitPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  const signedIn = getToken() !== null;
  return (
    <AuthFrame width={560}>
      <Result
        status="403"
        title="暂无访问权限"
        subTitle="您的账号没有访问该页面的权限。如需开通，请联系企业管理员在「设置 › 角色权限」中为您分配。"
        extra={[
          <Button key="home" type="primary" onClick={() => void navigate('/home', { replace: true })}>
            返回首页
          </Button>,
          signedIn && (
            <Button key="switch" loading={logout.isPending} onClick={() => logout.mutate()}>
              切换账号
            </Button>
          ),
        ]}
      />
    </AuthFrame>
  );
}

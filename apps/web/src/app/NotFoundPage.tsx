import { PlainButton } from '../components/plain/PlainButton';
import { StatusView } from '../components/page/StatusView';
import { useNavigate } from 'react-router';
import { useEffect } from 'react';
import { LostIllustration } from '../components/illustrations/LostIllustration';

/** The catch-all page (spec section 2): 您访问的页面丢失了. */
export function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = '您访问的页面丢失了 - 伯乐招聘';
  }, []);
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f4f6fb' }}>
      <StatusView
        icon={<LostIllustration />}
        title="您访问的页面丢失了"
        subTitle="地址可能输入有误，或者页面已被移动。您可以返回首页继续工作。"
        extra={
          <PlainButton variant="primary" size="large" onClick={() => void navigate('/home', { replace: true })}>
            返回首页
          </PlainButton>
        }
      />
    </main>
  );
}

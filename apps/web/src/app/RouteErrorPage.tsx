// Errors that escape every area boundary: a chunk failure reloads once, anything else is shown calmly.
import { PlainButton } from '../components/plain/PlainButton';
import { StatusView, WarningMark } from '../components/page/StatusView';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnce('root');
  }, [chunk]);
  return (
    <main>
      <StatusView
        full
        icon={<WarningMark />}
        title={chunk ? '页面资源加载失败' : '页面出了点问题'}
        subTitle="请刷新页面重试；如果问题持续出现，请联系管理员。"
        extra={
          <PlainButton variant="primary" onClick={() => window.location.reload()}>
            刷新页面
          </PlainButton>
        }
      />
    </main>
  );
}

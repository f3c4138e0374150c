// One error boundary per area: a failed chunk load reloads once, any other error shows a
// calm failure page with a retry instead of a white screen.
import { Component, useEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { PlainButton } from '../components/plain/PlainButton';
import { StatusView, WarningMark } from '../components/page/StatusView';
import { clearReloadFlag, isChunkLoadError, reloadOnce } from './chunk-reload';

type Props = { area: string; children: ReactNode };
type State = { error: Error | null; reloading: boolean };

/** Put inside the Suspense of an area, next to its page: it mounts only once the chunk has loaded. */
export function AreaLoaded({ area }: { area: string }) {
  useEffect(() => clearReloadFlag(area), [area]);
  return null;
}

export class AreaBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnce(this.props.area)) {
      this.setState({ reloading: true });
      return;
    }
    console.error(`[${this.props.area}]`, error, info.componentStack);
  }

  override render() {
    const { error, reloading } = this.state;
    if (reloading) return null;
    if (error) {
      const chunk = isChunkLoadError(error);
      return (
        <StatusView
          icon={<WarningMark />}
          title={chunk ? '页面资源加载失败' : '页面出了点问题'}
          subTitle={chunk ? '系统可能刚刚完成升级，请刷新页面后重试。' : '请刷新页面重试；如果问题持续出现，请联系管理员。'}
          extra={
            <PlainButton variant="primary" onClick={() => window.location.reload()}>
              刷新页面
            </PlainButton>
          }
        />
      );
    }
    return this.props.children;
  }
}

// A failed load on the template pages: what failed, and 重新加载.
import { Alert, Button } from 'antd';

export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <Alert type="error" showIcon title={title} description="请检查网络后重试。" action={<Button onClick={onRetry}>重新加载</Button>} />;
}

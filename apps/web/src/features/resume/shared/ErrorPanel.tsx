// A failed load inside a page: what failed, and a retry.
import { Button } from 'antd';

export function ErrorPanel({ title, description = '请检查网络后重试。', onRetry }: { title: string; description?: string; onRetry?: () => void }) {
  return (
    <div className="bole-pool-empty" role="alert">
      <svg width="56" height="56" viewBox="0 0 64 64" aria-hidden focusable="false">
        <circle cx="32" cy="32" r="30" fill="#fff4e5" />
        <path d="M32 16v20" stroke="#f59a23" strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="46" r="3.5" fill="#f59a23" />
      </svg>
      <div className="bole-pool-empty-title">{title}</div>
      <div className="bole-pool-empty-text">{description}</div>
      {onRetry && (
        <div className="bole-pool-empty-actions">
          <Button onClick={onRetry}>重新加载</Button>
        </div>
      )}
    </div>
  );
}

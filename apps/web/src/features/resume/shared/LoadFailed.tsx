// A part of a page that did not load: what failed, and 重试 right in the sentence.
export function LoadFailed({ what, onRetry, className = 'bole-section-empty' }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div className={className}>
      {what}加载失败，
      <button type="button" className="bole-link-button" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

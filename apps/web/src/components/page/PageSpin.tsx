// The loader shown while a page chunk or the account loads: the same ring as the boot screen of
// index.html, drawn with CSS so the shell does not need antd's Spin.
const RING = { width: 28, height: 28, borderRadius: '50%', border: '3px solid #d6e2ff', borderTopColor: '#1d5eff', animation: 'bole-spin 0.8s linear infinite' } as const;

export function PageSpin({ full = false, tip = '加载中…' }: { full?: boolean; tip?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: full ? '100vh' : 320, display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 12 }}>
      <style>{'@keyframes bole-spin { to { transform: rotate(360deg); } }'}</style>
      <span style={RING} />
      <span style={{ color: '#8c95a6', fontSize: 13 }}>{tip}</span>
    </div>
  );
}

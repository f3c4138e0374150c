// A light status screen (failure, lost page) for the app shell: the same look as antd Result
// without its bundled illustrations, so the first screen stays small.
import type { ReactNode } from 'react';

type Props = { icon?: ReactNode; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; full?: boolean };

export function StatusView({ icon, title, subTitle, extra, full = false }: Props) {
  return (
    <div role="alert" style={{ minHeight: full ? '100vh' : 360, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '48px 24px', textAlign: 'center' }}>
      <div style={{ maxWidth: 520 }}>
        {icon && <div style={{ marginBottom: 24 }}>{icon}</div>}
        <h2 style={{ margin: '0 0 8px', fontSize: 22, fontWeight: 600, color: '#1f2633' }}>{title}</h2>
        {subTitle && <p style={{ margin: '0 0 24px', color: '#6b7385', fontSize: 14, lineHeight: 1.7 }}>{subTitle}</p>}
        {extra && <div style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>{extra}</div>}
      </div>
    </div>
  );
}

/** A round warning mark in the brand's warning colour. */
export function WarningMark() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden style={{ display: 'block', margin: '0 auto' }}>
      <circle cx="32" cy="32" r="30" fill="#fff4e5" />
      <path d="M32 16v20" stroke="#f59a23" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="46" r="3.5" fill="#f59a23" />
    </svg>
  );
}

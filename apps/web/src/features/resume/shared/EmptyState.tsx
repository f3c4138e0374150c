// The friendly empty state of the talent pool pages: a light illustration, what it means, what to do.
import type { ReactNode } from 'react';

export function EmptyIllustration({ kind = 'search' }: { kind?: 'search' | 'folder' }) {
  return (
    <svg width="160" height="112" viewBox="0 0 160 112" aria-hidden focusable="false">
      <ellipse cx="80" cy="100" rx="60" ry="8" fill="#eef2fa" />
      <rect x="36" y="18" width="74" height="78" rx="8" fill="#fff" stroke="#d6e0f5" strokeWidth="2" />
      <rect x="48" y="32" width="30" height="6" rx="3" fill="#d6e2ff" />
      <rect x="48" y="46" width="50" height="5" rx="2.5" fill="#eef2fa" />
      <rect x="48" y="58" width="44" height="5" rx="2.5" fill="#eef2fa" />
      <rect x="48" y="70" width="36" height="5" rx="2.5" fill="#eef2fa" />
      {kind === 'search' ? (
        <g>
          <circle cx="108" cy="66" r="16" fill="#f4f7ff" stroke="#1d5eff" strokeWidth="4" />
          <path d="M120 78l12 12" stroke="#1d5eff" strokeWidth="6" strokeLinecap="round" />
        </g>
      ) : (
        <g>
          <circle cx="112" cy="74" r="16" fill="#1d5eff" />
          <path d="M112 66v16M104 74h16" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

type Props = { kind?: 'search' | 'folder'; title: ReactNode; description?: ReactNode; actions?: ReactNode };

export function EmptyState({ kind, title, description, actions }: Props) {
  return (
    <div className="bole-pool-empty" role="status">
      <EmptyIllustration kind={kind} />
      <div className="bole-pool-empty-title">{title}</div>
      {description && <div className="bole-pool-empty-text">{description}</div>}
      {actions && <div className="bole-pool-empty-actions">{actions}</div>}
    </div>
  );
}

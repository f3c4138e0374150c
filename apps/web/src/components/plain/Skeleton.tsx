// antd's active Skeleton (title bar and paragraph lines with the moving shine) without antd, for
// the antd-free main layout and pages.
import type { CSSProperties } from 'react';
import './plain.css';

type Props = { rows?: number; title?: boolean; style?: CSSProperties };

export function Skeleton({ rows = 3, title = false, style }: Props) {
  return (
    <div className="bole-skeleton" style={style} aria-busy="true" aria-label="加载中">
      {title && <h3 className="bole-skeleton-title" />}
      <ul className="bole-skeleton-paragraph">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}

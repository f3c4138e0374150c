// antd's Empty with its simple image (Empty.PRESENTED_IMAGE_SIMPLE), without antd.
import type { CSSProperties, ReactNode } from 'react';
import './plain.css';

export function EmptySimpleImage() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f6f6f7" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#dddee0">
          <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
          <path
            d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            fill="#fbfbfb"
          />
        </g>
      </g>
    </svg>
  );
}

type Props = { description: ReactNode; children?: ReactNode; style?: CSSProperties };

/** An empty list or panel: the simple image, what is (not) there, and an optional action below. */
export function Empty({ description, children, style }: Props) {
  return (
    <div className="bole-empty" style={style}>
      <div className="bole-empty-image">
        <EmptySimpleImage />
      </div>
      <div className="bole-empty-description">{description}</div>
      {children && <div className="bole-empty-footer">{children}</div>}
    </div>
  );
}

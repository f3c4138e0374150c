// Inline text in the look of antd's Typography.Text (secondary, strong, single-line ellipsis whose
// full text shows in a tooltip when it is cut) without Typography, whose editing and copying code
// every page using it would load. For antd pages (the tooltip is antd's).
import { Tooltip } from 'antd';
import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import './text.css';

type Props = { children: ReactNode; style?: CSSProperties; className?: string };

export function SecondaryText({ children, style, className }: Props) {
  return (
    <span className={className ? `bole-text-secondary ${className}` : 'bole-text-secondary'} style={style}>
      {children}
    </span>
  );
}

/** A single line cut with an ellipsis; pointing at it shows the whole text when it is cut. */
export function EllipsisText({ text, strong = false, style }: { text: string; strong?: boolean; style?: CSSProperties }) {
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? text : undefined}>
      <span
        className={strong ? 'bole-text-ellipsis bole-text-strong' : 'bole-text-ellipsis'}
        style={style}
        onPointerEnter={(event) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
      >
        {text}
      </span>
    </Tooltip>
  );
}

// A small label in antd Tag's look (the filled and outlined variants, the status and preset colours
// the product uses), without antd's Tag.
import type { CSSProperties, ReactNode } from 'react';
import './plain.css';

export type TagColor = 'default' | 'success' | 'warning' | 'error' | 'processing' | 'blue' | 'gold' | 'cyan' | 'purple';

type Props = { color?: TagColor; variant?: 'filled' | 'outlined'; style?: CSSProperties; children: ReactNode };

export function Tag({ color = 'default', variant = 'filled', style, children }: Props) {
  return (
    <span className={`bole-tag bole-tag-${color}${variant === 'outlined' ? ' bole-tag-outlined' : ''}`} style={style}>
      {children}
    </span>
  );
}

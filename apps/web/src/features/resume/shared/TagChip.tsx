// A tag of the company catalogue in its colour (a tint of it as background).
import type { ReactNode } from 'react';

const DEFAULT_COLOR = '#1d5eff';

export function TagChip({ name, color, children }: { name: string; color?: string | null; children?: ReactNode }) {
  const c = color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : DEFAULT_COLOR;
  return (
    <span className="bole-pool-tag" style={{ color: c, borderColor: `${c}55`, background: `${c}12` }}>
      {name}
      {children}
    </span>
  );
}

/** A small fixed badge: 985, 211, 重复, 手机号格式有误 ... */
export function Badge({ tone = 'blue', children, title }: { tone?: 'blue' | 'orange' | 'red' | 'gray' | 'green' | 'gold'; children: ReactNode; title?: string }) {
  return (
    <span className={`bole-badge bole-badge-${tone}`} title={title}>
      {children}
    </span>
  );
}

// Label / value pairs in two columns, the way resume facts read; empty values show 未填写.
import type { ReactNode } from 'react';
import './views.css';

export type InfoItem = { label: string; value: ReactNode; wide?: boolean };

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '' || v === false;

export function InfoGrid({ items }: { items: InfoItem[] }) {
  return (
    <dl className="bole-info-grid">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? 'bole-info-wide' : undefined}>
          <dt>{item.label}</dt>
          <dd>{isEmpty(item.value) ? <span className="bole-placeholder">未填写</span> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

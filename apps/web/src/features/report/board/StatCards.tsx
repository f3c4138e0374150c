// A board's headline numbers as cards: label, the number (opening its candidates when it has a
// list) and an optional line beneath (the period before, a rate).
import type { ReactNode } from 'react';
import { DrillNumber } from './DrillNumber';

/** `text` shows a number that lists nobody (a rate, days) in place of `value`. */
export type StatCard = { key: string; label: string; value: number | null; text?: string; onOpen?: () => void; foot?: ReactNode };

export function StatCards({ items, label }: { items: StatCard[]; label: string }) {
  return (
    <ul className="bole-report-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="bole-report-card" aria-label={item.label}>
          <div className="bole-report-card-label">{item.label}</div>
          {item.text !== undefined ? (
            <span className="bole-report-card-value">{item.text}</span>
          ) : (
            <DrillNumber className="bole-report-card-value" value={item.value} label={item.label} onOpen={item.onOpen} />
          )}
          {item.foot && <div className="bole-report-card-foot">{item.foot}</div>}
        </li>
      ))}
    </ul>
  );
}

// The result list: loading skeletons, the cards, or the empty state that fits.
import type { ResumeRow } from '@bole/domain';
import type { ReactNode } from 'react';
import { ResumeCard } from './ResumeCard';

type Props = {
  rows: ResumeRow[] | undefined;
  loading: boolean;
  stale: boolean;
  empty: ReactNode;
  hrefOf?: (row: ResumeRow) => string;
  onOpen?: (row: ResumeRow) => void;
  selected?: ReadonlySet<number>;
  onSelect?: (row: ResumeRow, selected: boolean) => void;
};

function Skeleton() {
  return (
    <div className="bole-card bole-card-skeleton" aria-hidden>
      <div className="bole-pool-avatar bole-shimmer" />
      <div className="bole-card-main">
        <div className="bole-shimmer" style={{ width: '38%', height: 16 }} />
        <div className="bole-shimmer" style={{ width: '62%', height: 12, marginTop: 12 }} />
        <div className="bole-shimmer" style={{ width: '50%', height: 12, marginTop: 10 }} />
      </div>
    </div>
  );
}

export function ResultList({ rows, loading, stale, empty, hrefOf, onOpen, selected, onSelect }: Props) {
  if (loading && !rows) {
    return (
      <div className="bole-results" role="status" aria-label="正在加载简历">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) return <>{empty}</>;
  return (
    <div className="bole-results" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
      {rows.map((row) => (
        <ResumeCard key={row.id} row={row} href={hrefOf?.(row)} onOpen={onOpen} onSelect={onSelect} selected={selected?.has(row.id)} />
      ))}
    </div>
  );
}

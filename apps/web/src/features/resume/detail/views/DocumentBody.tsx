// The read-only resume's sections in order: 基本信息, 求职意向, the histories that have entries,
// then 其他信息 when there is some. The print layout, the hiring manager's preview and the
// shared resume (/out/resume) each fill it from what they have.
import type { ReactNode } from 'react';
import { HISTORY_KINDS, HISTORY_ORDER, type HistoryKey } from '../../forms/history-fields';
import { EntryView, type AnyEntry } from './EntryView';
import { InfoGrid, type InfoItem } from './InfoGrid';

type Props = { base: InfoItem[]; intention: InfoItem[]; histories: { [K in HistoryKey]: readonly AnyEntry[] }; other?: ReactNode };

function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bole-doc-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function DocumentBody({ base, intention, histories, other }: Props) {
  return (
    <div className="bole-doc">
      <DocSection title="基本信息">
        <InfoGrid items={base} />
      </DocSection>
      <DocSection title="求职意向">
        <InfoGrid items={intention} />
      </DocSection>
      {HISTORY_ORDER.map((key) =>
        histories[key].length === 0 ? null : (
          <DocSection key={key} title={HISTORY_KINDS[key].title}>
            {histories[key].map((entry, index) => (
              <EntryView key={index} kind={key} entry={entry} />
            ))}
          </DocSection>
        ),
      )}
      {other && <DocSection title="其他信息">{other}</DocSection>}
    </div>
  );
}

// The whole resume read-only (the print layout and the hiring manager's preview).
import type { ResumeDetail } from '@bole/domain';
import { HISTORY_KINDS, HISTORY_ORDER } from '../../forms/history-fields';
import { EntryView } from './EntryView';
import { baseInfoItems, intentionItems } from './facts';
import { InfoGrid } from './InfoGrid';

export function ResumeDocument({ resume }: { resume: ResumeDetail }) {
  return (
    <div className="bole-doc">
      <section className="bole-doc-section">
        <h2>基本信息</h2>
        <InfoGrid items={baseInfoItems(resume)} />
      </section>
      <section className="bole-doc-section">
        <h2>求职意向</h2>
        <InfoGrid items={intentionItems(resume)} />
      </section>
      {HISTORY_ORDER.map((key) =>
        resume[key].length === 0 ? null : (
          <section key={key} className="bole-doc-section">
            <h2>{HISTORY_KINDS[key].title}</h2>
            {resume[key].map((entry) => (
              <EntryView key={entry.id} kind={key} entry={entry} />
            ))}
          </section>
        ),
      )}
    </div>
  );
}

// One operation record: who did what and when, and each field's value before → after.
import type { ResumeRecord } from '@bole/domain';
import { Link } from 'react-router';
import { timeText } from '../shared/format';
import './history.css';

const EMPTY = '（空）';

export function ChangeList({ record }: { record: ResumeRecord }) {
  if (record.changes.length === 0) return record.note ? <div className="bole-record-note">{record.note}</div> : null;
  return (
    <ul className="bole-changes">
      {record.changes.map((c, i) => (
        <li key={`${c.field}-${i}`}>
          <span className="bole-change-label">{c.label}</span>
          <span className="bole-change-before" title={c.before ?? undefined}>
            {c.before ?? EMPTY}
          </span>
          <span className="bole-change-arrow" aria-label="改为">
            →
          </span>
          <span className="bole-change-after" title={c.after ?? undefined}>
            {c.after ?? EMPTY}
          </span>
        </li>
      ))}
      {record.note && <li className="bole-record-note">{record.note}</li>}
    </ul>
  );
}

/** A record in the detail page's timeline; `withResume` also names the resume (company-wide list). */
export function RecordItem({ record, withResume = false }: { record: ResumeRecord; withResume?: boolean }) {
  return (
    <li className="bole-timeline-item">
      <span className={`bole-timeline-dot bole-action-${record.action}`} aria-hidden />
      <div className="bole-timeline-head">
        <strong>{record.operatorName || '系统'}</strong>
        <span className="bole-action">{record.actionLabel}</span>
        {withResume && <Link to={`/resume/detail/${record.resumeId}`}>{record.resumeName}</Link>}
      </div>
      <time className="bole-timeline-time" dateTime={record.createdAt}>
        {timeText(record.createdAt)}
      </time>
      <ChangeList record={record} />
    </li>
  );
}

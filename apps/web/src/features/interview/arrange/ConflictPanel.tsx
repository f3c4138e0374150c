// Beside the arrange form: what the planned slot clashes with, per room, interviewer and
// candidate, each with the time and what holds it; 无冲突 when all are free.
import { CheckCircleFilled, ExclamationCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { InterviewConflict } from '@bole/domain';
import type { ReactNode } from 'react';
import { CONFLICT_KIND_LABELS, groupConflicts, timeRange } from './plan';

type Props = { planned: boolean; loading: boolean; error: boolean; conflicts: readonly InterviewConflict[]; extra?: ReactNode };

export function ConflictPanel({ planned, loading, error, conflicts, extra }: Props) {
  const groups = groupConflicts(conflicts);
  const hardGroups = groups.filter((g) => g.items.some((c) => c.kind !== 'busy')).length;
  const hard = hardGroups > 0;
  return (
    <aside className="bole-conflicts" aria-label="时间冲突" aria-live="polite" aria-busy={loading}>
      <h3>
        时间冲突检查
        {loading && <LoadingOutlined style={{ marginLeft: 8, fontSize: 12 }} aria-label="正在检查" />}
      </h3>
      {!planned && <p className="bole-conflicts-muted">选择时间和面试官后，这里显示面试官、会议室和候选人是否有空。</p>}
      {planned && error && <p className="bole-conflicts-muted">冲突检查暂不可用，保存时仍会检查。</p>}
      {planned && !error && conflicts.length === 0 && !loading && (
        <p className="bole-conflicts-ok">
          <CheckCircleFilled /> 无冲突：面试官、会议室和候选人在该时段都有空
        </p>
      )}
      {groups.length > 0 && (
        <>
          <p className={hard ? 'bole-conflicts-bad' : 'bole-conflicts-warn'}>
            <ExclamationCircleFilled /> {hard ? `${hardGroups}处冲突，请调整时间、面试官或会议室` : '面试官在该时段有日程，仍可安排'}
          </p>
          <ul className="bole-conflicts-list">
            {groups.map((g) => (
              <li key={g.key} className={g.items.every((c) => c.kind === 'busy') ? 'bole-conflict bole-conflict-soft' : 'bole-conflict'}>
                <div className="bole-conflict-who">
                  <span className="bole-conflict-kind">{CONFLICT_KIND_LABELS[g.kind]}</span>
                  <strong>{g.name}</strong>
                </div>
                <ul>
                  {g.items.map((c, i) => (
                    <li key={i} title={c.message}>
                      <span className="bole-conflict-time">{timeRange(c.startAt, c.endAt)}</span> {c.kind === 'busy' ? `日程：${c.title}` : c.title}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {extra}
    </aside>
  );
}

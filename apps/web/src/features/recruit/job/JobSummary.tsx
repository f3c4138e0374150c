// The head of the chosen job: its name and state, where and who, and its candidates by view.
import { JobStatus, type JobRow, type ViewCounts } from '@bole/domain';
import type { ReactNode } from 'react';
import { Tag } from '../../../components/plain/Tag';

type Props = {
  job: JobRow | null;
  /** The name the board answered, while the picker's row is not known. */
  name: string | undefined;
  jobId: number;
  counts: ViewCounts | undefined;
  /** Beside the name: reminders such as 反馈超时. */
  extra?: ReactNode;
};

const FIGURES: { key: keyof ViewCounts; label: string }[] = [
  { key: 'inProcess', label: '招聘中' },
  { key: 'awaitingEntry', label: '待入职' },
  { key: 'hired', label: '已入职' },
  { key: 'eliminated', label: '已淘汰' },
];

export function JobSummary({ job, name, jobId, counts, extra }: Props) {
  const open = job?.status === JobStatus.Open;
  return (
    <div className="bole-rp-head">
      <div>
        <h2 className="bole-rp-head-title">
          {job?.name ?? name ?? `职位 #${jobId}`}
          {job && (
            <Tag color={open ? 'success' : 'default'} variant="outlined">
              {open ? '招聘中' : '已关闭'}
            </Tag>
          )}
          {extra}
        </h2>
        {job && <div className="bole-rp-head-sub">{[job.orgName, job.workPlace, job.ownerName && `招聘负责人：${job.ownerName}`].filter(Boolean).join(' · ')}</div>}
      </div>
      {counts && (
        <div className="bole-rp-summary" aria-label="候选人概况">
          {FIGURES.map((f) => (
            <div key={f.key}>
              <strong>{counts[f.key]}</strong>
              <span>{f.label}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

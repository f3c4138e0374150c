// The 候选人 column of 职位管理: how many candidates a job has in its process, and how many stand
// in each stage (the stages that hold someone), linking to the job's board in 流程管理.
import type { JobCandidateCounts, JobRow } from '@bole/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';

const STAGES = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

export function candidateColumn(counts: ReadonlyMap<number, JobCandidateCounts>): Column<JobRow> {
  return {
    key: 'candidates',
    title: '候选人（招聘中）',
    width: 200,
    render: (job) => {
      const c = counts.get(job.id);
      if (!c) return <SecondaryText>-</SecondaryText>;
      const busy = c.stages.filter((s) => s.count > 0);
      const stages = busy.map((s) => `${s.name} ${s.count}`).join(' · ');
      return (
        <Link to={`/recruit/job?jobId=${job.id}`} title="在流程管理中查看" style={{ display: 'flex', flexDirection: 'column', color: 'inherit', minWidth: 0 }}>
          <span>
            <strong>{c.counts.inProcess}</strong> 人
          </span>
          {busy.length > 0 && (
            <span title={stages} style={STAGES}>
              <SecondaryText className="bole-job-sub">{stages}</SecondaryText>
            </span>
          )}
          {c.counts.awaitingEntry + c.counts.hired > 0 && (
            <SecondaryText className="bole-job-sub" style={STAGES}>
              待入职 {c.counts.awaitingEntry} · 已入职 {c.counts.hired}
            </SecondaryText>
          )}
        </Link>
      );
    },
  };
}

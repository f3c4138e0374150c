// 应聘职位 on the resume: each job the resume is in (or was), with its stage and status, linking
// to the job's board; 加入职位 from here too.
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { recruitmentStateLabels, type Application } from '@bole/domain';
import { Link } from 'react-router';
import { Badge } from '../shared/TagChip';
import { timeText } from '../shared/format';
import { useResumeApplications } from '../api/get-resume-applications';
import { SectionCard } from './SectionCard';
import './jobs.css';

type Props = { resumeId: number; onEnter?: () => void };

type Tone = 'green' | 'red' | 'orange' | 'blue' | 'gray';

/** 进行中, 已淘汰, 已入职 …, or 已归档 once the candidate left the job's process. */
function statusOf(app: Application): { text: string; tone: Tone } {
  if (!app.active) return { text: app.archiveReason ? `已归档：${app.archiveReason}` : '已归档', tone: 'gray' };
  if (app.recruitmentState !== null) return { text: recruitmentStateLabels[app.recruitmentState], tone: app.recruitmentState === 3 || app.recruitmentState === 2 ? 'red' : app.recruitmentState === 5 ? 'orange' : 'green' };
  return { text: '进行中', tone: 'blue' };
}

export function JobsSection({ resumeId, onEnter }: Props) {
  const { data = [], isError } = useResumeApplications(resumeId);
  const extra = onEnter && (
    <Button size="small" icon={<PlusOutlined />} onClick={onEnter}>
      加入职位
    </Button>
  );
  return (
    <SectionCard id="jobs" title="应聘职位" count={data.length} extra={extra}>
      {data.length === 0 ? (
        <p className="bole-screen-muted">{isError ? '应聘职位读取失败，请刷新页面后重试' : '尚未加入任何职位'}</p>
      ) : (
        <ul className="bole-jobs-list" aria-label="应聘职位">
          {data.map((app) => {
            const status = statusOf(app);
            return (
              <li key={app.id}>
                <Link to={`/recruit/job?jobId=${app.jobId}`} className="bole-jobs-name">
                  {app.job.name}
                </Link>
                <span className="bole-jobs-stage">{app.stage.name}</span>
                <Badge tone={status.tone}>{status.text}</Badge>
                <span className="bole-screen-muted">加入于 {timeText(app.createdAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

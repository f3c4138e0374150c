// The 面试 section of a candidate opened from 流程管理: his interviews in this job (time, round,
// interviewers, result, sign-in), 安排面试 when his stage offers it, and the interviewers'
// evaluations side by side.
import type { InterviewListItem } from '@bole/domain';
import { PAGE_SIZE_MAX } from '@bole/domain';
import { useState } from 'react';
import { PlainButton } from '../../../components/plain/PlainButton';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { useInterviews } from '../api/interviews';
import { InterviewEvaluations } from '../evaluations/InterviewEvaluations';
import { interviewerNames, placeOf, ResultTag, timeText } from '../list/columns';
import '../interview.css';

const InterviewDrawer = lazyNamed(() => import('../list/InterviewDrawer'), 'InterviewDrawer');

type Props = { applicationId: number; onArrange?: () => void };

function Row({ interview: i, onOpen }: { interview: InterviewListItem; onOpen: () => void }) {
  return (
    <li className="bole-cand-iv">
      <div>
        <button type="button" className="bole-iv-link" onClick={onOpen}>
          {i.roundName}
        </button>{' '}
        <ResultTag result={i.result} cancelled={i.cancelled} />
        {i.signedIn && <span className="bole-iv-sub"> · 已签到</span>}
      </div>
      <div className="bole-iv-sub">{timeText(i)}</div>
      <div className="bole-iv-sub">
        {placeOf(i)} · {interviewerNames(i)}
      </div>
    </li>
  );
}

export function CandidateInterviews({ applicationId, onArrange }: Props) {
  const { data, isLoading, isError } = useInterviews({ applicationId, cancelled: true, page: 1, pageSize: PAGE_SIZE_MAX });
  const [open, setOpen] = useState<number | null>(null);
  const list = data?.list ?? [];
  return (
    <>
      {onArrange && (
        <PlainButton variant="primary" onClick={onArrange} style={{ marginBottom: 8 }}>
          安排面试
        </PlainButton>
      )}
      {isLoading && <p className="bole-rp-muted">加载中…</p>}
      {isError && <p className="bole-rp-muted">面试加载失败</p>}
      {data && list.length === 0 && <p className="bole-rp-muted">还没有安排面试</p>}
      {list.length > 0 && (
        <ul className="bole-cand-ivs">
          {list.map((i) => (
            <Row key={i.id} interview={i} onOpen={() => setOpen(i.id)} />
          ))}
        </ul>
      )}
      {list.some((i) => !i.cancelled) && (
        <div style={{ marginTop: 12 }}>
          <InterviewEvaluations applicationId={applicationId} />
        </div>
      )}
      <MountOnOpen open={open !== null}>
        <InterviewDrawer id={open} canEdit={false} onClose={() => setOpen(null)} onReschedule={() => undefined} onCancel={() => undefined} />
      </MountOnOpen>
    </>
  );
}

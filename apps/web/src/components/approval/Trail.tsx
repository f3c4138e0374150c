// The trail of one approval: each round as a timeline from the submission through every step
// (who decided, when, with what comment; skipped and copied steps), earlier rounds folded, and
// the full list of actions below. Shown in 我的审批 and on the pages of the subjects approved.
import { Collapse, Timeline } from 'antd';
import {
  approvalActionLabels,
  approvalModeLabels,
  approvalStepStatusLabels,
  approvalTaskStatusLabels,
  approvalStatusLabels,
  type ApprovalDetail,
  type ApprovalRound,
  type ApprovalStatus,
  type ApprovalStep,
} from '@bole/domain';
import { formatDateTime } from '../../lib/time';
import { TASK_COLORS } from './status';
import './trail.css';

const STEP_COLORS: Record<ApprovalStep['status'], string> = {
  waiting: '#c0c6d1',
  active: '#1d5eff',
  approved: '#16a36a',
  rejected: '#e5484d',
  skipped: '#c0c6d1',
  cancelled: '#c0c6d1',
  copied: '#3296fa',
};

function StepBody({ step }: { step: ApprovalStep }) {
  const many = step.tasks.length > 1 && step.mode;
  return (
    <div className="bole-approval-step">
      <div className="bole-approval-step-head">
        <strong>{step.name}</strong>
        <span className="bole-approval-muted">
          {step.kind === 'cc' ? '抄送' : '审批'}
          {many ? ` · ${step.tasks.length}人${approvalModeLabels[step.mode!]}` : ''} · {approvalStepStatusLabels[step.status]}
        </span>
      </div>
      {step.note && step.status === 'skipped' && <div className="bole-approval-muted">{step.note}，已自动跳过</div>}
      {step.tasks.map((t) => (
        <div className="bole-approval-task" key={t.accountId}>
          <span className="bole-approval-dot" style={{ background: TASK_COLORS[t.status] }} />
          <span>{t.userName}</span>
          <span className="bole-approval-muted">{step.kind === 'cc' && t.status === 'cancelled' ? '未抄送' : approvalTaskStatusLabels[t.status]}</span>
          {t.actedAt && t.status !== 'cancelled' && <span className="bole-approval-muted">{formatDateTime(t.actedAt)}</span>}
          {t.comment && <div className={t.status === 'rejected' ? 'bole-approval-comment is-reject' : 'bole-approval-comment'}>{t.comment}</div>}
        </div>
      ))}
    </div>
  );
}

function RoundTimeline({ round, applicant, end, submittedAt }: { round: ApprovalRound; applicant: string; end: ApprovalStatus; submittedAt: string | null }) {
  return (
    <>
      {round.route.length > 0 && <div className="bole-approval-muted bole-approval-route">条件分支：{round.route.join(' → ')}</div>}
      {round.flowVersion === null && <div className="bole-approval-muted bole-approval-route">提交时未设置审批流程</div>}
      <Timeline
        items={[
          { color: '#576a95', content: <div><strong>{applicant}</strong> <span className="bole-approval-muted">{round.round === 1 ? '发起审批' : '重新提交'}{submittedAt ? ` · ${formatDateTime(submittedAt)}` : ''}</span></div> },
          ...round.steps.map((step) => ({ color: STEP_COLORS[step.status], content: <StepBody step={step} /> })),
          ...(end === 'approved' ? [{ color: '#16a36a', content: <strong>审批通过</strong> }] : []),
          ...(end === 'rejected' ? [{ color: '#e5484d', content: <strong>已驳回</strong> }] : []),
          ...(end === 'withdrawn' ? [{ color: '#c0c6d1', content: <strong>发起人已撤回</strong> }] : []),
        ]}
      />
    </>
  );
}

/** How a round ended: the approval's state for the current one; a rejection or withdrawal ended earlier ones. */
function endOf(detail: ApprovalDetail, round: number): ApprovalStatus {
  if (round === detail.round) return detail.status;
  const actions = detail.actions.filter((a) => a.round === round).map((a) => a.action);
  return actions.includes('reject') ? 'rejected' : actions.includes('withdraw') ? 'withdrawn' : 'approved';
}

export function Trail({ detail }: { detail: ApprovalDetail }) {
  const startOf = (round: number) => detail.actions.find((a) => a.round === round && (a.action === 'submit' || a.action === 'resubmit'));
  const started = (round: number) => startOf(round)?.createdAt ?? null;
  const timeline = (r: ApprovalRound) => (
    <RoundTimeline round={r} applicant={startOf(r.round)?.actorName ?? detail.applicantName} end={endOf(detail, r.round)} submittedAt={started(r.round)} />
  );
  const current = detail.rounds.at(-1);
  const earlier = detail.rounds.slice(0, -1).reverse();
  return (
    <div className="bole-approval-trail">
      {current && timeline(current)}
      {earlier.length > 0 && (
        <Collapse
          size="small"
          items={earlier.map((r) => ({
            key: r.round,
            label: `第${r.round}轮审批 · ${approvalStatusLabels[endOf(detail, r.round)]}（${formatDateTime(started(r.round))}提交）`,
            children: timeline(r),
          }))}
        />
      )}
      <h5 className="bole-approval-subtitle">操作记录</h5>
      <ol className="bole-approval-log">
        {detail.actions.map((a) => (
          <li key={a.id}>
            <span className="bole-approval-muted">{formatDateTime(a.createdAt)}</span>
            <span>
              {a.actorName ?? '系统'} {approvalActionLabels[a.action]}
              {a.stepName ? `「${a.stepName}」` : ''}
              {a.comment ? `：${a.comment}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

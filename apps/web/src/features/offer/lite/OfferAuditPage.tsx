// /lite/offeraudit Offer审批 on the hiring manager's phone: the offers waiting for his decision
// (and those he decided), one tap opens the offer with only the fields his offer field codes show
// (hidden ones are left out, not blanked), the approval's trail, and 同意 / 驳回 (a reason required).
import {
  approvalActionLabels,
  approvalStatusLabels,
  offerSalaryTypeLabels,
  offerStatusLabels,
  probationLabels,
  taxTypeLabels,
  type ApprovalBox,
  type ApprovalDetail,
  type OfferDetail,
  type OfferSalaryType,
  type Probation,
  type TaxType,
} from '@bole/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STATUS_COLORS } from '../../../components/approval/status';
import { PageHeader } from '../../../components/page/PageHeader';
import { Empty } from '../../../components/plain/Empty';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Segmented } from '../../../components/plain/Segmented';
import { Tag } from '../../../components/plain/Tag';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { formatDateTime } from '../../../lib/time';
import { useApproval } from '../../approvals/api/get-approval';
import { useApprovals } from '../../approvals/api/get-approvals';
import { useOffer } from '../api/offers';
import './offeraudit.css';

const DecisionModal = lazyNamed(() => import('../../approvals/inbox/DecisionModal'), 'DecisionModal');

const BOXES: { value: ApprovalBox; label: string }[] = [
  { value: 'pending', label: '待我审批' },
  { value: 'done', label: '我已审批' },
];

export function OfferAuditPage({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const opened = Number(search.get('id')) || null;
  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);
  return (
    <section aria-label={title} className="bole-oa">
      {opened === null ? (
        <OfferList title={title} onOpen={(id) => setSearch({ id: String(id) })} />
      ) : (
        <OfferDecision approvalId={opened} onBack={() => setSearch({})} />
      )}
    </section>
  );
}

function OfferList({ title, onOpen }: { title: string; onOpen: (approvalId: number) => void }) {
  const [box, setBox] = useState<ApprovalBox>('pending');
  const { data, isLoading, isError, refetch } = useApprovals({ box, kind: 'offer', page: 1, pageSize: 50 });
  const list = data?.list ?? [];
  return (
    <>
      <PageHeader title={title} description="需要您审批的Offer，点开查看薪资与入职信息后同意或驳回" />
      <div className="bole-oa-views">
        <Segmented aria-label="审批分类" options={BOXES} value={box} onChange={setBox} />
      </div>
      {isError && (
        <div className="bole-oa-muted">
          加载失败，<PlainButton onClick={() => void refetch()}>重试</PlainButton>
        </div>
      )}
      {!isLoading && !isError && list.length === 0 && <Empty description={box === 'pending' ? '没有等待您审批的Offer' : '还没有您审批过的Offer'} style={{ margin: '48px 0' }} />}
      <ul className="bole-oa-list">
        {list.map((a) => (
          <li key={a.id}>
            <button type="button" className="bole-oa-card" onClick={() => onOpen(a.id)}>
              <span className="bole-oa-card-title">
                {a.title}
                <Tag color={STATUS_COLORS[a.status]}>{approvalStatusLabels[a.status]}</Tag>
              </span>
              <span className="bole-oa-muted">
                {a.applicantName} 提交于 {formatDateTime(a.submittedAt)}
              </span>
              {a.currentStep && a.status === 'pending' && <span className="bole-oa-muted">当前：{a.currentStep}</span>}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The offer's fields as an approver reads them: those his codes hide are not listed at all. */
function offerLines(o: OfferDetail): [string, string][] {
  const seen = (f: OfferDetail['hidden'][number]) => !o.hidden.includes(f);
  const lines: ([string, string] | null)[] = [
    ['候选人', o.candidateName],
    seen('jobName') && o.jobName ? ['应聘职位', o.jobName] : null,
    seen('entryTime') && o.entryTime ? ['入职时间', o.entryTime] : null,
    seen('orgId') && o.orgName ? ['入职部门', o.orgName] : null,
    seen('probationPeriod') && o.probationPeriod !== null ? ['试用期', probationLabels[o.probationPeriod as Probation]] : null,
    seen('internshipSalary') && o.internshipSalary !== null ? ['试用期薪资', `${o.internshipSalary}元`] : null,
    seen('formalSalary') && o.formalSalary !== null ? ['转正薪资', `${o.salaryType !== null ? offerSalaryTypeLabels[o.salaryType as OfferSalaryType] : ''}${o.formalSalary}元`] : null,
    ['税前/税后', taxTypeLabels[o.taxType as TaxType]],
    o.jobRankName ? ['职级', o.jobRankName] : null,
    ['提交人', o.creatorName],
  ];
  return lines.filter((l): l is [string, string] => l !== null);
}

function TrailList({ approval }: { approval: ApprovalDetail }) {
  return (
    <ol className="bole-oa-trail" aria-label="审批记录">
      {approval.actions.map((a) => (
        <li key={a.id}>
          <div>
            <strong>{a.actorName ?? '系统'}</strong> {approvalActionLabels[a.action]}
            {a.stepName ? <span className="bole-oa-muted">（{a.stepName}）</span> : null}
          </div>
          {a.comment && <div className="bole-oa-comment">{a.comment}</div>}
          <div className="bole-oa-muted">{formatDateTime(a.createdAt)}</div>
        </li>
      ))}
      {approval.status === 'pending' && approval.currentStep && (
        <li className="is-waiting">
          <div>
            等待 <strong>{approval.currentApprovers.join('、') || approval.currentStep}</strong> 审批
          </div>
        </li>
      )}
    </ol>
  );
}

function OfferDecision({ approvalId, onBack }: { approvalId: number; onBack: () => void }) {
  const approval = useApproval(approvalId);
  const offer = useOffer(approval.data?.subjectId ?? null);
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const a = approval.data;
  const o = offer.data;
  return (
    <>
      <div className="bole-oa-back">
        <PlainButton onClick={onBack}>‹ 返回列表</PlainButton>
      </div>
      {approval.isError || offer.isError ? (
        <Empty description="这条Offer审批不存在或您无权查看" style={{ margin: '48px 0' }} />
      ) : !a || !o ? (
        <div className="bole-oa-muted">加载中…</div>
      ) : (
        <>
          <div className="bole-oa-panel">
            <h2 className="bole-oa-name">
              {o.candidateName}的Offer
              <Tag color={STATUS_COLORS[a.status]}>{approvalStatusLabels[a.status]}</Tag>
            </h2>
            <div className="bole-oa-muted">Offer状态：{offerStatusLabels[o.status]}</div>
            <dl className="bole-oa-fields">
              {offerLines(o).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="bole-oa-panel">
            <h3>审批记录</h3>
            <TrailList approval={a} />
          </div>
          {(a.can.approve || a.can.reject) && (
            <div className="bole-oa-bar">
              {a.can.reject && (
                <PlainButton size="large" className="bole-oa-reject" onClick={() => setDeciding('reject')}>
                  驳回
                </PlainButton>
              )}
              {a.can.approve && (
                <PlainButton size="large" variant="primary" onClick={() => setDeciding('approve')}>
                  同意
                </PlainButton>
              )}
            </div>
          )}
          {deciding && (
            <MountOnOpen open>
              <DecisionModal
                open
                approvalId={a.id}
                title={a.title}
                action={deciding}
                onClose={() => {
                  setDeciding(null);
                  void offer.refetch();
                }}
              />
            </MountOnOpen>
          )}
        </>
      )}
    </>
  );
}

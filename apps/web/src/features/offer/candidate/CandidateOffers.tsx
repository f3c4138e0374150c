// The Offer block of the candidate drawer: each offer of the application (newest first) with its
// status and Offer审批 status, the money and dates the user's codes show, and the actions the
// server allows him now (编辑, 提交审批, 撤回, 发送Offer once approved, 作废) beside 下载Offer PDF
// and 查看审批记录; 添加Offer when his stage has it on and no offer is live.
import {
  approvalStatusLabels,
  ENDED_OFFER_STATUSES,
  offerSalaryTypeLabels,
  offerStatusLabels,
  Perm,
  probationLabels,
  taxTypeLabels,
  type OfferRow,
  type OfferSalaryType,
  type OfferStatus,
  type Probation,
  type TaxType,
} from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { STATUS_COLORS as APPROVAL_COLORS } from '../../../components/approval/status';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Tag, type TagColor } from '../../../components/plain/Tag';
import { confirmDialog } from '../../../lib/dialogs';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/time';
import { letterUrl, useApplicationOffers, useOffer, useSubmitOffer, useWithdrawOffer } from '../api/offers';
import '../offer.css';

const OfferFormDialog = lazyNamed(() => import('../form/OfferFormDialog'), 'OfferFormDialog');
const SendOfferDialog = lazyNamed(() => import('./OfferDialogs').then((m) => ({ SendOfferDialog: m.SendOfferDialog })), 'SendOfferDialog');
const CancelOfferDialog = lazyNamed(() => import('./OfferDialogs').then((m) => ({ CancelOfferDialog: m.CancelOfferDialog })), 'CancelOfferDialog');
const OfferTrailDialog = lazyNamed(() => import('./OfferDialogs').then((m) => ({ OfferTrailDialog: m.OfferTrailDialog })), 'OfferTrailDialog');

export const OFFER_STATUS_COLORS: Record<OfferStatus, TagColor> = {
  draft: 'default',
  approving: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  sent: 'blue',
  accepted: 'success',
  declined: 'warning',
  expired: 'default',
  cancelled: 'default',
};

/** Offer statuses that already say where its approval stands (审批中, 审批通过 …): no second tag for them. */
const APPROVAL_MIRRORED: readonly OfferStatus[] = ['approving', 'approved', 'rejected', 'withdrawn'];

type Opened = { kind: 'add' | 'edit' | 'send' | 'cancel' | 'trail'; offerId: number | null; open: boolean };

/** The lines of an offer's terms a reader sees; fields his codes hide are left out, not blanked. */
export function offerTerms(o: Pick<OfferRow, 'entryTime' | 'orgName' | 'probationPeriod' | 'internshipSalary' | 'salaryType' | 'formalSalary' | 'taxType' | 'hidden'>): string[] {
  const seen = (f: OfferRow['hidden'][number]) => !o.hidden.includes(f);
  const first = [
    seen('entryTime') && o.entryTime ? `入职时间 ${o.entryTime}` : null,
    seen('orgId') && o.orgName ? `入职部门 ${o.orgName}` : null,
    seen('probationPeriod') && o.probationPeriod !== null ? `试用期 ${probationLabels[o.probationPeriod as Probation]}` : null,
  ];
  const tax = taxTypeLabels[o.taxType as TaxType];
  const second = [
    seen('internshipSalary') && o.internshipSalary !== null ? `试用期薪资 ${o.internshipSalary}元` : null,
    seen('formalSalary') && o.formalSalary !== null ? `转正薪资 ${o.salaryType !== null ? offerSalaryTypeLabels[o.salaryType as OfferSalaryType] : ''}${o.formalSalary}元` : null,
  ];
  const money = second.filter(Boolean).join(' · ');
  return [first.filter(Boolean).join(' · '), money ? `${money}（${tax}）` : ''].filter((l) => l !== '');
}

function OfferItem({ row, candidateName, onOpen }: { row: OfferRow; candidateName: string; onOpen: (kind: Opened['kind'], offerId: number) => void }) {
  const { data: detail } = useOffer(row.id);
  const submit = useSubmitOffer();
  const withdraw = useWithdrawOffer();
  const can = detail?.can;
  const fail = (error: unknown) => notifyError(isApiError(error) ? error.message : '操作失败，请稍后重试');
  const onSubmit = () =>
    submit.mutate(row.id, { onSuccess: (o) => notifySuccess(o.status === 'approved' ? 'Offer已提交，未设置Offer审批流程，已直接通过' : 'Offer已提交审批'), onError: fail });
  const onWithdraw = () =>
    confirmDialog({
      title: '撤回这份Offer的审批？',
      content: '撤回后审批人不再处理；修改后可以重新提交审批。',
      okText: '撤回',
      onOk: () => withdraw.mutateAsync(row.id).then(() => notifySuccess('已撤回Offer审批'), fail),
    });
  return (
    <li className="bole-offer-item" aria-label={`Offer ${offerStatusLabels[row.status]}`}>
      <div className="bole-offer-tags">
        <Tag color={OFFER_STATUS_COLORS[row.status]}>{offerStatusLabels[row.status]}</Tag>
        {row.approvalStatus && !APPROVAL_MIRRORED.includes(row.status) && (
          <Tag color={APPROVAL_COLORS[row.approvalStatus]} variant="outlined">{`审批${approvalStatusLabels[row.approvalStatus]}`}</Tag>
        )}
        {!row.hidden.includes('jobName') && row.jobName && <span className="bole-muted">{row.jobName}</span>}
      </div>
      {offerTerms(row).map((line) => (
        <div key={line}>{line}</div>
      ))}
      <div className="bole-muted">
        {row.creatorName} 创建于 {formatDateTime(row.createdAt)}
        {row.sentAt ? ` · 发送于 ${formatDateTime(row.sentAt)}` : ''}
        {row.expiresAt && row.status === 'sent' ? ` · 答复截止 ${formatDateTime(row.expiresAt, 'YYYY-MM-DD')}` : ''}
        {row.answeredAt ? ` · 答复于 ${formatDateTime(row.answeredAt)}` : ''}
      </div>
      {detail?.currentStep && row.status === 'approving' && <div className="bole-muted">等待：{detail.currentStep}</div>}
      {detail?.rejectReason && row.status === 'rejected' && <div className="bole-offer-reason">驳回理由：{detail.rejectReason}</div>}
      {detail?.declineReason && <div className="bole-offer-reason">拒绝原因：{detail.declineReason}</div>}
      {detail?.cancelReason && <div className="bole-offer-reason">作废原因：{detail.cancelReason}</div>}
      <div className="bole-offer-actions">
        {can?.edit && <PlainButton onClick={() => onOpen('edit', row.id)}>编辑</PlainButton>}
        {can?.submit && (
          <PlainButton variant="primary" loading={submit.isPending} onClick={onSubmit}>
            提交审批
          </PlainButton>
        )}
        {can?.withdraw && <PlainButton onClick={onWithdraw}>撤回</PlainButton>}
        {can?.send && row.status === 'approved' && (
          <PlainButton variant="primary" onClick={() => onOpen('send', row.id)}>
            发送Offer
          </PlainButton>
        )}
        {can?.cancel && <PlainButton onClick={() => onOpen('cancel', row.id)}>作废</PlainButton>}
        <a href={letterUrl(row.id)} target="_blank" rel="noreferrer" aria-label={`下载${candidateName}的Offer PDF`}>
          下载Offer PDF
        </a>
        {row.approvalStatus && (
          <button type="button" className="bole-offer-link" onClick={() => onOpen('trail', row.id)}>
            查看审批记录
          </button>
        )}
      </div>
    </li>
  );
}

/** `addable`: the candidate is in an Offer stage with 添加Offer on. */
export function CandidateOffers({ applicationId, candidateName, addable }: { applicationId: number; candidateName: string; addable: boolean }) {
  const reads = usePermission([Perm.OfferView, Perm.OfferEdit]);
  const edits = usePermission(Perm.OfferEdit);
  const offers = useApplicationOffers(applicationId, reads);
  const [opened, setOpened] = useState<Opened | null>(null);
  if (!reads) return null;
  const list = offers.data?.list ?? [];
  const live = list.some((o) => !ENDED_OFFER_STATUSES.includes(o.status));
  const open = (kind: Opened['kind'], offerId: number | null) => setOpened({ kind, offerId, open: true });
  const close = () => setOpened((o) => o && { ...o, open: false });
  const shown = (kind: Opened['kind']) => opened?.kind === kind && opened.offerId !== null;
  return (
    <section className="bole-rp-side" aria-label="Offer">
      <h3 className="bole-offer-head">
        Offer
        {addable && edits && !live && offers.isSuccess && (
          <PlainButton variant="primary" onClick={() => open('add', null)}>
            添加Offer
          </PlainButton>
        )}
      </h3>
      {offers.isPending ? (
        <div className="bole-muted">加载中…</div>
      ) : offers.isError ? (
        <div className="bole-muted">Offer加载失败</div>
      ) : list.length === 0 ? (
        <div className="bole-muted">还没有Offer</div>
      ) : (
        <ul className="bole-offer-list">
          {list.map((o) => (
            <OfferItem key={o.id} row={o} candidateName={candidateName} onOpen={open} />
          ))}
        </ul>
      )}
      {opened && (opened.kind === 'add' || opened.kind === 'edit') && (
        <MountOnOpen open={opened.open}>
          <OfferFormDialog open={opened.open} applicationId={applicationId} candidateName={candidateName} offerId={opened.offerId ?? undefined} onClose={close} />
        </MountOnOpen>
      )}
      {opened && shown('send') && (
        <MountOnOpen open={opened.open}>
          <SendOfferDialog open={opened.open} offerId={opened.offerId!} candidateName={candidateName} onClose={close} />
        </MountOnOpen>
      )}
      {opened && shown('cancel') && (
        <MountOnOpen open={opened.open}>
          <CancelOfferDialog open={opened.open} offerId={opened.offerId!} candidateName={candidateName} onClose={close} />
        </MountOnOpen>
      )}
      {opened && shown('trail') && (
        <MountOnOpen open={opened.open}>
          <OfferTrailDialog open={opened.open} offerId={opened.offerId!} onClose={close} />
        </MountOnOpen>
      )}
    </section>
  );
}

// Rows to responses: money as 元 with two decimals, dates as ISO strings, and the fields the
// caller's offer field codes hide answered as null (named in `hidden`), so a new column never leaks.
import { fenToYuanText, type ApprovalState, type OfferDetail, type OfferHideableField, type OfferRow } from '@bole/domain';
import type { ListedOffer } from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A sent offer whose answer date has passed reads as expired, before anything writes it. */
export const effectiveStatus = (r: Pick<ListedOffer, 'status' | 'expiresAt'>, now = new Date()): ListedOffer['status'] =>
  r.status === 'sent' && r.expiresAt !== null && r.expiresAt < now ? 'expired' : r.status;

export function presentRow(r: ListedOffer, hidden: readonly OfferHideableField[], approval: ApprovalState | undefined): OfferRow {
  const hide = new Set(hidden);
  const shown = <T>(field: OfferHideableField, value: T): T | null => (hide.has(field) ? null : value);
  return {
    id: r.id,
    applicationId: r.applicationId,
    resumeId: r.resumeId,
    candidateName: r.candidateName,
    jobId: r.jobId,
    jobName: shown('jobName', r.jobName),
    status: effectiveStatus(r),
    approvalStatus: approval?.status ?? null,
    entryTime: shown('entryTime', r.entryTime),
    orgId: shown('orgId', r.orgId),
    orgName: shown('orgId', r.orgName ?? '已删除的部门'),
    probationPeriod: shown('probationPeriod', r.probationPeriod),
    internshipSalary: shown('internshipSalary', fenToYuanText(r.internshipSalaryFen)),
    salaryType: shown('salaryType', r.salaryType),
    formalSalary: shown('formalSalary', fenToYuanText(r.formalSalaryFen)),
    taxType: r.taxType,
    hidden: [...hidden],
    createdBy: r.createdBy,
    creatorName: r.creatorName,
    sentAt: iso(r.sentAt),
    expiresAt: iso(r.expiresAt),
    answeredAt: iso(r.answeredAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function presentDetail(
  r: ListedOffer,
  hidden: readonly OfferHideableField[],
  extra: Pick<OfferDetail, 'approval' | 'can' | 'jobRankName'>,
): OfferDetail {
  const approval = extra.approval;
  const state = approval ? { approvalId: approval.id, status: approval.status, currentStep: approval.currentStep, reason: approval.reason } : undefined;
  return {
    ...presentRow(r, hidden, state),
    jobRankId: r.jobRankId,
    jobRankName: extra.jobRankName,
    demandIds: r.demandIds,
    offerEmailFlag: r.offerEmailFlag,
    emailTitle: r.emailTitle,
    ccEmails: r.ccEmails,
    emailContent: r.emailContent,
    fileIds: r.fileIds,
    offerFileTemplateId: r.offerFileTemplateId,
    customFields: r.customFields,
    declineReason: r.declineReason,
    cancelReason: r.cancelReason,
    currentStep: r.status === 'approving' ? (approval?.currentStep ?? null) : null,
    rejectReason: r.status === 'rejected' ? (approval?.reason ?? null) : null,
    version: r.version,
    approval,
    can: extra.can,
  };
}

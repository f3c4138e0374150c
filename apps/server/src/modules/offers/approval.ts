// Offer审批: submitting an offer sends it through the company's offer flow (approved at once
// without one); the offer's status follows its approval (approving, approved, rejected,
// withdrawn) whether the change comes from the offer's pages or from 我的审批 and /lite/offeraudit,
// and each step lands on the candidate's history. An offer sent, answered or cancelled no longer follows.
import type { OfferStatus} from '@bole/domain';
import { monthlySalaryYuan, ResumeAction, type ApprovalFacts, type ApprovalStatus, type OfferSalaryType } from '@bole/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { onDecided, readSubjectsWith, submit, viewFactsWith, type Applicant, type ApprovalOutcome } from '../approvals/service';
import { logActions } from '../applications/events';
import { accountName } from '../applications/repository';
import { findListed, type ListedOffer, type OfferRecord } from './repository';
import { offers } from './tables';
import { visibleFacts } from './visibility';

/**
 * What the offer flow's condition branches test: the entry department, the regular salary as
 * 元 per month (年薪 / 12, 日薪 × 21.75) and the 职级.
 */
export function offerFacts(o: Pick<OfferRecord, 'orgId' | 'formalSalaryFen' | 'salaryType' | 'jobRankId'>): ApprovalFacts {
  return { orgId: o.orgId, salary: monthlySalaryYuan(o.formalSalaryFen, o.salaryType as OfferSalaryType), rankIds: o.jobRankId === null ? [] : [o.jobRankId] };
}

/** How 我的审批 names an offer: the candidate and the job. */
export const offerTitle = (o: Pick<ListedOffer, 'candidateName' | 'jobName'>) => `${o.candidateName}（${o.jobName}）的Offer`;

/** Sends the stored offer through the offer flow, in the caller's transaction. */
export async function submitOffer(tx: Tx, applicant: Applicant, offer: ListedOffer): Promise<void> {
  await submit(tx, applicant, { kind: 'offer', subjectId: offer.id, title: offerTitle(offer), facts: offerFacts(offer) });
}

const FOLLOWING: readonly OfferStatus[] = ['draft', 'approving', 'approved', 'rejected', 'withdrawn'];
const STATUS_OF: Record<ApprovalStatus, OfferStatus> = { pending: 'approving', approved: 'approved', rejected: 'rejected', withdrawn: 'withdrawn' };
const RECORD_OF: Record<ApprovalStatus, string> = { pending: '提交Offer审批', approved: 'Offer审批通过', rejected: 'Offer审批驳回', withdrawn: '撤回Offer审批' };

async function follow(tx: Tx, outcome: ApprovalOutcome): Promise<void> {
  const { companyId, subjectId } = outcome;
  const changed = await tx
    .update(offers)
    .set({ status: STATUS_OF[outcome.status], approvalId: outcome.approvalId, approvalStatus: outcome.status })
    .where(inCompany(offers, companyId, and(eq(offers.id, subjectId), inArray(offers.status, [...FOLLOWING]))))
    .returning({ applicationId: offers.applicationId, resumeId: offers.resumeId });
  const offer = changed[0];
  if (!offer) return;
  const name = (await accountName(tx, companyId, outcome.actorId)) ?? '';
  const record = `${RECORD_OF[outcome.status]}${outcome.reason ? `：${outcome.reason}` : ''}`;
  await logActions(tx, { companyId, accountId: outcome.actorId, name }, outcome.status === 'pending' ? ResumeAction.OfferSubmit : ResumeAction.OfferApproval, [
    { applicationId: offer.applicationId, resumeId: offer.resumeId, kind: outcome.status === 'pending' ? ResumeAction.OfferSubmit : ResumeAction.OfferApproval, note: outcome.reason, data: { offerId: subjectId, approvalStatus: outcome.status }, record },
  ]);
}

export function registerOfferApproval(): void {
  onDecided('offer', follow);
  // 重新提交 from 我的审批 routes by the offer as edited since; one sent, answered or cancelled is not sent again.
  readSubjectsWith('offer', async (tx, companyId, id) => {
    const offer = await findListed(tx, companyId, id);
    return offer && FOLLOWING.includes(offer.status) ? { title: offerTitle(offer), facts: offerFacts(offer) } : undefined;
  });
  // An approver reads only the facts his offer field codes show (the salary without 100006 …).
  viewFactsWith('offer', visibleFacts);
}

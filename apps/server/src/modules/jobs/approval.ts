// 职位审批: when the company has a job approval flow, a job is published only once approved.
// Publishing a job never approved (creating it open, or opening it) submits it instead: it stays
// closed, awaiting approval (closed reason 'approval'), and opens by itself when approved. A
// rejected or withdrawn job stays closed; opening it again resubmits it. Approval is once per job.
import { fenToYuan, JobClosedReason, JobSalaryType, JobStatus, type ApprovalFacts, type ApprovalState } from '@bole/domain';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { approvalStates, hasFlow, onDecided, readSubjectsWith, submit, type Applicant, type ApprovalOutcome } from '../approvals/service';
import type { JobRecord, JobValues } from './columns';
import * as repo from './repository';
import { endOf } from './retention';

/** What the job flow's condition branches test; salary is the top of the range in 元 per month. */
export function jobFacts(job: Pick<JobRecord, 'orgId' | 'salaryType' | 'minSalaryFen' | 'maxSalaryFen' | 'headcount' | 'nature' | 'recruitType' | 'rankIds'>): ApprovalFacts {
  const top = job.maxSalaryFen ?? job.minSalaryFen;
  const yuan = top === null ? null : fenToYuan(top);
  const monthly = yuan === null ? null : job.salaryType === JobSalaryType.Annual ? Math.round(yuan / 12) : yuan;
  return { orgId: job.orgId, salary: monthly, headcount: job.headcount, nature: job.nature, recruitType: job.recruitType, rankIds: job.rankIds };
}

/** Whether publishing the job (null: a new one) must wait for approval. */
export async function publishingNeedsApproval(db: DbOrTx, companyId: number, jobId: number | null): Promise<boolean> {
  if (!(await hasFlow(db, companyId, 'job'))) return false;
  if (jobId === null) return true;
  return (await approvalStates(db, companyId, 'job', [jobId])).get(jobId)?.status !== 'approved';
}

/** The columns of a job that waits for approval before it is published. */
export const awaitingApproval = (now: Date): Pick<JobValues, 'status' | 'closedAt' | 'closedReason'> => ({
  status: JobStatus.Closed,
  closedAt: now,
  closedReason: JobClosedReason.Approval,
});

/** Sends the stored job through the company's job flow (refused while an approval of it is pending). */
export async function submitJob(tx: Tx, applicant: Applicant, jobId: number): Promise<void> {
  const job = (await repo.findJob(tx, applicant.companyId, jobId))!;
  await submit(tx, applicant, { kind: 'job', subjectId: job.id, title: job.name, facts: jobFacts(job) });
}

/** Where each job stands in approval (absent: never went through one). */
export const jobApprovals = (db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, ApprovalState>> => approvalStates(db, companyId, 'job', ids);

/** An approved job that was waiting for it opens now, for its retention; one closed by hand meanwhile stays closed. */
async function openApproved(tx: Tx, outcome: ApprovalOutcome): Promise<void> {
  if (outcome.status !== 'approved') return;
  const job = await repo.findJob(tx, outcome.companyId, outcome.subjectId, { forUpdate: true });
  if (!job || job.status !== JobStatus.Closed || job.closedReason !== JobClosedReason.Approval) return;
  const now = new Date();
  await repo.updateJob(tx, outcome.companyId, job.id, { status: JobStatus.Open, openedAt: now, expiresAt: endOf(now, job.retention), closedAt: null, closedReason: null });
}

export function registerJobApproval(): void {
  onDecided('job', openApproved);
  // 重新提交 from 我的审批 routes by the job as edited since its rejection.
  readSubjectsWith('job', async (tx, companyId, jobId) => {
    const job = await repo.findJob(tx, companyId, jobId);
    return job && { title: job.name, facts: jobFacts(job) };
  });
}

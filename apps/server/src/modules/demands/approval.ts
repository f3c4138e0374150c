// 招聘需求审批: submitting a demand sends it through the company's demand flow (approved at once
// without one); the demand's status follows its approval (pending, approved, rejected, withdrawn),
// whether the change comes from the demand pages or from 我的审批. A closed demand stays closed.
import { DemandStatus, type ApprovalFacts } from '@bole/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { onDecided, readSubjectsWith, submit, type Applicant, type ApprovalOutcome } from '../approvals/service';
import { findDemand, type DemandRecord } from './repository';
import { demands } from './tables';

/** What the demand flow's condition branches test; salary is the top of the monthly range. */
export function demandFacts(d: Pick<DemandRecord, 'orgId' | 'headcount' | 'minSalary' | 'maxSalary' | 'nature'>): ApprovalFacts {
  return { orgId: d.orgId, headcount: d.headcount, salary: d.maxSalary ?? d.minSalary, nature: d.nature };
}

/** How 我的审批 names a demand: the position and how many. */
export const demandTitle = (d: Pick<DemandRecord, 'name' | 'headcount'>) => `${d.name}（${d.headcount}人）`;

/** Sends the stored demand through the demand flow, in the caller's transaction. */
export async function submitDemand(tx: Tx, applicant: Applicant, demand: DemandRecord): Promise<void> {
  await submit(tx, applicant, { kind: 'demand', subjectId: demand.id, title: demandTitle(demand), facts: demandFacts(demand) });
}

async function follow(tx: Tx, outcome: ApprovalOutcome): Promise<void> {
  await tx
    .update(demands)
    .set({ status: outcome.status })
    .where(inCompany(demands, outcome.companyId, and(eq(demands.id, outcome.subjectId), ne(demands.status, DemandStatus.Closed))));
}

export function registerDemandApproval(): void {
  onDecided('demand', follow);
  // 重新提交 from 我的审批 routes by the demand as edited since; a closed one is not sent again.
  readSubjectsWith('demand', async (tx, companyId, id) => {
    const demand = await findDemand(tx, companyId, id);
    return demand && demand.status !== DemandStatus.Closed ? { title: demandTitle(demand), facts: demandFacts(demand) } : undefined;
  });
}

// The demo's offers: an Offer审批 flow asking the hiring manager, and the first candidates of the
// Offer stages each at another step (one awaiting 王建国's approval for /lite/offeraudit and
// /approval, one approved and ready to send, one sent and awaiting the candidate's answer), so
// every offer page has something to show. The company gets a trial 背调 package as well.
import { PointKind, StageType } from '@bole/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { applications } from '../modules/applications/tables';
import { jobs } from '../modules/jobs/tables';
import { grantPackage } from '../modules/points/service';
import { recruitStages } from '../modules/processes/tables';
import { dateToLastWorkday } from './interviews';
import type { Client } from './work';

const DAY_MS = 86_400_000;

/** China date `days` after now, YYYY-MM-DD. */
function chinaDay(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far each offer goes: submitted, then approved by the hiring manager, then sent. */
const PLANS: { formalSalary: string; internshipSalary: string; approve: boolean; send: boolean }[] = [
  { formalSalary: '25000', internshipSalary: '20000', approve: false, send: false },
  { formalSalary: '18000', internshipSalary: '15000', approve: true, send: false },
  { formalSalary: '32000.50', internshipSalary: '28000', approve: true, send: true },
];

/** `recruiterOf` answers the job's 招聘负责人, who moves its candidates on and makes their offers. */
export async function seedDemoOffers(admin: Client, recruiterOf: (jobId: number) => Client, hm: Client, db: Db, companyId: number, now: Date): Promise<void> {
  await admin.call('PUT', '/api/approval-flows/offer', {
    nodes: [{ id: 'demo-offer-hm', type: 'approver', name: '用人经理审批', mode: 'any', assignee: { type: 'user', accountIds: [hm.accountId] } }],
  });
  const from = new Date();
  // The history leaves nobody in an Offer stage: the last candidates waiting for an interview
  // (the interview seed arranges the first ones) pass it.
  const passed = await db
    .select({ id: applications.id, jobId: applications.jobId, orgId: jobs.orgId })
    .from(applications)
    .innerJoin(recruitStages, eq(recruitStages.id, applications.stageId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.companyId, companyId), isNull(applications.archivedAt), isNull(applications.outcome), eq(recruitStages.type, StageType.Interview)))
    .orderBy(desc(applications.id))
    .limit(PLANS.length);
  const waiting: { id: number; jobId: number; orgId: number }[] = [];
  for (const app of passed) {
    const hr = recruiterOf(app.jobId);
    const stages = await hr.call<{ id: number; type: number }[]>('GET', `/api/jobs/${app.jobId}/stages`);
    const offerStage = stages.find((st) => st.type === StageType.Offer);
    if (!offerStage) continue;
    await hr.call('POST', `/api/applications/${app.id}/move`, { stageId: offerStage.id });
    waiting.push(app);
  }
  for (const [i, { id, jobId, orgId }] of waiting.entries()) {
    const plan = PLANS[i]!;
    const hr = recruiterOf(jobId);
    const { id: offerId } = await hr.call<{ id: number }>('POST', '/api/offers', {
      applicationId: id,
      entryTime: chinaDay(now, 21 + i * 7),
      orgId,
      probationPeriod: 3,
      internshipSalary: plan.internshipSalary,
      salaryType: 1,
      formalSalary: plan.formalSalary,
      taxType: 1,
      offerEmailFlag: true,
      submit: true,
    });
    if (plan.approve) {
      const { approval } = await hr.call<{ approval: { id: number } | null }>('GET', `/api/offers/${offerId}`);
      await hm.call('POST', `/api/approvals/${approval!.id}/approve`, { comment: '同意，薪资在预算内' });
    }
    if (plan.send) await hr.call('POST', `/api/offers/${offerId}/send`, {});
  }
  await dateToLastWorkday(db, companyId, from, now);
  await db.transaction((tx) =>
    grantPackage(tx, { companyId, kind: PointKind.BackgroundCheck, points: 2000, name: '背景调查体验套餐', days: 90, trial: true, grantedBy: '伯乐招聘平台' }),
  );
}

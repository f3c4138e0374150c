import { SystemRoleCode, type StageType } from '@bole/domain';
import { and, count, eq } from 'drizzle-orm';
import { enterJob } from '../../src/modules/applications/enter';
import { applicationEvents, applications } from '../../src/modules/applications/tables';
import { recruitStages } from '../../src/modules/processes/tables';
import { resumeRecords } from '../../src/modules/resumes/tables';
import { addAccount, okData, twoCompanies, type Api } from '../company/fixtures';
import type { Session, TestContext } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { createResume } from '../resumes/fixtures';

export { expectFailure, expectInvalid, expectNotFound, okData, type Api } from '../company/fixtures';

export type World = {
  ctx: TestContext;
  api: Api;
  a: Session;
  b: Session;
  hr: Session;
  hm: Session & { email: string };
  hm2: Session;
  trainee: Session;
  jobId: number;
  /** An application of company b, for the cross-company cases. */
  otherApplicationId: number;
};

/** Puts a new resume into the job as HR would, and answers the application id. */
export async function apply(w: Pick<World, 'ctx' | 'api'>, session: Session, jobId: number, name = '陈思远'): Promise<number> {
  const resume = await createResume(w.api, session, { name });
  const { id } = await w.ctx.database.db.transaction((tx) => enterJob(tx, { companyId: session.companyId, resumeId: resume.id, jobId, actorId: session.accountId, source: 'manual' }));
  return id;
}

/** Two companies; in a: HR, two hiring managers (the job names the first), a trainee and a job. */
export async function world(): Promise<World> {
  const { ctx, api, a, b } = await twoCompanies();
  const [hr, hm, hm2, trainee] = await Promise.all([
    addAccount(ctx, a.companyId, SystemRoleCode.Hr),
    addAccount(ctx, a.companyId, SystemRoleCode.HiringManager),
    addAccount(ctx, a.companyId, SystemRoleCode.HiringManager),
    addAccount(ctx, a.companyId, SystemRoleCode.TraineeHr),
  ]);
  const jobId = await createJob(api, a, { name: 'Java开发工程师', userPersonAccountIds: [hm.accountId] });
  const otherJob = await createJob(api, b, { name: '产品经理' });
  const otherApplicationId = await apply({ ctx, api }, b, otherJob, '王芳');
  return { ctx, api, a, b, hr, hm, hm2, trainee, jobId, otherApplicationId };
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** POST /api/applications/:id/recommendations with a reply-by time two days ahead. */
export async function pushApp(w: Pick<World, 'api'>, session: Session, applicationId: number, body: Record<string, unknown> = {}) {
  return w.api(session, { method: 'POST', url: `/api/applications/${applicationId}/recommendations`, payload: { replyBy: inDays(2), message: '候选人有电商交易系统经验，请评估', ...body } });
}

export type Pushed = { created: { id: number; recipientId: number; feedback: number }[]; skipped: { applicationId: number; recipientId: number }[] };

export async function pushed(w: Pick<World, 'api'>, session: Session, applicationId: number, body: Record<string, unknown> = {}): Promise<Pushed> {
  return okData<Pushed>(await pushApp(w, session, applicationId, body));
}

/** How many events an application has of a kind, and records a resume has of an action. */
export async function eventCount(ctx: TestContext, applicationId: number, kind: string): Promise<number> {
  const rows = await ctx.database.db.select({ kind: applicationEvents.kind }).from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId));
  return rows.filter((r) => r.kind === kind).length;
}

export async function recordCount(ctx: TestContext, action: string): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(resumeRecords).where(eq(resumeRecords.action, action));
  return row?.n ?? 0;
}

/** Marks the application eliminated, as the process area's 淘汰 does. */
export async function eliminate(ctx: TestContext, applicationId: number): Promise<void> {
  await ctx.database.db.update(applications).set({ outcome: 3, recruitmentState: 3, eliminateReason: '经验不符', eliminatedAt: new Date() }).where(eq(applications.id, applicationId));
}

/** Puts the application into the company's first library stage of the type (2 interview, 4 Offer ...). */
export async function toStageOfType(ctx: TestContext, companyId: number, applicationId: number, type: StageType): Promise<void> {
  const [stage] = await ctx.database.db.select().from(recruitStages).where(and(eq(recruitStages.companyId, companyId), eq(recruitStages.type, type)));
  await ctx.database.db.update(applications).set({ stageId: stage!.id }).where(eq(applications.id, applicationId));
}

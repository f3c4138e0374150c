import type { Application, JobStage } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { applicationEvents, applications } from '../../src/modules/applications/tables';
import { okData, type Api } from '../company/fixtures';
import type { Session, TestContext } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { createResume } from '../resumes/fixtures';

export { expectFailure, expectInvalid, expectNotFound, okData, twoCompanies as setup, type Api } from '../company/fixtures';
export { addAccount } from '../helpers';
export { createJob } from '../jobs/fixtures';
export { createResume, customAccount, recordsOf } from '../resumes/fixtures';

export async function stagesOf(api: Api, session: Session, jobId: number): Promise<JobStage[]> {
  return okData<JobStage[]>(await api(session, { method: 'GET', url: `/api/jobs/${jobId}/stages` }));
}

export async function getApplication(api: Api, session: Session, id: number): Promise<Application> {
  return okData<Application>(await api(session, { method: 'GET', url: `/api/applications/${id}` }));
}

/** POST /api/applications; answers the application id. */
export async function apply(api: Api, session: Session, resumeId: number, jobId: number): Promise<number> {
  return okData<{ id: number }>(await api(session, { method: 'POST', url: '/api/applications', payload: { resumeId, jobId } })).id;
}

/** A new resume put into the job; answers both ids. */
export async function candidate(api: Api, session: Session, jobId: number, overrides: Record<string, unknown> = {}): Promise<{ id: number; resumeId: number }> {
  const resumeId = (await createResume(api, session, overrides)).id;
  return { id: await apply(api, session, resumeId, jobId), resumeId };
}

/** A job with its stages by name. */
export async function jobWithStages(api: Api, session: Session, body: Record<string, unknown> = {}): Promise<{ jobId: number; stage: (name: string) => JobStage }> {
  const jobId = await createJob(api, session, body);
  const stages = await stagesOf(api, session, jobId);
  return { jobId, stage: (name) => stages.find((s) => s.name === name) ?? (() => { throw new Error(`no stage ${name}`); })() };
}

export const move = (api: Api, session: Session, id: number, stageId: number, version?: number) =>
  api(session, { method: 'POST', url: `/api/applications/${id}/move`, payload: version === undefined ? { stageId } : { stageId, version } });

export async function storedApplication(ctx: TestContext, id: number) {
  return (await ctx.database.db.select().from(applications).where(eq(applications.id, id)))[0]!;
}

export async function eventsOf(ctx: TestContext, id: number) {
  return ctx.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(applicationEvents.id);
}

import { eq } from 'drizzle-orm';
import { jobs } from '../../src/modules/jobs/tables';
import { okData, type Api } from '../company/fixtures';
import type { Session, TestContext } from '../helpers';

export { addAccount, unique } from '../helpers';
export { expectFailure, expectInvalid, expectNotFound, okData, twoCompanies as setup, type Api } from '../company/fixtures';

/** A realistic job body of the required fields only. */
export const minimalJob = (overrides: Record<string, unknown> = {}) => ({ name: 'Java开发工程师', ...overrides });

/** Creates a job through the API and answers its id. */
export async function createJob(api: Api, session: Session, body: Record<string, unknown> = {}): Promise<number> {
  return okData<{ id: number }>(await api(session, { method: 'POST', url: '/api/jobs', payload: minimalJob(body) })).id;
}

export type JobDetail = Record<string, unknown> & { id: number; status: number; name: string };

export async function getJob(api: Api, session: Session, id: number): Promise<JobDetail> {
  return okData<JobDetail>(await api(session, { method: 'GET', url: `/api/jobs/${id}` }));
}

export type JobPage = { list: (Record<string, unknown> & { id: number; name: string; status: number })[]; total: number; page: number; pageSize: number };

/** GET /api/jobs with a query string built from `query`. */
export async function listJobs(api: Api, session: Session, query: Record<string, string | number> = {}): Promise<JobPage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return okData<JobPage>(await api(session, { method: 'GET', url: `/api/jobs${qs ? `?${qs}` : ''}` }));
}

/** The stored row, whatever the API would answer. */
export async function storedJob(ctx: TestContext, id: number) {
  return (await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
}

/** Moves a job's end into the past, as if its retention ran out. */
export async function expire(ctx: TestContext, id: number, at = new Date(Date.now() - 60_000)): Promise<void> {
  await ctx.database.db.update(jobs).set({ expiresAt: at }).where(eq(jobs.id, id));
}

/** A department under the company's root, through the API. */
export async function addDepartment(api: Api, session: Session, name: string, parentId?: number): Promise<number> {
  const parent = parentId ?? (okData<{ id: number }[]>(await api(session, { method: 'GET', url: '/api/company/orgs/options' }))[0]!.id);
  return okData<{ id: number }>(await api(session, { method: 'POST', url: '/api/company/orgs', payload: { name, parentId: parent } })).id;
}

export async function rootDepartment(api: Api, session: Session): Promise<number> {
  return okData<{ id: number }[]>(await api(session, { method: 'GET', url: '/api/company/orgs/options' }))[0]!.id;
}

export async function addJobType(api: Api, session: Session, name: string, parentId?: number): Promise<number> {
  return okData<{ id: number }>(await api(session, { method: 'POST', url: '/api/job-types', payload: { name, parentId } })).id;
}

export async function addJobLevel(api: Api, session: Session, name: string): Promise<number> {
  return okData<{ id: number }>(await api(session, { method: 'POST', url: '/api/job-levels', payload: { name } })).id;
}

export async function addTag(api: Api, session: Session, name: string): Promise<number> {
  return okData<{ id: number }>(await api(session, { method: 'POST', url: '/api/resume-tags', payload: { name } })).id;
}

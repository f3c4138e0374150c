import { eq } from 'drizzle-orm';
import { demands } from '../../src/modules/demands/tables';
import { okData, type Api } from '../company/fixtures';
import type { Session, TestContext } from '../helpers';

export { addAccount } from '../helpers';
export { expectFailure, expectInvalid, expectNotFound, okData, twoCompanies as setup, type Api } from '../company/fixtures';
export { addDepartment, rootDepartment } from '../jobs/fixtures';

export type Demand = Record<string, unknown> & {
  id: number;
  name: string;
  status: string;
  progress: { headcount: number; jobCount: number; jobHeadcount: number; hired: number };
  jobs: { id: number; name: string; status: number; headcount: number | null; hired: number }[];
  approval: { id: number; status: string; round: number; currentStep: string | null; facts: { label: string; value: string }[]; rounds: { steps: { name: string; status: string }[] }[]; actions: { action: string }[] } | null;
  can: Record<'edit' | 'submit' | 'withdraw' | 'close' | 'openJob', boolean>;
};

/** A realistic demand body of the required fields. */
export const demandBody = (orgId: number, overrides: Record<string, unknown> = {}) => ({ name: '高级前端开发工程师', orgId, headcount: 2, reason: 1, ...overrides });

export async function createDemand(api: Api, session: Session, orgId: number, body: Record<string, unknown> = {}): Promise<number> {
  return okData<{ id: number }>(await api(session, { method: 'POST', url: '/api/demands', payload: demandBody(orgId, body) })).id;
}

export const getDemand = async (api: Api, session: Session, id: number) => okData<Demand>(await api(session, { method: 'GET', url: `/api/demands/${id}` }));

export const act = (api: Api, session: Session, id: number, action: 'submit' | 'withdraw' | 'close', payload: Record<string, unknown> = {}) =>
  api(session, { method: 'POST', url: `/api/demands/${id}/${action}`, payload });

/** The stored row, whatever the API would answer. */
export async function storedDemand(ctx: TestContext, id: number) {
  return (await ctx.database.db.select().from(demands).where(eq(demands.id, id)))[0]!;
}

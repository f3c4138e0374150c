import { RecruitmentState, type BulkResult, type OnboardingPage } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { applications } from '../../src/modules/applications/tables';
import type { Session } from '../helpers';
import { createOffer, inOfferStage, okData, post, rootOrg, type World } from '../offers/fixtures';

export { expectFailure, expectInvalid, expectNotFound, hrWithout, okData, post, world, type World } from '../offers/fixtures';

/** A candidate with a (draft) offer of `months` probation, set 待入职 on `entryDate` as the offer's answer does. */
export async function awaiting(w: World, name: string, entryDate: string, months = 3, over: Record<string, unknown> = {}): Promise<number> {
  const appId = await inOfferStage(w, name);
  await createOffer(w, w.hr, appId, await rootOrg(w.ctx, w.a.companyId), { entryTime: entryDate, probationPeriod: months, formalSalary: '12000.50', ...over });
  okData(await post(w, w.hr, `/api/applications/${appId}/staff-state`, { state: RecruitmentState.AwaitingEntry, date: entryDate }));
  return appId;
}

export const list = async (w: World, who: Session, query: string) => okData<OnboardingPage>(await w.api(who, { method: 'GET', url: `/api/onboarding?${query}` }));

export const bulk = async (w: World, who: Session, action: string, payload: Record<string, unknown>) => okData<BulkResult>(await post(w, who, `/api/onboarding/${action}`, payload));

export async function stored(w: World, id: number) {
  return (await w.ctx.database.db.select().from(applications).where(eq(applications.id, id)))[0]!;
}

/** One of the company's enabled reasons of a type. */
export async function reasonOf(w: World, type: string): Promise<{ id: number; name: string }> {
  const reasons = okData<{ id: number; name: string; type: string }[]>(await w.api(w.a, { method: 'GET', url: `/api/archive-reasons?type=${type}` }));
  return reasons[0]!;
}

import { defaultPermissions, offerFieldCode, StageType, SystemRoleCode, type OfferDetail } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { accounts, orgs, roles } from '../../src/modules/company/tables';
import { offers } from '../../src/modules/offers/tables';
import { addAccount, type Session, type TestContext } from '../helpers';
import { apply, okData, toStageOfType, type World } from '../screening/fixtures';

export { expectFailure, expectInvalid, expectNotFound, okData, world, type World } from '../screening/fixtures';

/** The contract body of POST /api/offers for the application, salaries in 元 as the form sends them. */
export const offerBody = (applicationId: number, orgId: number, over: Record<string, unknown> = {}) => ({
  applicationId,
  entryTime: '2026-12-01',
  orgId,
  probationPeriod: 3,
  internshipSalary: '8000.50',
  salaryType: 1,
  formalSalary: '10000',
  taxType: 1,
  offerEmailFlag: true,
  ...over,
});

/** The company's root department. */
export async function rootOrg(ctx: TestContext, companyId: number): Promise<number> {
  const [root] = await ctx.database.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.companyId, companyId)).orderBy(orgs.id).limit(1);
  return root!.id;
}

/** A new candidate of the job in the company's Offer stage (添加Offer on). */
export async function inOfferStage(w: World, name: string, session: Session = w.a, jobId = w.jobId): Promise<number> {
  const appId = await apply(w, session, jobId, name);
  await toStageOfType(w.ctx, session.companyId, appId, StageType.Offer);
  return appId;
}

export const post = (w: World, who: Session, url: string, payload: Record<string, unknown> = {}) => w.api(who, { method: 'POST', url, payload });

export async function createOffer(w: World, who: Session, applicationId: number, orgId: number, over: Record<string, unknown> = {}): Promise<number> {
  return okData<{ id: number }>(await post(w, who, '/api/offers', offerBody(applicationId, orgId, over))).id;
}

export const getOffer = async (w: World, who: Session, id: number) => okData<OfferDetail>(await w.api(who, { method: 'GET', url: `/api/offers/${id}` }));

export async function storedOffer(ctx: TestContext, id: number) {
  return (await ctx.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;
}

/**
 * An account of a custom HR-type role holding HR's default codes without the given offer
 * field codes (e.g. 转正薪资 100006) in the given modes (both by default).
 */
export async function hrWithout(ctx: TestContext, companyId: number, fields: Parameters<typeof offerFieldCode>[0][], name: string, modes: readonly (1 | 2)[] = [1, 2]): Promise<Session> {
  const { db } = ctx.database;
  const drop = new Set(fields.flatMap((f) => modes.map((m) => offerFieldCode(f, m))));
  const [role] = await db
    .insert(roles)
    .values({
      companyId,
      name,
      kind: 'custom',
      roleType: 2,
      socialCodes: defaultPermissions(SystemRoleCode.Hr, 1).filter((c) => !drop.has(c)),
      campusCodes: defaultPermissions(SystemRoleCode.Hr, 2).filter((c) => !drop.has(c)),
    })
    .returning({ id: roles.id });
  const session = await addAccount(ctx, companyId, SystemRoleCode.Hr);
  await db.update(accounts).set({ roleId: role!.id }).where(eq(accounts.id, session.accountId));
  return session;
}

import type { DingtalkAccountListQuery } from '@bole/domain';
import { asc, count, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, roles } from '../company/tables';
import { dingtalkApps } from './tables';

export type DingtalkApp = typeof dingtalkApps.$inferSelect;
export type DingtalkAppValues = Pick<DingtalkApp, 'corpId' | 'agentId' | 'appKey' | 'appSecretEncrypted' | 'enabled'>;

/** The app bound to a DingTalk organisation, whichever company it belongs to (the login's entry point). */
export async function findAppByCorpId(db: DbOrTx, corpId: string): Promise<DingtalkApp | undefined> {
  const [row] = await db.select().from(dingtalkApps).where(eq(dingtalkApps.corpId, corpId)).limit(1);
  return row;
}

export async function findAppOfCompany(db: DbOrTx, companyId: number): Promise<DingtalkApp | undefined> {
  const [row] = await db.select().from(dingtalkApps).where(inCompany(dingtalkApps, companyId)).limit(1);
  return row;
}

/** Binds the company's app, or replaces its settings. */
export async function upsertApp(db: DbOrTx, companyId: number, values: DingtalkAppValues): Promise<DingtalkApp> {
  const [row] = await db
    .insert(dingtalkApps)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: dingtalkApps.companyId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function deleteApp(db: DbOrTx, companyId: number): Promise<void> {
  await db.delete(dingtalkApps).where(inCompany(dingtalkApps, companyId));
}

/** The company's account bound to a DingTalk user, in any state. */
export async function findAccountByThirdUser(db: DbOrTx, companyId: number, thirdUserId: string) {
  const [row] = await db
    .select({ id: accounts.id, status: accounts.status, lastLoginAt: accounts.lastLoginAt })
    .from(accounts)
    .where(inCompany(accounts, companyId, eq(accounts.thirdUserId, thirdUserId)))
    .limit(1);
  return row;
}

// What the binding table shows of an account; the password hash never leaves this file.
const accountColumns = {
  id: accounts.id,
  userName: accounts.userName,
  loginEmail: accounts.loginEmail,
  loginMobile: accounts.loginMobile,
  roleName: roles.name,
  status: accounts.status,
  thirdUserId: accounts.thirdUserId,
};

export type BindingRow = { id: number; userName: string; loginEmail: string; loginMobile: string; roleName: string; status: number; thirdUserId: string | null };

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the company's accounts with their DingTalk user ids, by name. */
export async function listAccounts(db: DbOrTx, companyId: number, q: DingtalkAccountListQuery): Promise<{ rows: BindingRow[]; total: number }> {
  const like = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = inCompany(
    accounts,
    companyId,
    like ? or(ilike(accounts.userName, like), ilike(accounts.loginEmail, like), ilike(accounts.loginMobile, like), ilike(accounts.thirdUserId, like)) : undefined,
    q.bound === true ? isNotNull(accounts.thirdUserId) : q.bound === false ? isNull(accounts.thirdUserId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(accountColumns)
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .where(where)
      .orderBy(asc(accounts.status), asc(accounts.userName), asc(accounts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBindingRow(db: DbOrTx, companyId: number, accountId: number): Promise<BindingRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(inCompany(accounts, companyId, eq(accounts.id, accountId)));
  return row;
}

/** Sets or clears an account's DingTalk user id; answers whether the account is the company's. */
export async function setThirdUserId(db: DbOrTx, companyId: number, accountId: number, thirdUserId: string | null): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({ thirdUserId })
    .where(inCompany(accounts, companyId, eq(accounts.id, accountId)))
    .returning({ id: accounts.id });
  return updated.length > 0;
}

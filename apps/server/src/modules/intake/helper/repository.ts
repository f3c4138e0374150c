// Queries of the resume helper: keys with their owners' names and the company's settings.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { inCompany } from '../../../platform/db/tenancy';
import { accounts, roles } from '../../company/tables';
import { helperKeys, helperSettings } from './tables';

const keyColumns = {
  id: helperKeys.id,
  name: helperKeys.name,
  hint: helperKeys.hint,
  accountId: helperKeys.accountId,
  accountName: accounts.userName,
  createdAt: helperKeys.createdAt,
  lastUsedAt: helperKeys.lastUsedAt,
  lastUsedHost: helperKeys.lastUsedHost,
  captureCount: helperKeys.captureCount,
};
export type KeyRow = { id: number; name: string; hint: string; accountId: number; accountName: string; createdAt: Date; lastUsedAt: Date | null; lastUsedHost: string | null; captureCount: number };

/** Active keys of the company, or of one account; newest first. */
export async function activeKeys(db: DbOrTx, companyId: number, accountId?: number): Promise<KeyRow[]> {
  return db
    .select(keyColumns)
    .from(helperKeys)
    .innerJoin(accounts, eq(accounts.id, helperKeys.accountId))
    .where(inCompany(helperKeys, companyId, isNull(helperKeys.revokedAt), accountId === undefined ? undefined : eq(helperKeys.accountId, accountId)))
    .orderBy(sql`${helperKeys.createdAt} desc`, asc(helperKeys.id));
}

export async function activeKey(db: DbOrTx, companyId: number, id: number): Promise<KeyRow | undefined> {
  const [row] = await db
    .select(keyColumns)
    .from(helperKeys)
    .innerJoin(accounts, eq(accounts.id, helperKeys.accountId))
    .where(inCompany(helperKeys, companyId, eq(helperKeys.id, id), isNull(helperKeys.revokedAt)));
  return row;
}

export async function countActiveKeys(db: DbOrTx, companyId: number, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(helperKeys).where(inCompany(helperKeys, companyId, eq(helperKeys.accountId, accountId), isNull(helperKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertKey(db: DbOrTx, values: { companyId: number; accountId: number; name: string; keyHash: string; hint: string }): Promise<number> {
  const [row] = await db.insert(helperKeys).values(values).returning({ id: helperKeys.id });
  return row!.id;
}

export async function revokeKey(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.update(helperKeys).set({ revokedAt: new Date() }).where(inCompany(helperKeys, companyId, eq(helperKeys.id, id), isNull(helperKeys.revokedAt)));
}

/** The key a capture presents, with what decides whether it may write: its account's state and role codes. */
export async function keyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({
      id: helperKeys.id,
      companyId: helperKeys.companyId,
      accountId: helperKeys.accountId,
      userName: accounts.userName,
      accountStatus: accounts.status,
      socialCodes: roles.socialCodes,
      campusCodes: roles.campusCodes,
    })
    .from(helperKeys)
    .innerJoin(accounts, and(eq(accounts.id, helperKeys.accountId), eq(accounts.companyId, helperKeys.companyId)))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(and(eq(helperKeys.keyHash, keyHash), isNull(helperKeys.revokedAt)));
  return row;
}

/** Records a capture on the key (inside the capture's transaction). */
export async function touchKey(db: DbOrTx, companyId: number, id: number, host: string): Promise<void> {
  await db
    .update(helperKeys)
    .set({ lastUsedAt: new Date(), lastUsedHost: host, captureCount: sql`${helperKeys.captureCount} + 1` })
    .where(inCompany(helperKeys, companyId, eq(helperKeys.id, id)));
}

export async function settingsRow(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(helperSettings).where(inCompany(helperSettings, companyId));
  return row;
}

export async function saveSettings(db: DbOrTx, companyId: number, values: { enabledBoards: number[]; otherSitesChannel: number | null; defaultOwnerAccountId: number | null }): Promise<void> {
  await db
    .insert(helperSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: helperSettings.companyId, set: { ...values, updatedAt: new Date() } });
}

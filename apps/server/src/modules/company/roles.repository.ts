import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, roles } from './tables';

export type RoleRecord = typeof roles.$inferSelect;
export type RoleWithCount = RoleRecord & { accountCount: number };

/** Every role of the company with the number of accounts holding it (any status). */
export async function listRoles(db: DbOrTx, companyId: number): Promise<RoleWithCount[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(roles).where(inCompany(roles, companyId)).orderBy(asc(roles.id)),
    db.select({ roleId: accounts.roleId, n: count() }).from(accounts).where(inCompany(accounts, companyId)).groupBy(accounts.roleId),
  ]);
  const byRole = new Map(counts.map((c) => [c.roleId, c.n]));
  return rows.map((r) => ({ ...r, accountCount: byRole.get(r.id) ?? 0 }));
}

/** One role of the company, locked until the transaction ends when `forUpdate`. */
export async function findRole(db: DbOrTx, companyId: number, id: number, forUpdate = false): Promise<RoleRecord | undefined> {
  const query = db.select().from(roles).where(inCompany(roles, companyId, eq(roles.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export type RoleValues = { name: string; roleType: number; description: string | null; socialCodes: number[]; campusCodes: number[] };

export async function insertCustomRole(db: DbOrTx, companyId: number, values: RoleValues): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ companyId, kind: 'custom', systemCode: null, ...values })
    .returning({ id: roles.id });
  return row!.id;
}

export async function updateRole(db: DbOrTx, companyId: number, id: number, patch: Partial<Omit<RoleValues, 'roleType'>>): Promise<void> {
  await db.update(roles).set(patch).where(inCompany(roles, companyId, eq(roles.id, id)));
}

export async function deleteRole(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(roles).where(inCompany(roles, companyId, eq(roles.id, id)));
}

/** Accounts of the company holding the role (any status). */
export async function countAccountsWithRole(db: DbOrTx, companyId: number, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(inCompany(accounts, companyId, eq(accounts.roleId, roleId)));
  return row?.n ?? 0;
}

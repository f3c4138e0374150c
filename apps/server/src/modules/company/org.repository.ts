import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, orgs } from './tables';

export type OrgRecord = typeof orgs.$inferSelect;
export type OrgListed = Pick<OrgRecord, 'id' | 'name' | 'parentId' | 'sort' | 'leaderId'> & { leaderName: string | null; memberCount: number };

/** Every department of the company with its leader's name and direct member count, in display order. */
export async function listOrgs(db: DbOrTx, companyId: number): Promise<OrgListed[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({ id: orgs.id, name: orgs.name, parentId: orgs.parentId, sort: orgs.sort, leaderId: orgs.leaderId, leaderName: accounts.userName })
      .from(orgs)
      .leftJoin(accounts, and(eq(accounts.id, orgs.leaderId), eq(accounts.companyId, orgs.companyId)))
      .where(inCompany(orgs, companyId))
      .orderBy(asc(orgs.sort), asc(orgs.id)),
    db
      .select({ orgId: accounts.orgId, n: count() })
      .from(accounts)
      .where(inCompany(accounts, companyId, isNotNull(accounts.orgId)))
      .groupBy(accounts.orgId),
  ]);
  const members = new Map(counts.map((c) => [c.orgId, c.n]));
  return rows.map((r) => ({ ...r, memberCount: members.get(r.id) ?? 0 }));
}

/** Id and parent of every department, for walking the tree. */
export async function orgLinks(db: DbOrTx, companyId: number): Promise<{ id: number; parentId: number | null }[]> {
  return db.select({ id: orgs.id, parentId: orgs.parentId }).from(orgs).where(inCompany(orgs, companyId));
}

/** One department, locked until the transaction ends when `forUpdate`. */
export async function findOrg(db: DbOrTx, companyId: number, id: number, forUpdate = false): Promise<OrgRecord | undefined> {
  const query = db.select().from(orgs).where(inCompany(orgs, companyId, eq(orgs.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whether a sibling under `parentId` already has this name. */
export async function siblingNamed(db: DbOrTx, companyId: number, parentId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(inCompany(orgs, companyId, eq(orgs.parentId, parentId), eq(orgs.name, name), exceptId ? ne(orgs.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export type OrgValues = { name: string; parentId: number; sort: number; leaderId: number | null };

export async function insertOrg(db: DbOrTx, companyId: number, values: OrgValues): Promise<number> {
  const [row] = await db
    .insert(orgs)
    .values({ companyId, ...values })
    .returning({ id: orgs.id });
  return row!.id;
}

export async function updateOrg(db: DbOrTx, companyId: number, id: number, patch: Partial<OrgValues>): Promise<void> {
  await db.update(orgs).set(patch).where(inCompany(orgs, companyId, eq(orgs.id, id)));
}

export async function deleteOrg(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(orgs).where(inCompany(orgs, companyId, eq(orgs.id, id)));
}

export async function countChildren(db: DbOrTx, companyId: number, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orgs).where(inCompany(orgs, companyId, eq(orgs.parentId, id)));
  return row?.n ?? 0;
}

/** Accounts in the department (any status: a disabled account still points at it). */
export async function countMembers(db: DbOrTx, companyId: number, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(inCompany(accounts, companyId, eq(accounts.orgId, id)));
  return row?.n ?? 0;
}

// Queries of the demands table. Lists join the names a row shows (department, 职位类别 through
// the jobs module, owner and submitter).
import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, orgs } from '../company/tables';
import { demands } from './tables';

export type DemandRecord = typeof demands.$inferSelect;
export type DemandValues = Omit<typeof demands.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type ListedDemand = DemandRecord & { orgName: string | null; ownerName: string | null; creatorName: string };

const owner = alias(accounts, 'owner');
const creator = alias(accounts, 'creator');
const listedColumns = { ...getTableColumns(demands), orgName: orgs.name, ownerName: owner.userName, creatorName: creator.userName };

function listed(db: DbOrTx) {
  return db
    .select(listedColumns)
    .from(demands)
    .leftJoin(orgs, and(eq(orgs.id, demands.orgId), eq(orgs.companyId, demands.companyId)))
    .leftJoin(owner, and(eq(owner.id, demands.ownerId), eq(owner.companyId, demands.companyId)))
    .innerJoin(creator, eq(creator.id, demands.createdBy));
}

/** One page of the company's demands matching `where`, most recently changed first. */
export async function listDemands(db: DbOrTx, companyId: number, where: SQL | undefined, offset: number, limit: number): Promise<{ rows: ListedDemand[]; total: number }> {
  const condition = inCompany(demands, companyId, where);
  const [rows, [total]] = await Promise.all([
    listed(db).where(condition).orderBy(desc(demands.updatedAt), desc(demands.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(demands).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One demand of the company with its names, within the scope. */
export async function findListed(db: DbOrTx, companyId: number, id: number, scope?: SQL): Promise<ListedDemand | undefined> {
  const [row] = await listed(db).where(inCompany(demands, companyId, eq(demands.id, id), scope));
  return row;
}

/** One demand of the company within the scope, locked until the transaction ends when `forUpdate`. */
export async function findDemand(db: DbOrTx, companyId: number, id: number, opts: { scope?: SQL; forUpdate?: boolean } = {}): Promise<DemandRecord | undefined> {
  const query = db.select().from(demands).where(inCompany(demands, companyId, eq(demands.id, id), opts.scope));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Demands of the company by id: what a job linking them needs to know. */
export async function demandsByIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Pick<DemandRecord, 'id' | 'name' | 'status' | 'headcount'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: demands.id, name: demands.name, status: demands.status, headcount: demands.headcount })
    .from(demands)
    .where(inCompany(demands, companyId, inArray(demands.id, [...ids])));
}

export async function insertDemand(db: DbOrTx, companyId: number, values: DemandValues): Promise<number> {
  const [row] = await db
    .insert(demands)
    .values({ ...values, companyId })
    .returning({ id: demands.id });
  return row!.id;
}

export async function updateDemand(db: DbOrTx, companyId: number, id: number, patch: Partial<DemandValues>): Promise<void> {
  await db.update(demands).set(patch).where(inCompany(demands, companyId, eq(demands.id, id)));
}

/** Condition: the demand's department is `orgId` or lies below it. */
export function inDepartment(companyId: number, orgId: number): SQL {
  return sql`${demands.orgId} in (
    with recursive below(id) as (
      select ${orgs.id} from ${orgs} where ${orgs.companyId} = ${companyId} and ${orgs.id} = ${orgId}
      union all
      select o.id from ${orgs} o join below on o.parent_id = below.id where o.company_id = ${companyId}
    ) select id from below)`;
}

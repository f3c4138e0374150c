// Queries of the jobs table. Lists join the names a row shows; status filters read the
// effective status (an open job past its end counts as closed before the sweep writes it).
import { JobStatus } from '@bole/domain';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, orgs } from '../company/tables';
import type { JobRecord, JobValues } from './columns';
import { jobTypes } from './settings.tables';
import { jobs } from './tables';

/** Open now: status 1 and no end, or an end still ahead. */
export const openNow = (): SQL => and(eq(jobs.status, JobStatus.Open), or(isNull(jobs.expiresAt), gt(jobs.expiresAt, sql`now()`)))!;
/** Closed now: closed by someone, or open past its end. */
export const closedNow = (): SQL => or(eq(jobs.status, JobStatus.Closed), lte(jobs.expiresAt, sql`now()`))!;

const category = alias(jobTypes, 'category');

/** A listed job: its columns with the department, category and owner names. */
export type ListedJob = JobRecord & { orgName: string | null; categoryName: string | null; ownerName: string | null };

const listedColumns = {
  ...getTableColumns(jobs),
  orgName: orgs.name,
  categoryName: category.name,
  ownerName: accounts.userName,
};

/** One page of the company's live jobs matching `where`, most recently changed first. */
export async function listJobs(db: DbOrTx, companyId: number, where: SQL | undefined, offset: number, limit: number): Promise<{ rows: ListedJob[]; total: number }> {
  const condition = inCompany(jobs, companyId, isNull(jobs.deletedAt), where);
  const [rows, [total]] = await Promise.all([
    db
      .select(listedColumns)
      .from(jobs)
      .leftJoin(orgs, and(eq(orgs.id, jobs.orgId), eq(orgs.companyId, jobs.companyId)))
      .leftJoin(category, and(eq(category.id, jobs.categoryId), eq(category.companyId, jobs.companyId)))
      .leftJoin(accounts, and(eq(accounts.id, jobs.ownerId), eq(accounts.companyId, jobs.companyId)))
      .where(condition)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(jobs).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One live job of the company within the scope, locked until the transaction ends when `forUpdate`. */
export async function findJob(db: DbOrTx, companyId: number, id: number, opts: { scope?: SQL; forUpdate?: boolean } = {}): Promise<JobRecord | undefined> {
  const query = db
    .select()
    .from(jobs)
    .where(inCompany(jobs, companyId, eq(jobs.id, id), isNull(jobs.deletedAt), opts.scope));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertJob(db: DbOrTx, companyId: number, values: JobValues): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, companyId })
    .returning({ id: jobs.id });
  return row!.id;
}

export async function updateJob(db: DbOrTx, companyId: number, id: number, patch: Partial<JobValues>): Promise<void> {
  await db.update(jobs).set(patch).where(inCompany(jobs, companyId, eq(jobs.id, id)));
}

/** The company's root department (the company itself), where jobs go when no department is named. */
export async function rootOrgId(db: DbOrTx, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(inCompany(orgs, companyId, isNull(orgs.parentId)))
    .orderBy(asc(orgs.id))
    .limit(1);
  return row?.id;
}

/** Condition: the job's department is `orgId` or lies below it. */
export function inDepartment(companyId: number, orgId: number): SQL {
  return sql`${jobs.orgId} in (
    with recursive below(id) as (
      select ${orgs.id} from ${orgs} where ${orgs.companyId} = ${companyId} and ${orgs.id} = ${orgId}
      union all
      select o.id from ${orgs} o join below on o.parent_id = below.id where o.company_id = ${companyId}
    ) select id from below)`;
}

/** Names of the given departments of the company (deleted ones are absent). */
export async function orgNames(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inCompany(orgs, companyId, inArray(orgs.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Accounts of the company by id: name and status (1 active, 2 disabled, 3 invited). */
export async function accountsByIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, { userName: string; status: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: accounts.id, userName: accounts.userName, status: accounts.status }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, [...ids])));
  return new Map(rows.map(({ id, ...a }) => [id, a]));
}

/**
 * Closes open jobs whose retention ran out, across companies (a background sweep, not a
 * caller's request): each as of its end. Answers how many.
 */
export async function closeExpired(db: DbOrTx): Promise<number> {
  const closed = await db
    .update(jobs)
    .set({ status: JobStatus.Closed, closedAt: sql`${jobs.expiresAt}`, closedReason: 'expired' })
    .where(and(eq(jobs.status, JobStatus.Open), lte(jobs.expiresAt, sql`now()`), isNull(jobs.deletedAt)))
    .returning({ id: jobs.id });
  return closed.length;
}

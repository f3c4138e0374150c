import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../http/errors';
import type { DbOrTx, Tx } from './client';

/** A table whose rows belong to one company. */
export type TenantTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * The company scope of a query, joined with any further conditions. Every query on a
 * tenant table goes through it, so a forgotten scope shows in review and in tests.
 */
export function inCompany(table: { companyId: PgColumn }, companyId: number, ...more: (SQL | undefined)[]): SQL {
  const scope = eq(table.companyId, companyId);
  return and(scope, ...more) ?? scope;
}

/**
 * Refuses ids from the client that do not all name rows of the caller's company:
 * 404, as if they did not exist, so another tenant's ids reveal nothing.
 */
export async function assertInCompany(db: DbOrTx, table: TenantTable, companyId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const [row] = await db.select({ n: count() }).from(table).where(inCompany(table, companyId, inArray(table.id, wanted)));
  if ((row?.n ?? 0) !== wanted.length) throw new AppError('NOT_FOUND');
}

/**
 * Serialises one kind of change within a company until the transaction ends, for rules
 * that span rows (one default address, no cycles in the department tree).
 */
export async function lockCompany(tx: Tx, topic: string, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${topic}), ${companyId}::int)`);
}

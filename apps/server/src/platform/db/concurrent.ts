import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Thunks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent queries: side by side on the pool, one after another inside a transaction,
 * whose single connection must not get overlapping queries (pg warns now and refuses in pg 9).
 */
export async function concurrently<T extends readonly unknown[]>(db: DbOrTx, queries: Thunks<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((q) => q()))) as unknown as T;
  const results: unknown[] = [];
  for (const q of queries) results.push(await q());
  return results as unknown as T;
}

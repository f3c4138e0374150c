import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// bigint columns (count(*), sums) come back as strings by default; ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Opens a pooled connection to the given PostgreSQL url. */
export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, shutdown) is replaced on next use;
  // without a listener the pool would take the process down with it.
  pool.on('error', (err) => console.warn(`database connection dropped: ${err.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

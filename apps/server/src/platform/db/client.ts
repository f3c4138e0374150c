import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { scopeSetting } from './scope';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// bigint columns (count(*), sums) come back as strings by default; ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

function pooled(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, shutdown) is replaced on next use;
  // without a listener the pool would take the process down with it.
  pool.on('error', (err) => console.warn(`database connection dropped: ${err.message}`));
  return pool;
}

/**
 * Connects as the url's own user, the owner of the tables: for migrations, securing the
 * tables and pg-boss's queue. Business work uses connectTenant.
 */
export function connect(url: string, max = 10): Database {
  const pool = pooled(url, max);
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

/**
 * Connects for business work, with the url of the non-owner APP_ROLE (appRoleUrl), so the
 * row-level security policies apply. Every connection is handed out with the company scope
 * of the work that asked for it (platform/db/scope.ts): the scope is read when a connection
 * is asked for, and set on it only when it differs from what the connection last had.
 */
export function connectTenant(url: string, max = 10): Database {
  const pool = pooled(url, max);
  const applied = new WeakMap<pg.PoolClient, string>();
  const checkout = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const scoped = async (setting: string): Promise<pg.PoolClient> => {
    const client = await checkout();
    if (applied.get(client) === setting) return client;
    try {
      await client.query(`select set_config('bole.company_id', $1, false)`, [setting]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    applied.set(client, setting);
    return client;
  };
  // pg-pool's own query() asks with a callback; drizzle's transactions ask for a promise.
  pool.connect = ((callback?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
    const asked = scoped(scopeSetting());
    if (!callback) return asked;
    asked.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

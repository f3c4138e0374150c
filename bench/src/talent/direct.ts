// The SQL an endpoint issues, captured by running the endpoint's own code against the bench
// database with a logging driver, then replayed on one raw connection and timed, so the
// API's overhead (HTTP, session, validation, JSON) shows beside the database's share.
import { resumeListQuerySchema } from '@bole/domain';
import * as schema from '@bole/server/src/platform/db/schema';
import { listResumes } from '@bole/server/src/modules/resumes/list';
import { passwordFileOf } from '@bole/server/src/platform/db/embedded';
import type { Caller } from '@bole/server/src/modules/resumes/scope';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { percentile } from '../load';

export type Statement = { text: string; params: unknown[] };

/** The embedded PostgreSQL of a running bench server: its port is in postmaster.pid. */
export function embeddedUrl(dataDir: string): string {
  const port = fs.readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  if (!port) throw new Error(`no port in ${dataDir}/pg/postmaster.pid`);
  const password = fs.readFileSync(passwordFileOf(path.join(dataDir, 'pg')), 'utf8').trim();
  return `postgres://bole:${encodeURIComponent(password)}@127.0.0.1:${port}/bole`;
}

/** The caller an API request of this account resolves to (social mode, as the bench's headers ask). */
export async function callerOf(pool: pg.Pool, loginEmail: string): Promise<Caller> {
  const db = drizzle(pool, { schema });
  const [row] = await db
    .select({ accountId: schema.accounts.id, companyId: schema.accounts.companyId, userName: schema.accounts.userName, roleType: schema.roles.roleType, codes: schema.roles.socialCodes })
    .from(schema.accounts)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.accounts.roleId))
    .where(and(eq(schema.accounts.loginEmail, loginEmail)));
  if (!row) throw new Error(`no account ${loginEmail}`);
  return { ...row, codes: new Set(row.codes) };
}

/** Every statement `GET /api/resumes?<search>` sends, in order (transaction statements included). */
export async function captureList(pool: pg.Pool, caller: Caller, search: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => void statements.push({ text, params }) } });
  const query = resumeListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  await listResumes(db, caller, query);
  return statements;
}

export type DirectResult = { statements: number; runs: number; p50: number; p95: number };

/**
 * Runs the statements one after another on one connection `runs` times (after one warm-up)
 * and answers percentiles of the whole sequence's time. The endpoint overlaps a few of them
 * on two connections; run in sequence they are an upper bound of its database time.
 */
export async function timeStatements(client: pg.PoolClient, statements: Statement[], runs: number): Promise<DirectResult> {
  const once = async () => {
    const start = process.hrtime.bigint();
    for (const s of statements) await client.query(s.text, s.params);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await once());
  times.sort((a, b) => a - b);
  return { statements: statements.length, runs, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

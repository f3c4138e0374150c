import { createHmac } from 'node:crypto';
import type pg from 'pg';

/** The role business work logs in as (connectTenant): it owns nothing, so the policies bind it. */
export const APP_ROLE = 'bole_app';

/**
 * APP_ROLE's password, derived from the secret key, so that every server sharing a database
 * (which share the key already, see crypto.ts) sets and uses the same one.
 */
export function appRolePassword(secretKey: Buffer): string {
  return createHmac('sha256', secretKey).update('bole_app database password').digest('hex');
}

/** The url business work connects with: the owner's server and database, as APP_ROLE. */
export function appRoleUrl(ownerUrl: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

/** Tables that hold no company's rows. */
const GLOBAL_TABLES = new Set(['login_attempts']);

const SETTING = `current_setting('bole.company_id', true)`;
/** A row of the scope's company, or any row in the system scope. */
const inScope = (column: string) => `(${SETTING} = 'all' or ${column} = nullif(nullif(${SETTING}, 'all'), '')::bigint)`;

type Policy = { table: string; using: string };

/**
 * The policy of every table in the public schema: by its company_id; by its own id for
 * companies; through the parent resume for a resume's detail rows (that subquery is bound
 * by the resumes policy in turn). A table that fits none of these stops the start, so a
 * new table cannot be left open by accident.
 */
function policiesFor(columns: { table: string; column: string }[]): Policy[] {
  const byTable = new Map<string, Set<string>>();
  for (const { table, column } of columns) byTable.set(table, (byTable.get(table) ?? new Set()).add(column));
  const policies: Policy[] = [];
  for (const [table, cols] of byTable) {
    if (GLOBAL_TABLES.has(table)) continue;
    if (table === 'companies') policies.push({ table, using: inScope('id') });
    else if (cols.has('company_id')) policies.push({ table, using: inScope('company_id') });
    else if (cols.has('resume_id')) policies.push({ table, using: `exists (select 1 from resumes r where r.id = resume_id)` });
    else throw new Error(`table ${table} has no company_id: add it, or list it in GLOBAL_TABLES`);
  }
  return policies;
}

/**
 * Makes APP_ROLE (once per cluster; it logs in with `password`), grants it the data of the
 * public schema, and puts a row-level security policy on every table. Run by the tables'
 * owner after each migration; it is idempotent and runs in one transaction.
 */
export async function secureTenantTables(pool: pg.Pool, password: string): Promise<void> {
  if (!/^[0-9a-f]{32,}$/.test(password)) throw new Error('the app role password must be hex');
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Several test runs may make the role at once; a duplicate is fine.
    await client.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE}; end if;
      exception when duplicate_object or unique_violation then null; end $$`);
    // Not logged: the statement holds the password.
    await client.query(`set local log_statement = 'none'`);
    await client.query(`set local log_min_error_statement = 'panic'`);
    await client.query(`alter role ${APP_ROLE} login nosuperuser nocreatedb nocreaterole noinherit password '${password}'`);
    await client.query(`grant usage on schema public to ${APP_ROLE}`);
    await client.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
    await client.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
    const { rows } = await client.query<{ table: string; column: string }>(
      `select c.table_name as table, c.column_name as column from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    for (const { table, using } of policiesFor(rows)) {
      await client.query(`alter table "${table}" enable row level security`);
      await client.query(`drop policy if exists bole_tenant on "${table}"`);
      await client.query(`create policy bole_tenant on "${table}" to ${APP_ROLE} using (${using}) with check (${using})`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

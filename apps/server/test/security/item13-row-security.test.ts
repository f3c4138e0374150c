import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies } from '../../src/modules/company/tables';
import { resumeEducations, resumes } from '../../src/modules/resumes/tables';
import { runAsSystem, runInScope } from '../../src/platform/db/scope';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { demoPasswordOf, retireSharedDemoPassword, servesThisMachineOnly } from '../../src/seed/demo-password';
import { call, createTestContext, registerCompany } from '../helpers';
import { createResume, setup, type Setup } from '../resumes/fixtures';

// Issue 11 item 13: row-level security stands behind the one scoping helper, so a query
// that forgets `inCompany` sees the caller's company only, never another's.
describe('row-level security behind the company scope', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
    await createResume(s.api, s.a);
    await createResume(s.api, s.b, { name: '林书豪' });
  });

  it('works as a role that owns no table, so the policies bind it', async () => {
    const { rows } = await s.ctx.database.pool.query<{ who: string; owner: string }>(
      `select current_user as who, (select tableowner from pg_tables where tablename = 'resumes') as owner`,
    );
    expect(rows[0]!.who).toBe('bole_app');
    expect(rows[0]!.owner).not.toBe('bole_app');
  });

  it('puts a policy on every table of the public schema but the login attempts', async () => {
    const { rows } = await s.ctx.database.pool.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not (c.relrowsecurity and exists (select 1 from pg_policy p where p.polrelid = c.oid))`,
    );
    expect(rows.map((r) => r.name)).toEqual(['login_attempts']);
  });

  it('answers a query without the scoping helper with the scope company rows only', async () => {
    const { db } = s.ctx.database;
    const seen = await runInScope(s.a.companyId, async () => await db.select({ companyId: resumes.companyId }).from(resumes));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.companyId))).toEqual(new Set([s.a.companyId]));
    // Detail rows are bound through their resume; the companies table by its own id.
    const schools = await runInScope(s.b.companyId, async () => await db.select({ resumeId: resumeEducations.resumeId }).from(resumeEducations));
    const ofA = await runAsSystem(async () => await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.companyId, s.a.companyId)));
    expect(schools.some((r) => ofA.some((a) => a.id === r.resumeId))).toBe(false);
    const visibleCompanies = await runInScope(s.b.companyId, async () => await db.select({ id: companies.id }).from(companies));
    expect(visibleCompanies).toEqual([{ id: s.b.companyId }]);
  });

  it('refuses to write a row into another company and to change its rows', async () => {
    const { db } = s.ctx.database;
    const [before] = await runAsSystem(async () => await db.select({ n: count() }).from(accounts).where(eq(accounts.companyId, s.a.companyId)));
    const updated = await runInScope(s.b.companyId, async () =>
      await db.update(accounts).set({ userName: '入侵者' }).where(eq(accounts.companyId, s.a.companyId)).returning({ id: accounts.id }),
    );
    expect(updated).toEqual([]);
    const moved = await runInScope(s.b.companyId, async () => await db.execute(sql`update resumes set company_id = ${s.a.companyId} where company_id = ${s.b.companyId}`)).catch(
      (error: Error) => error,
    );
    expect(String((moved as Error).cause)).toMatch(/row-level security/);
    const [after] = await runAsSystem(async () => await db.select({ n: count() }).from(accounts).where(eq(accounts.companyId, s.a.companyId)));
    expect(after).toEqual(before);
  });

  it('sees nothing when a connection has no scope at all', async () => {
    const client = await s.ctx.database.pool.connect();
    try {
      await client.query(`select set_config('bole.company_id', '', false)`);
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from resumes');
      expect(rows[0]!.n).toBe(0);
    } finally {
      // The next checkout must set its scope again: drop this connection.
      client.release(true);
    }
  });

  it('scopes a logged-in request to its company while public routes still find any account', async () => {
    const list = await s.api(s.a, { method: 'GET', url: '/api/resumes?page=1&pageSize=50' });
    expect(list.statusCode).toBe(200);
    const names = (list.json().data.list as { name: string }[]).map((r) => r.name);
    expect(names).not.toContain('林书豪');
    // Logging in (a public route) while holding company a's session still finds b's account.
    const [bAccount] = await runAsSystem(async () => await s.ctx.database.db.select().from(accounts).where(eq(accounts.id, s.b.accountId)));
    const login = await s.api(s.a, { method: 'POST', url: '/api/auth/login', payload: { account: bAccount!.loginEmail, password: 'bole2026x' } });
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('the API documentation in production', () => {
  it('needs a login: the document answers 401 and the page sends to the login first', async () => {
    const ctx = await createTestContext({ env: 'production', logLevel: 'silent' });
    const owner = await registerCompany(ctx.app);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('/api/resumes');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/login?target=${encodeURIComponent('/api/docs')}`);
    const signedIn = await call(ctx.app, owner, { method: 'GET', url: '/api/docs/json' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().paths['/api/resumes']).toBeDefined();
  });
});

describe('the demo accounts on another address than loopback', () => {
  it('keeps the shared password only while nobody else reaches the server', () => {
    const local = { host: '127.0.0.1', trustProxy: false, publicUrl: 'http://localhost:3000' } as const;
    expect(servesThisMachineOnly(local)).toBe(true);
    expect(servesThisMachineOnly({ ...local, host: '0.0.0.0' })).toBe(false);
    // Behind nginx on the same machine, or named by a public address: others reach it.
    expect(servesThisMachineOnly({ ...local, trustProxy: ['127.0.0.1'] })).toBe(false);
    expect(servesThisMachineOnly({ ...local, publicUrl: 'https://hr.example.com' })).toBe(false);
  });

  it('makes a password per data folder once others may reach the server, and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-demo-pw-'));
    try {
      expect(demoPasswordOf(dir, true)).toBe(DEMO_PASSWORD);
      const made = demoPasswordOf(dir, false);
      expect(made).not.toBe(DEMO_PASSWORD);
      expect(made).toMatch(/^(?=.*[a-z])(?=.*\d).{10}$/);
      expect(fs.statSync(path.join(dir, 'demo-password')).mode & 0o777).toBe(0o600);
      // Once made, it stays the password in force, whatever the address.
      expect(demoPasswordOf(dir, true)).toBe(made);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces the shared password of the demo accounts before anyone can use it', async () => {
    const ctx = await createTestContext();
    const { companyId } = await seedDemo(ctx.database.db);
    expect(companyId).toBeGreaterThan(0);
    const login = (password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: DEMO_ACCOUNTS[2].loginEmail, password } });
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    await retireSharedDemoPassword(ctx.database.db, 'kqmtzx4821');
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await login('kqmtzx4821')).statusCode).toBe(200);
  });
});

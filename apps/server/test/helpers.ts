import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { atFileEnd } from './file-end';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { connect, connectTenant, type Database } from '../src/platform/db/client';
import { appRoleUrl } from '../src/platform/db/row-security';
import { hashPassword } from '../src/platform/auth/password';
import { accounts, roles } from '../src/modules/company/tables';
import { and, eq } from 'drizzle-orm';

/** `owner` connects as the tables' owner, for what the app's role may not do (ANALYZE). */
export type TestContext = { app: FastifyInstance; database: Database; owner: Database };

/**
 * A fresh database cloned from the migrated template and an app built on it, closed
 * and dropped after the file's tests.
 */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const adminUrl = inject('adminUrl');
  const name = `bole_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectTenant(appRoleUrl(url.toString(), inject('appPassword')), 4);
  const owner = connect(url.toString(), 3);
  // A random key per context: no key file is written, and no test depends on another's key.
  // Mailbox tests talk to dovecot on loopback at a high port.
  const env = { NODE_ENV: 'test', BOLE_SECRET_KEY: randomBytes(32).toString('hex'), MAIL_ALLOW_PRIVATE_HOSTS: '1' } as const;
  const filesDir = path.join(os.tmpdir(), 'bole-test-files', name);
  const config: Config = { ...loadConfig(env), filesDir, webDist: '/nonexistent', publicUrl: 'http://bole.test', ipRateLimit: false, ...overrides };
  const app = await buildApp({ config, database });
  await app.ready();
  // Closed after the file's own afterAll hooks (see file-end.ts).
  atFileEnd(async () => {
    await app.close();
    await database.close();
    await owner.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(filesDir, { recursive: true, force: true });
  });
  return { app, database, owner };
}

let seq = 0;
/** Unique realistic values so tests never collide on the global login columns. */
export function unique() {
  seq += 1;
  const n = `${process.pid % 1000}`.padStart(3, '0') + `${Date.now() % 100000}`.padStart(5, '0') + `${seq % 1000}`.padStart(3, '0');
  return { mobile: `13${n.slice(-9)}`, email: `u${n}@example.com` };
}

export type Session = { token: string; accountId: number; companyId: number };

/** Calls the API as a logged-in user: token header plus roleType/sysType as the browser sends. */
export function call(app: FastifyInstance, session: Session | null, opts: InjectOptions & { sysType?: 1 | 2 }) {
  const headers: Record<string, string> = { source: '4', ...(opts.headers as Record<string, string>) };
  if (session) headers.token = session.token;
  if (opts.sysType) headers.sysType = String(opts.sysType);
  return app.inject({ ...opts, headers });
}

const COMPANY_NAMES = ['星河智能科技有限公司', '远景数据服务有限公司', '华章文化传媒有限公司', '青松医疗器械有限公司', '锦程物流集团有限公司'];

/** Registers a company through the API and answers its super administrator's session. */
export async function registerCompany(app: FastifyInstance, name?: string): Promise<Session & { email: string; mobile: string; password: string }> {
  const u = unique();
  const password = 'bole2026x';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { companyName: name ?? COMPANY_NAMES[seq % COMPANY_NAMES.length]!, userName: '周明远', loginEmail: u.email, loginMobile: u.mobile, password },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const data = res.json().data;
  return { token: data.token, accountId: data.user.userId, companyId: data.user.companyId, email: u.email, mobile: u.mobile, password };
}

const PEOPLE = ['陈思琪', '王建国', '李小萌', '张伟', '赵雨桐', '刘洋', '黄晓明', '吴佳怡'];

/** Adds an account with the company's system role of the given code and logs it in. */
export async function addAccount(ctx: TestContext, companyId: number, systemCode: number): Promise<Session & { email: string }> {
  const { db } = ctx.database;
  const [role] = await db.select().from(roles).where(and(eq(roles.companyId, companyId), eq(roles.systemCode, systemCode)));
  if (!role) throw new Error(`no system role ${systemCode}`);
  const u = unique();
  const password = 'bole2026x';
  await db.insert(accounts).values({ companyId, userName: PEOPLE[seq % PEOPLE.length]!, loginEmail: u.email, loginMobile: u.mobile, passwordHash: await hashPassword(password), roleId: role.id });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: u.email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const data = res.json().data;
  return { token: data.token, accountId: data.user.userId, companyId, email: u.email };
}

/** A second app on the test database whose log lines are kept, to check what it writes there. */
export async function appWithLog(ctx: TestContext, logLevel: Config['logLevel']): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config: { ...ctx.app.deps.config, logLevel }, database: ctx.database, logStream });
  await app.ready();
  return { app, lines };
}

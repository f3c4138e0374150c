// Issue 11 item 2: X-Forwarded-For is believed only from the proxies TRUST_PROXY names. A client
// that sends it itself neither escapes the per-IP limits nor gets its made-up IP stored.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { loginAttempts, sessions } from '../../src/modules/auth/tables';
import { companies } from '../../src/modules/company/tables';
import { portalApplications } from '../../src/modules/portal/tables';
import { hashToken } from '../../src/platform/auth/tokens';
import { okData } from '../company/fixtures';
import { call, createTestContext, registerCompany, unique, type TestContext } from '../helpers';
import { createJob } from '../jobs/fixtures';

// Documentation ranges (RFC 5737): never a real client of the test.
const FORGED = '203.0.113.77';
const PROXIED_CLIENT = '198.51.100.23';

const login = (ctx: TestContext, account: string, password: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password }, headers, remoteAddress });

async function sessionIp(ctx: TestContext, token: string) {
  const [row] = await ctx.database.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row?.ip;
}

async function attemptIps(ctx: TestContext, ip: string) {
  return ctx.database.db.select({ id: loginAttempts.id }).from(loginAttempts).where(eq(loginAttempts.ip, ip));
}

describe('TRUST_PROXY', () => {
  const env = { NODE_ENV: 'test', BOLE_SECRET_KEY: randomBytes(32).toString('hex') };

  it('trusts nobody by default and reads a hop count or a list of proxies', () => {
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...env, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('refuses `true` (everyone) and what is not an address', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '127.0.0.1,', '1.2.3']) {
      expect(() => loadConfig({ ...env, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('without TRUST_PROXY', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ipRateLimit: true });
  });

  it('stores the connection address on sessions and login attempts, not a forged X-Forwarded-For', async () => {
    const owner = await registerCompany(ctx.app);
    const res = await login(ctx, owner.email, owner.password, { 'x-forwarded-for': FORGED });
    const token = okData<{ token: string }>(res).token;
    expect(await sessionIp(ctx, token)).toBe('127.0.0.1');
    expect(await login(ctx, owner.email, 'wrong-password', { 'x-forwarded-for': FORGED }).then((r) => r.statusCode)).toBe(400);
    expect(await attemptIps(ctx, FORGED)).toEqual([]);
  });

  it('stores the connection address with a portal application', async () => {
    const owner = await registerCompany(ctx.app);
    const job = await createJob((session, opts) => call(ctx.app, session, opts), owner, { name: '测试开发工程师' });
    const [company] = await ctx.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, owner.companyId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/${company!.slug}/jobs/${job}/apply`,
      payload: { name: '林晓雨', mobile: unique().mobile, email: unique().email, consent: true },
      headers: { 'x-forwarded-for': FORGED },
    });
    const { id } = okData<{ id: number }>(res);
    const [row] = await ctx.database.db.select({ ip: portalApplications.ip }).from(portalApplications).where(eq(portalApplications.id, id));
    expect(row!.ip).toBe('127.0.0.1');
  });

  it('keeps one login limit per connection address whatever X-Forwarded-For says', async () => {
    // 30 a minute per address: a fresh forged address on every try must not open a fresh bucket.
    // Unknown accounts, one per try, so that no account lock answers instead of the limit.
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await login(ctx, unique().email, 'wrong-password', { 'x-forwarded-for': `203.0.113.${i + 1}` });
      answers.push(res.statusCode);
    }
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await login(ctx, unique().email, 'wrong-password', { 'x-forwarded-for': '192.0.2.200' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: '42900' });
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // app.inject connects from 127.0.0.1 unless told otherwise: that is the proxy here.
    ctx = await createTestContext({ ipRateLimit: true, trustProxy: ['127.0.0.1'] });
  });

  it("takes the client's address from the proxy's X-Forwarded-For", async () => {
    const owner = await registerCompany(ctx.app);
    const token = okData<{ token: string }>(await login(ctx, owner.email, owner.password, { 'x-forwarded-for': PROXIED_CLIENT })).token;
    expect(await sessionIp(ctx, token)).toBe(PROXIED_CLIENT);
  });

  it('still ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const owner = await registerCompany(ctx.app);
    const token = okData<{ token: string }>(await login(ctx, owner.email, owner.password, { 'x-forwarded-for': FORGED }, '192.0.2.10')).token;
    expect(await sessionIp(ctx, token)).toBe('192.0.2.10');
  });

  it('counts the login limit per client behind the proxy', async () => {
    for (let i = 0; i < 30; i += 1) await login(ctx, unique().email, 'wrong-password', { 'x-forwarded-for': '198.51.100.50' });
    expect((await login(ctx, unique().email, 'wrong-password', { 'x-forwarded-for': '198.51.100.50' })).statusCode).toBe(429);
    // Another client behind the same proxy is not held back by the first one's tries.
    expect((await login(ctx, unique().email, 'wrong-password', { 'x-forwarded-for': '198.51.100.51' })).statusCode).toBe(400);
  });
});

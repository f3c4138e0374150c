// Issue 11 item 6: five wrong passwords locked a login key for 15 minutes for everybody, the
// owner included, so anyone could keep the super administrator out; and the e-mail and the
// mobile of one account were counted apart. Now failures count per account across both, a
// source (IP) that keeps failing waits 1 s, 2 s, 4 s ... up to 15 minutes, the owner's right
// password from his own address still logs in, and wrong old passwords on 修改密码 are
// throttled the same way.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/modules/auth/tables';
import { ACCOUNT_CEILING, ATTEMPTS_KEPT_MS, MAX_DELAY_MS, pruneAttempts, throttleDelayMs, throttleSource, waitText } from '../../src/modules/auth/throttle';
import { call, createTestContext, registerCompany, unique, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

const login = (account: string, password: string, remoteAddress = ATTACKER) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password }, remoteAddress });

/** Moves every recorded attempt back in time, as if the wait had passed. */
const age = (seconds: number) => ctx.database.db.execute(sql`update ${loginAttempts} set created_at = created_at - make_interval(secs => ${seconds})`);

describe('the delay', () => {
  it('is nothing for five failures, then doubles from 1 s up to 15 minutes', () => {
    expect([0, 4].map((n) => throttleDelayMs(n, n))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => throttleDelayMs(n, n))).toEqual([1000, 2000, 4000, 8000]);
    expect(throttleDelayMs(15, 15)).toBe(MAX_DELAY_MS);
    expect(throttleDelayMs(1000, 1000)).toBe(15 * 60_000);
  });

  it('starts at the first failure once the account has more than the ceiling from all sources, never for a clean source', () => {
    expect(throttleDelayMs(0, ACCOUNT_CEILING + 1)).toBe(0);
    expect(throttleDelayMs(1, ACCOUNT_CEILING + 1)).toBe(1000);
    expect(throttleDelayMs(3, ACCOUNT_CEILING + 1)).toBe(4000);
    expect(throttleDelayMs(1, ACCOUNT_CEILING)).toBe(0);
  });

  it('is told in Chinese, rounded up', () => {
    expect([waitText(1), waitText(1500), waitText(59_000), waitText(61_000), waitText(MAX_DELAY_MS)]).toEqual(['1秒', '2秒', '59秒', '2分钟', '15分钟']);
  });
});

describe('the source', () => {
  it('is an IPv4 address as it is, an IPv6 address by its /64, an IPv4-mapped one as its IPv4', () => {
    expect(throttleSource('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleSource('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleSource('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(throttleSource('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(throttleSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleSource('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(throttleSource(undefined)).toBeUndefined();
  });
});

describe('POST /api/auth/login', () => {
  it('keeps a guessing source waiting while the owner logs in from his own address', async () => {
    const c = await registerCompany(ctx.app);
    for (let i = 0; i < 5; i += 1) expect((await login(c.email, 'wrong1234')).statusCode).toBe(400);
    const refused = await login(c.email, c.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: '10003', message: '登录失败次数过多，请1秒后再试', data: { retryAfterSeconds: 1 } });
    const owner = await login(c.email, c.password, OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
    // The owner's success wipes nothing of the guesser's.
    expect((await login(c.mobile, 'wrong1234')).statusCode).toBe(429);
  });

  it('counts the e-mail and the mobile of one account together', async () => {
    const c = await registerCompany(ctx.app);
    for (const account of [c.email, c.mobile, c.email.toUpperCase(), c.mobile, ` ${c.email} `]) expect((await login(account, 'wrong1234')).statusCode).toBe(400);
    expect((await login(c.mobile, c.password)).statusCode).toBe(429);
  });

  it('lets the source try again once its wait has passed, and then doubles the wait', async () => {
    const c = await registerCompany(ctx.app);
    for (let i = 0; i < 5; i += 1) await login(c.mobile, 'wrong1234');
    expect((await login(c.mobile, 'wrong1234')).statusCode).toBe(429);
    await age(2);
    expect((await login(c.mobile, 'wrong1234')).statusCode).toBe(400);
    const next = await login(c.mobile, c.password);
    expect(next.json()).toMatchObject({ status: '10003', message: '登录失败次数过多，请2秒后再试' });
    await age(3);
    expect((await login(c.mobile, c.password)).statusCode).toBe(200);
  });

  it('counts an unknown account per normalised key and answers it like a known one', async () => {
    const ghost = unique().email;
    for (const key of [ghost, ghost.toUpperCase(), ` ${ghost}`, ghost, ghost]) expect((await login(key, 'wrong1234')).json().status).toBe('10001');
    const refused = await login(ghost, 'wrong1234');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('登录失败次数过多，请1秒后再试');
  });

  it('counts a burst of parallel wrong passwords one after the other', async () => {
    const c = await registerCompany(ctx.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(c.email, 'wrong1234')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(7);
    expect(codes.every((code) => code === 400 || code === 429)).toBe(true);
  });

  it('counts every address of one IPv6 /64 as one source', async () => {
    const c = await registerCompany(ctx.app);
    for (let i = 1; i <= 5; i += 1) expect((await login(c.email, 'wrong1234', `2001:db8:77:1::${i}`)).statusCode).toBe(400);
    expect((await login(c.email, c.password, '2001:db8:77:1:ffff::9')).statusCode).toBe(429);
    expect((await login(c.email, c.password, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('slows every failing source once many sources have failed, but never keeps the owner out', async () => {
    const c = await registerCompany(ctx.app);
    // Sixty failures from sixty addresses, as a botnet would spread them.
    await ctx.database.db.insert(loginAttempts).values(Array.from({ length: 60 }, (_, i) => ({ accountKey: c.email, accountId: c.accountId, ip: `192.0.2.${i}`, success: false })));
    expect((await login(c.email, 'wrong1234', '192.0.2.200')).statusCode).toBe(400);
    // One failure is now enough to make that source wait.
    expect((await login(c.email, c.password, '192.0.2.200')).statusCode).toBe(429);
    expect((await login(c.email, c.password, '192.0.2.1')).statusCode).toBe(429);
    const owner = await login(c.email, c.password, OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe('POST /api/auth/password/change', () => {
  const change = (session: Awaited<ReturnType<typeof registerCompany>>, oldPassword: string, remoteAddress = ATTACKER) =>
    call(ctx.app, session, { method: 'POST', url: '/api/auth/password/change', payload: { oldPassword, password: 'changed2026x' }, remoteAddress });

  it('makes a session that guesses the old password wait, per account and source', async () => {
    const c = await registerCompany(ctx.app);
    for (let i = 0; i < 5; i += 1) expect((await change(c, 'wrong1234')).json().status).toBe('10007');
    const refused = await change(c, c.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: '10010', message: '原密码错误次数过多，请1秒后再试', data: { retryAfterSeconds: 1 } });
    // Wrong old passwords count with failed logins of the same account and source.
    expect((await login(c.email, c.password)).statusCode).toBe(429);
    const owner = await change(c, c.password, OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe('old password checks', () => {
  it('are pruned after a day, the recent ones kept', async () => {
    const key = unique().email;
    await ctx.database.db.insert(loginAttempts).values([
      { accountKey: key, ip: ATTACKER, success: false, createdAt: new Date(Date.now() - ATTEMPTS_KEPT_MS - 60_000) },
      { accountKey: key, ip: ATTACKER, success: false },
    ]);
    expect(await pruneAttempts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, key));
    expect(left).toHaveLength(1);
    expect(left[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

// Issue 11 item 1: POST /api/auth/password/forget answered the live reset link (resetUrl)
// to anyone who knew an e-mail or mobile, wrote it to the info log, and answered unknown
// accounts differently. Now no reset or invitation link or token is in any API answer or log
// line, the answer and its timing are the same for every account, and the operator gets a
// link from `bole reset-link`.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetLinkCommand } from '../../src/modules/auth/cli';
import { linkForOperator } from '../../src/modules/auth/service';
import { accountTokens } from '../../src/modules/auth/tables';
import { accounts } from '../../src/modules/company/tables';
import { okData, twoCompanies, type Api } from '../company/fixtures';
import { appWithLog, registerCompany, unique, type Session, type TestContext } from '../helpers';
import { TEST_APP_ROLE_KEY } from '../app-role';

let ctx: TestContext;
let api: Api;
let a: Session;
beforeAll(async () => {
  ({ ctx, api, a } = await twoCompanies());
});

const forget = (account: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { account } });
const LINKISH = /token|invite|forget\?|https?:/i;

describe('POST /api/auth/password/forget', () => {
  it('answers exactly { sent: true } for known, unknown and disabled accounts, by e-mail or mobile', async () => {
    const known = await registerCompany(ctx.app);
    const disabled = await registerCompany(ctx.app);
    await ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, disabled.accountId));
    const ghost = unique();
    for (const account of [known.email, known.email.toUpperCase(), known.mobile, ghost.email, ghost.mobile, disabled.email]) {
      const res = await forget(account);
      expect(res.statusCode, account).toBe(200);
      expect(res.json(), account).toEqual({ status: 200, data: { sent: true } });
      expect(res.body).not.toMatch(LINKISH);
      expect(JSON.stringify(res.headers)).not.toMatch(/forget\?/);
    }
  });

  it('takes no less than its floor for known and unknown accounts alike', async () => {
    const known = await registerCompany(ctx.app);
    const timed = async (account: string) => {
      const started = performance.now();
      await forget(account);
      return performance.now() - started;
    };
    const knownMs = [await timed(known.email), await timed(known.mobile)];
    const unknownMs = [await timed(unique().email), await timed(unique().mobile)];
    // The floor (300 ms) is far above the work either does, so the two cannot be told apart.
    for (const ms of [...knownMs, ...unknownMs]) expect(ms).toBeGreaterThanOrEqual(295);
    expect(Math.abs(Math.min(...knownMs) - Math.min(...unknownMs))).toBeLessThan(150);
  });

  it('keeps the token it makes for a known account to itself: a hash in the table, nothing in the log', async () => {
    const { app: logged, lines } = await appWithLog(ctx, 'trace');
    try {
      const known = await registerCompany(logged);
      const res = await logged.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { account: known.email } });
      expect(res.json()).toEqual({ status: 200, data: { sent: true } });
      const stored = await ctx.database.db.select().from(accountTokens).where(and(eq(accountTokens.accountId, known.accountId), eq(accountTokens.purpose, 'reset')));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      // Opening a link logs the request line, without its query string.
      const token = 'A'.repeat(43);
      await logged.inject({ method: 'GET', url: `/out/forget?token=${token}` });
      await logged.inject({ method: 'GET', url: `/api/out/resumes/${token}` });
      const log = lines.join('');
      expect(log).toContain('/out/forget');
      expect(log).toContain('/api/out/resumes/:token');
      expect(log).not.toContain(token);
      expect(log).not.toMatch(/forget\?|reset link|token=/i);
    } finally {
      await logged.close();
    }
  });
});

describe('invitations', () => {
  it('creating an invited account answers no link, nor does sending the invitation again', async () => {
    const u = unique();
    const roles = okData<{ id: number; systemCode: number | null }[]>(await api(a, { method: 'GET', url: '/api/company/roles' }));
    const hr = roles.find((r) => r.systemCode === 2)!.id;
    const res = await api(a, { method: 'POST', url: '/api/company/accounts', payload: { userName: '林晓雯', loginEmail: u.email, loginMobile: u.mobile, roleId: hr } });
    const created = okData<{ id: number; status: number }>(res);
    expect(created.status).toBe(3);
    expect(res.body).not.toMatch(LINKISH);
    const again = await api(a, { method: 'POST', url: `/api/company/accounts/${created.id}/invite` });
    expect(again.json()).toEqual({ status: 200 });
  });
});

describe('bole reset-link (the operator’s link)', () => {
  it('makes a reset link that works once, a newer one replacing it', async () => {
    const c = await registerCompany(ctx.app);
    const link = await linkForOperator(ctx.database.db, ctx.app.deps.config, ` ${c.email.toUpperCase()} `);
    if (link.kind !== 'reset') throw new Error(`expected a reset link, got ${link.kind}`);
    expect(link).toMatchObject({ userName: '周明远', ttlHours: 1 });
    const token = new URL(link.url).searchParams.get('token')!;
    // A newer link replaces it.
    const newer = await linkForOperator(ctx.database.db, ctx.app.deps.config, c.mobile);
    if (newer.kind !== 'reset') throw new Error('expected a reset link');
    const stale = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password: 'fresh2026x' } });
    expect(stale.json().status).toBe('10006');
    const fresh = new URL(newer.url).searchParams.get('token')!;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token: fresh, password: 'fresh2026x' } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token: fresh, password: 'fresh2027x' } })).statusCode).toBe(400);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: c.email, password: 'fresh2026x' } });
    expect(login.statusCode).toBe(200);
  });

  it('makes an invitation for an account still invited, and nothing for unknown or disabled ones', async () => {
    const u = unique();
    const roles = okData<{ id: number; systemCode: number | null }[]>(await api(a, { method: 'GET', url: '/api/company/roles' }));
    const hr = roles.find((r) => r.systemCode === 2)!.id;
    okData(await api(a, { method: 'POST', url: '/api/company/accounts', payload: { userName: '赵雨桐', loginEmail: u.email, loginMobile: u.mobile, roleId: hr } }));
    const invite = await linkForOperator(ctx.database.db, ctx.app.deps.config, u.mobile);
    if (invite.kind !== 'invite') throw new Error(`expected an invitation, got ${invite.kind}`);
    expect(invite.ttlHours).toBe(7 * 24);
    const token = new URL(invite.url).searchParams.get('invite');
    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token, password: 'welcome2026x' } });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await linkForOperator(ctx.database.db, ctx.app.deps.config, unique().email)).toEqual({ kind: 'unknown' });
    const off = await registerCompany(ctx.app);
    await ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, off.accountId));
    expect(await linkForOperator(ctx.database.db, ctx.app.deps.config, off.email)).toEqual({ kind: 'disabled' });
  });

  it('prints the link to the operator’s terminal only, and explains a refusal', async () => {
    const c = await registerCompany(ctx.app);
    // The command connects as the owner and sets the app role's password from the key, as a server would.
    const config = { ...ctx.app.deps.config, databaseUrl: String(ctx.owner.pool.options.connectionString), secretKey: TEST_APP_ROLE_KEY };
    const capture = () => {
      const chunks: string[] = [];
      return { chunks, write: (text: string) => chunks.push(text) };
    };
    const out = capture();
    const err = capture();
    expect(await resetLinkCommand(config, [c.mobile], out, err)).toBe(0);
    expect(out.chunks.join('')).toMatch(/「周明远」的重置密码链接，1小时内有效[^\n]*\nhttp:\/\/bole\.test\/out\/forget\?token=[\w-]{43}\n/);
    expect(err.chunks).toEqual([]);

    const missing = capture();
    expect(await resetLinkCommand(config, [unique().email], capture(), missing)).toBe(1);
    expect(missing.chunks.join('')).toMatch(/^没有登录邮箱或手机号为 \S+ 的账号/);
    const usage = capture();
    expect(await resetLinkCommand(config, [], capture(), usage)).toBe(2);
    expect(usage.chunks.join('')).toBe('用法: npx --no-install bole reset-link 邮箱或手机号\n');
  });
});

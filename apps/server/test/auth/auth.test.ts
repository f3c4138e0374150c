import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkForOperator } from '../../src/modules/auth/service';
import { sessions } from '../../src/modules/auth/tables';
import { accounts } from '../../src/modules/company/tables';
import { call, createTestContext, registerCompany, type TestContext, unique } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('POST /api/auth/register', () => {
  it('creates the company with its super administrator and answers a token and the user', async () => {
    const u = unique();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { companyName: '星河智能科技有限公司', userName: '周明远', loginEmail: u.email.toUpperCase(), loginMobile: u.mobile, password: 'bole2026x' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.user).toMatchObject({ companyName: '星河智能科技有限公司', userName: '周明远', loginEmail: u.email, roleType: 1, role: 1, roleName: '超级管理员' });
    expect(body.data.user.allows.socialAuths).toContain(320001);
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe(body.data.token);
  });

  it('takes a form-encoded body too', async () => {
    const u = unique();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ companyName: '远景数据服务有限公司', userName: '林晓雯', loginEmail: u.email, loginMobile: u.mobile, password: 'bole2026x' }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a malformed phone, e-mail and weak password with Chinese messages and field paths', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { companyName: '华章文化', userName: '王芳', loginEmail: 'not-an-email', loginMobile: '2345', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('40001');
    const fields = Object.fromEntries(body.data.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(fields.loginEmail).toBe('邮箱格式不正确');
    expect(fields.loginMobile).toBe('手机号格式不正确');
    expect(fields.password).toMatch(/8-32位/);
  });

  it('refuses a name over 30 characters', async () => {
    const u = unique();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { companyName: '青松医疗', userName: '张'.repeat(31), loginEmail: u.email, loginMobile: u.mobile, password: 'bole2026x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('姓名最多30个字符');
  });

  it('answers 409 when the e-mail or the mobile is taken, and stores nothing', async () => {
    const first = await registerCompany(ctx.app);
    const u = unique();
    const byEmail = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { companyName: '重复公司', userName: '李雷', loginEmail: first.email, loginMobile: u.mobile, password: 'bole2026x' } });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe('该邮箱已注册');
    const byMobile = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { companyName: '重复公司', userName: '李雷', loginEmail: u.email, loginMobile: first.mobile, password: 'bole2026x' } });
    expect(byMobile.statusCode).toBe(409);
    expect(byMobile.json().message).toBe('该手机号已注册');
    const stored = await ctx.database.db.select().from(accounts).where(eq(accounts.loginEmail, u.email));
    expect(stored).toHaveLength(0);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in by e-mail or by mobile and sets the token cookie', async () => {
    const c = await registerCompany(ctx.app);
    for (const account of [c.email, c.mobile]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password: c.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.token).toBeTruthy();
      expect(res.json().data.user.userId).toBe(c.accountId);
      const cookie = res.cookies.find((x) => x.name === 'token');
      expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    }
  });

  it('answers the same error for a wrong password and an unknown account', async () => {
    const c = await registerCompany(ctx.app);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: c.email, password: 'nope12345' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'nobody@example.com', password: 'nope12345' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('账号或密码错误');
  });

  it('makes a source wait after five failures, even with the right password (issue 11 item 6 has the rest)', async () => {
    const c = await registerCompany(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: c.mobile, password: 'wrong1234' } });
    }
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: c.mobile, password: c.password } });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
  });

  it('refuses a disabled account', async () => {
    const c = await registerCompany(ctx.app);
    await ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, c.accountId));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: c.email, password: c.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('账号已停用，请联系管理员');
  });
});

describe('sessions', () => {
  it('answers HTTP 401 with body status "999" without a token or with an expired one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/common/account/info' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: '999', message: '请登录后访问' });

    const c = await registerCompany(ctx.app);
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.accountId, c.accountId));
    const expired = await call(ctx.app, c, { method: 'GET', url: '/api/common/account/info' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().status).toBe('999');
  });

  it('reads the token from the cookie for reads but requires the header to change anything', async () => {
    const c = await registerCompany(ctx.app);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/common/account/info', cookies: { token: c.token } });
    expect(read.statusCode).toBe(200);
    const write = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { token: c.token } });
    expect(write.statusCode).toBe(403);
    expect(write.json().status).toBe('40002');
  });

  it('logs out: the token stops working', async () => {
    const c = await registerCompany(ctx.app);
    const out = await call(ctx.app, c, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    const after = await call(ctx.app, c, { method: 'GET', url: '/api/common/account/info' });
    expect(after.statusCode).toBe(401);
  });
});

describe('password reset (/out/forget)', () => {
  it('resets with a one-time link and ends the old sessions', async () => {
    const c = await registerCompany(ctx.app);
    const forget = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { account: c.email } });
    expect(forget.json()).toEqual({ status: 200, data: { sent: true } });
    // The link comes from the operator's command (bole reset-link), never from the API.
    const link = await linkForOperator(ctx.database.db, ctx.app.deps.config, c.email);
    if (link.kind !== 'reset') throw new Error(`expected a reset link, got ${link.kind}`);
    const url = new URL(link.url);
    expect(url.pathname).toBe('/out/forget');
    const token = url.searchParams.get('token')!;

    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password: 'newpass2026' } });
    expect(reset.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password: 'newpass2027' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('重置链接无效或已过期，请重新申请');

    expect((await call(ctx.app, c, { method: 'GET', url: '/api/common/account/info' })).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: c.email, password: 'newpass2026' } });
    expect(login.statusCode).toBe(200);
  });

  it('answers the same for an unknown account and reveals no link', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { account: 'ghost@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: true });
  });

  it('changes the password when the old one is right', async () => {
    const c = await registerCompany(ctx.app);
    const bad = await call(ctx.app, c, { method: 'POST', url: '/api/auth/password/change', payload: { oldPassword: 'wrong1234', password: 'another2026' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('原密码不正确');
    const good = await call(ctx.app, c, { method: 'POST', url: '/api/auth/password/change', payload: { oldPassword: c.password, password: 'another2026' } });
    expect(good.statusCode).toBe(200);
    // The session that changed it stays; the new password works.
    expect((await call(ctx.app, c, { method: 'GET', url: '/api/common/account/info' })).statusCode).toBe(200);
  });
});

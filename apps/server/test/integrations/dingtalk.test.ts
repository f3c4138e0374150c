import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/modules/company/tables';
import { dingtalkApps } from '../../src/modules/integrations/tables';
import { expectFailure, okData } from '../company/fixtures';
import { call, type Session, type TestContext } from '../helpers';
import { FAKE, type FakeDingTalk } from './fake-dingtalk';
import { bindApp, dingtalkWorld, insertAccount } from './fixtures';

let ctx: TestContext;
let fake: FakeDingTalk;
let a: Session;
let b: Session;
let zhouId: number;

const CORP = 'dingcorpxinghe001';
const login = (authCode: string, corpId = CORP) => ctx.app.inject({ method: 'GET', url: '/api/dingtalk/third/login.json', query: { authCode, corpId } });

beforeAll(async () => {
  ({ ctx, fake, a, b } = await dingtalkWorld());
  await bindApp(ctx, a, CORP);
  zhouId = await insertAccount(ctx, a.companyId, { thirdUserId: FAKE.codes['code-zhou'], userName: '周晓婷', systemCode: 2 });
  await insertAccount(ctx, a.companyId, { thirdUserId: FAKE.codes['code-disabled'], status: 2 });
  await insertAccount(ctx, a.companyId, { thirdUserId: FAKE.codes['code-invited'], status: 3 });
});

describe('GET /api/dingtalk/third/login.json', () => {
  it('logs a bound DingTalk user in like a password login: cookie, session, first login once', async () => {
    const res = await login('code-zhou');
    const data = okData<Record<string, unknown>>(res);
    expect(data).toMatchObject({ roleType: 2, role: 2, sysType: 1, firstLogin: true, userName: '周晓婷', userId: zhouId, companyId: a.companyId });
    expect(typeof data.token).toBe('string');
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie?.value).toBe(data.token);
    expect(cookie?.path).toBe('/');
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);

    // The cookie alone opens the session for reads, as after a password login.
    const info = await ctx.app.inject({ method: 'GET', url: '/api/common/account/info', cookies: { token: cookie!.value } });
    expect(okData<Record<string, unknown>>(info)).toMatchObject({ userId: zhouId, thirdUserId: 'zhoumingyuan', isDingWorkUser: true });

    const again = okData<{ firstLogin: boolean; token: string }>(await login('code-zhou'));
    expect(again.firstLogin).toBe(false);
    expect(again.token).not.toBe(data.token);
    const [row] = await ctx.database.db.select({ lastLoginAt: accounts.lastLoginAt }).from(accounts).where(eq(accounts.id, zhouId));
    expect(row?.lastLoginAt).not.toBeNull();
  });

  it('caches the access token between logins', async () => {
    const before = fake.calls['/gettoken'] ?? 0;
    okData(await login('code-zhou'));
    okData(await login('code-zhou'));
    expect(fake.calls['/gettoken'] ?? 0).toBe(before);
  });

  it('fetches a new token once when DingTalk says the cached one expired', async () => {
    const before = fake.calls['/gettoken'] ?? 0;
    fake.expireTokenOnce();
    expect(okData<{ userId: number }>(await login('code-zhou')).userId).toBe(zhouId);
    expect(fake.calls['/gettoken']).toBe(before + 1);
  });

  it('answers 404 for a DingTalk organisation no company has bound', async () => {
    const body = expectFailure(await login('code-zhou', 'dingunknowncorp'), 404, '80001');
    expect(body.message).toBe('该钉钉企业尚未绑定伯乐招聘，请联系管理员');
  });

  it('answers 403 with contactAdmin for a DingTalk user without an account', async () => {
    const body = expectFailure(await login('code-ghost'), 403, '80002');
    expect(body.message).toBe('您还不是本企业伯乐招聘的用户，请联系管理员邀请');
    expect(body.data).toEqual({ contactAdmin: true });
    // Another company's binding of the same DingTalk user id does not count.
    await insertAccount(ctx, b.companyId, { thirdUserId: FAKE.codes['code-chen'] });
    expectFailure(await login('code-chen'), 403, '80002');
  });

  it('refuses a disabled account and an account that was never activated', async () => {
    const disabled = expectFailure(await login('code-disabled'), 403, '10002');
    expect(disabled.message).toBe('账号已停用，请联系管理员');
    const invited = expectFailure(await login('code-invited'), 403, '80002');
    expect(invited.data).toEqual({ contactAdmin: true });
  });

  it('passes DingTalk error codes on in Chinese', async () => {
    const body = expectFailure(await login('code-expired-or-used'), 400, '80005');
    expect(body.message).toBe('钉钉接口调用失败：不存在的临时授权码');
  });

  it('reports a wrong stored secret as DingTalk’s refusal', async () => {
    await bindApp(ctx, b, 'dingcorpyuanjing02', { appSecret: 'not-the-secret' });
    const body = expectFailure(await login('code-zhou', 'dingcorpyuanjing02'), 400, '80005');
    expect(body.message).toBe('钉钉接口调用失败：不合法的appKey或appSecret');
  });

  it('refuses while the company has switched the integration off', async () => {
    await bindApp(ctx, a, CORP, { enabled: false, appSecret: '' });
    try {
      expectFailure(await login('code-zhou'), 403, '80004');
    } finally {
      await bindApp(ctx, a, CORP, { enabled: true, appSecret: '' });
    }
    okData(await login('code-zhou'));
  });

  it('validates its query in Chinese', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dingtalk/third/login.json', query: { corpId: CORP } });
    expect(expectFailure(res, 400).message).toBe('缺少authCode');
  });
});

describe('GET /api/dingtalk/js/sign.json', () => {
  it('signs the page url with the jsapi ticket (DingTalk’s rule), without the #fragment', async () => {
    const url = 'https://bole.example.com/out/ddauth?corpId=dingcorpxinghe001&x=1';
    const data = okData<Record<string, string>>(await call(ctx.app, a, { method: 'GET', url: '/api/dingtalk/js/sign.json', query: { url: `${url}#/home` } }));
    expect(data).toMatchObject({ agentId: '2873456001', corpId: CORP });
    expect(data.nonceStr).toMatch(/^[\w-]{8,}$/);
    expect(Math.abs(Number(data.timeStamp) - Date.now())).toBeLessThan(60_000);
    const expected = createHash('sha1').update(`jsapi_ticket=${FAKE.ticket}&noncestr=${data.nonceStr}&timestamp=${data.timeStamp}&url=${url}`).digest('hex');
    expect(data.signature).toBe(expected);

    const next = okData<Record<string, string>>(await call(ctx.app, a, { method: 'GET', url: '/api/dingtalk/js/sign.json', query: { url } }));
    expect(next.nonceStr).not.toBe(data.nonceStr);
    expect(fake.calls['/get_jsapi_ticket']).toBe(1);
  });

  it('answers 404 for a company without a DingTalk app, 401 without login', async () => {
    await ctx.database.db.delete(dingtalkApps).where(eq(dingtalkApps.companyId, b.companyId));
    const body = expectFailure(await call(ctx.app, b, { method: 'GET', url: '/api/dingtalk/js/sign.json', query: { url: 'https://bole.example.com/home' } }), 404, '80003');
    expect(body.message).toBe('企业尚未配置钉钉集成');
    expectFailure(await call(ctx.app, null, { method: 'GET', url: '/api/dingtalk/js/sign.json', query: { url: 'https://bole.example.com/home' } }), 401, '999');
  });
});

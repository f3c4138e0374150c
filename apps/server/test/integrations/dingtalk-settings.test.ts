import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/modules/company/tables';
import { dingtalkApps } from '../../src/modules/integrations/tables';
import { decryptSecret, encryptSecret } from '../../src/platform/crypto';
import { expectFailure, expectInvalid, okData } from '../company/fixtures';
import { addAccount, call, type Session, type TestContext } from '../helpers';
import { FAKE } from './fake-dingtalk';
import { bindBody, dingtalkWorld, insertAccount } from './fixtures';

let ctx: TestContext;
let a: Session;
let b: Session;
let hr: Session;

const CORP = 'dingcorpsettings01';
const appRow = async (companyId: number) => (await ctx.database.db.select().from(dingtalkApps).where(eq(dingtalkApps.companyId, companyId)))[0];
const put = (session: Session, payload: Record<string, unknown>) => call(ctx.app, session, { method: 'PUT', url: '/api/integrations/dingtalk', payload });

beforeAll(async () => {
  ({ ctx, a, b } = await dingtalkWorld());
  hr = await addAccount(ctx, a.companyId, 2);
});

describe('/api/integrations/dingtalk', () => {
  it('answers null before a binding, and refuses a first binding without AppSecret', async () => {
    expect(okData(await call(ctx.app, a, { method: 'GET', url: '/api/integrations/dingtalk' }))).toBeNull();
    expect(expectInvalid(await put(a, bindBody(CORP, { appSecret: '' })), 'appSecret')).toBe('请输入AppSecret');
  });

  it('binds the app and stores the secret encrypted, never answering it', async () => {
    const res = await put(a, bindBody(CORP));
    const saved = okData<Record<string, unknown>>(res);
    expect(saved).toMatchObject({ corpId: CORP, agentId: '2873456001', appKey: FAKE.appKey, enabled: true, secretSet: true });
    expect(res.body).not.toContain(FAKE.appSecret);
    expect(JSON.stringify(okData(await call(ctx.app, a, { method: 'GET', url: '/api/integrations/dingtalk' })))).not.toContain(FAKE.appSecret);

    const row = await appRow(a.companyId);
    expect(row!.appSecretEncrypted).not.toContain(FAKE.appSecret);
    expect(row!.appSecretEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(ctx.app.deps.config.secretKey, row!.appSecretEncrypted)).toBe(FAKE.appSecret);
  });

  it('keeps the stored secret when an update leaves it empty', async () => {
    const before = await appRow(a.companyId);
    const saved = okData<Record<string, unknown>>(await put(a, bindBody(CORP, { appSecret: undefined, agentId: '2873456002', enabled: 'false' })));
    expect(saved).toMatchObject({ agentId: '2873456002', enabled: false, secretSet: true });
    expect((await appRow(a.companyId))!.appSecretEncrypted).toBe(before!.appSecretEncrypted);
    okData(await put(a, bindBody(CORP, { appSecret: '' })));
  });

  it('validates in Chinese with field paths', async () => {
    expect(expectInvalid(await put(a, bindBody(CORP, { agentId: '应用123' })), 'agentId')).toBe('AgentId只能是数字');
    expectInvalid(await put(a, bindBody('', {})), 'corpId');
    expectInvalid(await put(a, bindBody(CORP, { appKey: 'ding key' })), 'appKey');
    expectInvalid(await put(a, bindBody(CORP, { appSecret: '含中文的密钥' })), 'appSecret');
  });

  it('refuses a DingTalk organisation another company has bound', async () => {
    const body = expectFailure(await put(b, bindBody(CORP)), 409, '80007');
    expect(body.message).toBe('该钉钉企业已绑定其他伯乐招聘企业');
  });

  it('tests the connection with the stored credentials', async () => {
    expect(okData<{ ok: boolean }>(await call(ctx.app, a, { method: 'POST', url: '/api/integrations/dingtalk/test' })).ok).toBe(true);
    okData(await put(b, bindBody('dingcorpsettings02', { appSecret: 'wrong-secret' })));
    const body = expectFailure(await call(ctx.app, b, { method: 'POST', url: '/api/integrations/dingtalk/test' }), 400, '80005');
    expect(body.message).toBe('钉钉接口调用失败：不合法的appKey或appSecret');
  });

  it('says so when the stored secret cannot be decrypted (server key changed)', async () => {
    const otherKey = Buffer.alloc(32, 7);
    await ctx.database.db.update(dingtalkApps).set({ appSecretEncrypted: encryptSecret(otherKey, FAKE.appSecret) }).where(eq(dingtalkApps.companyId, b.companyId));
    expectFailure(await call(ctx.app, b, { method: 'POST', url: '/api/integrations/dingtalk/test' }), 409, '80009');
  });

  it('unbinds', async () => {
    await call(ctx.app, b, { method: 'DELETE', url: '/api/integrations/dingtalk' }).then((res) => okData(res));
    expect(await appRow(b.companyId)).toBeUndefined();
    expect(okData(await call(ctx.app, b, { method: 'GET', url: '/api/integrations/dingtalk' }))).toBeNull();
    expectFailure(await call(ctx.app, b, { method: 'POST', url: '/api/integrations/dingtalk/test' }), 404, '80003');
    expect(await appRow(a.companyId)).toBeDefined();
  });
});

describe('/api/integrations/dingtalk/accounts', () => {
  it('binds an account to a DingTalk user id, unique within the company, and unbinds with an empty value', async () => {
    const id = await insertAccount(ctx, a.companyId, { userName: '赵雨桐' });
    const row = okData<Record<string, unknown>>(await call(ctx.app, a, { method: 'PATCH', url: `/api/integrations/dingtalk/accounts/${id}`, payload: { thirdUserId: ' zhaoyt ' } }));
    expect(row).toMatchObject({ id, userName: '赵雨桐', thirdUserId: 'zhaoyt', roleName: 'HR' });
    expect(row).not.toHaveProperty('passwordHash');

    const other = await insertAccount(ctx, a.companyId);
    const taken = expectFailure(await call(ctx.app, a, { method: 'PATCH', url: `/api/integrations/dingtalk/accounts/${other}`, payload: { thirdUserId: 'zhaoyt' } }), 409, '80008');
    expect(taken.message).toBe('该钉钉用户ID已绑定本企业的其他账号');
    // Another company may use the same DingTalk user id.
    const theirs = await insertAccount(ctx, b.companyId);
    okData(await call(ctx.app, b, { method: 'PATCH', url: `/api/integrations/dingtalk/accounts/${theirs}`, payload: { thirdUserId: 'zhaoyt' } }));

    const list = okData<{ list: { id: number; thirdUserId: string | null }[]; total: number }>(
      await call(ctx.app, a, { method: 'GET', url: '/api/integrations/dingtalk/accounts', query: { bound: 'true' } }),
    );
    expect(list.list.map((r) => r.id)).toEqual([id]);
    const search = okData<{ list: { id: number }[] }>(await call(ctx.app, a, { method: 'GET', url: '/api/integrations/dingtalk/accounts', query: { keyword: '赵雨' } }));
    expect(search.list.map((r) => r.id)).toContain(id);

    okData(await call(ctx.app, a, { method: 'PATCH', url: `/api/integrations/dingtalk/accounts/${id}`, payload: { thirdUserId: '' } }));
    const [stored] = await ctx.database.db.select({ thirdUserId: accounts.thirdUserId }).from(accounts).where(eq(accounts.id, id));
    expect(stored?.thirdUserId).toBeNull();
  });

  it('answers 404 for another company’s account and lists only the caller’s accounts', async () => {
    const theirs = await insertAccount(ctx, b.companyId);
    expectFailure(await call(ctx.app, a, { method: 'PATCH', url: `/api/integrations/dingtalk/accounts/${theirs}`, payload: { thirdUserId: 'spy' } }), 404, '40400');
    const [stored] = await ctx.database.db.select({ thirdUserId: accounts.thirdUserId }).from(accounts).where(eq(accounts.id, theirs));
    expect(stored?.thirdUserId).toBeNull();
    const list = okData<{ list: { id: number }[] }>(await call(ctx.app, a, { method: 'GET', url: '/api/integrations/dingtalk/accounts', query: { pageSize: '100' } }));
    expect(list.list.map((r) => r.id)).not.toContain(theirs);
  });

  it('validates the DingTalk user id', async () => {
    const id = await insertAccount(ctx, a.companyId);
    expectInvalid(await call(ctx.app, a, { method: 'PATCH', url: `/api/integrations/dingtalk/accounts/${id}`, payload: { thirdUserId: 'a b' } }), 'thirdUserId');
    expectInvalid(await call(ctx.app, a, { method: 'PATCH', url: `/api/integrations/dingtalk/accounts/${id}`, payload: { thirdUserId: 'x'.repeat(65) } }), 'thirdUserId');
  });
});

describe('access', () => {
  const endpoints = [
    { method: 'GET', url: '/api/integrations/dingtalk' },
    { method: 'PUT', url: '/api/integrations/dingtalk', payload: bindBody('dingcorpaccess') },
    { method: 'POST', url: '/api/integrations/dingtalk/test' },
    { method: 'DELETE', url: '/api/integrations/dingtalk' },
    { method: 'GET', url: '/api/integrations/dingtalk/accounts' },
    { method: 'PATCH', url: '/api/integrations/dingtalk/accounts/1', payload: { thirdUserId: 'x' } },
  ] as const;

  it('refuses an HR account (no 第三方对接 permission) with 403', async () => {
    for (const e of endpoints) expectFailure(await call(ctx.app, hr, { ...e }), 403, '40300');
    expect(await appRow(a.companyId)).toBeDefined();
  });

  it('refuses callers without login with 401', async () => {
    for (const e of endpoints) expectFailure(await call(ctx.app, null, { ...e }), 401, '999');
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkForOperator } from '../../src/modules/auth/service';
import { accounts, roles } from '../../src/modules/company/tables';
import { addAccount, expectFailure, expectInvalid, expectInvalidShared, expectNotFound, okData, twoCompanies, unique, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let roleIds: Map<number, number>;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  const rows = await ctx.database.db.select().from(roles).where(eq(roles.companyId, a.companyId));
  roleIds = new Map(rows.map((r) => [r.systemCode ?? 0, r.id]));
});

const accountRow = async (id: number) => (await ctx.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const newAccount = (extra: Record<string, unknown> = {}) => {
  const u = unique();
  return { userName: '孙悦', loginEmail: u.email, loginMobile: u.mobile, roleId: roleIds.get(2), jobTitle: '招聘专员', ...extra };
};
const create = async (extra: Record<string, unknown> = {}) => okData<{ id: number; status: number; loginEmail: string }>(await api(a, { method: 'POST', url: '/api/company/accounts', payload: newAccount(extra) }));

describe('POST /api/company/accounts', () => {
  it('creates an active account with a password, which can log in', async () => {
    const body = newAccount({ password: 'hello2026x' });
    const created = okData<Record<string, unknown>>(await api(a, { method: 'POST', url: '/api/company/accounts', payload: body }));
    expect(created).toMatchObject({ userName: '孙悦', status: 1, roleName: 'HR', roleType: 2, isSuperAdmin: false });
    expect(created).not.toHaveProperty('inviteUrl');
    expect(JSON.stringify(created)).not.toContain('passwordHash');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: body.loginEmail, password: 'hello2026x' } });
    expect(login.statusCode).toBe(200);
  });

  it('invites an account without a password: status 3, no link in the answer; the operator’s link activates it', async () => {
    const created = await create();
    expect(created.status).toBe(3);
    expect(JSON.stringify(created)).not.toMatch(/invite|token|http/i);
    const link = await linkForOperator(ctx.database.db, ctx.app.deps.config, created.loginEmail);
    if (link.kind !== 'invite') throw new Error(`expected an invitation, got ${link.kind}`);
    expect(link.url).toMatch(/^http:\/\/bole\.test\/out\/forget\?invite=/);
    const token = new URL(link.url).searchParams.get('invite');
    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token, password: 'welcome2026' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await accountRow(created.id)).status).toBe(1);
  });

  it('accepts a form-encoded body', async () => {
    const body = newAccount();
    const res = await api(a, { method: 'POST', url: '/api/company/accounts', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...body, roleId: String(body.roleId) }).toString() });
    expect(okData<{ loginEmail: string }>(res).loginEmail).toBe(body.loginEmail);
  });

  it('validates with Chinese messages and field paths', async () => {
    const post = (payload: Record<string, unknown>) => api(a, { method: 'POST', url: '/api/company/accounts', payload });
    expect(expectInvalid(await post(newAccount({ userName: ' ' })), 'userName')).toBe('请输入姓名');
    expectInvalid(await post(newAccount({ loginEmail: 'not-an-email' })), 'loginEmail');
    expectInvalid(await post(newAccount({ loginMobile: '23800000000' })), 'loginMobile');
    expect(expectInvalid(await post(newAccount({ roleId: undefined })), 'roleId')).toBe('请选择角色');
    expectInvalid(await post(newAccount({ password: 'short' })), 'password');
  });

  it('answers 409 when the e-mail or mobile is taken, in any company', async () => {
    const other = await addAccount(ctx, b.companyId, 2);
    expectFailure(await api(a, { method: 'POST', url: '/api/company/accounts', payload: newAccount({ loginEmail: other.email.toUpperCase() }) }), 409, '10004');
    const first = await create();
    const row = await accountRow(first.id);
    expectFailure(await api(a, { method: 'POST', url: '/api/company/accounts', payload: newAccount({ loginMobile: row.loginMobile }) }), 409, '10005');
  });

  it('never hands out the super administrator role', async () => {
    expectFailure(await api(a, { method: 'POST', url: '/api/company/accounts', payload: newAccount({ roleId: roleIds.get(1) }) }), 400, '20012');
  });

  it("refuses another company's role or department with 404 and creates nothing", async () => {
    const before = await ctx.database.db.select().from(accounts).where(eq(accounts.companyId, b.companyId));
    expectNotFound(await api(b, { method: 'POST', url: '/api/company/accounts', payload: newAccount() }));
    const [bRole] = await ctx.database.db.select().from(roles).where(and(eq(roles.companyId, b.companyId), eq(roles.systemCode, 2)));
    const aOrg = okData<{ id: number }[]>(await api(a, { method: 'GET', url: '/api/company/orgs' }))[0]!.id;
    expectNotFound(await api(b, { method: 'POST', url: '/api/company/accounts', payload: newAccount({ roleId: bRole!.id, orgId: aOrg }) }));
    const after = await ctx.database.db.select().from(accounts).where(eq(accounts.companyId, b.companyId));
    expect(after.length).toBe(before.length);
  });
});

describe('GET /api/company/accounts', () => {
  it('pages and filters by keyword, role, department and status, within the company only', async () => {
    const ming = await create({ userName: '欧阳明月', jobTitle: '产品经理', roleId: roleIds.get(10) });
    const page = okData<{ list: { id: number }[]; total: number; page: number; pageSize: number }>(await api(a, { method: 'GET', url: '/api/company/accounts?pageSize=2' }));
    expect(page.list.length).toBe(2);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThan(2);
    const byName = okData<{ list: { id: number; userName: string }[] }>(await api(a, { method: 'GET', url: `/api/company/accounts?keyword=${encodeURIComponent('欧阳')}` }));
    expect(byName.list.map((r) => r.id)).toEqual([ming.id]);
    const email = (await accountRow(ming.id)).loginEmail;
    expect(okData<{ total: number }>(await api(a, { method: 'GET', url: `/api/company/accounts?keyword=${email.slice(0, 8)}` })).total).toBe(1);
    expect(okData<{ total: number }>(await api(a, { method: 'GET', url: '/api/company/accounts?keyword=%25' })).total).toBe(0);
    const byRole = okData<{ list: { roleId: number }[] }>(await api(a, { method: 'GET', url: `/api/company/accounts?roleId=${roleIds.get(10)}` }));
    expect(byRole.list.every((r) => r.roleId === roleIds.get(10))).toBe(true);
    const invited = okData<{ list: { status: number }[] }>(await api(a, { method: 'GET', url: '/api/company/accounts?status=3' }));
    expect(invited.list.length).toBeGreaterThan(0);
    expect(invited.list.every((r) => r.status === 3)).toBe(true);
    const bList = okData<{ list: { id: number }[] }>(await api(b, { method: 'GET', url: '/api/company/accounts?pageSize=100' }));
    expect(bList.list.map((r) => r.id)).not.toContain(ming.id);
  });

  it('validates the query', async () => {
    expectInvalid(await api(a, { method: 'GET', url: '/api/company/accounts?status=9' }), 'status');
    expectInvalidShared(await api(a, { method: 'GET', url: '/api/company/accounts?pageSize=1000' }), 'pageSize');
  });

  it('options list active accounts of the company for any logged-in user', async () => {
    const hr = await addAccount(ctx, a.companyId, 2);
    const invited = await create();
    const options = okData<{ id: number; userName: string }[]>(await api(hr, { method: 'GET', url: '/api/company/accounts/options' }));
    const ids = options.map((o) => o.id);
    expect(ids).toContain(a.accountId);
    expect(ids).not.toContain(invited.id);
    expect(ids).not.toContain(b.accountId);
    expect(Object.keys(options[0]!).sort()).toEqual(['id', 'userName']);
  });
});

describe('PATCH /api/company/accounts/:id', () => {
  it('edits, assigns a role and a department', async () => {
    const target = await addAccount(ctx, a.companyId, 2);
    const org = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name: '招聘中心', parentId: (await accountRow(a.accountId)).orgId } }));
    const saved = okData<Record<string, unknown>>(
      await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { userName: '陈思琪', roleId: roleIds.get(8), orgId: org.id, jobTitle: '招聘总监' } }),
    );
    expect(saved).toMatchObject({ userName: '陈思琪', roleName: '管理员', orgId: org.id, orgName: '招聘中心', jobTitle: '招聘总监' });
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { orgId: null, jobTitle: null } }));
    expect(await accountRow(target.accountId)).toMatchObject({ orgId: null, jobTitle: null, roleId: roleIds.get(8) });
  });

  it('disabling ends the sessions at once; enabling restores the right status', async () => {
    const target = await addAccount(ctx, a.companyId, 2);
    expect((await api(target, { method: 'GET', url: '/api/common/account/info' })).statusCode).toBe(200);
    expect(okData<{ status: number }>(await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { status: 2 } })).status).toBe(2);
    expectFailure(await api(target, { method: 'GET', url: '/api/common/account/info' }), 401, '999');
    expect(okData<{ status: number }>(await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { status: '1' } })).status).toBe(1);
    const invited = await create();
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${invited.id}`, payload: { status: 2 } }));
    expect(okData<{ status: number }>(await api(a, { method: 'PATCH', url: `/api/company/accounts/${invited.id}`, payload: { status: 1 } })).status).toBe(3);
  });

  it('protects the super administrator and refuses disabling oneself', async () => {
    const admin = await addAccount(ctx, a.companyId, 8);
    const url = `/api/company/accounts/${a.accountId}`;
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { status: 2 } }), 400, '20008');
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { roleId: roleIds.get(8) } }), 400, '20008');
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { loginEmail: unique().email } }), 403, '20013');
    expectFailure(await api(admin, { method: 'PATCH', url: `/api/company/accounts/${admin.accountId}`, payload: { status: 2 } }), 400, '20009');
    expectFailure(await api(admin, { method: 'PATCH', url: `/api/company/accounts/${admin.accountId}`, payload: { roleId: roleIds.get(1) } }), 400, '20012');
    const own = unique();
    expect(okData<{ loginMobile: string }>(await api(a, { method: 'PATCH', url, payload: { loginMobile: own.mobile, roleId: roleIds.get(1) } })).loginMobile).toBe(own.mobile);
    expect(await accountRow(a.accountId)).toMatchObject({ status: 1, roleId: roleIds.get(1), isSuperAdmin: true });
  });

  it('answers 409 for a taken e-mail and 400 for bad input', async () => {
    const target = await addAccount(ctx, a.companyId, 2);
    const other = await addAccount(ctx, a.companyId, 2);
    expectFailure(await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { loginEmail: other.email } }), 409, '10004');
    expectInvalid(await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { status: 3 } }), 'status');
    expectInvalid(await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { userName: 'x'.repeat(31) } }), 'userName');
  });

  it("answers 404 for another company's account or ids, changing nothing", async () => {
    const target = await addAccount(ctx, a.companyId, 2);
    const before = await accountRow(target.accountId);
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { userName: '李四', status: 2 } }));
    const bOrg = okData<{ id: number }[]>(await api(b, { method: 'GET', url: '/api/company/orgs' }))[0]!.id;
    expectNotFound(await api(a, { method: 'PATCH', url: `/api/company/accounts/${target.accountId}`, payload: { userName: '李四', orgId: bOrg } }));
    expect(await accountRow(target.accountId)).toEqual(before);
  });
});

describe('POST /api/company/accounts/:id/invite', () => {
  it('mails a new invitation and answers no link (issue 11 item 1, issue 13 item 6)', async () => {
    const invited = await create();
    const res = await api(a, { method: 'POST', url: `/api/company/accounts/${invited.id}/invite` });
    expect(res.json()).toEqual({ status: 200 });
  });
});

import { defaultPermissions, Perm } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/modules/company/tables';
import { addAccount, expectFailure, expectInvalid, expectNotFound, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

type Role = { id: number; name: string; kind: string; systemCode: number | null; roleType: number; socialCodes: number[]; campusCodes: number[]; accountCount: number };

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let bySystem: Map<number, Role>;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  bySystem = new Map(okData<Role[]>(await api(a, { method: 'GET', url: '/api/company/roles' })).map((r) => [r.systemCode ?? 0, r]));
});

const roleRow = async (id: number) => (await ctx.database.db.select().from(roles).where(eq(roles.id, id)))[0];
let seq = 0;
const createRole = (payload: Record<string, unknown>) => api(a, { method: 'POST', url: '/api/company/roles', payload: { name: `招聘助理${++seq}`, roleType: 2, ...payload } });

describe('GET /api/company/roles', () => {
  it('lists the system roles in spec order with account counts, company only', async () => {
    const list = okData<Role[]>(await api(a, { method: 'GET', url: '/api/company/roles' }));
    expect(list.slice(0, 7).map((r) => r.systemCode)).toEqual([1, 8, 2, 10, 3, 5, 4]);
    expect(list[0]).toMatchObject({ name: '超级管理员', kind: 'system', accountCount: 1 });
    const bIds = okData<Role[]>(await api(b, { method: 'GET', url: '/api/company/roles' })).map((r) => r.id);
    expect(list.some((r) => bIds.includes(r.id))).toBe(false);
  });
});

describe('POST /api/company/roles', () => {
  it('creates a custom role with deduplicated, sorted codes (JSON or form)', async () => {
    const role = okData<Role>(await createRole({ description: '协助HR安排面试', socialCodes: [Perm.InterviewView, Perm.TalentPoolView, Perm.InterviewView], campusCodes: [Perm.AmbassadorMembers] }));
    expect(role).toMatchObject({ kind: 'custom', systemCode: null, roleType: 2, socialCodes: [Perm.TalentPoolView, Perm.InterviewView], campusCodes: [Perm.AmbassadorMembers], accountCount: 0 });
    const form = await api(a, {
      method: 'POST',
      url: '/api/company/roles',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=${encodeURIComponent('面试协调')}&roleType=2&socialCodes=${Perm.TalentPoolView},${Perm.JobView}`,
    });
    expect(okData<Role>(form).socialCodes).toEqual([Perm.TalentPoolView, Perm.JobView]);
  });

  it('refuses codes of the other mode, unknown codes and manager-only codes for non-admin roles', async () => {
    const social = expectFailure(await createRole({ socialCodes: [Perm.AmbassadorMembers] }), 400, '20018') as { data: { fields: { field: string }[] } };
    expect(social.data.fields[0]!.field).toBe('socialCodes');
    const campus = expectFailure(await createRole({ campusCodes: [Perm.TalentMap] }), 400, '20018') as { message: string; data: { fields: { field: string }[] } };
    expect(campus.data.fields[0]!.field).toBe('campusCodes');
    expect(campus.message).toContain('人才地图');
    expectFailure(await createRole({ socialCodes: [999999] }), 400, '20018');
    expectFailure(await createRole({ socialCodes: [Perm.CompanyAccounts] }), 400, '20018');
    expect(okData<Role>(await createRole({ roleType: 1, socialCodes: [Perm.CompanyAccounts] })).socialCodes).toEqual([Perm.CompanyAccounts]);
  });

  it('validates the body and refuses a taken name with 409', async () => {
    expect(expectInvalid(await createRole({ name: '' }), 'name')).toBe('请输入角色名称');
    expect(expectInvalid(await createRole({ roleType: 9 }), 'roleType')).toBe('请选择角色类型');
    expectInvalid(await createRole({ socialCodes: ['abc'] }), 'socialCodes.0');
    expectFailure(await createRole({ name: 'HR' }), 409, '20003');
  });
});

describe('PATCH /api/company/roles/:id', () => {
  it('edits a custom role', async () => {
    const role = okData<Role>(await createRole({}));
    const saved = okData<Role>(await api(a, { method: 'PATCH', url: `/api/company/roles/${role.id}`, payload: { name: '校招助理', campusCodes: [Perm.CampusSites] } }));
    expect(saved).toMatchObject({ name: '校招助理', campusCodes: [Perm.CampusSites], socialCodes: [] });
  });

  it('lets system roles change codes (effective at once) but not their name', async () => {
    const admin = await addAccount(ctx, a.companyId, 8);
    const adminRole = bySystem.get(8)!;
    okData(await api(admin, { method: 'GET', url: '/api/company/addresses' }));
    const without = adminRole.socialCodes.filter((c) => c !== Perm.CompanyAddress);
    okData(await api(a, { method: 'PATCH', url: `/api/company/roles/${adminRole.id}`, payload: { name: '管理员', socialCodes: without } }));
    expectFailure(await api(admin, { method: 'GET', url: '/api/company/addresses', sysType: 1 }), 403, '40300');
    expectFailure(await api(a, { method: 'PATCH', url: `/api/company/roles/${adminRole.id}`, payload: { name: '系统管理员' } }), 400, '20002');
    expect((await roleRow(adminRole.id))!.name).toBe('管理员');
  });

  it('keeps every code on the super administrator role, and only he may save it', async () => {
    const superRole = bySystem.get(1)!;
    const admin = await addAccount(ctx, a.companyId, 8);
    const url = `/api/company/roles/${superRole.id}`;
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { socialCodes: superRole.socialCodes } }), 403, '20015');
    expectFailure(await api(a, { method: 'PATCH', url, payload: { socialCodes: superRole.socialCodes.slice(1) } }), 400, '20016');
    okData(await api(a, { method: 'PATCH', url, payload: { socialCodes: superRole.socialCodes, description: '企业所有者' } }));
    expect(await roleRow(superRole.id)).toMatchObject({ description: '企业所有者', socialCodes: defaultPermissions(1, 1), campusCodes: defaultPermissions(1, 2) });
  });

  it('checks codes against the role type and answers 409 for a taken name', async () => {
    const hr = bySystem.get(2)!;
    expectFailure(await api(a, { method: 'PATCH', url: `/api/company/roles/${hr.id}`, payload: { socialCodes: [Perm.CompanyRoles] } }), 400, '20018');
    const role = okData<Role>(await createRole({}));
    expectFailure(await api(a, { method: 'PATCH', url: `/api/company/roles/${role.id}`, payload: { name: '前台' } }), 409, '20003');
    expectInvalid(await api(a, { method: 'PATCH', url: `/api/company/roles/${role.id}`, payload: { name: 'x'.repeat(21) } }), 'name');
  });
});

describe('DELETE /api/company/roles/:id and POST /:id/reset', () => {
  it('deletes an unused custom role only', async () => {
    const unused = okData<Role>(await createRole({}));
    okData(await api(a, { method: 'DELETE', url: `/api/company/roles/${unused.id}` }));
    expect(await roleRow(unused.id)).toBeUndefined();
    const used = okData<Role>(await createRole({}));
    const member = await addAccount(ctx, a.companyId, 2);
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${member.accountId}`, payload: { roleId: used.id } }));
    expectFailure(await api(a, { method: 'DELETE', url: `/api/company/roles/${used.id}` }), 409, '20001');
    expectFailure(await api(a, { method: 'DELETE', url: `/api/company/roles/${bySystem.get(5)!.id}` }), 400, '20002');
    expect(await roleRow(used.id)).toBeDefined();
  });

  it('resets a system role to its defaults, not a custom one', async () => {
    const front = bySystem.get(5)!;
    okData(await api(a, { method: 'PATCH', url: `/api/company/roles/${front.id}`, payload: { socialCodes: [], campusCodes: [] } }));
    const reset = okData<Role>(await api(a, { method: 'POST', url: `/api/company/roles/${front.id}/reset` }));
    expect(reset).toMatchObject({ socialCodes: defaultPermissions(5, 1), campusCodes: defaultPermissions(5, 2) });
    const custom = okData<Role>(await createRole({}));
    expectFailure(await api(a, { method: 'POST', url: `/api/company/roles/${custom.id}/reset` }), 400, '20017');
  });
});

describe('tenancy', () => {
  it("answers 404 for another company's roles and changes nothing", async () => {
    const role = okData<Role>(await createRole({ socialCodes: [Perm.JobView] }));
    const hr = bySystem.get(2)!;
    const before = [await roleRow(role.id), await roleRow(hr.id)];
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/company/roles/${role.id}`, payload: { name: '越权', socialCodes: [] } }));
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/company/roles/${hr.id}`, payload: { socialCodes: [] } }));
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/company/roles/${role.id}` }));
    expectNotFound(await api(b, { method: 'POST', url: `/api/company/roles/${hr.id}/reset` }));
    expect([await roleRow(role.id), await roleRow(hr.id)]).toEqual(before);
  });
});

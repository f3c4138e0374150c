// Issue 11 item 5: 管理员 used to grant his own role, or a new role, the super administrator's
// codes 资产与套餐 (320008) and 第三方对接 (320009) and then use them. Nobody grants a code he
// does not hold, those two only the super administrator; only he edits his own account.
import { defaultPermissions, Perm } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, roles } from '../../src/modules/company/tables';
import { addAccount, expectFailure, okData, twoCompanies, type Api } from '../company/fixtures';
import { unique, type Session, type TestContext } from '../helpers';

type Role = { id: number; name: string; systemCode: number | null; roleType: number; socialCodes: number[]; campusCodes: number[] };

let ctx: TestContext;
let api: Api;
let owner: Session;
let admin: Session;
let bySystem: Map<number, Role>;

const roleRow = async (id: number) => (await ctx.database.db.select().from(roles).where(eq(roles.id, id)))[0]!;
const accountRow = async (id: number) => (await ctx.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const dingtalk = (s: Session) => api(s, { method: 'GET', url: '/api/integrations/dingtalk', sysType: 1 });
let seq = 0;
const roleBody = (extra: Record<string, unknown>) => ({ name: `对接专员${++seq}`, roleType: 1, ...extra });

beforeAll(async () => {
  ({ ctx, api, a: owner } = await twoCompanies());
  admin = await addAccount(ctx, owner.companyId, 8);
  bySystem = new Map(okData<Role[]>(await api(owner, { method: 'GET', url: '/api/company/roles' })).map((r) => [r.systemCode ?? 0, r]));
});

describe('管理员 granting codes', () => {
  it('cannot give his own role 资产与套餐 or 第三方对接, and so cannot use them', async () => {
    const adminRole = bySystem.get(8)!;
    const before = await roleRow(adminRole.id);
    expectFailure(await dingtalk(admin), 403, '40300');
    for (const code of [Perm.CompanyAssets, Perm.CompanyDocking]) {
      const refused = expectFailure(await api(admin, { method: 'PATCH', url: `/api/company/roles/${adminRole.id}`, payload: { socialCodes: [...adminRole.socialCodes, code] } }), 403, '20021');
      expect(refused.message).toContain('只有超级管理员');
    }
    expect(await roleRow(adminRole.id)).toEqual(before);
    expectFailure(await dingtalk(admin), 403, '40300');
  });

  it('cannot create a role with codes he lacks, in either sys type', async () => {
    const docking = expectFailure(await api(admin, { method: 'POST', url: '/api/company/roles', payload: roleBody({ socialCodes: [Perm.CompanyDocking] }) }), 403, '20021');
    expect(docking.message).toContain('第三方对接');
    // The super administrator takes 地址管理 from 管理员 (social only): the administrator cannot hand it out there any more.
    const adminRole = bySystem.get(8)!;
    okData(await api(owner, { method: 'PATCH', url: `/api/company/roles/${adminRole.id}`, payload: { socialCodes: adminRole.socialCodes.filter((c) => c !== Perm.CompanyAddress) } }));
    try {
      const lacking = expectFailure(await api(admin, { method: 'POST', url: '/api/company/roles', payload: roleBody({ socialCodes: [Perm.JobView, Perm.CompanyAddress] }) }), 403, '20020');
      expect(lacking.message).toBe('不能授予自己没有的社招权限：地址管理');
      // Campus codes are his own set: he still holds 地址管理 there.
      okData(await api(admin, { method: 'POST', url: '/api/company/roles', payload: roleBody({ campusCodes: [Perm.CompanyAddress] }) }));
      // Nor may he give it back to himself by resetting his role to its defaults.
      expectFailure(await api(admin, { method: 'POST', url: `/api/company/roles/${adminRole.id}/reset` }), 403, '20020');
      expect((await roleRow(adminRole.id)).socialCodes).not.toContain(Perm.CompanyAddress);
    } finally {
      okData(await api(owner, { method: 'POST', url: `/api/company/roles/${adminRole.id}/reset` }));
    }
  });

  it('cannot take away a code he lacks from another role, but keeps his hands on the codes he holds', async () => {
    const granted = okData<Role>(await api(owner, { method: 'POST', url: '/api/company/roles', payload: roleBody({ socialCodes: [Perm.CompanyAssets, Perm.JobView] }) }));
    expectFailure(await api(admin, { method: 'PATCH', url: `/api/company/roles/${granted.id}`, payload: { socialCodes: [Perm.JobView] } }), 403, '20021');
    // Codes he may grant change freely while the super administrator's stay put.
    const saved = okData<Role>(await api(admin, { method: 'PATCH', url: `/api/company/roles/${granted.id}`, payload: { socialCodes: [Perm.CompanyAssets, Perm.TalentPoolView] } }));
    expect(saved.socialCodes).toEqual([Perm.TalentPoolView, Perm.CompanyAssets].sort((x, y) => x - y));
  });

  it('cannot give an account a role holding codes he lacks, on creation or edit', async () => {
    const docking = okData<Role>(await api(owner, { method: 'POST', url: '/api/company/roles', payload: roleBody({ socialCodes: [Perm.CompanyDocking, Perm.CompanyAccounts] }) }));
    const u = unique();
    const created = expectFailure(
      await api(admin, { method: 'POST', url: '/api/company/accounts', payload: { userName: '钱多多', loginEmail: u.email, loginMobile: u.mobile, roleId: docking.id, password: 'bole2026x' } }),
      403,
      '20022',
    );
    expect(created.message).toContain('第三方对接');
    expectFailure(await api(admin, { method: 'PATCH', url: `/api/company/accounts/${admin.accountId}`, payload: { roleId: docking.id } }), 403, '20022');
    expect((await accountRow(admin.accountId)).roleId).toBe(bySystem.get(8)!.id);
    expectFailure(await dingtalk(admin), 403, '40300');
    // A role within his grants is his to give.
    const hr = await addAccount(ctx, owner.companyId, 2);
    okData(await api(admin, { method: 'PATCH', url: `/api/company/accounts/${hr.accountId}`, payload: { roleId: bySystem.get(10)!.id } }));
  });
});

describe('管理员 and an account stronger than he is', () => {
  it('cannot change its login, role or status, nor hand its work over; its owner can', async () => {
    const docking = okData<Role>(await api(owner, { method: 'POST', url: '/api/company/roles', payload: roleBody({ socialCodes: [Perm.CompanyDocking, Perm.CompanyAccounts] }) }));
    const u = unique();
    const strong = okData<{ id: number }>(
      await api(owner, { method: 'POST', url: '/api/company/accounts', payload: { userName: '郑对接', loginEmail: u.email, loginMobile: u.mobile, roleId: docking.id, password: 'bole2026x' } }),
    );
    const url = `/api/company/accounts/${strong.id}`;
    const before = await accountRow(strong.id);
    // Taking over its login e-mail would let a reset link reach him, disabling it shuts a stronger colleague out.
    const email = expectFailure(await api(admin, { method: 'PATCH', url, payload: { loginEmail: unique().email } }), 403, '20024');
    expect(email.message).toContain('第三方对接');
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { status: 2 } }), 403, '20024');
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { roleId: bySystem.get(10)!.id } }), 403, '20024');
    expectFailure(await api(admin, { method: 'POST', url: `${url}/handover`, payload: { toAccountId: admin.accountId, disable: true } }), 403, '20024');
    expect(await accountRow(strong.id)).toEqual(before);
    // A form sending back what it showed changes nothing and is no offence; the super administrator may change it.
    okData(await api(admin, { method: 'PATCH', url, payload: { userName: before.userName } }));
    okData(await api(owner, { method: 'PATCH', url, payload: { status: 2 } }));
  });
});

describe('the super administrator', () => {
  it('alone edits his own account: name, department or job title', async () => {
    const url = `/api/company/accounts/${owner.accountId}`;
    const before = await accountRow(owner.accountId);
    const renamed = expectFailure(await api(admin, { method: 'PATCH', url, payload: { userName: '冒名顶替' } }), 403, '20023');
    expect(renamed.message).toBe('超级管理员的账号信息只能由本人修改');
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { jobTitle: '前台' } }), 403, '20023');
    expectFailure(await api(admin, { method: 'PATCH', url, payload: { orgId: null } }), 403, '20023');
    expect(await accountRow(owner.accountId)).toEqual(before);
    // A form sending back what it showed changes nothing and is no offence.
    okData(await api(admin, { method: 'PATCH', url, payload: { userName: before.userName, roleId: before.roleId } }));
    expect(okData<{ userName: string }>(await api(owner, { method: 'PATCH', url, payload: { userName: '周明远（创始人）' } })).userName).toBe('周明远（创始人）');
  });

  it('grants 资产与套餐 and 第三方对接, to 管理员 or a new role, and they work at once', async () => {
    const adminRole = bySystem.get(8)!;
    const custom = okData<Role>(await api(owner, { method: 'POST', url: '/api/company/roles', payload: roleBody({ socialCodes: [Perm.CompanyAssets], campusCodes: [Perm.CompanyDocking] }) }));
    expect(custom).toMatchObject({ socialCodes: [Perm.CompanyAssets], campusCodes: [Perm.CompanyDocking] });
    okData(await api(owner, { method: 'PATCH', url: `/api/company/roles/${adminRole.id}`, payload: { socialCodes: [...defaultPermissions(8, 1), Perm.CompanyDocking] } }));
    okData(await dingtalk(admin));
    // Granted to him, 第三方对接 is still not his to pass on.
    expectFailure(await api(admin, { method: 'POST', url: '/api/company/roles', payload: roleBody({ socialCodes: [Perm.CompanyDocking] }) }), 403, '20021');
    okData(await api(owner, { method: 'POST', url: `/api/company/roles/${adminRole.id}/reset` }));
    expectFailure(await dingtalk(admin), 403, '40300');
  });
});

import { Perm } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

type Group = { key: string; title: string; items: { code: number; name: string; sys: string; managerOnly: boolean }[] };
type Dept = { orgId: number | null; orgName: string; parentId: number | null; depth: number; accounts: { id: number; userName: string; roleName: string; status: number }[] };
type Scope = { accountId: number; roleType: number; jobScope: string; jobScopeLabel: string; basis: string };

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
});

const codesOf = (groups: Group[]) => groups.flatMap((g) => g.items.map((i) => i.code));

describe('GET /api/company/permissions', () => {
  it('answers the catalogue per mode with groups, names, modes and manager-only flags', async () => {
    const catalog = okData<{ social: Group[]; campus: Group[] }>(await api(a, { method: 'GET', url: '/api/company/permissions' }));
    const company = catalog.social.find((g) => g.key === 'company')!;
    expect(company.title).toBe('公司设置');
    expect(company.items.find((i) => i.code === Perm.CompanyAccounts)).toEqual({ code: Perm.CompanyAccounts, name: '账号管理', sys: 'both', managerOnly: true });
    expect(codesOf(catalog.campus)).toContain(Perm.AmbassadorMembers);
    expect(codesOf(catalog.social)).not.toContain(Perm.AmbassadorMembers);
    expect(codesOf(catalog.social)).toContain(Perm.TalentMap);
    expect(codesOf(catalog.campus)).not.toContain(Perm.TalentMap);
    expect(catalog.social.every((g) => g.items.length > 0)).toBe(true);
  });
});

describe('GET /api/company/permissions/by-role', () => {
  it('answers each role with the permissions it holds, grouped', async () => {
    const list = okData<{ roleId: number; roleName: string; accountCount: number; social: Group[]; campus: Group[] }[]>(await api(a, { method: 'GET', url: '/api/company/permissions/by-role' }));
    const hr = list.find((r) => r.roleName === 'HR')!;
    expect(hr.social.map((g) => g.key)).not.toContain('company');
    expect(codesOf(hr.social)).toContain(Perm.JobView);
    const owner = list.find((r) => r.roleName === '超级管理员')!;
    expect(owner.accountCount).toBe(1);
    expect(codesOf(owner.social)).toContain(Perm.CompanyDocking);
    const referrer = list.find((r) => r.roleName === '内推人')!;
    expect(codesOf(referrer.social)).toEqual([Perm.ReferralRecommend]);
  });
});

describe('GET /api/company/permissions/by-department', () => {
  it('answers the tree in order with the accounts and their roles; disabled accounts left out', async () => {
    const root = okData<{ id: number }[]>(await api(a, { method: 'GET', url: '/api/company/orgs' }))[0]!.id;
    const tech = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name: '技术部', parentId: root } })).id;
    const backend = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name: '后端组', parentId: tech } })).id;
    const manager = await addAccount(ctx, a.companyId, 3);
    const gone = await addAccount(ctx, a.companyId, 2);
    const loose = await addAccount(ctx, a.companyId, 4);
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${manager.accountId}`, payload: { orgId: backend } }));
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${gone.accountId}`, payload: { orgId: backend, status: 2 } }));

    const view = okData<Dept[]>(await api(a, { method: 'GET', url: '/api/company/permissions/by-department' }));
    expect(view.slice(0, 3).map((d) => [d.orgId, d.depth])).toEqual([
      [root, 0],
      [tech, 1],
      [backend, 2],
    ]);
    const backendView = view.find((d) => d.orgId === backend)!;
    expect(backendView.accounts.map((x) => [x.id, x.roleName])).toEqual([[manager.accountId, '用人经理']]);
    expect(view.find((d) => d.orgId === root)!.accounts.map((x) => x.id)).toEqual([a.accountId]);
    const unassigned = view.at(-1)!;
    expect(unassigned).toMatchObject({ orgId: null, orgName: '未分配部门' });
    expect(unassigned.accounts.map((x) => x.id)).toContain(loose.accountId);
    const bView = okData<Dept[]>(await api(b, { method: 'GET', url: '/api/company/permissions/by-department' }));
    expect(bView.flatMap((d) => d.accounts.map((x) => x.id))).toEqual([b.accountId]);
  });
});

describe('GET /api/company/permissions/by-job', () => {
  it('answers per account the job scope it works in today', async () => {
    const hr = await addAccount(ctx, a.companyId, 2);
    const manager = await addAccount(ctx, a.companyId, 3);
    const front = await addAccount(ctx, a.companyId, 5);
    const custom = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/roles', payload: { name: '简历专员', roleType: 2, socialCodes: [Perm.TalentPoolView] } }));
    const clerk = await addAccount(ctx, a.companyId, 2);
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${clerk.accountId}`, payload: { roleId: custom.id } }));

    const page = okData<{ list: Scope[]; total: number }>(await api(a, { method: 'GET', url: '/api/company/permissions/by-job?pageSize=100' }));
    const scope = (id: number) => page.list.find((r) => r.accountId === id)!;
    expect(scope(a.accountId)).toMatchObject({ jobScope: 'all', jobScopeLabel: '全部职位' });
    expect(scope(hr.accountId)).toMatchObject({ jobScope: 'all', jobScopeLabel: '全部职位' });
    expect(scope(manager.accountId)).toMatchObject({ jobScope: 'assigned', jobScopeLabel: '负责的职位' });
    expect(scope(manager.accountId).basis).toContain('用人经理');
    expect(scope(front.accountId)).toMatchObject({ jobScope: 'assigned', jobScopeLabel: '负责的职位' });
    expect(scope(clerk.accountId)).toMatchObject({ jobScope: 'assigned' });
    expect(page.total).toBe(page.list.length);

    const filtered = okData<{ list: Scope[] }>(await api(a, { method: 'GET', url: `/api/company/permissions/by-job?roleId=${custom.id}` }));
    expect(filtered.list.map((r) => r.accountId)).toEqual([clerk.accountId]);
    const bPage = okData<{ list: Scope[] }>(await api(b, { method: 'GET', url: '/api/company/permissions/by-job' }));
    expect(bPage.list.map((r) => r.accountId)).toEqual([b.accountId]);
  });
});

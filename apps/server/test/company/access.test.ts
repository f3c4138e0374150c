import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, addresses, companies, meetingRooms, orgs, roles, teams } from '../../src/modules/company/tables';
import { addAccount, expectFailure, okData, twoCompanies, unique, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

type Endpoint = { route: string; url: string; payload?: Record<string, unknown>; loginOnly?: boolean; superAdminOnly?: boolean };

let ctx: TestContext;
let api: Api;
let owner: Session;
let endpoints: Endpoint[];

beforeAll(async () => {
  ({ ctx, api, a: owner } = await twoCompanies());
  const post = async (url: string, payload: Record<string, unknown>) => okData<{ id: number }>(await api(owner, { method: 'POST', url, payload })).id;
  const root = okData<{ id: number }[]>(await api(owner, { method: 'GET', url: '/api/company/orgs' }))[0]!.id;
  const u = unique();
  const hrRole = (await ctx.database.db.select().from(roles).where(eq(roles.companyId, owner.companyId))).find((r) => r.systemCode === 2)!.id;
  const account = await post('/api/company/accounts', { userName: '林晓雯', loginEmail: u.email, loginMobile: u.mobile, roleId: hrRole });
  const role = await post('/api/company/roles', { name: '面试协调员', roleType: 2 });
  const org = await post('/api/company/orgs', { name: '人力资源部', parentId: root });
  const team = await post('/api/company/teams', { name: '校招小组' });
  const address = await post('/api/company/addresses', { name: '深圳总部', cityCode: '440300', detail: '南山区科技园' });
  const room = await post('/api/company/meeting-rooms', { name: '星辰厅' });
  const n = unique();
  endpoints = [
    { route: 'GET /api/company/accounts', url: '/api/company/accounts' },
    { route: 'GET /api/company/accounts/options', url: '/api/company/accounts/options', loginOnly: true },
    { route: 'POST /api/company/accounts', url: '/api/company/accounts', payload: { userName: '赵雨桐', loginEmail: n.email, loginMobile: n.mobile, roleId: hrRole } },
    { route: 'PATCH /api/company/accounts/{id}', url: `/api/company/accounts/${account}`, payload: { userName: '改名' } },
    { route: 'POST /api/company/accounts/{id}/invite', url: `/api/company/accounts/${account}/invite` },
    { route: 'POST /api/company/accounts/{id}/handover', url: `/api/company/accounts/${account}/handover`, payload: { toAccountId: owner.accountId } },
    { route: 'GET /api/company/roles', url: '/api/company/roles' },
    { route: 'POST /api/company/roles', url: '/api/company/roles', payload: { name: '新角色', roleType: 2 } },
    { route: 'PATCH /api/company/roles/{id}', url: `/api/company/roles/${role}`, payload: { description: '改说明' } },
    { route: 'DELETE /api/company/roles/{id}', url: `/api/company/roles/${role}` },
    { route: 'POST /api/company/roles/{id}/reset', url: `/api/company/roles/${hrRole}/reset` },
    { route: 'GET /api/company/permissions', url: '/api/company/permissions' },
    { route: 'GET /api/company/permissions/by-role', url: '/api/company/permissions/by-role' },
    { route: 'GET /api/company/permissions/by-department', url: '/api/company/permissions/by-department' },
    { route: 'GET /api/company/permissions/by-job', url: '/api/company/permissions/by-job' },
    { route: 'GET /api/company/orgs', url: '/api/company/orgs' },
    { route: 'GET /api/company/orgs/options', url: '/api/company/orgs/options', loginOnly: true },
    { route: 'POST /api/company/orgs', url: '/api/company/orgs', payload: { name: '新部门', parentId: root } },
    { route: 'PATCH /api/company/orgs/{id}', url: `/api/company/orgs/${org}`, payload: { name: '改名部门' } },
    { route: 'DELETE /api/company/orgs/{id}', url: `/api/company/orgs/${org}` },
    { route: 'GET /api/company/teams', url: '/api/company/teams' },
    { route: 'POST /api/company/teams', url: '/api/company/teams', payload: { name: '新团队' } },
    { route: 'PUT /api/company/teams/{id}', url: `/api/company/teams/${team}`, payload: { name: '改名团队' } },
    { route: 'DELETE /api/company/teams/{id}', url: `/api/company/teams/${team}` },
    { route: 'GET /api/company/assets', url: '/api/company/assets', superAdminOnly: true },
    { route: 'GET /api/company/base', url: '/api/company/base' },
    { route: 'PUT /api/company/base', url: '/api/company/base', payload: { name: '改名公司' } },
    { route: 'GET /api/company/addresses', url: '/api/company/addresses' },
    { route: 'POST /api/company/addresses', url: '/api/company/addresses', payload: { name: '新地址', cityCode: '110100', detail: '朝阳区' } },
    { route: 'PUT /api/company/addresses/{id}', url: `/api/company/addresses/${address}`, payload: { name: '改名地址', cityCode: '110100', detail: '朝阳区' } },
    { route: 'DELETE /api/company/addresses/{id}', url: `/api/company/addresses/${address}` },
    { route: 'GET /api/company/meeting-rooms', url: '/api/company/meeting-rooms' },
    { route: 'POST /api/company/meeting-rooms', url: '/api/company/meeting-rooms', payload: { name: '新会议室' } },
    { route: 'PUT /api/company/meeting-rooms/{id}', url: `/api/company/meeting-rooms/${room}`, payload: { name: '改名会议室' } },
    { route: 'PATCH /api/company/meeting-rooms/{id}/enabled', url: `/api/company/meeting-rooms/${room}/enabled`, payload: { enabled: false } },
    { route: 'DELETE /api/company/meeting-rooms/{id}', url: `/api/company/meeting-rooms/${room}` },
  ];
});

const send = (session: Session | null, e: Endpoint, sysType?: 1 | 2) => api(session, { method: e.route.split(' ')[0] as 'GET', url: e.url, payload: e.payload, sysType });

/** Everything the company settings own, to prove refused calls changed nothing. */
async function snapshot() {
  const { db } = ctx.database;
  const of = <T extends { companyId: number }>(rows: T[]) => rows.filter((r) => r.companyId === owner.companyId);
  return {
    accounts: of(await db.select().from(accounts)),
    roles: of(await db.select().from(roles)),
    orgs: of(await db.select().from(orgs)),
    teams: of(await db.select().from(teams)),
    addresses: of(await db.select().from(addresses)),
    rooms: of(await db.select().from(meetingRooms)),
    company: await db.select().from(companies).where(eq(companies.id, owner.companyId)),
  };
}

describe('company settings access', () => {
  it('the table covers every /api/company route of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/company'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(endpoints.map((e) => e.route).sort());
  });

  it('answers 401 with body status 999 to anonymous callers', async () => {
    for (const e of endpoints) expectFailure(await send(null, e), 401, '999');
  });

  it('answers 403 to HR and trainee accounts in both modes, and changes nothing', async () => {
    const before = await snapshot();
    for (const systemCode of [2, 10]) {
      const user = await addAccount(ctx, owner.companyId, systemCode);
      for (const sysType of [1, 2] as const) {
        for (const e of endpoints) {
          const res = await send(user, e, sysType);
          if (e.loginOnly) expect(res.statusCode, `${systemCode} ${e.route}`).toBe(200);
          else expect([res.statusCode, res.json().status], `${systemCode} ${e.route}`).toEqual([403, '40300']);
        }
      }
    }
    const after = await snapshot();
    expect({ ...after, accounts: after.accounts.length }).toEqual({ ...before, accounts: before.accounts.length + 2 });
  });

  it('lets the administrator role in, and only the super administrator to 资产与套餐', async () => {
    const admin = await addAccount(ctx, owner.companyId, 8);
    for (const e of endpoints.filter((x) => x.route.startsWith('GET'))) {
      expect((await send(admin, e)).statusCode, e.route).toBe(e.superAdminOnly ? 403 : 200);
      if (e.superAdminOnly) expect((await send(owner, e)).statusCode, e.route).toBe(200);
    }
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../src/modules/company/tables';
import { addAccount, expectFailure, expectInvalid, expectNotFound, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

type Team = { id: number; name: string; description: string | null; leaderId: number | null; leaderName: string | null; members: { id: number; userName: string }[]; createdAt: string };

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let people: number[];

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  people = [];
  for (const code of [2, 2, 3]) people.push((await addAccount(ctx, a.companyId, code)).accountId);
});

const teamRow = async (id: number) => (await ctx.database.db.select().from(teams).where(eq(teams.id, id)))[0];
const memberIds = async (id: number) => (await ctx.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, id))).map((m) => m.accountId).sort((x, y) => x - y);
let seq = 0;
const create = async (extra: Record<string, unknown> = {}) =>
  okData<Team>(await api(a, { method: 'POST', url: '/api/company/teams', payload: { name: `技术招聘小组${++seq}`, description: '负责研发岗位', ...extra } }));
const put = (session: Session, id: number, payload: Record<string, unknown>) => api(session, { method: 'PUT', url: `/api/company/teams/${id}`, payload });

describe('POST /api/company/teams', () => {
  it('creates a team with leader and members (JSON or form)', async () => {
    const team = await create({ leaderId: people[0], memberIds: [people[0], people[1], people[1]] });
    expect(team).toMatchObject({ leaderId: people[0], description: '负责研发岗位' });
    expect(team.leaderName).toBeTruthy();
    expect(team.members.map((m) => m.id).sort((x, y) => x - y)).toEqual([people[0], people[1]].sort((x, y) => x! - y!));
    const form = await api(a, {
      method: 'POST',
      url: '/api/company/teams',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=${encodeURIComponent('校招小组')}&memberIds=${people[1]}&memberIds=${people[2]}`,
    });
    expect(okData<Team>(form).members.length).toBe(2);
  });

  it('validates and refuses a taken name', async () => {
    expect(expectInvalid(await api(a, { method: 'POST', url: '/api/company/teams', payload: { name: '' } }), 'name')).toBe('请输入团队名称');
    expectInvalid(await api(a, { method: 'POST', url: '/api/company/teams', payload: { name: '小组', memberIds: ['x'] } }), 'memberIds.0');
    const team = await create();
    expectFailure(await api(a, { method: 'POST', url: '/api/company/teams', payload: { name: team.name } }), 409, '20011');
  });

  it("refuses another company's accounts as leader or members with 404 and creates nothing", async () => {
    const before = await ctx.database.db.select().from(teams).where(eq(teams.companyId, b.companyId));
    expectNotFound(await api(b, { method: 'POST', url: '/api/company/teams', payload: { name: '越权小组', memberIds: [people[0]] } }));
    expectNotFound(await api(b, { method: 'POST', url: '/api/company/teams', payload: { name: '越权小组', leaderId: people[0] } }));
    expect((await ctx.database.db.select().from(teams).where(eq(teams.companyId, b.companyId))).length).toBe(before.length);
  });
});

describe('GET /api/company/teams', () => {
  it('pages and filters by name within the company', async () => {
    const team = await create({ name: '海外业务招聘组', memberIds: [people[2]] });
    const page = okData<{ list: Team[]; total: number; page: number; pageSize: number }>(await api(a, { method: 'GET', url: `/api/company/teams?keyword=${encodeURIComponent('海外')}` }));
    expect(page.list.map((t) => t.id)).toEqual([team.id]);
    expect(page.list[0]!.members.map((m) => m.id)).toEqual([people[2]]);
    const small = okData<{ list: Team[]; total: number }>(await api(a, { method: 'GET', url: '/api/company/teams?pageSize=1' }));
    expect(small.list.length).toBe(1);
    expect(small.total).toBeGreaterThan(1);
    expect(okData<{ total: number }>(await api(b, { method: 'GET', url: '/api/company/teams' })).total).toBe(0);
  });
});

describe('PUT /api/company/teams/:id', () => {
  it('saves the team and replaces its members as a whole', async () => {
    const team = await create({ leaderId: people[0], memberIds: [people[0], people[1]] });
    const saved = okData<Team>(await put(a, team.id, { name: '算法招聘组', memberIds: [people[2]] }));
    expect(saved).toMatchObject({ name: '算法招聘组', leaderId: null, description: null });
    expect(await memberIds(team.id)).toEqual([people[2]]);
  });

  it('changes nothing when one member is not of the company', async () => {
    const team = await create({ memberIds: [people[0]] });
    const bPerson = await addAccount(ctx, b.companyId, 2);
    expectNotFound(await put(a, team.id, { name: '改名', memberIds: [people[1], bPerson.accountId] }));
    expect(await memberIds(team.id)).toEqual([people[0]]);
    expect((await teamRow(team.id))!.name).toBe(team.name);
  });

  it("answers 404 for another company's team and 409 for a taken name", async () => {
    const team = await create({ memberIds: [people[0]] });
    const other = await create();
    expectNotFound(await put(b, team.id, { name: '被改名', memberIds: [] }));
    expect(await memberIds(team.id)).toEqual([people[0]]);
    expectFailure(await put(a, team.id, { name: other.name }), 409, '20011');
    expectInvalid(await put(a, team.id, { name: '组'.repeat(31) }), 'name');
  });
});

describe('DELETE /api/company/teams/:id', () => {
  it('deletes the team with its memberships; another company gets 404', async () => {
    const team = await create({ memberIds: [people[0], people[1]] });
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/company/teams/${team.id}` }));
    expect(await teamRow(team.id)).toBeDefined();
    okData(await api(a, { method: 'DELETE', url: `/api/company/teams/${team.id}` }));
    expect(await teamRow(team.id)).toBeUndefined();
    expect(await memberIds(team.id)).toEqual([]);
    expectNotFound(await api(a, { method: 'DELETE', url: `/api/company/teams/${team.id}` }));
  });
});

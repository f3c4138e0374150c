import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { registerHandOver } from '../../src/modules/company/accounts.service';
import { accounts, orgs, teamMembers, teams } from '../../src/modules/company/tables';
import { addAccount, expectFailure, expectInvalid, expectNotFound, okData, twoCompanies, type Api } from './fixtures';
import type { Session, TestContext } from '../helpers';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let rootOrgId: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  rootOrgId = okData<{ id: number }[]>(await api(a, { method: 'GET', url: '/api/company/orgs' }))[0]!.id;
});

const db = () => ctx.database.db;
const accountRow = async (id: number) => (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!;
const membersOf = async (teamId: number) => (await db().select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).map((m) => m.accountId).sort((x, y) => x - y);
let seq = 0;
const team = async (leaderId: number, memberIds: number[]) =>
  okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/teams', payload: { name: `交接团队${++seq}`, leaderId, memberIds } })).id;
const org = async (leaderId: number) => okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/company/orgs', payload: { name: `交接部门${++seq}`, parentId: rootOrgId, leaderId } })).id;
const handOver = (session: Session, from: number, payload: Record<string, unknown>) => api(session, { method: 'POST', url: `/api/company/accounts/${from}/handover`, payload });

describe('POST /api/company/accounts/:id/handover', () => {
  it('moves team and department leadership and team places, records the receiver and disables the source', async () => {
    const from = await addAccount(ctx, a.companyId, 2);
    const to = await addAccount(ctx, a.companyId, 2);
    const other = await addAccount(ctx, a.companyId, 2);
    const led = await team(from.accountId, [from.accountId, other.accountId]);
    const shared = await team(other.accountId, [from.accountId, to.accountId]);
    const dept = await org(from.accountId);

    const result = okData<{ items: { key: string; label: string; count: number }[] }>(await handOver(a, from.accountId, { toAccountId: to.accountId }));
    expect(result.items).toEqual(
      expect.arrayContaining([
        { key: 'teamLeader', label: '负责的团队', count: 1 },
        { key: 'orgLeader', label: '负责的部门', count: 1 },
        { key: 'teamMember', label: '所在的团队', count: 2 },
      ]),
    );
    expect((await db().select().from(teams).where(eq(teams.id, led)))[0]!.leaderId).toBe(to.accountId);
    expect((await db().select().from(orgs).where(eq(orgs.id, dept)))[0]!.leaderId).toBe(to.accountId);
    expect(await membersOf(led)).toEqual([to.accountId, other.accountId].sort((x, y) => x - y));
    expect(await membersOf(shared)).toEqual([to.accountId]);
    expect(await accountRow(from.accountId)).toMatchObject({ status: 2, handedOverTo: to.accountId });
    expectFailure(await api(from, { method: 'GET', url: '/api/common/account/info' }), 401, '999');
  });

  it('keeps the source active with disable false (JSON or form)', async () => {
    const from = await addAccount(ctx, a.companyId, 2);
    const to = await addAccount(ctx, a.companyId, 2);
    okData(await handOver(a, from.accountId, { toAccountId: to.accountId, disable: false }));
    expect(await accountRow(from.accountId)).toMatchObject({ status: 1, handedOverTo: to.accountId });
    const form = await api(a, {
      method: 'POST',
      url: `/api/company/accounts/${from.accountId}/handover`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `toAccountId=${to.accountId}&disable=false`,
    });
    okData(form);
    expect((await accountRow(from.accountId)).status).toBe(1);
  });

  it('runs hooks registered by other areas in the same transaction: a failing hook saves nothing', async () => {
    const from = await addAccount(ctx, a.companyId, 2);
    const to = await addAccount(ctx, a.companyId, 2);
    const led = await team(from.accountId, [from.accountId]);
    const seen: number[] = [];
    // The hooks live in the module, which the next test files share: they go when this test ends.
    onTestFinished(registerHandOver({ key: 'test.jobs', label: '负责的职位', run: async (_tx, h) => (seen.push(h.fromAccountId), 0) }));
    const failing = registerHandOver({
      key: 'test.failing',
      label: '测试',
      run: async (_tx, h) => {
        if (h.fromAccountId === from.accountId) throw new Error('hook failed');
        return 0;
      },
    });
    onTestFinished(failing);
    expect((await handOver(a, from.accountId, { toAccountId: to.accountId })).statusCode).toBe(500);
    expect(seen).toContain(from.accountId);
    expect((await db().select().from(teams).where(eq(teams.id, led)))[0]!.leaderId).toBe(from.accountId);
    expect(await membersOf(led)).toEqual([from.accountId]);
    expect(await accountRow(from.accountId)).toMatchObject({ status: 1, handedOverTo: null });
  });

  it('needs an active other account of the company as receiver', async () => {
    const from = await addAccount(ctx, a.companyId, 2);
    const disabled = await addAccount(ctx, a.companyId, 2);
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${disabled.accountId}`, payload: { status: 2 } }));
    expectFailure(await handOver(a, from.accountId, { toAccountId: disabled.accountId }), 400, '20010');
    expectFailure(await handOver(a, from.accountId, { toAccountId: from.accountId }), 400, '20010');
    expect((await accountRow(from.accountId)).status).toBe(1);
  });

  it('never disables the super administrator or the caller', async () => {
    const admin = await addAccount(ctx, a.companyId, 8);
    const to = await addAccount(ctx, a.companyId, 2);
    expectFailure(await handOver(admin, a.accountId, { toAccountId: to.accountId }), 400, '20008');
    expectFailure(await handOver(admin, admin.accountId, { toAccountId: to.accountId }), 400, '20009');
    okData(await handOver(admin, a.accountId, { toAccountId: to.accountId, disable: false }));
    expect((await accountRow(a.accountId)).status).toBe(1);
  });

  it('validates the body', async () => {
    const from = await addAccount(ctx, a.companyId, 2);
    expect(expectInvalid(await handOver(a, from.accountId, {}), 'toAccountId')).toBe('请选择接收工作的账号');
    expectInvalid(await handOver(a, from.accountId, { toAccountId: a.accountId, disable: 'maybe' }), 'disable');
  });

  it("answers 404 for another company's accounts on either side, changing nothing", async () => {
    const from = await addAccount(ctx, a.companyId, 2);
    const led = await team(from.accountId, [from.accountId]);
    const bTarget = await addAccount(ctx, b.companyId, 2);
    expectNotFound(await handOver(b, from.accountId, { toAccountId: bTarget.accountId }));
    expectNotFound(await handOver(a, from.accountId, { toAccountId: bTarget.accountId }));
    expectNotFound(await handOver(b, bTarget.accountId, { toAccountId: from.accountId }));
    expect(await accountRow(from.accountId)).toMatchObject({ status: 1, handedOverTo: null });
    expect(await accountRow(bTarget.accountId)).toMatchObject({ status: 1, handedOverTo: null });
    expect((await db().select().from(teams).where(eq(teams.id, led)))[0]!.leaderId).toBe(from.accountId);
  });
});

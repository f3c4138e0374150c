import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalFlows } from '../../src/modules/approvals/tables';
import { accounts } from '../../src/modules/company/tables';
import { addAccount, condition, copyTo, expectFailure, expectInvalid, okData, people, saveFlow, setup, submitAs, type Session, type Setup } from './fixtures';

let s: Setup;
let admin: Session;
let hr: Session;
let manager: Session;

beforeAll(async () => {
  s = await setup();
  admin = await addAccount(s.ctx, s.a.companyId, 8);
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  manager = await addAccount(s.ctx, s.a.companyId, 3);
});

const get = (who: Session | null, kind = 'job') => s.api(who, { method: 'GET', url: `/api/approval-flows/${kind}` });
const put = (who: Session | null, nodes: unknown[], kind = 'job') => s.api(who, { method: 'PUT', url: `/api/approval-flows/${kind}`, payload: { nodes } });
const versions = async () => (await s.ctx.database.db.select({ n: count() }).from(approvalFlows).where(eq(approvalFlows.companyId, s.a.companyId)))[0]!.n;

describe('approval flow settings', () => {
  it('answers an unconfigured flow, then saves versions only when the flow changes', async () => {
    expect(okData(await get(s.a, 'demand'))).toMatchObject({ kind: 'demand', configured: false, version: null, nodes: [] });
    const nodes = [people('用人部门负责人', [manager.accountId]), copyTo('抄送HR', [hr.accountId])];
    const first = await saveFlow(s, 'job', nodes);
    expect(first).toMatchObject({ configured: true, version: 1 });
    expect(first.nodes).toEqual(nodes);
    expect((await saveFlow(s, 'job', nodes, admin)).version).toBe(1);
    const second = await saveFlow(s, 'job', [...nodes, people('CEO审批', [s.a.accountId])], admin);
    expect(second).toMatchObject({ version: 2, updatedByName: expect.any(String) });
    // The demand flow is separate.
    expect(okData(await get(s.a, 'demand'))).toMatchObject({ configured: false });
  });

  it('refuses unusable flows with the designer\'s Chinese messages, saving nothing', async () => {
    const before = await versions();
    const empty = expectFailure(await put(s.a, [people('部门审批', [])]), 400, '41001') as { message: string; data: { problems: { nodeId: string; message: string }[] } };
    expect(empty.message).toBe('「部门审批」未设置审批人');
    const noDefault = expectFailure(
      await put(s.a, [
        people('HR', [hr.accountId]),
        { id: 'k1', type: 'condition', name: '按薪资', branches: [{ id: 'b1', name: '高薪', isDefault: false, conditions: [{ field: 'salary', op: 'gte', value: 30000 }], nodes: [] }] },
      ]),
      400,
      '41001',
    ) as { data: { problems: { message: string }[] } };
    expect(noDefault.data.problems.map((p) => p.message)).toEqual(['「按薪资」至少需要两个分支', '「按薪资」缺少默认分支（其他情况），条件都不满足时将无路可走']);
    expect(expectFailure(await put(s.a, [copyTo('抄送', [hr.accountId])]), 400, '41001').message).toBe('流程中至少需要一个审批人节点');
    const wrongKind = condition([{ name: '猎头职位', conditions: [{ field: 'recruitType', op: 'in', values: [1] }], nodes: [] }]);
    expect(expectFailure(await put(s.a, [people('HR', [hr.accountId]), wrongKind], 'demand'), 400, '41001').message).toBe('分支「猎头职位」的条件“招聘方式”不适用于招聘需求审批');
    expectInvalid(await put(s.a, [{ id: 'x', type: 'approver', name: '', mode: 'any', assignee: { type: 'user', accountIds: [] } }]), 'nodes.0.name');
    expectInvalid(await put(s.a, [{ id: 'x', type: 'approver', name: '主管', mode: '随便', assignee: { type: 'user', accountIds: [1] } }]), 'nodes.0.mode');
    expect(await versions()).toBe(before);
  });

  it('accepts only accounts, roles and departments of the company, and no disabled accounts', async () => {
    const before = await versions();
    expectFailure(await put(s.a, [people('外部审批人', [s.b.accountId])]), 404, '40400');
    expectFailure(await put(s.a, [{ id: 'r', type: 'approver', name: '角色', mode: 'all', assignee: { type: 'role', roleIds: [987654] } }]), 404, '40400');
    const foreignOrg = condition([{ name: '外部门', conditions: [{ field: 'orgId', op: 'in', values: [987654] }], nodes: [] }]);
    expectFailure(await put(s.a, [people('HR', [hr.accountId]), foreignOrg]), 404, '40400');
    const gone = await addAccount(s.ctx, s.a.companyId, 2);
    await s.ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, gone.accountId));
    expectFailure(await put(s.a, [people('已离职', [gone.accountId])]), 400, '41002');
    expect(await versions()).toBe(before);
  });

  it('lists the roles with their active members and the job levels for the designer', async () => {
    const level = okData<{ id: number }>(await s.api(s.a, { method: 'POST', url: '/api/job-levels', payload: { name: 'P7' } })).id;
    const options = okData<{ roles: { id: number; name: string; memberCount: number }[]; ranks: { id: number; name: string }[] }>(await s.api(admin, { method: 'GET', url: '/api/approval-flows/options' }));
    expect(options.roles.find((r) => r.name === '用人经理')?.memberCount).toBe(1);
    expect(options.ranks).toEqual([{ id: level, name: 'P7' }]);
  });

  it('takes 职级 conditions on the company\'s own job levels only', async () => {
    const before = await versions();
    const mine = okData<{ id: number }>(await s.api(s.a, { method: 'POST', url: '/api/job-levels', payload: { name: 'P8' } })).id;
    const theirs = okData<{ id: number }>(await s.api(s.b, { method: 'POST', url: '/api/job-levels', payload: { name: 'M1' } })).id;
    const byRank = (id: number) => condition([{ name: '高职级', conditions: [{ field: 'rankId', op: 'in', values: [id] }], nodes: [people('CEO', [s.a.accountId])] }]);
    expectFailure(await put(s.a, [people('HR', [hr.accountId]), byRank(theirs)]), 404, '40400');
    expect(await versions()).toBe(before);
    expect((await saveFlow(s, 'job', [people('HR', [hr.accountId]), byRank(mine)])).configured).toBe(true);
  });

  it('turns approval off: later submissions pass at once', async () => {
    await saveFlow(s, 'demand', [people('部门审批', [manager.accountId])]);
    expect((await submitAs(s, hr, {}, 'demand')).status).toBe('pending');
    expect(okData(await s.api(s.a, { method: 'DELETE', url: '/api/approval-flows/demand' }))).toBeNull();
    expect(okData(await get(s.a, 'demand'))).toMatchObject({ configured: false });
    expect((await submitAs(s, hr, {}, 'demand')).status).toBe('approved');
    // Saving again starts from the next version number.
    expect((await saveFlow(s, 'demand', [people('部门审批', [manager.accountId])])).version).toBe(2);
  });

  it('keeps flows of one company from another', async () => {
    expect(okData(await get(s.b))).toMatchObject({ configured: false });
    await saveFlow(s, 'job', [people('远景审批', [s.b.accountId])], s.b);
    expect(okData<{ nodes: { name: string }[] }>(await get(s.a)).nodes.map((n) => n.name)).not.toContain('远景审批');
  });

  it('is for administrators only: HR and hiring managers get 403, anonymous 401', async () => {
    for (const who of [hr, manager]) {
      expectFailure(await get(who), 403);
      expectFailure(await put(who, [people('HR', [hr.accountId])]), 403);
      expectFailure(await s.api(who, { method: 'DELETE', url: '/api/approval-flows/job' }), 403);
      expectFailure(await s.api(who, { method: 'GET', url: '/api/approval-flows/options' }), 403);
    }
    expectFailure(await get(null), 401, '999');
    expectFailure(await put(null, []), 401);
    expect(okData(await get(admin))).toMatchObject({ configured: true });
  });
});

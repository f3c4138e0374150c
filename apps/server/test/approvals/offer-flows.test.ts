// Offer审批 (/user/manage/offeraudit): the offer kind's flow is saved, checked and resolved like
// the others, with the facts an offer has (入职部门, 转正月薪, 职级) and its own settings code 330006.
import { Perm } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalFlows } from '../../src/modules/approvals/tables';
import { customAccount } from '../resumes/fixtures';
import { addAccount, condition, department, detail, expectFailure, expectInvalid, okData, people, saveFlow, setup, statusesOf, submitAs, type Session, type Setup } from './fixtures';

let s: Setup;
let hr: Session;
let director: Session;
let ceo: Session;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  director = await addAccount(s.ctx, s.a.companyId, 3);
  ceo = await addAccount(s.ctx, s.a.companyId, 8);
});

const get = (who: Session | null, kind = 'offer') => s.api(who, { method: 'GET', url: `/api/approval-flows/${kind}` });
const put = (who: Session | null, nodes: unknown[], kind = 'offer') => s.api(who, { method: 'PUT', url: `/api/approval-flows/${kind}`, payload: { nodes } });
const offerVersions = async (companyId = s.a.companyId) =>
  (await s.ctx.database.db.select({ n: count() }).from(approvalFlows).where(eq(approvalFlows.companyId, companyId)))[0]!.n;
const level = async (who: Session, name: string) => okData<{ id: number }>(await s.api(who, { method: 'POST', url: '/api/job-levels', payload: { name } })).id;

describe('Offer审批 flow settings', () => {
  it('saves an offer flow branching on 入职部门, 转正月薪 and 职级, apart from the job flow', async () => {
    expect(okData(await get(s.a))).toMatchObject({ kind: 'offer', configured: false, version: null, nodes: [] });
    const rd = await department(s, s.a.companyId, '研发中心', director.accountId);
    const p8 = await level(s.a, 'P8专家');
    const nodes = [
      people('HRBP审批', [hr.accountId]),
      condition(
        [
          { name: '高薪', conditions: [{ field: 'salary', op: 'gte', value: 30000 }], nodes: [people('CEO审批', [ceo.accountId])] },
          { name: '研发高职级', conditions: [{ field: 'orgId', op: 'in', values: [rd] }, { field: 'rankId', op: 'in', values: [p8] }], nodes: [people('研发负责人', [director.accountId])] },
        ],
        [],
      ),
    ];
    const saved = await saveFlow(s, 'offer', nodes);
    expect(saved).toMatchObject({ configured: true, version: 1 });
    expect(saved.nodes).toEqual(nodes);
    expect(okData(await get(s.a, 'job'))).toMatchObject({ configured: false });

    // An offer submitted through the engine takes the branch its facts lead to, and the
    // approver reads the facts under the offer's own labels.
    const high = await submitAs(s, hr, { orgId: rd, salary: 45000, rankIds: [p8] }, 'offer', '陈思琪的Offer');
    expect(high.status).toBe('pending');
    const seen = await detail(s, s.a, high.approvalId);
    expect(statusesOf(seen)).toEqual(['HRBP审批:active', 'CEO审批:waiting']);
    expect(seen.facts).toEqual([
      { label: '入职部门', value: '研发中心' },
      { label: '转正月薪', value: '45000元/月' },
      { label: '职级', value: 'P8专家' },
    ]);
    const senior = await submitAs(s, hr, { orgId: rd, salary: 20000, rankIds: [p8] }, 'offer', '王建国的Offer');
    expect(statusesOf(await detail(s, s.a, senior.approvalId))).toEqual(['HRBP审批:active', '研发负责人:waiting']);
    const plain = await submitAs(s, hr, { orgId: rd, salary: 12000, rankIds: [] }, 'offer', '李小萌的Offer');
    expect(statusesOf(await detail(s, s.a, plain.approvalId))).toEqual(['HRBP审批:active']);
  });

  it('refuses conditions an offer has not and unusable ranges with the offer\'s labels, saving nothing', async () => {
    const before = await offerVersions();
    const byHeadcount = condition([{ name: '批量招聘', conditions: [{ field: 'headcount', op: 'gte', value: 5 }], nodes: [] }]);
    expect(expectFailure(await put(s.a, [people('HR', [hr.accountId]), byHeadcount]), 400, '41001').message).toBe('分支「批量招聘」的条件“招聘人数”不适用于Offer审批');
    const byNature = condition([{ name: '实习', conditions: [{ field: 'nature', op: 'in', values: [3] }], nodes: [] }]);
    expect(expectFailure(await put(s.a, [people('HR', [hr.accountId]), byNature]), 400, '41001').message).toBe('分支「实习」的条件“工作性质”不适用于Offer审批');
    const reversed = condition([{ name: '区间', conditions: [{ field: 'salary', op: 'between', value: 50000, valueTo: 20000 }], nodes: [] }]);
    expect(expectFailure(await put(s.a, [people('HR', [hr.accountId]), reversed]), 400, '41001').message).toBe('分支「区间」的条件“转正月薪”的范围下限不能大于上限');
    const emptyOrg = condition([{ name: '指定部门', conditions: [{ field: 'orgId', op: 'in', values: [] }], nodes: [] }]);
    expect(expectFailure(await put(s.a, [people('HR', [hr.accountId]), emptyOrg]), 400, '41001').message).toBe('分支「指定部门」的条件“入职部门”未选择');
    expectInvalid(await put(s.a, [people('HR', [hr.accountId]), condition([{ name: '负数', conditions: [{ field: 'salary', op: 'gte', value: -1 }], nodes: [] }])]), 'nodes.1.branches.0.conditions.0.value');
    expect(await offerVersions()).toBe(before);
  });

  it('takes only the company\'s own departments, 职级 and people: another company\'s ids answer 404 and change nothing', async () => {
    const before = await offerVersions();
    const theirDept = await department(s, s.b.companyId, '远景事业部', s.b.accountId);
    const theirRank = await level(s.b, 'M3');
    const branch = (field: string, id: number) => condition([{ name: '外部', conditions: [{ field, op: 'in', values: [id] }], nodes: [] }]);
    expectFailure(await put(s.a, [people('HR', [hr.accountId]), branch('orgId', theirDept)]), 404, '40400');
    expectFailure(await put(s.a, [people('HR', [hr.accountId]), branch('rankId', theirRank)]), 404, '40400');
    expectFailure(await put(s.a, [people('外部审批人', [s.b.accountId])]), 404, '40400');
    expect(await offerVersions()).toBe(before);
    // The other company's offer flow is its own.
    expect(okData(await get(s.b))).toMatchObject({ configured: false });
    expect(await offerVersions(s.b.companyId)).toBe(0);
  });

  it('is for holders of 330006 only: a role managing the job flow but not the offer flow gets 403', async () => {
    const jobOnly = await customAccount(s.ctx, s.a.companyId, 2, [Perm.JobAuditSettings]);
    const offerOnly = await customAccount(s.ctx, s.a.companyId, 2, [Perm.OfferAuditSettings]);
    const before = await offerVersions();
    for (const who of [hr, director, jobOnly]) {
      expectFailure(await get(who), 403);
      expectFailure(await put(who, [people('HR', [hr.accountId])]), 403);
      expectFailure(await s.api(who, { method: 'DELETE', url: '/api/approval-flows/offer' }), 403);
    }
    expect(await offerVersions()).toBe(before);
    expect(okData(await get(jobOnly, 'job'))).toMatchObject({ kind: 'job' });
    expect(okData(await get(offerOnly))).toMatchObject({ kind: 'offer', configured: true });
    expect(okData<{ roles: unknown[] }>(await s.api(offerOnly, { method: 'GET', url: '/api/approval-flows/options' })).roles.length).toBeGreaterThan(0);
    expectFailure(await get(offerOnly, 'job'), 403);
    expectFailure(await get(null), 401, '999');
  });

  it('turns Offer审批 off: later offers pass at once', async () => {
    await saveFlow(s, 'offer', [people('HRBP审批', [hr.accountId])]);
    expect(okData(await s.api(s.a, { method: 'DELETE', url: '/api/approval-flows/offer' }))).toBeNull();
    expect(okData(await get(s.a))).toMatchObject({ configured: false });
    expect((await submitAs(s, hr, { salary: 90000 }, 'offer', '赵雨桐的Offer')).status).toBe('approved');
  });
});

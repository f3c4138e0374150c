import { beforeAll, describe, expect, it } from 'vitest';
// The engine through 招聘需求审批, whose module does not exist yet: jobs answer to their own
// module's hooks (jobs.test.ts).
import { onDecided, type ApprovalOutcome } from '../../src/modules/approvals/service';
import { atFileEnd } from '../file-end';
import { act, addAccount, approve, box, condition, copyTo, department, detail, expectFailure, expectInvalid, moveTo, okData, people, saveFlow, setup, statusesOf, submitAs, type Session, type Setup } from './fixtures';

let s: Setup;
let hr: Session;
let lead: Session;
let director: Session;
let ceo: Session;
let hrbp: Session;
const outcomes: ApprovalOutcome[] = [];

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  lead = await addAccount(s.ctx, s.a.companyId, 3);
  director = await addAccount(s.ctx, s.a.companyId, 3);
  ceo = await addAccount(s.ctx, s.a.companyId, 8);
  hrbp = await addAccount(s.ctx, s.a.companyId, 2);
  // Registered in the module the next test files share: it goes when this file ends.
  atFileEnd(onDecided('demand', async (_tx, outcome) => void outcomes.push(outcome)));
});

const outcomeOf = (approvalId: number) => outcomes.filter((o) => o.approvalId === approvalId).map((o) => o.status);

describe('submitting', () => {
  it('approves at once when the company has no flow, and says so in the trail', async () => {
    const { approvalId, status, subjectId } = await submitAs(s, hr, {}, 'demand');
    expect(status).toBe('approved');
    const d = await detail(s, hr, approvalId);
    expect(d).toMatchObject({ status: 'approved', subjectId, applicantId: hr.accountId, can: { withdraw: false, resubmit: false } });
    expect(d.actions.map((a) => [a.action, a.comment])).toEqual([
      ['submit', null],
      ['autoApprove', '未设置审批流程，自动通过'],
    ]);
    expect(outcomeOf(approvalId)).toEqual(['approved']);
  });
});

describe('a two-step approval with a copy-to', () => {
  it('goes step by step, copies at the end and tells the subject\'s module', async () => {
    await saveFlow(s, 'demand', [people('部门主管审批', [lead.accountId]), people('总监审批', [director.accountId]), copyTo('抄送HRBP', [hrbp.accountId])]);
    const { approvalId, status } = await submitAs(s, hr, { salary: 25000 }, 'demand', '前端开发工程师');
    expect(status).toBe('pending');
    expect(outcomeOf(approvalId)).toEqual(['pending']);

    expect((await box(s, lead, 'pending')).list.map((r) => r.id)).toContain(approvalId);
    expect((await box(s, director, 'pending')).list.map((r) => r.id)).not.toContain(approvalId);
    const mine = (await box(s, hr, 'mine')).list.find((r) => r.id === approvalId)!;
    expect(mine).toMatchObject({ title: '前端开发工程师', status: 'pending', currentStep: '部门主管审批', currentApprovers: [expect.any(String)] });
    const todos = okData<{ cards: { key: string; count: number; path?: string }[] }>(await s.api(lead, { method: 'GET', url: '/api/home/todos' })).cards;
    expect(todos.find((c) => c.key === 'approvals')).toMatchObject({ count: 1, path: '/approval?box=pending' });

    // The director's turn has not come.
    expectFailure(await act(s, director, approvalId, 'approve'), 403, '41004');
    const afterFirst = await approve(s, lead, approvalId, '同意，预算已确认');
    expect(statusesOf(afterFirst)).toEqual(['部门主管审批:approved', '总监审批:active', '抄送HRBP:waiting']);
    expect(afterFirst.can).toMatchObject({ approve: false, reject: false });
    expect((await box(s, hrbp, 'cc')).list).toHaveLength(0);

    const done = await approve(s, director, approvalId);
    expect(done.status).toBe('approved');
    expect(statusesOf(done)).toEqual(['部门主管审批:approved', '总监审批:approved', '抄送HRBP:copied']);
    expect(done.actions.map((a) => a.action)).toEqual(['submit', 'approve', 'approve', 'copy']);
    expect(done.actions[1]).toMatchObject({ stepName: '部门主管审批', comment: '同意，预算已确认', actorName: expect.any(String) });
    expect(outcomeOf(approvalId)).toEqual(['pending', 'approved']);
    expect((await box(s, hrbp, 'cc')).list.map((r) => r.id)).toEqual([approvalId]);
    expect((await box(s, lead, 'done')).list.map((r) => r.id)).toContain(approvalId);
    expect((await box(s, lead, 'pending')).list.map((r) => r.id)).not.toContain(approvalId);
    expectFailure(await act(s, lead, approvalId, 'approve'), 409, '41003');
  });
});

describe('condition branches and department heads', () => {
  it('routes by salary and department, and asks the head of the demand\'s department', async () => {
    const tech = await department(s, s.a.companyId, '技术中心', director.accountId);
    const frontend = await department(s, s.a.companyId, '前端组', null, tech);
    await moveTo(s, hr.accountId, frontend);
    await saveFlow(s, 'demand', [
      condition(
        [
          { name: '高薪职位', conditions: [{ field: 'salary', op: 'gte', value: 30000 }], nodes: [people('CEO审批', [ceo.accountId])] },
          { name: '技术中心职位', conditions: [{ field: 'orgId', op: 'in', values: [tech] }], nodes: [{ id: 'h1', type: 'approver', name: '部门负责人', mode: 'any', assignee: { type: 'deptHead', level: 1, of: 'subject' } }] },
        ],
        [people('HR经理审批', [hrbp.accountId])],
      ),
    ]);
    const rich = await submitAs(s, hr, { salary: 40000, orgId: frontend }, 'demand');
    const richDetail = await detail(s, hr, rich.approvalId);
    expect(richDetail.rounds[0]!.route).toEqual(['高薪职位']);
    expect(richDetail.rounds[0]!.steps[0]!.tasks.map((t) => t.accountId)).toEqual([ceo.accountId]);

    // 前端组 has no head; the branch tests 技术中心 and its sub-departments, the node asks 前端组's own head: skipped.
    const subDept = await submitAs(s, hr, { salary: 20000, orgId: frontend }, 'demand');
    const skipped = await detail(s, hr, subDept.approvalId);
    expect(skipped.rounds[0]!.route).toEqual(['技术中心职位']);
    expect(skipped).toMatchObject({ status: 'approved' });
    expect(skipped.rounds[0]!.steps[0]).toMatchObject({ status: 'skipped', note: '未找到所属部门的直接负责人（部门未设置负责人）' });
    expect(skipped.actions.map((a) => a.action)).toEqual(['submit', 'skip', 'autoApprove']);

    const inTech = await submitAs(s, hr, { salary: 20000, orgId: tech }, 'demand');
    expect((await detail(s, hr, inTech.approvalId)).rounds[0]!.steps[0]!.tasks.map((t) => t.accountId)).toEqual([director.accountId]);

    const other = await submitAs(s, hr, { salary: 12000 }, 'demand');
    expect((await detail(s, hr, other.approvalId)).rounds[0]).toMatchObject({ route: ['其他情况'], steps: [{ name: 'HR经理审批' }] });
  });
});

describe('rejecting, withdrawing and resubmitting', () => {
  it('needs a reason to reject, keeps every round in the history and starts a new round on resubmit', async () => {
    await saveFlow(s, 'demand', [people('部门主管审批', [lead.accountId]), people('总监审批', [director.accountId])]);
    const { approvalId } = await submitAs(s, hr, {}, 'demand', '产品经理');
    expectInvalid(await act(s, lead, approvalId, 'reject', {}), 'reason');
    expectInvalid(await act(s, lead, approvalId, 'reject', { reason: '   ' }), 'reason');
    const rejected = okData<Awaited<ReturnType<typeof detail>>>(await act(s, lead, approvalId, 'reject', { reason: '编制已满，本季度不再新增' }));
    expect(rejected).toMatchObject({ status: 'rejected', reason: '编制已满，本季度不再新增', currentStep: null });
    expect(statusesOf(rejected)).toEqual(['部门主管审批:rejected', '总监审批:cancelled']);
    expect(outcomes.filter((o) => o.approvalId === approvalId).at(-1)).toMatchObject({ status: 'rejected', reason: '编制已满，本季度不再新增', actorId: lead.accountId });
    expect((await box(s, hr, 'mine', '&status=rejected')).list.find((r) => r.id === approvalId)?.reason).toBe('编制已满，本季度不再新增');

    // Only the applicant resubmits.
    expectFailure(await act(s, lead, approvalId, 'resubmit'), 403, '41005');
    expectFailure(await act(s, lead, approvalId, 'approve'), 409, '41003');
    const again = okData<Awaited<ReturnType<typeof detail>>>(await act(s, hr, approvalId, 'resubmit'));
    expect(again).toMatchObject({ status: 'pending', round: 2, reason: null, can: { withdraw: true, resubmit: false } });
    expect(again.rounds.map((r) => r.round)).toEqual([1, 2]);
    expect(statusesOf(again)).toEqual(['部门主管审批:active', '总监审批:waiting']);
    expect(again.actions.map((a) => [a.round, a.action])).toEqual([
      [1, 'submit'],
      [1, 'reject'],
      [2, 'resubmit'],
    ]);
    expectFailure(await act(s, hr, approvalId, 'resubmit'), 409, '41006');
  });

  it('lets only the applicant withdraw a pending approval, and a withdrawn one be resubmitted', async () => {
    await saveFlow(s, 'demand', [people('部门主管审批', [lead.accountId])]);
    const { approvalId } = await submitAs(s, hr, {}, 'demand');
    expectFailure(await act(s, lead, approvalId, 'withdraw'), 403, '41005');
    const withdrawn = okData<Awaited<ReturnType<typeof detail>>>(await act(s, hr, approvalId, 'withdraw'));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', can: { resubmit: true, withdraw: false } });
    expect(statusesOf(withdrawn)).toEqual(['部门主管审批:cancelled']);
    expect((await box(s, lead, 'pending')).list.map((r) => r.id)).not.toContain(approvalId);
    expectFailure(await act(s, lead, approvalId, 'approve'), 409, '41003');
    expectFailure(await act(s, hr, approvalId, 'withdraw'), 409, '41003');
    expect(okData<{ status: string }>(await act(s, hr, approvalId, 'resubmit')).status).toBe('pending');
    expect(outcomeOf(approvalId)).toEqual(['pending', 'withdrawn', 'pending']);
  });

  it('refuses a second submission of a subject while one is pending, and keeps the version a round started with', async () => {
    await saveFlow(s, 'demand', [people('部门主管审批', [lead.accountId])]);
    const first = await submitAs(s, hr, {}, 'demand');
    const version = (await detail(s, hr, first.approvalId)).rounds[0]!.flowVersion;
    await expect(
      (async () => {
        const { submit } = await import('../../src/modules/approvals/service');
        await submit(s.ctx.database.db, { companyId: s.a.companyId, accountId: hr.accountId }, { kind: 'demand', subjectId: first.subjectId, title: '重复提交', facts: {} });
      })(),
    ).rejects.toMatchObject({ status: '41007' });
    // The flow changes while the approval waits: it still asks the step it started with.
    await saveFlow(s, 'demand', [people('总监审批', [director.accountId])]);
    const still = await detail(s, hr, first.approvalId);
    expect(still.rounds[0]).toMatchObject({ flowVersion: version, steps: [{ name: '部门主管审批', status: 'active' }] });
    await act(s, hr, first.approvalId, 'withdraw');
    const next = okData<Awaited<ReturnType<typeof detail>>>(await act(s, hr, first.approvalId, 'resubmit'));
    expect(next.rounds[1]).toMatchObject({ flowVersion: version! + 1, steps: [{ name: '总监审批' }] });
  });
});

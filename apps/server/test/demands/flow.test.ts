// A demand's life: draft, submitted through a two-step 招聘需求审批, rejected, edited and sent
// again, approved, closed; withdrawn and resubmitted; its status follows the approval whether
// people act on the demand pages or in 我的审批, and the trail records every step.
import type { FlowNode } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { act as decide, approve, box, people, saveFlow, type Setup } from '../approvals/fixtures';
import type { Session } from '../helpers';
import { act, addAccount, addDepartment, createDemand, expectFailure, getDemand, okData, setup, storedDemand } from './fixtures';

let s: Setup;
let hm: Session;
let hr: Session;
let lead: Session;
let ceo: Session;
let org: number;

beforeAll(async () => {
  s = await setup();
  hm = await addAccount(s.ctx, s.a.companyId, 3);
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  lead = await addAccount(s.ctx, s.a.companyId, 8);
  ceo = await addAccount(s.ctx, s.a.companyId, 1);
  org = await addDepartment(s.api, s.a, '产品部');
});

const demand = (id: number, who: Session = hm) => getDemand(s.api, who, id);
const patch = (id: number, payload: Record<string, unknown>, who: Session = hm) => s.api(who, { method: 'PATCH', url: `/api/demands/${id}`, payload });

describe('without a demand flow', () => {
  it('approves a submitted demand at once, with the automatic approval in its trail', async () => {
    const id = await createDemand(s.api, hm, org);
    const d = okData<{ status: string; approval: { actions: { action: string }[] } }>(await act(s.api, hm, id, 'submit'));
    expect(d.status).toBe('approved');
    expect(d.approval.actions.map((x) => x.action)).toEqual(['submit', 'autoApprove']);
  });

  it('creates and submits in one call with submit: true', async () => {
    const created = okData<{ id: number; status: string }>(await s.api(hm, { method: 'POST', url: '/api/demands', payload: { name: '测试工程师', orgId: org, headcount: 1, reason: 3, submit: true } }));
    expect(created.status).toBe('approved');
  });
});

describe('under a two-step demand flow', () => {
  beforeAll(async () => {
    const nodes: FlowNode[] = [people('部门负责人审批', [lead.accountId]), people('总经理审批', [ceo.accountId])];
    await saveFlow(s, 'demand', nodes);
  });

  it('walks both steps, survives a rejection and an edit, and records every step', async () => {
    const id = await createDemand(s.api, hm, org, { name: '产品经理', headcount: 2, maxSalary: 25000 });
    let d = okData<Awaited<ReturnType<typeof demand>>>(await act(s.api, hm, id, 'submit'));
    expect(d).toMatchObject({ status: 'pending', currentStep: '部门负责人审批', can: { edit: false, submit: false, withdraw: true, close: false } });
    // The approvers find it in 我的审批 under a title that says what it is.
    const pending = await box(s, lead, 'pending', '&kind=demand');
    expect(pending.list.map((r) => r.title)).toContain('产品经理（2人）');
    expect(okData<{ cards: { key: string; count: number }[] }>(await s.api(lead, { method: 'GET', url: '/api/home/todos' })).cards.find((t) => t.key === 'approvals')!.count).toBeGreaterThan(0);

    // Not while it is in approval.
    expectFailure(await patch(id, { headcount: 3 }), 409, '42001');
    expectFailure(await act(s.api, hm, id, 'submit'), 409, '42002');
    expectFailure(await act(s.api, hm, id, 'close'), 409, '42003');

    await approve(s, lead, d.approval!.id);
    d = await demand(id);
    expect(d).toMatchObject({ status: 'pending', currentStep: '总经理审批' });
    okData(await decide(s, ceo, d.approval!.id, 'reject', { reason: '预算不足，人数减为1人' }));
    d = await demand(id);
    expect(d).toMatchObject({ status: 'rejected', rejectReason: '预算不足，人数减为1人', can: { edit: true, submit: true, withdraw: false } });

    okData(await patch(id, { headcount: 1 }));
    d = okData(await act(s.api, hm, id, 'submit'));
    expect(d).toMatchObject({ status: 'pending', approval: { round: 2, title: '产品经理（1人）' } });
    await approve(s, lead, d.approval!.id);
    await approve(s, ceo, d.approval!.id, '同意');
    d = await demand(id);
    expect(d).toMatchObject({ status: 'approved', currentStep: null, rejectReason: null, can: { edit: false, submit: false, close: true } });
    expect(d.approval!.actions.map((x) => x.action)).toEqual(['submit', 'approve', 'reject', 'resubmit', 'approve', 'approve']);
    expect(d.approval!.rounds[1]!.steps.map((x) => `${x.name}:${x.status}`)).toEqual(['部门负责人审批:approved', '总经理审批:approved']);

    expectFailure(await patch(id, { headcount: 2 }), 409, '42001');
    const closed = okData<Record<string, unknown>>(await act(s.api, hm, id, 'close', { reason: '已招满' }));
    expect(closed).toMatchObject({ status: 'closed', closeReason: '已招满', can: { edit: false, submit: false, close: false } });
    expect(closed.closedByName).toBeTruthy();
    expectFailure(await act(s.api, hm, id, 'close'), 409, '42003');
  });

  it('lets the submitter withdraw, edit and resubmit; others may not withdraw', async () => {
    const id = await createDemand(s.api, hm, org, { name: '运营专员' });
    okData(await act(s.api, hm, id, 'submit'));
    expectFailure(await act(s.api, hr, id, 'withdraw'), 403, '41005');
    const withdrawn = okData<{ status: string }>(await act(s.api, hm, id, 'withdraw'));
    expect(withdrawn.status).toBe('withdrawn');
    expectFailure(await act(s.api, hm, id, 'withdraw'), 409, '41003');
    okData(await patch(id, { name: '高级运营专员' }));
    expect(okData<{ status: string; approval: { round: number; title: string } }>(await act(s.api, hm, id, 'submit'))).toMatchObject({ status: 'pending', approval: { round: 2, title: '高级运营专员（2人）' } });
  });

  it('follows 撤回 and 重新提交 from 我的审批, with the demand as edited since', async () => {
    const id = await createDemand(s.api, hm, org, { name: '用户研究员', headcount: 1 });
    const { approval } = okData<{ approval: { id: number } }>(await act(s.api, hm, id, 'submit'));
    okData(await decide(s, hm, approval.id, 'withdraw'));
    expect((await storedDemand(s.ctx, id)).status).toBe('withdrawn');
    okData(await patch(id, { headcount: 4 }));
    okData(await decide(s, hm, approval.id, 'resubmit'));
    expect(await demand(id)).toMatchObject({ status: 'pending', approval: { title: '用户研究员（4人）', facts: expect.arrayContaining([{ label: '招聘人数', value: '4人' }]) } });
  });

  it('keeps a closed demand closed and out of resubmission', async () => {
    const id = await createDemand(s.api, hm, org, { name: '交互设计师' });
    const { approval } = okData<{ approval: { id: number } }>(await act(s.api, hm, id, 'submit'));
    okData(await decide(s, lead, approval.id, 'reject', { reason: '暂不需要' }));
    okData(await act(s.api, hm, id, 'close'));
    expectFailure(await decide(s, hm, approval.id, 'resubmit'), 404);
    expectFailure(await act(s.api, hm, id, 'submit'), 409, '42002');
    expect((await storedDemand(s.ctx, id)).status).toBe('closed');
  });

  it('lets HR raise one too; approvers read its department', async () => {
    const d = await demand(await createDemand(s.api, hr, org, { name: '数据分析师', submit: true }), hr);
    expect(d.status).toBe('pending');
    expect(d.approval!.facts).toEqual(expect.arrayContaining([{ label: '所属部门', value: '产品部' }]));
  });
});

// 职位审批 wired into jobs: with a job flow a job is published only once approved; the job API
// keeps its contracts (POST answers data.id, GET shows the approval, PATCH {status} opens/closes).
import { beforeAll, describe, expect, it } from 'vitest';
import { act, addAccount, approve, condition, detail, expectFailure, okData, people, saveFlow, setup, type Session, type Setup } from './fixtures';

type Job = { id: number; status: number; closedReason: string | null; approval: { approvalId: number; status: string; currentStep: string | null; reason: string | null } | null };

let s: Setup;
let hr: Session;
let lead: Session;
let ceo: Session;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  lead = await addAccount(s.ctx, s.a.companyId, 3);
  ceo = await addAccount(s.ctx, s.a.companyId, 8);
});

const create = async (body: Record<string, unknown> = {}) => okData<{ id: number }>(await s.api(hr, { method: 'POST', url: '/api/jobs', payload: { name: '数据分析师', ...body } })).id;
const job = async (id: number) => okData<Job>(await s.api(hr, { method: 'GET', url: `/api/jobs/${id}` }));
const patch = (id: number, payload: Record<string, unknown>) => s.api(hr, { method: 'PATCH', url: `/api/jobs/${id}`, payload });

describe('jobs without a job flow', () => {
  it('open at once and carry no approval', async () => {
    const id = await create();
    expect(await job(id)).toMatchObject({ status: 1, closedReason: null, approval: null });
  });
});

describe('jobs under a job flow', () => {
  beforeAll(async () => {
    await saveFlow(s, 'job', [
      people('部门主管审批', [lead.accountId]),
      condition([{ name: '高薪职位', conditions: [{ field: 'salary', op: 'gte', value: 30000 }], nodes: [people('CEO审批', [ceo.accountId])] }]),
    ]);
  });

  it('keep a new job closed until approved, then open it for its retention', async () => {
    const id = await create({ retention: 30 });
    const waiting = await job(id);
    expect(waiting).toMatchObject({ status: 2, closedReason: 'approval', approval: { status: 'pending', currentStep: '部门主管审批', reason: null } });
    const listed = okData<{ list: Job[] }>(await s.api(hr, { method: 'GET', url: '/api/jobs?keyword=数据分析师&status=2' })).list.find((j) => j.id === id);
    expect(listed?.approval?.status).toBe('pending');
    await approve(s, lead, waiting.approval!.approvalId);
    const open = okData<Job & { openedAt: string; expiresAt: string }>(await s.api(hr, { method: 'GET', url: `/api/jobs/${id}` }));
    expect(open).toMatchObject({ status: 1, closedReason: null, approval: { status: 'approved' } });
    expect(new Date(open.expiresAt).getTime() - new Date(open.openedAt).getTime()).toBe(30 * 86_400_000);
  });

  it('route by the job\'s monthly salary: an annual salary counts by the month', async () => {
    const monthly = await job(await create({ salaryType: 1, minSalary: 30000, maxSalary: 40000, headcount: 2 }));
    const submitted = await detail(s, hr, monthly.approval!.approvalId);
    expect(submitted.rounds[0]!.route).toEqual(['高薪职位']);
    // Approvers read what they approve.
    expect(submitted.facts).toEqual([
      { label: '所属部门', value: '星河智能科技有限公司' },
      { label: '月薪上限', value: '40000元/月' },
      { label: '招聘人数', value: '2人' },
      { label: '工作性质', value: '全职' },
      { label: '招聘方式', value: '自主招聘' },
    ]);
    const annual = await job(await create({ salaryType: 2, minSalary: 200000, maxSalary: 300000 }));
    expect((await detail(s, hr, annual.approval!.approvalId)).rounds[0]!.route).toEqual(['其他情况']);
  });

  it('show the rejection\'s reason; opening the job again resubmits it, and not while it is pending', async () => {
    const id = await create();
    const { approval } = await job(id);
    expectFailure(await patch(id, { status: 1 }), 409, '41007');
    okData(await act(s, lead, approval!.approvalId, 'reject', { reason: '该岗位暂不招聘' }));
    expect(await job(id)).toMatchObject({ status: 2, closedReason: 'approval', approval: { status: 'rejected', reason: '该岗位暂不招聘' } });
    const again = okData<Job>(await patch(id, { status: 1, headcount: 2 }));
    expect(again).toMatchObject({ status: 2, closedReason: 'approval', approval: { status: 'pending' } });
    expect((await detail(s, hr, approval!.approvalId)).round).toBe(2);
  });

  it('resubmit from 我的审批 with the job as edited since its rejection', async () => {
    const id = await create({ name: '市场专员', maxSalary: 12000, minSalary: 8000 });
    const { approval } = await job(id);
    okData(await act(s, lead, approval!.approvalId, 'reject', { reason: '薪资偏低，招不到人' }));
    okData(await patch(id, { name: '高级市场专员', minSalary: 30000, maxSalary: 35000 }));
    const again = okData<{ title: string; round: number; rounds: { route: string[] }[] }>(await act(s, hr, approval!.approvalId, 'resubmit'));
    expect(again).toMatchObject({ title: '高级市场专员', round: 2 });
    expect(again.rounds.map((r) => r.route)).toEqual([['其他情况'], ['高薪职位']]);
  });

  it('leave a job closed by hand while it waited, and open it later without a second approval', async () => {
    const id = await create();
    const { approval } = await job(id);
    expect(okData<Job>(await patch(id, { status: 2 }))).toMatchObject({ status: 2, closedReason: 'manual' });
    await approve(s, lead, approval!.approvalId);
    expect(await job(id)).toMatchObject({ status: 2, closedReason: 'manual', approval: { status: 'approved' } });
    expect(okData<Job>(await patch(id, { status: 1 }))).toMatchObject({ status: 1, closedReason: null });
  });

  it('ask no approval for a job created closed until someone opens it', async () => {
    const id = await create({ status: 2 });
    expect(await job(id)).toMatchObject({ status: 2, closedReason: 'manual', approval: null });
    expect(okData<Job>(await patch(id, { status: 1 }))).toMatchObject({ status: 2, closedReason: 'approval', approval: { status: 'pending' } });
  });
});

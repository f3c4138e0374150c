import { beforeAll, describe, expect, it } from 'vitest';
import { act, addAccount, box, detail, expectFailure, okData, people, saveFlow, setup, snapshot, submitAs, type Session, type Setup } from './fixtures';

let s: Setup;
let hr: Session;
let approver: Session;
let colleague: Session;
let admin: Session;
let bHr: Session;
let id: number;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  approver = await addAccount(s.ctx, s.a.companyId, 3);
  colleague = await addAccount(s.ctx, s.a.companyId, 2);
  admin = await addAccount(s.ctx, s.a.companyId, 8);
  bHr = await addAccount(s.ctx, s.b.companyId, 2);
  await saveFlow(s, 'job', [people('部门主管审批', [approver.accountId])]);
  id = (await submitAs(s, hr, {}, 'job', '数据分析师')).approvalId;
});

describe('who may see and act on an approval', () => {
  it('shows it to the applicant, its approvers and those who manage job approval', async () => {
    for (const who of [hr, approver, admin, s.a]) expect((await detail(s, who, id)).title).toBe('数据分析师');
    expect((await detail(s, approver, id)).can).toEqual({ approve: true, reject: true, withdraw: false, resubmit: false });
    expect((await detail(s, hr, id)).can).toEqual({ approve: false, reject: false, withdraw: true, resubmit: false });
  });

  it('hides it from colleagues who have no part in it (404), and refuses those who see it but are not asked (403)', async () => {
    const before = await snapshot(s, id);
    expectFailure(await s.api(colleague, { method: 'GET', url: `/api/approvals/${id}` }), 404, '40400');
    for (const action of ['approve', 'withdraw', 'resubmit'] as const) expectFailure(await act(s, colleague, id, action), 404, '40400');
    expectFailure(await act(s, colleague, id, 'reject', { reason: '不合适' }), 404, '40400');
    expectFailure(await act(s, admin, id, 'approve'), 403, '41004');
    expectFailure(await act(s, admin, id, 'withdraw'), 403, '41005');
    expect(await snapshot(s, id)).toEqual(before);
    expect((await box(s, colleague, 'pending')).total).toBe(0);
  });

  it('answers 404 and changes nothing for another company', async () => {
    const before = await snapshot(s, id);
    for (const who of [s.b, bHr]) {
      expectFailure(await s.api(who, { method: 'GET', url: `/api/approvals/${id}` }), 404, '40400');
      for (const action of ['approve', 'withdraw', 'resubmit'] as const) expectFailure(await act(s, who, id, action), 404, '40400');
      expectFailure(await act(s, who, id, 'reject', { reason: '不合适' }), 404, '40400');
      for (const name of ['pending', 'done', 'mine', 'cc']) expect((await box(s, who, name)).total).toBe(0);
    }
    expect(await snapshot(s, id)).toEqual(before);
  });

  it('asks anonymous callers to log in', async () => {
    expectFailure(await s.api(null, { method: 'GET', url: '/api/approvals' }), 401, '999');
    expectFailure(await s.api(null, { method: 'GET', url: `/api/approvals/${id}` }), 401, '999');
    expectFailure(await s.api(null, { method: 'POST', url: `/api/approvals/${id}/approve`, payload: {} }), 401, '999');
  });

  it('validates the box query and ids', async () => {
    expectFailure(await s.api(hr, { method: 'GET', url: '/api/approvals?box=all' }), 400, '40001');
    expectFailure(await s.api(hr, { method: 'GET', url: '/api/approvals/abc' }), 400, '40001');
    expectFailure(await act(s, approver, 987654321, 'approve'), 404, '40400');
  });

  it('filters a box by kind, status and title', async () => {
    await submitAs(s, hr, {}, 'job', '运维工程师');
    const page = await box(s, hr, 'mine', '&keyword=' + encodeURIComponent('运维'));
    expect(page.list.map((r) => r.title)).toEqual(['运维工程师']);
    expect((await box(s, hr, 'mine', '&kind=demand')).total).toBe(0);
    expect((await box(s, hr, 'mine', '&status=pending')).total).toBe(2);
    const mine = okData<{ list: { applicantName: string }[] }>(await s.api(hr, { method: 'GET', url: '/api/approvals?box=mine&pageSize=1' }));
    expect(mine.list).toHaveLength(1);
  });
});

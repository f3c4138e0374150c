import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, approve, box, detail, okData, people, saveFlow, setup, statusesOf, submitAs, type Session, type Setup } from './fixtures';

let s: Setup;
let hr: Session;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
});

const handOver = async (from: Session, to: Session) =>
  okData<{ items: { key: string; count: number }[] }>(await s.api(s.a, { method: 'POST', url: `/api/company/accounts/${from.accountId}/handover`, payload: { toAccountId: to.accountId } }));

describe('hand-over of a departing approver', () => {
  it('gives his pending and coming steps to the receiver, and says so in the trail', async () => {
    const leaving = await addAccount(s.ctx, s.a.companyId, 3);
    const receiver = await addAccount(s.ctx, s.a.companyId, 3);
    const later = await addAccount(s.ctx, s.a.companyId, 8);
    await saveFlow(s, 'job', [people('主管审批', [leaving.accountId]), people('终审', [later.accountId, leaving.accountId], 'sequential')]);
    const { approvalId } = await submitAs(s, hr);
    const result = await handOver(leaving, receiver);
    expect(result.items.find((i) => i.key === 'approvals')?.count).toBe(1);
    expect((await box(s, receiver, 'pending')).list.map((r) => r.id)).toEqual([approvalId]);
    const d = await detail(s, hr, approvalId);
    expect(d.rounds[0]!.steps.map((st) => st.tasks.map((t) => t.accountId))).toEqual([[receiver.accountId], [later.accountId, receiver.accountId]]);
    expect(d.actions.filter((a) => a.action === 'transfer')).toHaveLength(2);
    expect(d.actions.find((a) => a.action === 'transfer')?.comment).toMatch(/^工作交接：.+的审批转交给.+$/);
    await approve(s, receiver, approvalId);
    await approve(s, later, approvalId);
    expect((await approve(s, receiver, approvalId)).status).toBe('approved');
  });

  it('ends his part where the receiver already decides, and a 会签 step finishes without him', async () => {
    const leaving = await addAccount(s.ctx, s.a.companyId, 3);
    const receiver = await addAccount(s.ctx, s.a.companyId, 3);
    await saveFlow(s, 'job', [people('会签', [leaving.accountId, receiver.accountId], 'all')]);
    const { approvalId } = await submitAs(s, hr);
    await approve(s, receiver, approvalId);
    await handOver(leaving, receiver);
    const d = await detail(s, hr, approvalId);
    expect(d.status).toBe('approved');
    expect(statusesOf(d)).toEqual(['会签:approved']);
    expect(d.rounds[0]!.steps[0]!.tasks.map((t) => t.status)).toEqual(['cancelled', 'approved']);
  });
});

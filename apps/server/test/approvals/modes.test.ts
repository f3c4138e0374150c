import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalActions } from '../../src/modules/approvals/tables';
import { act, addAccount, approve, box, detail, expectFailure, okData, people, saveFlow, setup, statusesOf, submitAs, type Session, type Setup } from './fixtures';

let s: Setup;
let hr: Session;
let one: Session;
let two: Session;
let three: Session;

beforeAll(async () => {
  s = await setup();
  hr = await addAccount(s.ctx, s.a.companyId, 2);
  one = await addAccount(s.ctx, s.a.companyId, 3);
  two = await addAccount(s.ctx, s.a.companyId, 3);
  three = await addAccount(s.ctx, s.a.companyId, 8);
});

const tasksOf = async (who: Session, id: number) => (await detail(s, who, id)).rounds.at(-1)!.steps[0]!.tasks.map((t) => t.status);

describe('step modes', () => {
  it('会签: every approver must approve, in any order', async () => {
    await saveFlow(s, 'demand', [people('联合审批', [one.accountId, two.accountId, three.accountId], 'all')]);
    const { approvalId } = await submitAs(s, hr, {}, 'demand', '华东区销售招聘需求');
    for (const who of [one, two, three]) expect((await box(s, who, 'pending')).list.map((r) => r.id)).toContain(approvalId);
    await approve(s, two, approvalId);
    await approve(s, three, approvalId);
    expect(await tasksOf(hr, approvalId)).toEqual(['pending', 'approved', 'approved']);
    expect((await detail(s, hr, approvalId)).status).toBe('pending');
    expect((await approve(s, one, approvalId)).status).toBe('approved');
  });

  it('会签: one rejection rejects, and the others are no longer asked', async () => {
    const { approvalId } = await submitAs(s, hr, {}, 'demand');
    await approve(s, one, approvalId);
    expect(okData<{ status: string }>(await act(s, two, approvalId, 'reject', { reason: '预算不足' })).status).toBe('rejected');
    expect(await tasksOf(hr, approvalId)).toEqual(['approved', 'rejected', 'cancelled']);
    expect((await box(s, three, 'pending')).list.map((r) => r.id)).not.toContain(approvalId);
  });

  it('或签: the first approver decides the step, the others are released', async () => {
    await saveFlow(s, 'demand', [people('任一主管', [one.accountId, two.accountId], 'any'), people('终审', [three.accountId])]);
    const { approvalId } = await submitAs(s, hr, {}, 'demand');
    const after = await approve(s, two, approvalId);
    expect(statusesOf(after)).toEqual(['任一主管:approved', '终审:active']);
    expect(after.rounds[0]!.steps[0]!.tasks.map((t) => t.status)).toEqual(['cancelled', 'approved']);
    expect((await box(s, one, 'pending')).list.map((r) => r.id)).not.toContain(approvalId);
    expectFailure(await act(s, one, approvalId, 'approve'), 409, '41003');
  });

  it('依次审批: approvers of one step act in the order chosen', async () => {
    await saveFlow(s, 'demand', [people('逐级审批', [three.accountId, one.accountId], 'sequential')]);
    const { approvalId } = await submitAs(s, hr, {}, 'demand');
    expectFailure(await act(s, one, approvalId, 'approve'), 403, '41004');
    expect(await tasksOf(hr, approvalId)).toEqual(['pending', 'waiting']);
    await approve(s, three, approvalId);
    expect(await tasksOf(hr, approvalId)).toEqual(['approved', 'pending']);
    expect((await approve(s, one, approvalId)).status).toBe('approved');
  });
});

describe('concurrent decisions', () => {
  it('lets exactly one of two approvers decide a 或签 step at the same moment', async () => {
    await saveFlow(s, 'job', [people('或签', [one.accountId, two.accountId], 'any')]);
    for (let i = 0; i < 5; i += 1) {
      const { approvalId } = await submitAs(s, hr);
      const results = await Promise.all([act(s, one, approvalId, 'approve'), act(s, two, approvalId, 'approve')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [decisions] = await s.ctx.database.db
        .select({ n: count() })
        .from(approvalActions)
        .where(and(eq(approvalActions.instanceId, approvalId), eq(approvalActions.action, 'approve')));
      expect(decisions!.n).toBe(1);
      expect((await detail(s, hr, approvalId)).status).toBe('approved');
    }
  });

  it('keeps an approve and a reject at the same moment from both landing', async () => {
    const { approvalId } = await submitAs(s, hr);
    const results = await Promise.all([act(s, one, approvalId, 'approve'), act(s, two, approvalId, 'reject', { reason: '不同意' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d = await detail(s, hr, approvalId);
    expect(d.actions.filter((a) => a.action === 'approve' || a.action === 'reject')).toHaveLength(1);
    expect(['approved', 'rejected']).toContain(d.status);
  });

  it('keeps a withdrawal and an approval at the same moment from both landing', async () => {
    const { approvalId } = await submitAs(s, hr);
    const results = await Promise.all([act(s, hr, approvalId, 'withdraw'), act(s, one, approvalId, 'approve')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['approved', 'withdrawn']).toContain((await detail(s, hr, approvalId)).status);
  });
});

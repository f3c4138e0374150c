// Issue 13 item 5: the message recipients of spec section 6 are found in the data when a
// message is sent, each person once, never a disabled account or another company's.
import { MessageRecipient } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/modules/company/tables';
import { resolveRecipients } from '../../src/modules/messaging/recipients';
import { addAccount, candidate, createJob, setup, type Api } from '../applications/fixtures';
import type { Session, TestContext } from '../helpers';
import { people, saveFlow, submitAs } from '../approvals/fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let hr: Session & { email: string };
let manager: Session & { email: string };
let assistant: Session & { email: string };
let gone: Session & { email: string };
let applicationId: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  hr = await addAccount(ctx, a.companyId, 2);
  manager = await addAccount(ctx, a.companyId, 3);
  assistant = await addAccount(ctx, a.companyId, 2);
  gone = await addAccount(ctx, a.companyId, 3);
  const jobId = await createJob(api, a, { name: '数据分析师', userId: hr.accountId, jurisdictionAccountIds: [assistant.accountId], userPersonAccountIds: [manager.accountId, gone.accountId] });
  // He left after the job was set up.
  await ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, gone.accountId));
  applicationId = (await candidate(api, a, jobId, { name: '方雅琪', email: 'fang.yaqi@example.com', mobile: '13912345678' })).id;
});

const resolve = (kinds: MessageRecipient[], ctxOf: Parameters<typeof resolveRecipients>[3], companyId = a.companyId) =>
  resolveRecipients(ctx.database.db, companyId, kinds, ctxOf);
const ids = (found: Awaited<ReturnType<typeof resolve>>) => found.map((r) => [r.kind, r.accountId]);

describe('resolveRecipients', () => {
  it('finds the candidate, the job team and the operator of an application, each once and none disabled', async () => {
    const found = await resolve(
      [MessageRecipient.Candidate, MessageRecipient.JobOwner, MessageRecipient.Assistant, MessageRecipient.HiringManager, MessageRecipient.Operator, MessageRecipient.JobCreator],
      { applicationId, operatorId: hr.accountId },
    );
    expect(found[0]).toEqual({ kind: 'candidate', name: '方雅琪', email: 'fang.yaqi@example.com', mobile: '13912345678', accountId: null });
    // The owner is also the operator; the creator is the super administrator who made the job.
    expect(ids(found.slice(1))).toEqual([
      ['jobOwner', hr.accountId],
      ['assistant', assistant.accountId],
      ['hiringManager', manager.accountId],
      ['jobCreator', a.accountId],
    ]);
    expect(found.find((r) => r.accountId === manager.accountId)).toMatchObject({ email: manager.email });
  });

  it('finds people by role and the super administrator', async () => {
    const found = await resolve([MessageRecipient.SuperAdmin, MessageRecipient.AllHiringManagers, MessageRecipient.AllHr], {});
    expect(ids(found)).toEqual([
      ['superAdmin', a.accountId],
      ['allHiringManagers', manager.accountId],
      ['allHr', hr.accountId],
      ['allHr', assistant.accountId],
    ]);
  });

  it('finds the approvers awaited now and the initiator of an approval', async () => {
    const s = { ctx, api, a, b };
    await saveFlow(s, 'demand', [people('用人经理', [manager.accountId])]);
    const { approvalId } = await submitAs(s, hr, {}, 'demand', '数据分析师（1人）');
    const found = await resolve([MessageRecipient.Approver, MessageRecipient.ApprovalInitiator], { approvalId });
    expect(ids(found)).toEqual([
      ['approver', manager.accountId],
      ['approvalInitiator', hr.accountId],
    ]);
  });

  it('finds nobody of another company, nor for kinds whose feature does not exist yet', async () => {
    expect(await resolve([MessageRecipient.Candidate, MessageRecipient.HiringManager, MessageRecipient.AllHr], { applicationId, operatorId: hr.accountId }, b.companyId)).toEqual([]);
    expect(await resolve([MessageRecipient.InterviewLead, MessageRecipient.Grader, MessageRecipient.HeadhunterFirm], { applicationId })).toEqual([]);
  });
});

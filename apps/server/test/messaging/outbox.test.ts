// 发送记录: a message is written with the change that causes it (or not at all), and
// GET /api/outbox answers the company's messages only, filtered, to 邮箱设置 holders.
import type { OutboxMessage } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMessage, NO_MAIL_SERVER, type NewMessage } from '../../src/modules/messaging/service';
import { outboxMessages } from '../../src/modules/messaging/tables';
import type { Jobs } from '../../src/platform/jobs/jobs';
import { addAccount, call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';

let ctx: TestContext;
let a: Session;
let b: Session;
let manager: Session;
let jobs: Jobs;

const mail = (companyId: number, more: Partial<NewMessage> = {}): NewMessage => ({
  companyId,
  channel: 'email',
  to: 'chen.siyuan@example.com',
  subject: '面试邀请：高级Java工程师',
  html: '<p>陈思远您好，诚邀您参加面试。</p>',
  text: '陈思远您好，诚邀您参加面试。',
  templateType: 1,
  trigger: '安排面试',
  ...more,
});

type Outbox = { list: OutboxMessage[]; total: number };
const outbox = async (session: Session, query = '') => {
  const res = await call(ctx.app, session, { method: 'GET', url: `/api/outbox${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Outbox;
};

/** Waits until the in-process worker has settled every queued message of the company. */
async function settled(companyId: number) {
  for (let i = 0; i < 100; i += 1) {
    const rows = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.companyId, companyId));
    if (rows.every((r) => r.status !== 'queued')) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('messages stayed queued');
}

beforeAll(async () => {
  ctx = await createTestContext();
  jobs = ctx.app.deps.jobs;
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
  b = await registerCompany(ctx.app, '远景数据服务有限公司');
  manager = await addAccount(ctx, a.companyId, 3);
});

describe('enqueueMessage', () => {
  it('writes the message with the transaction that causes it, once per idempotency key', async () => {
    const { db } = ctx.database;
    const [first, again] = await db.transaction(async (tx) => [
      await enqueueMessage(tx, jobs, mail(a.companyId, { idempotencyKey: 'interview-7' })),
      await enqueueMessage(tx, jobs, mail(a.companyId, { idempotencyKey: 'interview-7' })),
    ]);
    expect(again).toBe(first);
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessage(tx, jobs, mail(a.companyId, { subject: '不应发出的通知', idempotencyKey: 'rolled-back' }));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    await enqueueMessage(db, jobs, mail(a.companyId, { channel: 'app', to: String(a.accountId), subject: '您有一份新的简历待筛选', templateType: null, trigger: '推送用人部门' }));
    await settled(a.companyId);
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.companyId, a.companyId));
    expect(rows.map((r) => r.subject).sort()).toEqual(['您有一份新的简历待筛选', '面试邀请：高级Java工程师']);
    // Without SMTP_URL the mail stays readable in full, failed with the reason; a notice is delivered by being stored.
    const email = rows.find((r) => r.channel === 'email')!;
    expect(email).toMatchObject({ status: 'failed', error: NO_MAIL_SERVER, attempts: 0, html: '<p>陈思远您好，诚邀您参加面试。</p>', sendingAt: null });
    expect(rows.find((r) => r.channel === 'app')).toMatchObject({ status: 'sent', error: null });
  });
});

describe('GET /api/outbox', () => {
  it('lists the company messages newest first with exactly the contract fields, filtered', async () => {
    const { db } = ctx.database;
    await enqueueMessage(db, jobs, mail(a.companyId, { to: 'lin.xiaoyu@example.com', subject: '感谢您的关注', templateType: 4, trigger: '淘汰候选人' }));
    await enqueueMessage(db, jobs, mail(b.companyId, { to: 'lin.xiaoyu@example.com', subject: '远景的通知' }));
    await settled(a.companyId);
    const all = await outbox(a);
    expect(all.total).toBe(3);
    // The contract's fields, plus trigger and attempts for the page.
    expect(Object.keys(all.list[0]!).sort()).toEqual(['attempts', 'channel', 'createdAt', 'error', 'id', 'sentAt', 'status', 'subject', 'templateType', 'to', 'trigger'].sort());
    expect(all.list[0]).toMatchObject({ channel: 'email', to: 'lin.xiaoyu@example.com', subject: '感谢您的关注', status: 'failed', templateType: 4, sentAt: null, error: NO_MAIL_SERVER, trigger: '淘汰候选人', attempts: 0 });
    expect((await outbox(a, '?recipient=LIN.xiaoyu')).list.map((m) => m.subject)).toEqual(['感谢您的关注']);
    expect((await outbox(a, '?channel=app&status=sent')).list).toEqual([expect.objectContaining({ to: String(a.accountId), sentAt: expect.any(String) })]);
    expect((await outbox(a, '?status=queued')).total).toBe(0);
    expect(await outbox(a, '?page=2&pageSize=2')).toMatchObject({ total: 3, list: [expect.objectContaining({ subject: '面试邀请：高级Java工程师' })] });
    // The recipient filter is text, not a pattern.
    expect((await outbox(a, '?recipient=%25')).total).toBe(0);
  });

  it('shows another company nothing and refuses roles without 邮箱设置', async () => {
    const other = await outbox(b);
    expect(other.list.map((m) => m.subject)).toEqual(['远景的通知']);
    const refused = await call(ctx.app, manager, { method: 'GET', url: '/api/outbox' });
    expect(refused.statusCode).toBe(403);
    const bad = await call(ctx.app, a, { method: 'GET', url: '/api/outbox?status=sending' });
    expect(bad.statusCode).toBe(400);
    expect((await call(ctx.app, null, { method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
  });
});

// 发送记录 beyond the list: the date filter (China calendar days), one message in full with a
// one-time link kept out, 重发 of a failed or cancelled message through the delivery queue to a
// real SMTP server on loopback, and 取消发送 of a queued one; company-scoped, for 邮箱设置 holders.
import type { OutboxMessage, OutboxMessageDetail } from '@bole/domain';
import { simpleParser } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MARK } from '../../src/modules/messaging/send';
import { enqueueMessage, NO_MAIL_SERVER, type NewMessage } from '../../src/modules/messaging/service';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { encryptSecret } from '../../src/platform/crypto';
import { expectFailure, okData } from '../company/fixtures';
import { addAccount, call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { MAIL_PASSWORD, MAIL_USER, mailServerPort, startMailServer, stopMailServer, type Received } from './mail-server';

let ctx: TestContext;
let a: Session;
let b: Session;
let manager: Session;
let server: SMTPServer;
const received: Received[] = [];

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

const enqueue = (message: NewMessage) => enqueueMessage(ctx.database.db, ctx.app.deps.jobs, message);
const rowOf = async (companyId: number, id: number) => (await ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.id, id))))[0]!;

/** Waits until the worker has settled the message. */
async function settled(companyId: number, id: number) {
  for (let i = 0; i < 200; i += 1) {
    const row = await rowOf(companyId, id);
    if (row.status !== 'queued') return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the message was not delivered');
}

const get = (s: Session | null, url: string) => call(ctx.app, s, { method: 'GET', url });
const post = (s: Session | null, url: string) => call(ctx.app, s, { method: 'POST', url });

beforeAll(async () => {
  server = await startMailServer(received);
  ctx = await createTestContext();
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
  b = await registerCompany(ctx.app, '远景数据服务有限公司');
  manager = await addAccount(ctx, a.companyId, 3);
});
afterAll(async () => {
  await stopMailServer(server);
});

describe('GET /api/outbox date filter', () => {
  it('filters by creation day in China time, both ends inclusive', async () => {
    const c = await registerCompany(ctx.app, '华章文化传媒有限公司');
    const late = await enqueue(mail(c.companyId, { subject: '3月1日深夜', sendAt: new Date('2099-01-01T00:00:00Z') }));
    const early = await enqueue(mail(c.companyId, { subject: '3月2日凌晨', sendAt: new Date('2099-01-01T00:00:00Z') }));
    const { db } = ctx.database;
    // 23:50 on 1 March and 00:30 on 2 March in Shanghai.
    await db.update(outboxMessages).set({ createdAt: new Date('2026-03-01T15:50:00Z') }).where(eq(outboxMessages.id, late));
    await db.update(outboxMessages).set({ createdAt: new Date('2026-03-01T16:30:00Z') }).where(eq(outboxMessages.id, early));
    const subjects = async (query: string) => okData<{ list: OutboxMessage[] }>(await get(c, `/api/outbox${query}`)).list.map((m) => m.subject);
    expect(await subjects('?dateFrom=2026-03-02&dateTo=2026-03-02')).toEqual(['3月2日凌晨']);
    expect(await subjects('?dateFrom=2026-03-01&dateTo=2026-03-01')).toEqual(['3月1日深夜']);
    expect(await subjects('?dateFrom=2026-03-01')).toEqual(['3月2日凌晨', '3月1日深夜']);
    expect(await subjects('?dateTo=2026-02-28')).toEqual([]);
    expect(await subjects('?dateFrom=&dateTo=')).toHaveLength(2);
    expectFailure(await get(c, '/api/outbox?dateFrom=2026-3-1'), 400);
  });
});

describe('GET /api/outbox/:id', () => {
  it('answers the whole message, with the one-time link kept out', async () => {
    const secret = 'https://bole.test/out/forget?token=s3cr3t-reset-token';
    const id = await enqueue(
      mail(a.companyId, {
        to: 'zhou.wenjing@example.com',
        subject: '重置您的伯乐招聘密码',
        html: `<p>请点击 <a href="${SECRET_MARK}">${SECRET_MARK}</a> 重置密码。</p>`,
        text: `请打开 ${SECRET_MARK} 重置密码。`,
        templateType: null,
        trigger: '重置密码',
        platform: true,
        link: '/user/company/accounts',
        secretEncrypted: encryptSecret(ctx.app.deps.config.secretKey, secret),
      }),
    );
    await settled(a.companyId, id);
    const res = await get(a, `/api/outbox/${id}`);
    const detail = okData<OutboxMessageDetail>(res);
    expect(detail).toMatchObject({
      id,
      channel: 'email',
      to: 'zhou.wenjing@example.com',
      subject: '重置您的伯乐招聘密码',
      status: 'failed',
      error: NO_MAIL_SERVER,
      trigger: '重置密码',
      attempts: 0,
      templateType: null,
      templateTypeName: null,
      sendingAt: null,
      link: '/user/company/accounts',
      text: `请打开 ${SECRET_MARK} 重置密码。`,
    });
    expect(detail.html).toContain(SECRET_MARK);
    expect(detail.sendAt).toEqual(expect.any(String));
    expect(res.body).not.toContain('s3cr3t-reset-token');
    expect(res.body).not.toContain('secret');
    const typed = await enqueue(mail(a.companyId, { templateType: 4, subject: '感谢您的关注' }));
    expect(okData<OutboxMessageDetail>(await get(a, `/api/outbox/${typed}`)).templateTypeName).toBe('通知候选人');
  });
});

describe('POST /api/outbox/:id/resend and /cancel', () => {
  it('resends a failed message through the delivery queue, and refuses a queued or sent one', async () => {
    const id = await enqueue(mail(a.companyId, { subject: '【星河智能】面试邀请（重发）' }));
    expect(await settled(a.companyId, id)).toMatchObject({ status: 'failed', error: NO_MAIL_SERVER });
    // Now the company has a mail server: the resend leaves through it.
    const payload = { host: '127.0.0.1', port: mailServerPort(server), secure: false, username: MAIL_USER, password: MAIL_PASSWORD, fromAddress: 'zhaopin@xinghe.test', fromName: '星河智能招聘' };
    okData(await call(ctx.app, a, { method: 'PUT', url: '/api/email-settings', payload }));
    const before = received.length;
    const requeued = okData<OutboxMessageDetail>(await post(a, `/api/outbox/${id}/resend`));
    expect(requeued).toMatchObject({ id, status: 'queued', error: null, attempts: 0 });
    expect(await settled(a.companyId, id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(received).toHaveLength(before + 1);
    expect((await simpleParser(received.at(-1)!.raw)).subject).toBe('【星河智能】面试邀请（重发）');
    // Sent: not again.
    const again = expectFailure(await post(a, `/api/outbox/${id}/resend`), 409, '35201');
    expect(again.message).toBe('只有发送失败或已取消的消息可以重发');
    expect(received).toHaveLength(before + 1);
    // Queued (scheduled for later): not resent, but cancellable.
    const later = await enqueue(mail(a.companyId, { sendAt: new Date(Date.now() + 3_600_000) }));
    expectFailure(await post(a, `/api/outbox/${later}/resend`), 409, '35201');
    // A recipient without an address cannot be resent to.
    const noAddress = await enqueue(mail(a.companyId, { to: '林晓雨', failure: '收件人林晓雨没有邮箱，无法发送' }));
    expect(expectFailure(await post(a, `/api/outbox/${noAddress}/resend`), 400, '35203').message).toBe('收件人没有可用的地址，无法重发');
  });

  it('cancels a queued message nobody is sending, and resends a cancelled one', async () => {
    const id = await enqueue(mail(a.companyId, { subject: '定时发送的面试提醒', sendAt: new Date(Date.now() + 3_600_000) }));
    expect(okData<OutboxMessageDetail>(await post(a, `/api/outbox/${id}/cancel`))).toMatchObject({ id, status: 'cancelled' });
    expect(expectFailure(await post(a, `/api/outbox/${id}/cancel`), 409, '35202').message).toBe('只有排队中、尚未开始发送的消息可以取消');
    // One being sent right now cannot be cancelled.
    const held = await enqueue(mail(a.companyId, { sendAt: new Date(Date.now() + 3_600_000) }));
    await ctx.database.db.update(outboxMessages).set({ sendingAt: new Date() }).where(eq(outboxMessages.id, held));
    expectFailure(await post(a, `/api/outbox/${held}/cancel`), 409, '35202');
    await ctx.database.db.update(outboxMessages).set({ sendingAt: null }).where(eq(outboxMessages.id, held));
    const before = received.length;
    expect(okData<OutboxMessageDetail>(await post(a, `/api/outbox/${id}/resend`)).status).toBe('queued');
    expect(await settled(a.companyId, id)).toMatchObject({ status: 'sent' });
    expect(received).toHaveLength(before + 1);
  });

  it("answers 404 for another company's message, 403 without 邮箱设置 and 401 without login", async () => {
    const theirs = await enqueue(mail(b.companyId, { subject: '远景的通知', sendAt: new Date(Date.now() + 3_600_000) }));
    expectFailure(await get(a, `/api/outbox/${theirs}`), 404);
    expectFailure(await post(a, `/api/outbox/${theirs}/cancel`), 404);
    expectFailure(await post(a, `/api/outbox/${theirs}/resend`), 404);
    expect((await rowOf(b.companyId, theirs)).status).toBe('queued');
    expectFailure(await get(a, '/api/outbox/999999999'), 404);
    expectFailure(await get(a, '/api/outbox/abc'), 400);
    const mine = await enqueue(mail(a.companyId, { sendAt: new Date(Date.now() + 3_600_000) }));
    expect((await get(manager, `/api/outbox/${mine}`)).statusCode).toBe(403);
    expect((await post(manager, `/api/outbox/${mine}/cancel`)).statusCode).toBe(403);
    expect((await post(manager, `/api/outbox/${mine}/resend`)).statusCode).toBe(403);
    expect((await get(null, `/api/outbox/${mine}`)).statusCode).toBe(401);
    expect((await rowOf(a.companyId, mine)).status).toBe('queued');
    okData(await post(b, `/api/outbox/${theirs}/cancel`));
  });
});

// Delivery through a real SMTP server on loopback (smtp-server): a Chinese subject and both
// parts arrive, a 5xx refusal is kept failed with the server's answer, and a server that is
// down is tried again later and receives the mail once.
import { simpleParser } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessage, enqueueMessage, INTERRUPTED, MAX_ATTEMPTS, sweepOutbox, type NewMessage } from '../../src/modules/messaging/service';
import { smtpSender } from '../../src/modules/messaging/smtp';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { mailServerPort, mailServerUrl, startMailServer, stopMailServer, type Received } from './mail-server';

const received: Received[] = [];
let server: SMTPServer;
let port = 0;
let ctx: TestContext;
let a: Session;
let smtpUrl = '';
const startServer = (at: number) => startMailServer(received, at);
const stopServer = stopMailServer;

const mail = (more: Partial<NewMessage> = {}): NewMessage => ({
  companyId: a.companyId,
  channel: 'email',
  to: 'chen.siyuan@example.com',
  subject: '【星河智能】面试邀请：高级Java工程师',
  html: '<p>陈思远您好：</p><p>诚邀您于<b>周三下午两点</b>参加面试。</p>',
  text: '陈思远您好：\n诚邀您于周三下午两点参加面试。',
  templateType: 1,
  trigger: '安排面试',
  ...more,
});

const rowOf = async (id: number) => (await ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.companyId), eq(outboxMessages.id, id))))[0]!;

/** Waits until the worker has settled the message (left the queue, or queued again for a retry). */
async function settled(id: number, attempts = 1) {
  for (let i = 0; i < 200; i += 1) {
    const row = await rowOf(id);
    if (row.sendingAt === null && row.attempts >= attempts) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the message was not delivered');
}

beforeAll(async () => {
  server = await startServer(0);
  port = mailServerPort(server);
  smtpUrl = mailServerUrl(server);
  ctx = await createTestContext({ smtpUrl });
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
});
afterAll(async () => {
  await stopServer(server);
});

describe('delivery through SMTP_URL', () => {
  it('sends a Chinese subject with HTML and text parts from the login address, once', async () => {
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, mail());
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got).toMatchObject({ from: 'bole@mail.test', to: ['chen.siyuan@example.com'] });
    // The subject travels encoded and reads back in Chinese.
    expect(got.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    const parsed = await simpleParser(got.raw);
    expect(parsed.subject).toBe('【星河智能】面试邀请：高级Java工程师');
    expect(parsed.html).toContain('<b>周三下午两点</b>');
    expect(parsed.text?.trim()).toBe('陈思远您好：\n诚邀您于周三下午两点参加面试。');
    expect(parsed.messageId).toBe(`<outbox-${id}.${a.companyId}@bole>`);
    // A second job of the same message sends nothing.
    await deliverMessage({ db: ctx.database.db, jobs: ctx.app.deps.jobs, secretKey: ctx.app.deps.config.secretKey, mail: smtpSender(smtpUrl, 'bole@mail.test') }, { companyId: a.companyId, id });
    expect(received).toHaveLength(1);
  });

  it('keeps a 5xx refusal failed with the server answer and does not retry it', async () => {
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, mail({ to: 'nobody@example.com' }));
    const row = await settled(id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/^邮件服务器拒绝发送：550 5\.1\.1 <nobody@example\.com>: 用户不存在/);
    expect(row.error).not.toContain('p@ss');
    expect(received).toHaveLength(1);
  });

  it('retries a 4xx answer with growing waits and gives up after the last attempt', async () => {
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, mail({ to: 'busy@example.com' }));
    let row = await settled(id);
    const deps = { db: ctx.database.db, jobs: ctx.app.deps.jobs, secretKey: ctx.app.deps.config.secretKey, mail: smtpSender(smtpUrl, 'bole@mail.test') };
    const waits: number[] = [];
    while (row.status === 'queued') {
      expect(row.error).toBe(`邮件服务器暂时无法接收：452 4.2.2 Mailbox full, try again later（第${row.attempts}次尝试，稍后自动重试）`);
      const at = new Date(row.sendAt.getTime() + 1);
      await deliverMessage(deps, { companyId: a.companyId, id }, () => at);
      const next = await rowOf(id);
      if (next.status === 'queued') waits.push(next.sendAt.getTime() - at.getTime());
      row = next;
    }
    expect(waits.map((w) => Math.round(w / 60_000))).toEqual([5, 15, 60, 180]);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row.error).toBe(`已尝试${MAX_ATTEMPTS}次仍未发出：邮件服务器暂时无法接收：452 4.2.2 Mailbox full, try again later`);
    expect(received).toHaveLength(1);
  });

  it('queues again with backoff while the server is down and sends once when it is back', async () => {
    await stopServer(server);
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, mail({ subject: '【星河智能】录用通知' }));
    const waiting = await settled(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.error).toMatch(/^无法连接邮件服务器（.+）（第1次尝试，稍后自动重试）$/);
    expect(waiting.sendAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    const deps = { db: ctx.database.db, jobs: ctx.app.deps.jobs, secretKey: ctx.app.deps.config.secretKey, mail: smtpSender(smtpUrl, 'bole@mail.test') };
    // Not due yet: nothing happens.
    await deliverMessage(deps, { companyId: a.companyId, id });
    expect((await rowOf(id)).attempts).toBe(1);
    server = await startServer(port);
    const later = () => new Date(waiting.sendAt.getTime() + 1000);
    await deliverMessage(deps, { companyId: a.companyId, id }, later);
    await deliverMessage(deps, { companyId: a.companyId, id }, later);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(received.map((r) => r.raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim())).toEqual([expect.any(String), `<outbox-${id}.${a.companyId}@bole>`]);
  });

  it('sends scheduled messages when due and never resends one a crash left mid-send', async () => {
    const { db } = ctx.database;
    const jobs = ctx.app.deps.jobs;
    const soon = new Date(Date.now() + 300);
    const scheduled = await enqueueMessage(db, jobs, mail({ subject: '【星河智能】入职提醒', sendAt: soon }));
    const cut = await enqueueMessage(db, jobs, mail({ subject: '【星河智能】背景调查', sendAt: new Date(Date.now() + 3_600_000) }));
    // A delivery that held the row and then died with the server.
    await db.update(outboxMessages).set({ sendingAt: new Date(Date.now() - 11 * 60_000), attempts: 1, sendAt: new Date() }).where(eq(outboxMessages.id, cut));
    expect(await sweepOutbox({ db, jobs })).toBe(0);
    expect(await rowOf(cut)).toMatchObject({ status: 'failed', error: INTERRUPTED, sendingAt: null });
    await new Promise((r) => setTimeout(r, 350));
    expect(await sweepOutbox({ db, jobs })).toBe(1);
    expect(await settled(scheduled)).toMatchObject({ status: 'sent' });
    expect(received.map((r) => r.raw.includes(`<outbox-${cut}.`))).not.toContain(true);
    expect(received).toHaveLength(3);
  });
});

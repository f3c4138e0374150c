// Issue 13 item 6: 通知候选人 on elimination sends the company's template 4 to the candidate's
// e-mail, in the elimination's transaction, immediately or at the chosen time; a candidate
// without an e-mail is kept in the outbox as failed, saying so.
import { simpleParser } from 'mailparser';
import { and, eq, inArray } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { candidate, createJob, okData, type Api } from '../applications/fixtures';
import { call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { mailServerUrl, startMailServer, stopMailServer, type Received } from './mail-server';

const received: Received[] = [];
let server: SMTPServer;
let ctx: TestContext;
let api: Api;
let a: Session;
let jobId: number;

beforeAll(async () => {
  server = await startMailServer(received);
  ctx = await createTestContext({ smtpUrl: mailServerUrl(server) });
  api = (session, opts) => call(ctx.app, session, opts);
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
  jobId = await createJob(api, a, { name: '高级Java工程师' });
  okData(
    await api(a, {
      method: 'PUT',
      url: '/api/message-templates/4',
      payload: {
        emailSubject: '${companyName}：${jobName}应聘结果',
        emailBody: '<p>${personName}，感谢您应聘${jobName}。</p><p>本次未能继续推进，祝求职顺利。</p>',
        smsContent: '${personName}您好，感谢应聘${jobName}。',
        appTitle: '应聘结果',
        appContent: '${personName}，感谢应聘。',
      },
    }),
  );
});
afterAll(async () => {
  await stopMailServer(server);
});

const outboxOf = (resumeEmail: string) =>
  ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.companyId), eq(outboxMessages.recipient, resumeEmail)));

/** The outbox row once its status is written: the mail server has the message a moment before the row says sent. */
async function sentRow(address: string) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await outboxOf(address);
    if (row?.status === 'sent') return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  return (await outboxOf(address))[0];
}

async function mailTo(address: string) {
  for (let i = 0; i < 200; i += 1) {
    const got = received.find((r) => r.to.includes(address));
    if (got) return simpleParser(got.raw);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${address}`);
}

const eliminate = (id: number, payload: Record<string, unknown>) => api(a, { method: 'POST', url: `/api/applications/${id}/eliminate`, payload: { reason: '经验不匹配', ...payload } });

describe('通知候选人 on elimination', () => {
  it('mails template 4 with the candidate\'s values, his hostile name escaped', async () => {
    const email = 'liu.yang@example.com';
    const c = await candidate(api, a, jobId, { name: '刘洋<img src=x onerror=alert(1)>', email });
    okData(await eliminate(c.id, { notify: true }));
    const mail = await mailTo(email);
    expect(mail.subject).toBe('星河智能科技有限公司：高级Java工程师应聘结果');
    expect(mail.html).toContain('<p>刘洋&lt;img src=x onerror=alert(1)&gt;，感谢您应聘高级Java工程师。</p>');
    expect(mail.text).toContain('刘洋<img src=x onerror=alert(1)>，感谢您应聘高级Java工程师。');
    const row = await sentRow(email);
    expect(row).toMatchObject({ channel: 'email', templateType: 4, trigger: '淘汰通知', status: 'sent', senderAccountId: a.accountId });
    const listed = okData<{ list: { to: string; templateType: number }[] }>(await api(a, { method: 'GET', url: `/api/outbox?recipient=${email}` }));
    expect(listed.list).toMatchObject([{ to: email, templateType: 4 }]);
  });

  it('sends nothing without 通知候选人, and nothing when the elimination is refused', async () => {
    const email = 'zhao.min@example.com';
    const c = await candidate(api, a, jobId, { email });
    okData(await eliminate(c.id, { notify: false }));
    const again = await eliminate(c.id, { notify: true });
    expect(again.statusCode).toBe(409);
    expect(await outboxOf(email)).toEqual([]);
  });

  it('keeps a candidate without an e-mail in the outbox as failed, saying why', async () => {
    const c = await candidate(api, a, jobId, { name: '孙浩', email: '' });
    okData(await eliminate(c.id, { notify: true }));
    const rows = await outboxOf('孙浩');
    expect(rows).toMatchObject([{ status: 'failed', error: '收件人孙浩没有邮箱，无法发送', templateType: 4 }]);
  });

  it('holds a scheduled notice until its hour, and refuses an hour already past', async () => {
    const email = 'wang.lei@example.com';
    const c = await candidate(api, a, jobId, { email });
    const refused = await eliminate(c.id, { notify: true, notifySchedule: { sendMode: 2, sendDate: '2020-01-06', sendHour: 9 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('所选发送时间已过，请重新选择');
    okData(await eliminate(c.id, { notify: true, notifySchedule: { sendMode: 2, sendDate: '2099-01-05', sendHour: 9 } }));
    const [row] = await outboxOf(email);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(row!.sendAt.toISOString()).toBe('2099-01-05T01:00:00.000Z');
  });

  it('sends one notice per candidate of a bulk elimination', async () => {
    const emails = ['he.jing@example.com', 'tang.yu@example.com'];
    const ids = [];
    for (const email of emails) ids.push((await candidate(api, a, jobId, { email })).id);
    okData(await api(a, { method: 'POST', url: '/api/applications/bulk-eliminate', payload: { ids, reason: '岗位已招满', notify: true } }));
    const rows = await ctx.database.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, emails));
    expect(rows.map((r) => r.recipient).sort()).toEqual([...emails].sort());
  });

  it('never notifies for another company: its ids are 404 and nothing is written', async () => {
    const b = await registerCompany(ctx.app);
    const theirs = await candidate(api, b, await createJob(api, b), { email: 'their.candidate@example.com' });
    const res = await eliminate(theirs.id, { notify: true });
    expect(res.statusCode).toBe(404);
    expect(await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'their.candidate@example.com'))).toEqual([]);
  });
});

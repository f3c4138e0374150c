// 个人发件邮箱 through the API against real SMTP servers on loopback: each account sets only
// his own (any logged-in role), the password is never answered, and a message sent on his
// behalf leaves through his server while the company's other mail leaves through the company's.
import type { EmailSettings, EmailSettingsTestResult } from '@bole/domain';
import { simpleParser } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../../src/modules/messaging/service';
import { accountEmailSenders, outboxMessages } from '../../src/modules/messaging/tables';
import { expectFailure, expectInvalid, okData } from '../company/fixtures';
import { addAccount, call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { MAIL_PASSWORD, MAIL_USER, mailServerPort, startMailServer, stopMailServer, type Received } from './mail-server';

// Two servers on loopback: his own mailbox's and the company's.
type Smtp = { server: SMTPServer; port: number; received: Received[] };
let personal: Smtp;
let company: Smtp;
let ctx: TestContext;
let a: Session & { email: string };
let b: Session;
let manager: Session & { email: string };

async function startServer(): Promise<Smtp> {
  const received: Received[] = [];
  const server = await startMailServer(received);
  return { server, port: mailServerPort(server), received };
}

const body = (more: Record<string, unknown> = {}) => ({ host: '127.0.0.1', port: personal.port, secure: false, username: MAIL_USER, password: MAIL_PASSWORD, fromAddress: 'wangjg@xinghe.test', fromName: '王建国', ...more });
const url = '/api/email-settings/personal';
const read = (s: Session | null) => call(ctx.app, s, { method: 'GET', url });
const put = (s: Session, payload: Record<string, unknown>) => call(ctx.app, s, { method: 'PUT', url, payload });
const remove = (s: Session) => call(ctx.app, s, { method: 'DELETE', url });
const sendTest = (s: Session) => call(ctx.app, s, { method: 'POST', url: `${url}/test` });

async function settledRow(companyId: number, id: number) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.id, id)));
    if (row && row.status !== 'queued') return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the message was not delivered');
}

beforeAll(async () => {
  personal = await startServer();
  company = await startServer();
  ctx = await createTestContext();
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
  b = await registerCompany(ctx.app, '远景数据服务有限公司');
  // A hiring manager holds no 邮箱设置, yet sets his own sender.
  manager = await addAccount(ctx, a.companyId, 3);
});
afterAll(async () => {
  await Promise.all([personal, company].map((s) => stopMailServer(s.server)));
});

describe('GET, PUT and DELETE /api/email-settings/personal', () => {
  it("saves the caller's own sender, answers it without the password, and keeps it his", async () => {
    expect(okData(await read(manager))).toBeNull();
    const res = await put(manager, body());
    const saved = okData<EmailSettings>(res);
    expect(saved).toMatchObject({ host: '127.0.0.1', port: personal.port, secure: false, username: MAIL_USER, passwordSet: true, fromAddress: 'wangjg@xinghe.test', fromName: '王建国' });
    expect(res.body).not.toContain(MAIL_PASSWORD);
    expect(okData<EmailSettings>(await read(manager))).toEqual(saved);
    // Not the company's settings, nor anyone else's.
    expect(okData(await call(ctx.app, a, { method: 'GET', url: '/api/email-settings' }))).toBeNull();
    expect(okData(await read(a))).toBeNull();
    expect(okData(await read(b))).toBeNull();
    const [row] = await ctx.database.db.select().from(accountEmailSenders).where(eq(accountEmailSenders.accountId, manager.accountId));
    expect(row).toMatchObject({ companyId: a.companyId });
    expect(row!.passwordEncrypted).toMatch(/^v1\./);
    expect((await read(null)).statusCode).toBe(401);
  });

  it('follows the password rule of the company settings and refuses invalid settings in Chinese', async () => {
    expect(okData<EmailSettings>(await put(manager, body({ password: '', fromName: '王建国（星河智能）' })))).toMatchObject({ passwordSet: true, fromName: '王建国（星河智能）' });
    const moved = expectFailure(await put(manager, body({ password: '', port: company.port })), 400, '31108');
    expect(moved.data).toEqual({ fields: [{ field: 'password', message: '更换了发信服务器、端口、SSL设置或账号，请重新输入密码/授权码' }] });
    expect(expectInvalid(await put(manager, body({ port: 0 })), 'port')).toBe('端口只能是1到65535之间的整数');
    expect(expectInvalid(await put(manager, body({ fromName: '' })), 'fromName')).toBe('请输入发件人名称');
    expect(okData<EmailSettings>(await read(manager)).port).toBe(personal.port);
  });

  it('sends the test mail through his own server, and says so when nothing is saved', async () => {
    const before = personal.received.length;
    expect(okData<EmailSettingsTestResult>(await sendTest(manager))).toEqual({ sent: true, to: manager.email, error: null });
    expect(personal.received).toHaveLength(before + 1);
    const parsed = await simpleParser(personal.received.at(-1)!.raw);
    expect(parsed.subject).toBe('Bole 个人发件邮箱测试邮件');
    expect(parsed.from?.value).toEqual([{ name: '王建国（星河智能）', address: 'wangjg@xinghe.test' }]);
    expect(personal.received.at(-1)!.to).toEqual([manager.email]);
    expect(okData<EmailSettingsTestResult>(await sendTest(a))).toEqual({ sent: false, to: a.email, error: '尚未保存个人发件邮箱，请先保存' });
  });

  it('deletes only the caller\'s own sender', async () => {
    okData(await put(a, body({ fromAddress: 'zhouwj@xinghe.test', fromName: '周文静' })));
    okData(await remove(a));
    expect(okData(await read(a))).toBeNull();
    expect(okData<EmailSettings>(await read(manager))).toMatchObject({ fromName: '王建国（星河智能）' });
  });
});

describe('delivery through the personal sender', () => {
  it("sends a message on his behalf through his server and the company's other mail through the company's", async () => {
    okData(await call(ctx.app, a, { method: 'PUT', url: '/api/email-settings', payload: { host: '127.0.0.1', port: company.port, secure: false, username: MAIL_USER, password: MAIL_PASSWORD, fromAddress: 'zhaopin@xinghe.test', fromName: '星河智能招聘' } }));
    const { db } = ctx.database;
    const { jobs } = ctx.app.deps;
    const message = { companyId: a.companyId, channel: 'email' as const, to: 'chen.siyuan@example.com', html: '<p>陈思远您好</p>', text: '陈思远您好', templateType: 4, trigger: '淘汰通知' };
    const [personalBefore, companyBefore] = [personal.received.length, company.received.length];
    const his = await enqueueMessage(db, jobs, { ...message, subject: '以王建国名义发出', senderAccountId: manager.accountId });
    const theirs = await enqueueMessage(db, jobs, { ...message, subject: '以企业名义发出' });
    // Someone without a personal sender: the company's.
    const hers = await enqueueMessage(db, jobs, { ...message, subject: '以周文静名义发出', senderAccountId: a.accountId });
    for (const id of [his, theirs, hers]) expect(await settledRow(a.companyId, id)).toMatchObject({ status: 'sent', error: null });
    expect(personal.received).toHaveLength(personalBefore + 1);
    const viaPersonal = await simpleParser(personal.received.at(-1)!.raw);
    expect(viaPersonal.subject).toBe('以王建国名义发出');
    expect(viaPersonal.from?.value).toEqual([{ name: '王建国（星河智能）', address: 'wangjg@xinghe.test' }]);
    expect(company.received).toHaveLength(companyBefore + 2);
    const viaCompany = await Promise.all(company.received.slice(companyBefore).map((r) => simpleParser(r.raw)));
    expect(viaCompany.map((m) => m.subject).sort()).toEqual(['以企业名义发出', '以周文静名义发出'].sort());
    expect(viaCompany.every((m) => m.from?.value[0]?.address === 'zhaopin@xinghe.test')).toBe(true);
  });
});

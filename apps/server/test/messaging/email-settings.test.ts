// 发信设置 through the API against a real SMTP server on loopback (smtp-server): the password
// is stored and never answered nor logged, the test mail arrives from the company's sender,
// a refusal is reported in Chinese, and the company's queued mail leaves through its server.
import type { EmailSettings, EmailSettingsTestResult } from '@bole/domain';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEmailSettings } from '../../src/modules/messaging/email-settings';
import { enqueueMessage, NO_MAIL_SERVER } from '../../src/modules/messaging/service';
import { companyEmailSettings, outboxMessages } from '../../src/modules/messaging/tables';
import { expectFailure, expectInvalid, okData } from '../company/fixtures';
import { addAccount, appWithLog, call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';

const USER = 'hr@xinghe.test';
const PASSWORD = 'Xh-授权码 2026';

type Received = { raw: string; from: string; to: string[]; user: string };
const received: Received[] = [];
let server: SMTPServer;
let port = 0;
let ctx: TestContext;
let a: Session & { email: string };
let b: Session & { email: string };
let manager: Session;

function startServer(): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === USER && auth.password === PASSWORD) done(null, { user: auth.username });
      else done(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (address.address.endsWith('@refused.test')) done(Object.assign(new Error('5.7.1 Relaying denied'), { responseCode: 550 }));
      else done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
          to: session.envelope.rcptTo.map((r) => r.address),
          user: String(session.user ?? ''),
        });
        done();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(smtp)));
}

const body = (more: Record<string, unknown> = {}) => ({ host: '127.0.0.1', port, secure: false, username: USER, password: PASSWORD, fromAddress: 'zhaopin@xinghe.test', fromName: '星河智能招聘', ...more });
const put = (s: Session, payload: Record<string, unknown>) => call(ctx.app, s, { method: 'PUT', url: '/api/email-settings', payload });
const read = (s: Session) => call(ctx.app, s, { method: 'GET', url: '/api/email-settings' });
const sendTest = (s: Session) => call(ctx.app, s, { method: 'POST', url: '/api/email-settings/test' });

async function settledRow(companyId: number, id: number) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (row && row.companyId === companyId && row.status !== 'queued') return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the message was not delivered');
}

beforeAll(async () => {
  server = await startServer();
  port = (server.server.address() as AddressInfo).port;
  ctx = await createTestContext();
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
  b = await registerCompany(ctx.app, '远景数据服务有限公司');
  manager = await addAccount(ctx, a.companyId, 3);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('PUT and GET /api/email-settings', () => {
  it('saves the settings, answers them without the password, and logs no password', async () => {
    expect(okData(await read(a))).toBeNull();
    const { app: logged, lines } = await appWithLog(ctx, 'trace');
    try {
      const res = await call(logged, a, { method: 'PUT', url: '/api/email-settings', payload: body() });
      const saved = okData<EmailSettings>(res);
      expect(saved).toMatchObject({ host: '127.0.0.1', port, secure: false, username: USER, passwordSet: true, fromAddress: 'zhaopin@xinghe.test', fromName: '星河智能招聘' });
      expect(Object.keys(saved)).not.toContain('password');
      expect(res.body).not.toContain(PASSWORD);
      const again = await call(logged, a, { method: 'GET', url: '/api/email-settings' });
      expect(okData<EmailSettings>(again)).toEqual(saved);
      expect(again.body).not.toContain(PASSWORD);
      expect(lines.join('')).toContain('/api/email-settings');
      expect(lines.join('')).not.toContain(PASSWORD);
    } finally {
      await logged.close();
    }
    // Stored encrypted, not as typed.
    const [row] = await ctx.database.db.select().from(companyEmailSettings).where(eq(companyEmailSettings.companyId, a.companyId));
    expect(row!.passwordEncrypted).toMatch(/^v1\./);
    expect(row!.passwordEncrypted).not.toContain(PASSWORD);
    expect(row!.updatedBy).toBe(a.accountId);
  });

  it('keeps the stored password when left empty, but not for another server or account', async () => {
    const kept = okData<EmailSettings>(await put(a, body({ password: '', fromName: '星河智能人力资源部' })));
    expect(kept).toMatchObject({ passwordSet: true, fromName: '星河智能人力资源部' });
    expect(okData<EmailSettingsTestResult>(await sendTest(a))).toEqual({ sent: true, to: a.email, error: null });
    const moved = expectFailure(await put(a, body({ password: '', username: 'other@xinghe.test' })), 400, '31108');
    expect(moved.data).toEqual({ fields: [{ field: 'password', message: '更换了发信服务器、端口、SSL设置或账号，请重新输入密码/授权码' }] });
    // A relay without login keeps no password.
    expect(okData<EmailSettings>(await put(a, body({ username: '', password: '' })))).toMatchObject({ username: '', passwordSet: false });
    okData(await put(a, body({ fromName: '星河智能招聘' })));
  });

  it('refuses invalid settings with Chinese messages', async () => {
    expect(expectInvalid(await put(a, body({ port: 0 })), 'port')).toBe('端口只能是1到65535之间的整数');
    expect(expectInvalid(await put(a, body({ port: 65536 })), 'port')).toBe('端口只能是1到65535之间的整数');
    expect(expectInvalid(await put(a, body({ host: '' })), 'host')).toBe('请输入发信服务器');
    expect(expectInvalid(await put(a, body({ host: 'smtp qq com' })), 'host')).toContain('域名或IP地址');
    expect(expectInvalid(await put(a, body({ fromAddress: 'zhaopin' })), 'fromAddress')).toMatch(/邮箱/);
    expect(expectInvalid(await put(a, body({ fromName: ' ' })), 'fromName')).toBe('请输入发件人名称');
    expect(okData<EmailSettings>(await read(a)).fromName).toBe('星河智能招聘');
  });

  it('shows another company nothing, lets it not change them, and refuses roles without 邮箱设置', async () => {
    expect(okData(await read(b))).toBeNull();
    okData(await put(b, body({ host: 'smtp.yuanjing.test', username: '', password: '', fromAddress: 'hr@yuanjing.test', fromName: '远景招聘' })));
    expect(okData<EmailSettings>(await read(a))).toMatchObject({ host: '127.0.0.1', fromAddress: 'zhaopin@xinghe.test' });
    expect(okData<EmailSettings>(await read(b))).toMatchObject({ host: 'smtp.yuanjing.test', fromAddress: 'hr@yuanjing.test', passwordSet: false });
    expect((await read(manager)).statusCode).toBe(403);
    expect((await put(manager, body())).statusCode).toBe(403);
    expect((await sendTest(manager)).statusCode).toBe(403);
    expect((await call(ctx.app, null, { method: 'GET', url: '/api/email-settings' })).statusCode).toBe(401);
    expect(okData<EmailSettings>(await read(a)).updatedAt).toBeTruthy();
  });
});

describe('POST /api/email-settings/test', () => {
  it('sends a test mail to the caller from the company sender', async () => {
    const before = received.length;
    expect(okData<EmailSettingsTestResult>(await sendTest(a))).toEqual({ sent: true, to: a.email, error: null });
    expect(received).toHaveLength(before + 1);
    const got = received.at(-1)!;
    expect(got).toMatchObject({ from: 'zhaopin@xinghe.test', to: [a.email], user: USER });
    const parsed = await simpleParser(got.raw);
    expect(parsed.from?.value).toEqual([{ name: '星河智能招聘', address: 'zhaopin@xinghe.test' }]);
    expect(parsed.subject).toBe('Bole 发信设置测试邮件');
  });

  it("reports the server's answer in Chinese when it refuses", async () => {
    okData(await put(a, body({ password: 'wrong-password' })));
    const refused = okData<EmailSettingsTestResult>(await sendTest(a));
    expect(refused.sent).toBe(false);
    expect(refused.error).toBe('邮件服务器拒绝登录，请检查发信账号和密码：535 5.7.8 Authentication credentials invalid');
    const closed = await startServer();
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    okData(await put(a, body({ port: closedPort })));
    const down = okData<EmailSettingsTestResult>(await sendTest(a));
    expect(down).toMatchObject({ sent: false, to: a.email });
    expect(down.error).toMatch(/^无法连接邮件服务器（.+）$/);
    expect(JSON.stringify([refused, down])).not.toContain(PASSWORD);
    okData(await put(a, body()));
  });

  it('refuses a private host unless MAIL_ALLOW_PRIVATE_HOSTS=1', async () => {
    const strict = { db: ctx.database.db, secretKey: ctx.app.deps.config.secretKey, allowPrivateHosts: false };
    const before = received.length;
    expect(await testEmailSettings(strict, { companyId: a.companyId, accountId: a.accountId })).toEqual({
      sent: false,
      to: a.email,
      error: '发信服务器 127.0.0.1 是本机、内网或保留地址，不能连接',
    });
    expect(received).toHaveLength(before);
  });
});

describe('delivery of company mail', () => {
  it("sends a queued message through the company's server and another company's through the platform", async () => {
    const { db } = ctx.database;
    const message = { channel: 'email' as const, to: 'chen.siyuan@example.com', subject: '【星河智能】面试邀请', html: '<p>陈思远您好</p>', text: '陈思远您好', templateType: 1, trigger: '安排面试' };
    const before = received.length;
    const id = await enqueueMessage(db, ctx.app.deps.jobs, { ...message, companyId: a.companyId });
    expect(await settledRow(a.companyId, id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(received).toHaveLength(before + 1);
    const parsed = await simpleParser(received.at(-1)!.raw);
    expect(parsed.from?.value).toEqual([{ name: '星河智能招聘', address: 'zhaopin@xinghe.test' }]);
    expect(parsed.subject).toBe('【星河智能】面试邀请');
    expect(parsed.messageId).toBe(`<outbox-${id}.${a.companyId}@bole>`);
    // Company C saved nothing and there is no SMTP_URL: kept in the outbox, not sent through A's server.
    const c = await registerCompany(ctx.app, '华章文化传媒有限公司');
    const other = await enqueueMessage(db, ctx.app.deps.jobs, { ...message, companyId: c.companyId });
    expect(await settledRow(c.companyId, other)).toMatchObject({ status: 'failed', error: NO_MAIL_SERVER });
    expect(received).toHaveLength(before + 1);
  });
});

// Issue 13 item 6: password-reset and invitation links reach the account by mail, through
// the platform's SMTP_URL and from the company's editable templates, and never show in an
// API answer, a log line or the outbox (which keeps them sealed).
import { simpleParser } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemRoleCode } from '@bole/domain';
import { SECRET_MARK } from '../../src/modules/messaging/send';
import { NO_MAIL_SERVER } from '../../src/modules/messaging/service';
import { messageTemplates, outboxMessages } from '../../src/modules/messaging/tables';
import { roles } from '../../src/modules/company/tables';
import { appWithLog, call, createTestContext, registerCompany, unique, type Session, type TestContext } from '../helpers';
import { mailServerUrl, startMailServer, stopMailServer, type Received } from './mail-server';

const received: Received[] = [];
let server: SMTPServer;
let ctx: TestContext;
let a: Session & { email: string };

beforeAll(async () => {
  server = await startMailServer(received);
  ctx = await createTestContext({ smtpUrl: mailServerUrl(server) });
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
});
afterAll(async () => {
  await stopMailServer(server);
});

async function mailTo(address: string) {
  for (let i = 0; i < 200; i += 1) {
    const got = received.find((r) => r.to.includes(address));
    if (got) return simpleParser(got.raw);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${address}`);
}

const linkIn = (text: string | undefined) => /https?:\/\/\S+\/out\/forget\?(token|invite)=([\w-]+)/.exec(text ?? '');

const outboxTo = (address: string) =>
  ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.companyId), eq(outboxMessages.recipient, address)));

describe('password reset by mail', () => {
  it('mails the reset link from the company template, seals it in the outbox and logs nothing of it', async () => {
    const { app: logged, lines } = await appWithLog(ctx, 'trace');
    const res = await logged.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { account: a.email } });
    expect(res.json()).toEqual({ status: 200, data: { sent: true } });
    const mail = await mailTo(a.email);
    expect(mail.subject).toBe('星河智能科技有限公司伯乐招聘：重置您的登录密码');
    const link = linkIn(mail.text);
    expect(link?.[1]).toBe('token');
    expect(mail.html).toContain(`href="${link![0]}"`);
    const token = link![2]!;
    expect(lines.join('\n')).not.toContain(token);
    await logged.close();

    const [row] = await outboxTo(a.email);
    expect(row).toMatchObject({ status: 'sent', platform: true, templateType: 101, trigger: '申请重置密码' });
    expect(row!.html + row!.text).not.toContain(token);
    expect(row!.text).toContain(SECRET_MARK);
    const outbox = await call(ctx.app, a, { method: 'GET', url: '/api/outbox' });
    expect(outbox.body).not.toContain(token);

    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password: 'Newpass2026x' } });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: a.email, password: 'Newpass2026x' } });
    expect(login.statusCode).toBe(200);
    // The reset ended the old sessions.
    a = { ...a, token: login.json().data.token };
  });

  it('uses the company\'s edited template', async () => {
    const other = await registerCompany(ctx.app, '锦程物流集团有限公司');
    await ctx.database.db.insert(messageTemplates).values({
      companyId: other.companyId,
      type: 101,
      emailSubject: '锦程物流：找回密码',
      emailBody: '<p>${accountName}，点此重置：<a href="${actionUrl}">重置密码</a></p>',
      smsContent: '重置密码',
      appTitle: '重置密码',
      appContent: '重置密码',
    });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { account: other.mobile } });
    const mail = await mailTo(other.email);
    expect(mail.subject).toBe('锦程物流：找回密码');
    expect(mail.html).toMatch(/周明远，点此重置：<a href="http:\/\/bole\.test\/out\/forget\?token=[\w-]+">重置密码<\/a>/);
  });
});

describe('invitations by mail', () => {
  it('mails an invited account its link, which sets the password; 重新发送邀请 replaces it', async () => {
    const [hr] = await ctx.database.db.select().from(roles).where(and(eq(roles.companyId, a.companyId), eq(roles.systemCode, SystemRoleCode.Hr)));
    const u = unique();
    const created = await call(ctx.app, a, { method: 'POST', url: '/api/company/accounts', payload: { userName: '林晓彤', loginEmail: u.email, loginMobile: u.mobile, roleId: hr!.id } });
    expect(created.statusCode).toBe(200);
    expect(created.body).not.toMatch(/invite=|token/);
    const first = await mailTo(u.email);
    expect(first.subject).toBe('周明远邀请您加入星河智能科技有限公司的伯乐招聘');
    expect(first.text).toContain('林晓彤，您好');
    const firstToken = linkIn(first.text)![2]!;

    received.length = 0;
    const again = await call(ctx.app, a, { method: 'POST', url: `/api/company/accounts/${created.json().data.id}/invite` });
    expect(again.json()).toEqual({ status: 200 });
    const secondToken = linkIn((await mailTo(u.email)).text)![2]!;
    expect(secondToken).not.toBe(firstToken);

    const stale = await ctx.app.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token: firstToken, password: 'Linxt2026x' } });
    expect(stale.statusCode).toBe(400);
    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token: secondToken, password: 'Linxt2026x' } });
    expect(accepted.statusCode).toBe(200);

    const activated = await call(ctx.app, a, { method: 'POST', url: `/api/company/accounts/${created.json().data.id}/invite` });
    expect(activated.json()).toMatchObject({ status: '20025' });
  });

  it('refuses 重新发送邀请 for another company\'s account', async () => {
    const b = await registerCompany(ctx.app);
    const res = await call(ctx.app, b, { method: 'POST', url: `/api/company/accounts/${a.accountId}/invite` });
    expect(res.statusCode).toBe(404);
  });
});

describe('without any mail server', () => {
  it('keeps the reset mail in the outbox as failed, the link still sealed', async () => {
    const bare = await createTestContext();
    const c = await registerCompany(bare.app);
    await bare.app.inject({ method: 'POST', url: '/api/auth/password/forget', payload: { account: c.email } });
    for (let i = 0; i < 100; i += 1) {
      const [row] = await bare.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, c.email));
      if (row?.status === 'failed') {
        expect(row.error).toBe(NO_MAIL_SERVER);
        expect(row.text).toContain(SECRET_MARK);
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the reset mail was not settled');
  });
});

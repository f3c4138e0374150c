// The collection mailbox settings (/resume/mailtake/set): add, edit, remove, test the
// connection against a real IMAP server; the password is stored encrypted and never
// answered; permission 310003 and company isolation on every endpoint.
import { MailboxReceiveState, SystemRoleCode, type MailboxRow } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveMailbox } from '../../../src/modules/intake/mailbox/receive';
import { mailboxes, mailboxMails } from '../../../src/modules/intake/mailbox/tables';
import { decryptSecret } from '../../../src/platform/crypto';
import { expectInvalid } from '../../company/fixtures';
import { addAccount, expectFailure, okData, setup, type Setup } from '../../resumes/fixtures';
import { startDovecot, type Dovecot, type TestMailbox } from './dovecot';
import { addMailbox, mailboxBody, mailsOf, never, receiveDeps } from './helpers';
import { MAILS } from './mails';

let s: Setup;
let imap: Dovecot;
let box: TestMailbox;

beforeAll(async () => {
  s = await setup();
  imap = await startDovecot();
  box = await imap.addUser('settings');
});
afterAll(async () => imap?.dispose());

const stored = async (id: number) => (await s.ctx.database.db.select().from(mailboxes).where(eq(mailboxes.id, id)))[0]!;

describe('POST /api/mailtake/mailboxes', () => {
  it('adds a mailbox with the password encrypted, and never answers the password', async () => {
    const res = await s.api(s.a, { method: 'POST', url: '/api/mailtake/mailboxes', payload: mailboxBody(imap, box, { server: 'LOCALHOST.localdomain', folder: '' }) });
    const row = okData<MailboxRow>(res);
    expect(res.body).not.toContain(box.password);
    expect(row).toMatchObject({ preset: 'other', protocol: 3, server: 'localhost.localdomain', ssl: false, account: box.user, folder: 'INBOX', enabled: true, passwordSet: true, collectable: true, receiveState: null, lastRunAt: null });
    const saved = await stored(row.id);
    expect(saved.passwordEncrypted).not.toContain(box.password);
    expect(decryptSecret(s.ctx.app.deps.config.secretKey, saved.passwordEncrypted)).toBe(box.password);
    const listed = okData<MailboxRow[]>(await s.api(s.a, { method: 'GET', url: '/api/mailtake/mailboxes' }));
    expect(listed.map((m) => m.id)).toContain(row.id);
    expect(JSON.stringify(listed)).not.toContain(box.password);
  });

  it('refuses a missing password, bad settings with the field named in Chinese, and the same mailbox twice', async () => {
    const noPassword = expectFailure(await s.api(s.a, { method: 'POST', url: '/api/mailtake/mailboxes', payload: mailboxBody(imap, box, { password: '' }) }), 400, '31102');
    expect(noPassword.data).toEqual({ fields: [{ field: 'password', message: '请输入密码/授权码' }] });
    const invalid = (overrides: Record<string, unknown>) => s.api(s.a, { method: 'POST', url: '/api/mailtake/mailboxes', payload: mailboxBody(imap, box, overrides) });
    expect(expectInvalid(await invalid({ port: 70000 }), 'port')).toBe('端口须在1-65535之间');
    expect(expectInvalid(await invalid({ server: 'imap qq com' }), 'server')).toContain('服务器地址');
    expect(expectInvalid(await invalid({ server: '' }), 'server')).toBe('请输入服务器地址');
    expect(expectInvalid(await invalid({ protocol: 5 }), 'protocol')).toBe('请选择收取协议');
    expect(expectInvalid(await invalid({ preset: 'gmail' }), 'preset')).toBe('请选择邮箱类型');
    expect(expectInvalid(await invalid({ account: 'hr @example.com' }), 'account')).toBe('邮箱账号不能包含空格');
    await addMailbox(s.api, s.a, imap, box, { account: 'twice@example.com' });
    expectFailure(await invalid({ account: 'TWICE@example.com' }), 409, '31101');
    // Another folder of the same account is another mailbox.
    await addMailbox(s.api, s.a, imap, box, { account: 'twice@example.com', folder: '简历' });
  });
});

describe('PUT and DELETE /api/mailtake/mailboxes/:id', () => {
  it('keeps the stored password when none is sent, and collects afresh from another folder', async () => {
    const row = await addMailbox(s.api, s.a, imap, box, { account: 'edit@example.com' });
    await s.ctx.database.db.update(mailboxes).set({ uidValidity: 42, lastUid: 7 }).where(eq(mailboxes.id, row.id));
    const before = await stored(row.id);
    const disabled = okData<MailboxRow>(await s.api(s.a, { method: 'PUT', url: `/api/mailtake/mailboxes/${row.id}`, payload: mailboxBody(imap, box, { account: 'edit@example.com', password: '', enabled: false }) }));
    expect(disabled).toMatchObject({ enabled: false, passwordSet: true });
    expect((await stored(row.id)).passwordEncrypted).toBe(before.passwordEncrypted);
    // The stored password goes only to the server it was given for: another port or SSL needs it again.
    const moved = { account: 'edit@example.com', ssl: true, port: 993 };
    const refused = expectFailure(await s.api(s.a, { method: 'PUT', url: `/api/mailtake/mailboxes/${row.id}`, payload: mailboxBody(imap, box, { ...moved, password: '' }) }), 400, '31108');
    expect(refused.data).toEqual({ fields: [{ field: 'password', message: '更换了收信服务器、端口、SSL设置或账号，请重新输入密码/授权码' }] });
    const renamed = okData<MailboxRow>(await s.api(s.a, { method: 'PUT', url: `/api/mailtake/mailboxes/${row.id}`, payload: mailboxBody(imap, box, moved) }));
    expect(renamed).toMatchObject({ ssl: true, port: 993, passwordSet: true });
    // Port and SSL are the same mailbox: its UIDs still hold.
    expect(await stored(row.id)).toMatchObject({ uidValidity: 42, lastUid: 7 });
    okData(await s.api(s.a, { method: 'PUT', url: `/api/mailtake/mailboxes/${row.id}`, payload: mailboxBody(imap, box, { ...moved, password: '', folder: '简历' }) }));
    expect(await stored(row.id)).toMatchObject({ uidValidity: null, lastUid: 0, folder: '简历' });
  });

  it('removes a mailbox from the list, keeping its mails', async () => {
    const other = await imap.addUser('removed');
    other.deliver(MAILS.noResume.raw());
    const row = await addMailbox(s.api, s.a, imap, other);
    await receiveMailbox(receiveDeps(s.ctx), s.a.companyId, row.id, never);
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/mailtake/mailboxes/${row.id}` }));
    const listed = okData<MailboxRow[]>(await s.api(s.a, { method: 'GET', url: '/api/mailtake/mailboxes' }));
    expect(listed.map((m) => m.id)).not.toContain(row.id);
    expect((await mailsOf(s.api, s.a, 'processed', `&mailboxId=${row.id}`)).list).toEqual([expect.objectContaining({ mailboxAccount: other.user })]);
    expectFailure(await s.api(s.a, { method: 'DELETE', url: `/api/mailtake/mailboxes/${row.id}` }), 404, '40400');
    // The same account can be added again.
    await addMailbox(s.api, s.a, imap, other);
  });
});

describe('POST /api/mailtake/mailboxes/test', () => {
  it('logs in and opens the folder, or tells a refused login (2) and an unreachable server (3) apart', async () => {
    box.deliver(MAILS.noResume.raw());
    const test = (payload: Record<string, unknown>) => s.api(s.a, { method: 'POST', url: '/api/mailtake/mailboxes/test', payload });
    expect(okData(await test(mailboxBody(imap, box)))).toEqual({ ok: true, receiveState: MailboxReceiveState.Ok, message: '连接成功：文件夹「INBOX」中共有 1 封邮件', messageCount: 1 });
    const wrong = okData<{ ok: boolean; receiveState: number; message: string }>(await test(mailboxBody(imap, box, { password: 'wrong' })));
    expect(wrong).toMatchObject({ ok: false, receiveState: MailboxReceiveState.LoginFailed });
    expect(wrong.message).toMatch(/^登录失败/);
    const down = okData<{ ok: boolean; receiveState: number; message: string }>(await test(mailboxBody({ host: '127.0.0.1', port: 1 }, box)));
    expect(down).toMatchObject({ ok: false, receiveState: MailboxReceiveState.ServerError });
    // Editing a saved mailbox: no password typed means the stored one.
    const saved = await addMailbox(s.api, s.a, imap, box);
    expect(okData(await test({ ...mailboxBody(imap, box, { password: '' }), id: saved.id }))).toMatchObject({ ok: true });
    expectFailure(await test(mailboxBody(imap, box, { password: '' })), 400, '31102');
    expectFailure(await test(mailboxBody(imap, box, { protocol: 2, port: 995 })), 400, '31103');
  });
});

describe('POST /api/mailtake/mailboxes/:id/receive', () => {
  it('refuses a POP3 or SMTP mailbox (only IMAP is collected) and a disabled one', async () => {
    const pop3 = await addMailbox(s.api, s.a, imap, box, { account: 'pop3@example.com', protocol: 2, port: 995 });
    expect(pop3.collectable).toBe(false);
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/mailtake/mailboxes/${pop3.id}/receive` }), 400, '31103');
    const off = await addMailbox(s.api, s.a, imap, box, { account: 'off@example.com', enabled: false });
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/mailtake/mailboxes/${off.id}/receive` }), 400, '31104');
    // Nor does a run collect them.
    expect(await receiveMailbox(receiveDeps(s.ctx), s.a.companyId, pop3.id, never)).toBeNull();
    expect(await receiveMailbox(receiveDeps(s.ctx), s.a.companyId, off.id, never)).toBeNull();
  });
});

describe('who may', () => {
  it('answers 401 without a login and 403 without 邮箱简历收取 (a 见习HR)', async () => {
    const trainee = await addAccount(s.ctx, s.a.companyId, SystemRoleCode.TraineeHr);
    const routes = [
      { method: 'GET', url: '/api/mailtake/mailboxes' },
      { method: 'POST', url: '/api/mailtake/mailboxes', payload: mailboxBody(imap, box) },
      { method: 'POST', url: '/api/mailtake/mailboxes/test', payload: mailboxBody(imap, box) },
      { method: 'PUT', url: '/api/mailtake/mailboxes/1', payload: mailboxBody(imap, box) },
      { method: 'DELETE', url: '/api/mailtake/mailboxes/1' },
      { method: 'POST', url: '/api/mailtake/mailboxes/1/receive' },
      { method: 'GET', url: '/api/mailtake/mails/waiting' },
      { method: 'GET', url: '/api/mailtake/mails/processed' },
      { method: 'POST', url: '/api/mailtake/mails/1/retry' },
    ] as const;
    for (const route of routes) {
      expectFailure(await s.api(null, route), 401, '999');
      expectFailure(await s.api(trainee, route), 403, '40300');
    }
  });

  it("answers 404 for another company's mailboxes and mails, changing nothing", async () => {
    const mine = await addMailbox(s.api, s.a, imap, box, { account: 'mine@example.com' });
    const other = await imap.addUser('isolation');
    other.deliver(MAILS.corruptPdf.raw());
    const theirs = await addMailbox(s.api, s.a, imap, other);
    await receiveMailbox(receiveDeps(s.ctx), s.a.companyId, theirs.id, never);
    const [mail] = await s.ctx.database.db.select().from(mailboxMails).where(eq(mailboxMails.mailboxId, theirs.id));
    const before = await stored(mine.id);

    const notFound = async (route: Parameters<typeof s.api>[1]) => expectFailure(await s.api(s.b, route), 404, '40400');
    await notFound({ method: 'PUT', url: `/api/mailtake/mailboxes/${mine.id}`, payload: mailboxBody(imap, box, { account: 'stolen@example.com' }) });
    await notFound({ method: 'DELETE', url: `/api/mailtake/mailboxes/${mine.id}` });
    await notFound({ method: 'POST', url: `/api/mailtake/mailboxes/${mine.id}/receive` });
    await notFound({ method: 'POST', url: '/api/mailtake/mailboxes/test', payload: { ...mailboxBody(imap, box, { password: '' }), id: mine.id } });
    await notFound({ method: 'POST', url: `/api/mailtake/mails/${mail!.id}/retry` });
    await notFound({ method: 'GET', url: `/api/mailtake/mails/processed?mailboxId=${theirs.id}` });
    expect(await stored(mine.id)).toEqual(before);
    expect(okData<MailboxRow[]>(await s.api(s.b, { method: 'GET', url: '/api/mailtake/mailboxes' }))).toEqual([]);
    // A receive run of company b for company a's mailbox does nothing.
    expect(await receiveMailbox(receiveDeps(s.ctx), s.b.companyId, theirs.id, never)).toBeNull();
  });
});

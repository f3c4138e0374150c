// Issue 11 item 4: 测试连接 with a stored mailbox's id and another server logged in there with
// the decrypted stored password, and the test answered differently for open, closed and
// filtered ports of any host. Now the stored password goes only to the server, port, SSL and
// account it was saved for; without MAIL_ALLOW_PRIVATE_HOSTS only mail ports of public
// addresses are reached (the poll job too); and every way of not getting through reads alike.
import net from 'node:net';
import { MailboxReceiveState, type MailboxRow, type MailboxTestResult } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE, withFolder } from '../../src/modules/intake/mailbox/imap';
import { receiveMailbox } from '../../src/modules/intake/mailbox/receive';
import { mailboxes } from '../../src/modules/intake/mailbox/tables';
import { isPublicAddress } from '../../src/platform/net/public-address';
import { expectFailure, okData, twoCompanies, type Api } from '../company/fixtures';
import { call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { mailboxRow, never, receiveDeps } from '../intake/mailbox/helpers';

/** A loopback server that counts connections and keeps what clients send; `greet` plays an IMAP server. */
async function trap(onConnect: 'greet' | 'silent' | 'reset' = 'greet') {
  let connections = 0;
  let received = '';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const tag = chunk.toString('latin1').split(' ')[0];
      if (onConnect === 'greet' && tag) socket.write(`${tag} OK done\r\n`);
    });
    socket.on('error', () => {});
    if (onConnect === 'greet') socket.write('* OK IMAP4rev1 ready\r\n');
    if (onConnect === 'reset') socket.resetAndDestroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    received: () => received,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function closedPort(): Promise<number> {
  const t = await trap();
  await t.close();
  return t.port;
}

const PASSWORD = 'Cz8-授权码-kept';
const saved = { preset: 'other', protocol: 3, server: 'imap.example.com', port: 993, ssl: true, account: 'hr@example.com', password: PASSWORD, folder: 'INBOX', enabled: true };

describe('the stored password goes only to the server it was saved for', () => {
  let ctx: TestContext;
  let api: Api;
  let a: Session;
  let imap: Awaited<ReturnType<typeof trap>>;
  let box: MailboxRow;
  beforeAll(async () => {
    ({ ctx, api, a } = await twoCompanies());
    imap = await trap();
    box = okData<MailboxRow>(await api(a, { method: 'POST', url: '/api/mailtake/mailboxes', payload: saved }));
  });
  afterAll(async () => imap?.close());

  it('测试连接 with the id and another server, port, SSL or account, and no password: 400, and nothing connects', async () => {
    const elsewhere = { ...saved, server: '127.0.0.1', port: imap.port, ssl: false, password: '' };
    for (const moved of [elsewhere, { ...saved, password: '', port: 143 }, { ...saved, password: '', ssl: false }, { ...saved, password: '', account: 'boss@example.com' }]) {
      const refused = expectFailure(await api(a, { method: 'POST', url: '/api/mailtake/mailboxes/test', payload: { ...moved, id: box.id } }), 400, '31108');
      expect(refused.message).toBe('更换了收信服务器、端口、SSL设置或账号，请重新输入密码/授权码');
      expect(refused.data).toEqual({ fields: [{ field: 'password', message: refused.message }] });
    }
    expect(imap.connections()).toBe(0);
    expect(imap.received()).not.toContain(PASSWORD);
  });

  it('saving another server without the password is refused, and the stored settings stay', async () => {
    const moved = { ...saved, server: '127.0.0.1', port: imap.port, ssl: false, password: '' };
    expectFailure(await api(a, { method: 'PUT', url: `/api/mailtake/mailboxes/${box.id}`, payload: moved }), 400, '31108');
    const [row] = await ctx.database.db.select().from(mailboxes).where(eq(mailboxes.id, box.id));
    expect(row).toMatchObject({ server: 'imap.example.com', port: 993, ssl: true });
    // Unchanged server settings keep the stored password; a typed one may go anywhere allowed.
    okData(await api(a, { method: 'PUT', url: `/api/mailtake/mailboxes/${box.id}`, payload: { ...saved, password: '', folder: '简历' } }));
    okData(await api(a, { method: 'PUT', url: `/api/mailtake/mailboxes/${box.id}`, payload: { ...moved, password: 'typed-again' } }));
    expect(imap.connections()).toBe(0);
  });
});

describe('without MAIL_ALLOW_PRIVATE_HOSTS', () => {
  let ctx: TestContext;
  let a: Session;
  let imap: Awaited<ReturnType<typeof trap>>;
  const strict: Api = (session, opts) => call(ctx.app, session, opts);
  const api = (payload: Record<string, unknown>, url = '/api/mailtake/mailboxes/test') => strict(a, { method: 'POST', url, payload });
  beforeAll(async () => {
    ctx = await createTestContext({ mailAllowPrivateHosts: false });
    a = await registerCompany(ctx.app);
    imap = await trap();
  });
  afterAll(async () => imap?.close());

  it('refuses loopback, private, link-local and CGNAT servers, by address or by a name resolving there, before connecting', async () => {
    for (const server of ['127.0.0.1', 'localhost', '10.1.2.3', '192.168.1.10', '172.16.5.5', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1']) {
      const res = okData<MailboxTestResult>(await api({ ...saved, server, port: 993 }));
      expect(res).toEqual({ ok: false, receiveState: MailboxReceiveState.ServerError, message: `收信服务器 ${server} 是本机、内网或保留地址，不能连接`, messageCount: null });
    }
    for (const address of ['::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', 'fe80::1', 'fd00::5', 'ff02::1', '64:ff9b::a00:1', '2002:c0a8:101::1']) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '223.5.5.5', '2400:3200::1', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('reads a dotted IPv4 tail and the translated and local NAT64 forms the same as their hex forms', () => {
    const inside = ['64:ff9b::127.0.0.1', '64:ff9b::10.0.0.1', '64:ff9b::7f00:1', '::ffff:0:7f00:1', '::ffff:0:127.0.0.1', '::ffff:0:a9fe:a9fe', '64:ff9b:1::7f00:1', '64:ff9b:1:abcd::8.8.8.8', '::127.0.0.1'];
    for (const address of inside) expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['64:ff9b::8.8.8.8', '64:ff9b::808:808', '::ffff:0:8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses a port that is not a mail port, when testing and when saving', async () => {
    const port = expectFailure(await api({ ...saved, port: imap.port }), 400, '31109');
    expect(port).toMatchObject({ message: 'IMAP服务器的端口只能是143或993', data: { fields: [{ field: 'port', message: 'IMAP服务器的端口只能是143或993' }] } });
    expectFailure(await api({ ...saved, port: 22 }, '/api/mailtake/mailboxes'), 400, '31109');
    expectFailure(await api({ ...saved, protocol: 2, port: 8080 }, '/api/mailtake/mailboxes'), 400, '31109');
    okData(await api({ ...saved, account: 'pop3@example.com', protocol: 2, port: 995 }, '/api/mailtake/mailboxes'));
  });

  it('the poll job checks the same: a stored loopback server or odd port is not connected to', async () => {
    const box = okData<MailboxRow>(await api({ ...saved, server: 'localhost', port: 143 }, '/api/mailtake/mailboxes'));
    expect(await receiveMailbox(receiveDeps(ctx), a.companyId, box.id, never)).toMatchObject({ receiveState: MailboxReceiveState.ServerError, fetched: 0 });
    expect((await mailboxRow(strict, a, box.id)).lastError).toBe('收信服务器 localhost 是本机、内网或保留地址，不能连接');
    // A mailbox saved before the ports were limited.
    await ctx.database.db.update(mailboxes).set({ server: '127.0.0.1', port: imap.port }).where(eq(mailboxes.id, box.id));
    await receiveMailbox(receiveDeps(ctx), a.companyId, box.id, never);
    expect((await mailboxRow(strict, a, box.id)).lastError).toBe('IMAP服务器的端口只能是143或993');
    expect(imap.connections()).toBe(0);
  });
});

describe('closed, dropped, silent and foreign ports read alike', () => {
  let api: Api;
  let a: Session;
  beforeAll(async () => {
    ({ api, a } = await twoCompanies());
  });

  it('answers one message for a refused, a reset and a non-IMAP connection, and a silent one after the same timeout', async () => {
    const reset = await trap('reset');
    const http = net.createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const ports = [await closedPort(), reset.port, (http.address() as net.AddressInfo).port];
    for (const port of ports) {
      const res = okData<MailboxTestResult>(await api(a, { method: 'POST', url: '/api/mailtake/mailboxes/test', payload: { ...saved, server: '127.0.0.1', port, ssl: false } }));
      expect(res, `port ${port}`).toEqual({ ok: false, receiveState: MailboxReceiveState.ServerError, message: UNREACHABLE, messageCount: null });
    }
    // A filtered port never answers: the same words once the (shortened) timeout passes.
    const silent = await trap('silent');
    const settings = { host: '127.0.0.1', port: silent.port, secure: false, user: 'hr', pass: PASSWORD, folder: 'INBOX', timeoutMs: 300 };
    await expect(withFolder(settings, { allowPrivateHosts: true }, async () => 0)).rejects.toMatchObject({ state: MailboxReceiveState.ServerError, message: UNREACHABLE });
    expect(silent.received()).not.toContain(PASSWORD);
    await Promise.all([reset.close(), silent.close(), new Promise((resolve) => http.close(resolve))]);
  });
});

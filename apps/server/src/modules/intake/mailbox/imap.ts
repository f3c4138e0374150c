// The IMAP side of mailbox collection: one short session per run (connect, log in, open
// the folder read-only, list, download, log out), and failures told as a receive state
// with a Chinese reason.
import net from 'node:net';
import { MailboxReceiveState, MailProtocol } from '@bole/domain';
import { ImapFlow, type FetchMessageObject, type MailboxObject } from 'imapflow';
import { HostRefused, resolveHost } from '../../../platform/net/public-address';
import { portRefusal, type MailTargetPolicy } from './target';

export type ImapSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  folder: string;
  /** How long connecting, and then the server's greeting, may take (each). */
  timeoutMs?: number;
};

/** A run that could not use the mailbox: 2 the login was refused, 3 the server failed. */
export class MailboxFailure extends Error {
  constructor(
    readonly state: typeof MailboxReceiveState.LoginFailed | typeof MailboxReceiveState.ServerError,
    message: string,
  ) {
    super(message);
    this.name = 'MailboxFailure';
  }
}

/** A mail as the folder lists it, before its source is downloaded. */
export type ListedMail = {
  uid: number;
  size: number;
  messageId: string | null;
  subject: string;
  fromName: string | null;
  fromAddress: string | null;
  sentAt: Date | null;
};

type ImapError = Error & { code?: string; authenticationFailed?: boolean; mailboxMissing?: boolean; tlsFailed?: boolean; responseText?: string };

// One limit for connecting and one (the same) for the greeting, whatever the address.
const NETWORK_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 120_000;

/**
 * Said alike for a refused, silent, unreachable or dropped connection: the user needs no
 * more to fix a wrong address or port, and the answer does not tell a closed port from a
 * filtered one.
 */
export const UNREACHABLE = '无法连接收信服务器，请检查服务器地址、端口和SSL设置';

/** The Chinese reason and receive state of what went wrong talking to the server. */
function failureOf(error: unknown, s: Pick<ImapSettings, 'host' | 'port' | 'folder'>): MailboxFailure {
  if (error instanceof MailboxFailure) return error;
  const e = error as ImapError;
  const said = e.responseText ? `（服务器答复：${e.responseText}）` : '';
  if (e.authenticationFailed) return new MailboxFailure(MailboxReceiveState.LoginFailed, `登录失败：邮箱账号或密码/授权码不正确，或邮箱未开启IMAP服务${said}`);
  if (e.mailboxMissing) return new MailboxFailure(MailboxReceiveState.ServerError, `邮箱中没有文件夹「${s.folder}」，请检查收取文件夹`);
  const code = e.code ?? '';
  const server3 = (text: string) => new MailboxFailure(MailboxReceiveState.ServerError, text);
  // Only a server that answered in TLS can fail its handshake: a wrong SSL setting, worth telling.
  if (e.tlsFailed || /SSL|TLS|CERT/i.test(code) || code === 'ClosedAfterConnectTLS') return server3(`与收信服务器 ${s.host}:${s.port} 建立SSL连接失败，请检查端口和SSL设置`);
  if (e.responseText) return server3(`收信服务器异常：${e.responseText}`);
  return server3(UNREACHABLE);
}

/**
 * The address to connect to: the protocol's mail ports only, and a public address unless
 * the operator allows private ones. The host is resolved once here and the connection goes
 * to the address checked, so a name cannot be re-pointed inside between check and connect.
 */
async function targetOf(s: Pick<ImapSettings, 'host' | 'port'>, policy: MailTargetPolicy): Promise<string> {
  const refusal = portRefusal(policy, MailProtocol.Imap, s.port);
  if (refusal) throw new MailboxFailure(MailboxReceiveState.ServerError, refusal);
  try {
    return await resolveHost(s.host, policy.allowPrivateHosts);
  } catch (error) {
    if (!(error instanceof HostRefused)) throw error;
    const why = error.reason === 'notFound' ? `找不到收信服务器 ${s.host}，请检查服务器地址` : `收信服务器 ${s.host} 是本机、内网或保留地址，不能连接`;
    throw new MailboxFailure(MailboxReceiveState.ServerError, why);
  }
}

// A decoded header may carry control characters (an encoded NUL), which the database refuses.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const header = (text: string | undefined) => text?.replace(CONTROLS, '').trim();

function listed(m: FetchMessageObject): ListedMail {
  const env = m.envelope;
  const from = env?.from?.[0];
  const date = env?.date ? new Date(env.date) : null;
  return {
    uid: m.uid,
    size: m.size ?? 0,
    messageId: header(env?.messageId) || null,
    subject: header(env?.subject) ?? '',
    fromName: header(from?.name) || null,
    fromAddress: header(from?.address)?.toLowerCase() || null,
    sentAt: date && !Number.isNaN(date.getTime()) ? date : null,
  };
}

/** An open folder: what a run may do with it. */
export type Folder = {
  uidValidity: number;
  uidNext: number;
  /** How many mails the folder holds. */
  exists: number;
  /** UIDs of the mails received since the day `since` starts. */
  uidsSince(since: Date): Promise<number[]>;
  /** The mails with UID from `firstUid` on, in UID order (headers only). */
  listFrom(firstUid: number): Promise<ListedMail[]>;
  /** The whole source of one mail. */
  source(uid: number): Promise<Buffer>;
};

/**
 * Logs in, opens the folder read-only (collecting never changes the mailbox, not even the
 * seen flags) and runs `work`; the session is closed whatever happens. Failures arrive as
 * MailboxFailure with the receive state to show; a server the policy refuses is never
 * connected to.
 */
export async function withFolder<T>(s: ImapSettings, policy: MailTargetPolicy, work: (folder: Folder) => Promise<T>): Promise<T> {
  const address = await targetOf(s, policy);
  const timeout = s.timeoutMs ?? NETWORK_TIMEOUT_MS;
  const client = new ImapFlow({
    host: address,
    // The certificate is still checked against the name the user gave.
    servername: net.isIP(s.host) ? undefined : s.host,
    port: s.port,
    secure: s.secure,
    auth: { user: s.user, pass: s.pass },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  // Without a listener a dropped connection would be an uncaught 'error' event.
  client.on('error', () => {});
  let box: MailboxObject;
  try {
    await client.connect();
    box = await client.mailboxOpen(s.folder, { readOnly: true });
  } catch (error) {
    client.close();
    throw failureOf(error, s);
  }
  // Errors of the IMAP commands become receive failures; those of `work` itself pass as they are.
  const imap = async <R>(command: () => Promise<R>): Promise<R> => {
    try {
      return await command();
    } catch (error) {
      throw failureOf(error, s);
    }
  };
  const folder: Folder = {
    uidValidity: Number(box.uidValidity),
    uidNext: box.uidNext,
    exists: box.exists,
    uidsSince: (since) => imap(async () => ((await client.search({ since }, { uid: true })) || []).sort((a, b) => a - b)),
    listFrom: (firstUid) =>
      imap(async () => {
        // The whole list first: another command inside a running FETCH would wait forever.
        const all = await client.fetchAll(`${firstUid}:*`, { uid: true, envelope: true, size: true }, { uid: true });
        // `n:*` also answers the last mail when every UID is below n.
        return all.filter((m) => m.uid >= firstUid).map(listed).sort((a, b) => a.uid - b.uid);
      }),
    source: (uid) =>
      imap(async () => {
        const found = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!found || !found.source) throw new MailboxFailure(MailboxReceiveState.ServerError, `邮件服务器没有返回邮件（UID ${uid}）的内容`);
        return found.source;
      }),
  };
  try {
    return await work(folder);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

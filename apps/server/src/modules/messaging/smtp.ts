// The platform's mail server (SMTP_URL) through nodemailer, and what its answers mean: a
// temporary failure (4xx, no connection) is tried again later, a permanent one (5xx) is kept
// with the server's answer in Chinese.
import nodemailer from 'nodemailer';

/** A calendar invitation: sent as the mail's text/calendar part (method=REQUEST or CANCEL) and as an .ics attachment. */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };

/** A document the mail carries as an attachment (the offer letter PDF). */
export type MailFile = { filename: string; contentType: string; content: Buffer };

export type MailToSend = { messageId: string; to: string; subject: string; html: string; text: string; calendar?: MailCalendar; files?: MailFile[] };

/** Sends one mail; throws a DeliveryError. */
export type MailSender = (mail: MailToSend) => Promise<void>;

/** A failed attempt: `temporary` ones are retried with backoff. `reason` is Chinese, without secrets. */
export class DeliveryError extends Error {
  constructor(
    readonly reason: string,
    readonly temporary: boolean,
  ) {
    super(reason);
  }
}

const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const MAX_ANSWER = 300;

type SmtpFailure = { code?: string; responseCode?: number; response?: string; command?: string };

/** The server's own answer, one line, bounded. */
const answer = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_ANSWER);

/** Reads a nodemailer failure as a Chinese reason, temporary or permanent. */
export function deliveryError(error: unknown): DeliveryError {
  const e = (error ?? {}) as SmtpFailure;
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const said = typeof e.response === 'string' && e.response ? answer(e.response) : undefined;
  if (code !== undefined && code >= 400 && code < 500) return new DeliveryError(`邮件服务器暂时无法接收：${said ?? code}`, true);
  if (code !== undefined && code >= 500) {
    if (e.code === 'EAUTH') return new DeliveryError(`邮件服务器拒绝登录，请检查发信账号和密码：${said ?? code}`, false);
    return new DeliveryError(`邮件服务器拒绝发送：${said ?? code}`, false);
  }
  if (e.code === 'EAUTH') return new DeliveryError('邮件服务器拒绝登录，请检查发信账号和密码', false);
  if (e.code === 'ETLS') return new DeliveryError('与邮件服务器建立加密连接失败', true);
  if (e.code && CONNECTION_CODES.has(e.code)) return new DeliveryError(`无法连接邮件服务器（${e.code}）`, true);
  return new DeliveryError('发送邮件时发生未知错误', true);
}

/** The sender address of SMTP_URL: its `from` parameter, else its login when that is an address. */
export function fromAddress(smtpUrl: string, publicUrl: string): string {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from');
  if (from) return from;
  const user = decodeURIComponent(url.username);
  if (user.includes('@')) return user;
  return `bole@${new URL(publicUrl).hostname}`;
}

/** A mail server to send through: SMTP_URL's, or a company's 发信设置. */
export type SmtpServer = { host: string; port: number; secure: boolean; user: string; pass: string; servername?: string };

/** A sender through one server: `secure` is TLS from the start, else STARTTLS when offered. */
export function serverSender(server: SmtpServer, from: string | { name: string; address: string }): MailSender {
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    auth: server.user ? { user: server.user, pass: server.pass } : undefined,
    tls: server.servername ? { servername: server.servername } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    logger: false,
    debug: false,
  });
  return async (mail) => {
    try {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        // Outlook, Apple Calendar, Feishu and DingTalk mail read the text/calendar alternative with its method.
        icalEvent: mail.calendar ? { method: mail.calendar.method, filename: mail.calendar.filename, content: mail.calendar.content } : undefined,
        attachments: mail.files?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
      });
      if (info.rejected.length > 0) throw Object.assign(new Error('rejected'), { responseCode: 550, response: `收件人被拒绝：${info.rejected.map(String).join(', ')}` });
    } catch (error) {
      throw deliveryError(error);
    }
  };
}

/** A sender through SMTP_URL: smtp:// (STARTTLS when offered), smtps:// (TLS from the start). */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  return serverSender({ host: url.hostname, port, secure, user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }, from);
}

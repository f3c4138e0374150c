// What the company's 发信设置 and an account's 个人发件邮箱 share: the same settings (a mail
// server with its password stored encrypted, never answered), the same rule for keeping the
// password, the sender built from them, and the test mail to the caller.
import type { EmailSettings, EmailSettingsSave, EmailSettingsTestResult } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { decryptSecret, encryptSecret, SecretUnreadableError } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { HostRefused, resolveHost } from '../../platform/net/public-address';
import { accounts } from '../company/tables';
import { sameServer } from '../intake/mailbox/target';
import { DeliveryError, serverSender, type MailSender } from './smtp';

/** allowPrivateHosts: MAIL_ALLOW_PRIVATE_HOSTS, as for the mailbox intake. */
export type EmailSettingsDeps = { db: Db; secretKey: Buffer; allowPrivateHosts: boolean };

/** The saved settings as both tables keep them. */
export type SenderRow = {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  passwordEncrypted: string;
  fromAddress: string;
  fromName: string;
  updatedAt: Date;
};

export const presentSender = (row: SenderRow): EmailSettings => ({
  host: row.host,
  port: row.port,
  secure: row.secure,
  username: row.username,
  passwordSet: row.passwordEncrypted.length > 0,
  fromAddress: row.fromAddress,
  fromName: row.fromName,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The columns to store for a save. An empty password keeps the stored one only while the
 * server, port, SSL and account stay the same: otherwise anyone allowed to save could send
 * the saved password to a server of his own. Without an account no password is kept.
 */
export function senderValues(secretKey: Buffer, current: SenderRow | undefined, body: EmailSettingsSave): Omit<SenderRow, 'updatedAt'> {
  let passwordEncrypted = '';
  if (body.username && body.password) passwordEncrypted = encryptSecret(secretKey, body.password);
  else if (body.username && current?.passwordEncrypted) {
    const serverOf = (s: Pick<SenderRow, 'host' | 'port' | 'secure' | 'username'>) => ({ server: s.host, port: s.port, ssl: s.secure, account: s.username });
    if (!sameServer(serverOf(current), serverOf(body))) {
      const message = '更换了发信服务器、端口、SSL设置或账号，请重新输入密码/授权码';
      throw new AppError('MAILBOX_SERVER_CHANGED', message, { fields: [{ field: 'password', message }] });
    }
    passwordEncrypted = current.passwordEncrypted;
  }
  return { host: body.host.toLowerCase(), port: body.port, secure: body.secure, username: body.username, passwordEncrypted, fromAddress: body.fromAddress, fromName: body.fromName };
}

/**
 * A sender through saved settings. The host is resolved once and must be public unless
 * MAIL_ALLOW_PRIVATE_HOSTS=1; failures are DeliveryErrors with a Chinese reason.
 */
export async function senderOfRow(deps: EmailSettingsDeps, row: SenderRow): Promise<MailSender> {
  let pass = '';
  try {
    pass = row.passwordEncrypted ? decryptSecret(deps.secretKey, row.passwordEncrypted) : '';
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw new DeliveryError('已保存的发信密码/授权码无法解密（服务器密钥已更换），请在邮箱设置中重新填写', false);
    throw error;
  }
  let address: string;
  try {
    address = await resolveHost(row.host, deps.allowPrivateHosts);
  } catch (error) {
    if (!(error instanceof HostRefused)) throw error;
    if (error.reason === 'notFound') throw new DeliveryError(`连接失败：找不到发信服务器 ${row.host}，请检查服务器地址`, true);
    throw new DeliveryError(`发信服务器 ${row.host} 是本机、内网或保留地址，不能连接`, false);
  }
  return serverSender({ host: address, port: row.port, secure: row.secure, user: row.username, pass, servername: row.host }, { name: row.fromName, address: row.fromAddress });
}

/** What a test mail says, and what it answers when nothing was saved yet. */
export type TestMail = { subject: string; text: string; notSaved: string; key: string };

/** 发送测试邮件: a mail to the caller's login address through `sender` (null: nothing saved). */
export async function sendTestMail(
  deps: EmailSettingsDeps,
  accountId: number,
  sender: () => Promise<MailSender | null>,
  mail: TestMail,
): Promise<EmailSettingsTestResult> {
  const [me] = await deps.db.select({ email: accounts.loginEmail }).from(accounts).where(eq(accounts.id, accountId));
  const to = me?.email ?? '';
  if (!to) return { sent: false, to, error: '您的账号没有登录邮箱，无法接收测试邮件' };
  try {
    const send = await sender();
    if (!send) return { sent: false, to, error: mail.notSaved };
    await send({ messageId: `<${mail.key}.${Date.now()}@bole>`, to, subject: mail.subject, html: `<p>${mail.text}</p>`, text: mail.text });
  } catch (error) {
    if (error instanceof DeliveryError) return { sent: false, to, error: error.reason };
    throw error;
  }
  return { sent: true, to, error: null };
}

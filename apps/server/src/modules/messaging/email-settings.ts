// 发信设置: the company's own mail server (password stored encrypted, never answered), the
// test mail to the caller, and the sender that delivers the company's mail through it.
import type { EmailSettings, EmailSettingsSave, EmailSettingsTestResult } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { decryptSecret, encryptSecret, SecretUnreadableError } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { HostRefused, resolveHost } from '../../platform/net/public-address';
import { accounts } from '../company/tables';
import { sameServer } from '../intake/mailbox/target';
import { DeliveryError, serverSender, type MailSender } from './smtp';
import { companyEmailSettings } from './tables';

/** allowPrivateHosts: MAIL_ALLOW_PRIVATE_HOSTS, as for the mailbox intake. */
export type EmailSettingsDeps = { db: Db; secretKey: Buffer; allowPrivateHosts: boolean };
type Row = typeof companyEmailSettings.$inferSelect;

const rowOf = async (db: Db, companyId: number): Promise<Row | undefined> =>
  (await db.select().from(companyEmailSettings).where(eq(companyEmailSettings.companyId, companyId)))[0];

const present = (row: Row): EmailSettings => ({
  host: row.host,
  port: row.port,
  secure: row.secure,
  username: row.username,
  passwordSet: row.passwordEncrypted.length > 0,
  fromAddress: row.fromAddress,
  fromName: row.fromName,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getEmailSettings(db: Db, companyId: number): Promise<EmailSettings | null> {
  const row = await rowOf(db, companyId);
  return row ? present(row) : null;
}

/**
 * Saves the settings. An empty password keeps the stored one only while the server, port,
 * SSL and account stay the same: otherwise anyone allowed here could send the saved
 * password to a server of his own. Without an account no password is kept.
 */
export async function saveEmailSettings(deps: EmailSettingsDeps, op: { companyId: number; accountId: number }, body: EmailSettingsSave): Promise<EmailSettings> {
  const current = await rowOf(deps.db, op.companyId);
  let passwordEncrypted = '';
  if (body.username && body.password) passwordEncrypted = encryptSecret(deps.secretKey, body.password);
  else if (body.username && current?.passwordEncrypted) {
    const serverOf = (s: Pick<Row, 'host' | 'port' | 'secure' | 'username'>) => ({ server: s.host, port: s.port, ssl: s.secure, account: s.username });
    if (!sameServer(serverOf(current), serverOf(body))) {
      const message = '更换了发信服务器、端口、SSL设置或账号，请重新输入密码/授权码';
      throw new AppError('MAILBOX_SERVER_CHANGED', message, { fields: [{ field: 'password', message }] });
    }
    passwordEncrypted = current.passwordEncrypted;
  }
  const values = {
    host: body.host.toLowerCase(),
    port: body.port,
    secure: body.secure,
    username: body.username,
    passwordEncrypted,
    fromAddress: body.fromAddress,
    fromName: body.fromName,
    updatedBy: op.accountId,
    updatedAt: new Date(),
  };
  const [row] = await deps.db
    .insert(companyEmailSettings)
    .values({ companyId: op.companyId, ...values })
    .onConflictDoUpdate({ target: companyEmailSettings.companyId, set: values })
    .returning();
  return present(row!);
}

/**
 * A sender through the company's saved server, or null when it saved none. The host is
 * resolved once and must be public unless MAIL_ALLOW_PRIVATE_HOSTS=1; failures are
 * DeliveryErrors with a Chinese reason.
 */
export async function companySender(deps: EmailSettingsDeps, companyId: number): Promise<MailSender | null> {
  const row = await rowOf(deps.db, companyId);
  if (!row) return null;
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

/** 发送测试邮件: a mail to the caller's login address through the saved settings. */
export async function testEmailSettings(deps: EmailSettingsDeps, op: { companyId: number; accountId: number }): Promise<EmailSettingsTestResult> {
  const [me] = await deps.db.select({ email: accounts.loginEmail }).from(accounts).where(eq(accounts.id, op.accountId));
  const to = me?.email ?? '';
  if (!to) return { sent: false, to, error: '您的账号没有登录邮箱，无法接收测试邮件' };
  try {
    const mail = await companySender(deps, op.companyId);
    if (!mail) return { sent: false, to, error: '尚未保存发信设置，请先保存' };
    await mail({
      messageId: `<email-settings-test-${op.companyId}.${Date.now()}@bole>`,
      to,
      subject: 'Bole 发信设置测试邮件',
      html: '<p>这是一封测试邮件：收到它说明企业的发信设置可以正常发送邮件。</p>',
      text: '这是一封测试邮件：收到它说明企业的发信设置可以正常发送邮件。',
    });
  } catch (error) {
    if (error instanceof DeliveryError) return { sent: false, to, error: error.reason };
    throw error;
  }
  return { sent: true, to, error: null };
}

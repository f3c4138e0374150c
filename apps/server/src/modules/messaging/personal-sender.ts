// 个人发件邮箱: an account's own mailbox, through which the mail sent on his behalf (a message
// with `senderAccountId`) leaves; each account sets only his own. Same settings and password
// rule as the company's 发信设置 (sender-settings.ts).
import type { EmailSettings, EmailSettingsSave, EmailSettingsTestResult } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { presentSender, senderOfRow, senderValues, sendTestMail, type EmailSettingsDeps } from './sender-settings';
import type { MailSender } from './smtp';
import { accountEmailSenders } from './tables';

/** The account whose own sender it is, in his company. */
export type Owner = { companyId: number; accountId: number };

const rowOf = async (db: Db, owner: Owner) =>
  (await db.select().from(accountEmailSenders).where(and(eq(accountEmailSenders.companyId, owner.companyId), eq(accountEmailSenders.accountId, owner.accountId))))[0];

export async function getPersonalSender(db: Db, owner: Owner): Promise<EmailSettings | null> {
  const row = await rowOf(db, owner);
  return row ? presentSender(row) : null;
}

/** Saves the caller's own sender; an empty password keeps the stored one while the server stays the same. */
export async function savePersonalSender(deps: EmailSettingsDeps, owner: Owner, body: EmailSettingsSave): Promise<EmailSettings> {
  const values = { ...senderValues(deps.secretKey, await rowOf(deps.db, owner), body), updatedAt: new Date() };
  const [row] = await deps.db
    .insert(accountEmailSenders)
    .values({ accountId: owner.accountId, companyId: owner.companyId, ...values })
    .onConflictDoUpdate({ target: accountEmailSenders.accountId, set: values })
    .returning();
  return presentSender(row!);
}

/** Removes the caller's own sender: his mail leaves through the company's again. */
export async function deletePersonalSender(db: Db, owner: Owner): Promise<void> {
  await db.delete(accountEmailSenders).where(and(eq(accountEmailSenders.companyId, owner.companyId), eq(accountEmailSenders.accountId, owner.accountId)));
}

/** A sender through the account's own mailbox, or null when he set none. */
export async function personalSender(deps: EmailSettingsDeps, owner: Owner): Promise<MailSender | null> {
  const row = await rowOf(deps.db, owner);
  return row ? senderOfRow(deps, row) : null;
}

/** 发送测试邮件 through the caller's own mailbox to his login address. */
export function testPersonalSender(deps: EmailSettingsDeps, owner: Owner): Promise<EmailSettingsTestResult> {
  return sendTestMail(deps, owner.accountId, () => personalSender(deps, owner), {
    key: `personal-sender-test-${owner.accountId}`,
    subject: 'Bole 个人发件邮箱测试邮件',
    text: '这是一封测试邮件：收到它说明您的个人发件邮箱可以正常发送邮件。',
    notSaved: '尚未保存个人发件邮箱，请先保存',
  });
}

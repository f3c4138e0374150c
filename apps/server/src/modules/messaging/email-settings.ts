// 发信设置: the company's own mail server, the test mail to the caller, and the sender that
// delivers the company's mail through it (the shared parts: sender-settings.ts).
import type { EmailSettings, EmailSettingsSave, EmailSettingsTestResult } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { presentSender, senderOfRow, senderValues, sendTestMail, type EmailSettingsDeps } from './sender-settings';
import type { MailSender } from './smtp';
import { companyEmailSettings } from './tables';

const rowOf = async (db: Db, companyId: number) => (await db.select().from(companyEmailSettings).where(eq(companyEmailSettings.companyId, companyId)))[0];

export async function getEmailSettings(db: Db, companyId: number): Promise<EmailSettings | null> {
  const row = await rowOf(db, companyId);
  return row ? presentSender(row) : null;
}

/** Saves the settings; an empty password keeps the stored one while the server stays the same. */
export async function saveEmailSettings(deps: EmailSettingsDeps, op: { companyId: number; accountId: number }, body: EmailSettingsSave): Promise<EmailSettings> {
  const values = { ...senderValues(deps.secretKey, await rowOf(deps.db, op.companyId), body), updatedBy: op.accountId, updatedAt: new Date() };
  const [row] = await deps.db
    .insert(companyEmailSettings)
    .values({ companyId: op.companyId, ...values })
    .onConflictDoUpdate({ target: companyEmailSettings.companyId, set: values })
    .returning();
  return presentSender(row!);
}

/** A sender through the company's saved server, or null when it saved none. */
export async function companySender(deps: EmailSettingsDeps, companyId: number): Promise<MailSender | null> {
  const row = await rowOf(deps.db, companyId);
  return row ? senderOfRow(deps, row) : null;
}

/** 发送测试邮件: a mail to the caller's login address through the saved settings. */
export function testEmailSettings(deps: EmailSettingsDeps, op: { companyId: number; accountId: number }): Promise<EmailSettingsTestResult> {
  return sendTestMail(deps, op.accountId, () => companySender(deps, op.companyId), {
    key: `email-settings-test-${op.companyId}`,
    subject: 'Bole 发信设置测试邮件',
    text: '这是一封测试邮件：收到它说明企业的发信设置可以正常发送邮件。',
    notSaved: '尚未保存发信设置，请先保存',
  });
}

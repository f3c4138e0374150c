// 发送Offer后 reminder (提醒设置, point afterOfferSent): each morning, for every company that
// switched it on, the people it names (the job's 招聘负责人 by default) are reminded of the offers
// sent the setting's days ago (China days) that the candidate has not answered and that are
// still open, through template 108 (招聘提醒).
import { OfferStatus, ReminderPoint, SystemPlaceholder, SystemTemplateType } from '@bole/domain';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { reminderSettings } from '../automation/tables';
import { chinaDayAhead } from '../interviews/reminders';
import { resolveRecipients } from '../messaging/recipients';
import { sendTemplate, type Messenger } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import { offers } from './tables';
import { chineseDate } from './values';

/**
 * One transaction per offer; the idempotency key (offer, point) makes a second run the same day
 * send nothing. Runs in the system scope; every query names its company. Answers how many offers
 * were reminded.
 */
export async function sendOfferAnswerReminders(db: Db, deps: { messenger: Messenger; publicUrl: string }, now = new Date()): Promise<number> {
  const settings = await db.select().from(reminderSettings).where(and(eq(reminderSettings.point, ReminderPoint.AfterOfferSent), eq(reminderSettings.enabled, true)));
  let reminded = 0;
  const failures: unknown[] = [];
  for (const setting of settings) {
    const sentOn = chinaDayAhead(now, -setting.days);
    const due = await db
      .select({ id: offers.id, applicationId: offers.applicationId, resumeId: offers.resumeId, sentBy: offers.sentBy, expiresAt: offers.expiresAt })
      .from(offers)
      .where(
        inCompany(offers, setting.companyId, eq(offers.status, OfferStatus.Sent), isNull(offers.answeredAt), gte(offers.sentAt, sentOn.from), lt(offers.sentAt, sentOn.to), gte(offers.expiresAt, now)),
      );
    for (const offer of due) {
      const deadline = chinaDayAhead(offer.expiresAt!, 0).day;
      const sent = db.transaction(async (tx) => {
        const recipients = await resolveRecipients(tx, setting.companyId, setting.recipients, { applicationId: offer.applicationId, operatorId: offer.sentBy });
        const text = `已于${chineseDate(sentOn.day)}收到Offer，至今尚未答复（答复截止${chineseDate(deadline)}）`;
        await sendTemplate(tx, deps.messenger, {
          companyId: setting.companyId,
          type: SystemTemplateType.Reminder,
          channels: setting.channels,
          recipients,
          values: { ...(await candidateValues(tx, setting.companyId, offer.applicationId, deps.publicUrl)), [SystemPlaceholder.ReminderText]: text },
          trigger: '发送Offer后提醒',
          link: `/resume/detail/${offer.resumeId}`,
          idempotencyKey: `reminder:${ReminderPoint.AfterOfferSent}:${offer.id}`,
        });
      });
      // One offer's failure does not hold up the others; the job fails at the end, so it is retried.
      await sent.then(
        () => (reminded += 1),
        (error: unknown) => failures.push(error),
      );
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `发送Offer后提醒：${failures.length}个Offer的提醒未能写入`);
  return reminded;
}

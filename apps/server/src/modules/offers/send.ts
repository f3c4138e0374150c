// Sending an offer (220009 发送Offer): only once approved when the company has an offer flow
// (without one, a draft is approved on the way, with the automatic approval in its trail). The
// candidate's mail (template type 2 候选人Offer通知, or the offer's own title and content) goes
// through the outbox with his answer link: a random token kept only as its sha-256, sealed in
// the outbox (messaging/send.ts) and never answered by the API nor logged. The link lasts until
// the end of the day HR chose (China time), 7 days by default. Copies to the cc addresses carry
// no link. Every mail carries the offer letter as a PDF (offer-letters module).
import {
  AutomationTrigger,
  defaultMessageTemplates,
  EDITABLE_OFFER_STATUSES,
  MessageChannel,
  MessageRecipient,
  NotificationTemplateType,
  OFFER_ANSWER_DAYS_DEFAULT,
  OFFER_ANSWER_DAYS_MAX,
  OfferStatus,
  ResumeAction,
  shanghaiDate,
  type MessageTemplateContent,
  type OfferSend,
  type OfferSent,
} from '@bole/domain';
import { newToken } from '../../platform/auth/tokens';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, Tx } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { actorOf } from '../applications/access';
import { logActions } from '../applications/events';
import { hasFlow } from '../approvals/service';
import { fireAutomation } from '../automation/engine';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { resolveRecipients } from '../messaging/recipients';
import { loadTemplate, sendTemplate, type Recipient } from '../messaging/send';
import { submitOffer } from './approval';
import * as repo from './repository';
import { getOffer, lockOffer } from './service';
import { letterValues, offerLetterAttachment } from './letter';
import { chineseDate } from './values';

/** Where the candidate answers (the page of /out/feedback/offer). */
export const OFFER_ANSWER_PATH = '/out/feedback/offer';

const DAY_MS = 86_400_000;

function chinaToday(now: Date): string {
  const d = shanghaiDate(now);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The end of the chosen China day (the answer's deadline), within 1 to 60 days from today. */
export function answerDeadline(expiresOn: string | null | undefined, now = new Date()): { day: string; at: Date } {
  const today = chinaToday(now);
  const todayStart = Date.parse(`${today}T00:00:00+08:00`);
  const day = expiresOn ?? chinaToday(new Date(todayStart + OFFER_ANSWER_DAYS_DEFAULT * DAY_MS + DAY_MS / 2));
  const start = Date.parse(`${day}T00:00:00+08:00`);
  const days = Math.round((start - todayStart) / DAY_MS);
  if (days < 1 || days > OFFER_ANSWER_DAYS_MAX) throw new AppError('OFFER_EXPIRY_INVALID');
  return { day, at: new Date(start + DAY_MS - 1) };
}

/** The mail: the offer's own title and content when it has them, else the company's template 2; the link paragraph after it. */
async function mailOf(tx: Tx, companyId: number, offer: repo.OfferRecord, deadline: string, withLink: boolean): Promise<MessageTemplateContent> {
  const base = await loadTemplate(tx, companyId, NotificationTemplateType.OfferNotice);
  const body = offer.emailContent ?? base.emailBody;
  const link = withLink
    ? `<p>请在${chineseDate(deadline)}24时前点击下面的链接查看Offer，并选择接受或拒绝：</p><p><a href="\${actionUrl}">\${actionUrl}</a></p><p>此链接仅供您本人使用，请勿转发。</p>`
    : '';
  return { ...defaultMessageTemplates[NotificationTemplateType.OfferNotice], ...base, emailSubject: offer.emailTitle ?? base.emailSubject, emailBody: `${body}${link}` };
}

/**
 * Sends the offer to its candidate. Answers the offer and whether a mail went out (an offer whose
 * 发送Offer邮件 is off is marked sent without one: HR told the candidate himself).
 */
export async function sendOffer(db: Db, messaging: CandidateMessaging, files: FileStorage, caller: AuthContext, id: number, body: OfferSend): Promise<OfferSent> {
  const { companyId } = caller;
  return db.transaction(async (tx) => {
    let offer = await lockOffer(tx, caller, id);
    if (offer.status !== OfferStatus.Approved) {
      if (!EDITABLE_OFFER_STATUSES.includes(offer.status) && offer.status !== OfferStatus.Approving) throw new AppError('OFFER_NOT_SENDABLE');
      if (offer.status === OfferStatus.Approving || (await hasFlow(tx, companyId, 'offer'))) throw new AppError('OFFER_NOT_APPROVED');
      // No offer flow: the approval passes at once and says so in its trail.
      await submitOffer(tx, caller, (await repo.findListed(tx, companyId, id))!);
      offer = (await repo.findOffer(tx, companyId, id))!;
      if (offer.status !== OfferStatus.Approved) throw new AppError('OFFER_NOT_APPROVED');
    }
    const deadline = answerDeadline(body.expiresOn);
    const mailed = offer.offerEmailFlag;
    let tokenHash: string | null = null;
    if (mailed) {
      const { token, hash } = newToken();
      tokenHash = hash;
      const values = await letterValues(tx, companyId, offer, messaging.publicUrl);
      const attachment = await offerLetterAttachment(db, files, offer, values);
      const candidates = await resolveRecipients(tx, companyId, [MessageRecipient.Candidate], { applicationId: offer.applicationId });
      const common = { companyId, type: NotificationTemplateType.OfferNotice, channels: [MessageChannel.Email], values, attachment, trigger: '发送Offer', senderAccountId: caller.accountId };
      await sendTemplate(tx, messaging.messenger, { ...common, recipients: candidates, template: await mailOf(tx, companyId, offer, deadline.day, true), secretUrl: `${messaging.publicUrl}${OFFER_ANSWER_PATH}?token=${token}` });
      if (offer.ccEmails.length > 0) {
        const copies: Recipient[] = offer.ccEmails.map((email) => ({ kind: 'account', name: email, email, mobile: null, accountId: null }));
        await sendTemplate(tx, messaging.messenger, { ...common, recipients: copies, template: await mailOf(tx, companyId, offer, deadline.day, false) });
      }
    }
    await repo.updateOffer(tx, companyId, id, { status: OfferStatus.Sent, sentAt: new Date(), sentBy: caller.accountId, expiresAt: deadline.at, answerTokenHash: tokenHash });
    await fireAutomation(tx, messaging, { companyId, trigger: AutomationTrigger.SendOffer, applicationId: offer.applicationId, operatorId: caller.accountId });
    await logActions(tx, actorOf(caller), ResumeAction.OfferSend, [
      {
        applicationId: offer.applicationId,
        resumeId: offer.resumeId,
        kind: ResumeAction.OfferSend,
        data: { offerId: id, mailed, expiresOn: deadline.day },
        record: `发送Offer${mailed ? '邮件' : '（未发送邮件）'}，答复截止${chineseDate(deadline.day)}`,
      },
    ]);
    return { offer: await getOffer(tx, caller, id), mailed };
  });
}

// Sending from a template: every product message to candidates and colleagues goes through
// sendTemplate, which renders the company's template (or the default) once per recipient
// and channel and writes each into the outbox in the caller's transaction.
import {
  defaultMessageTemplates,
  escapeHtml,
  MessageChannel,
  renderMessage,
  SystemPlaceholder,
  type MessageRecipient,
  type MessageTemplateContent,
  type MessageTemplateType,
  type TemplateValues,
} from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { decryptSecret, encryptSecret } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { enqueueMessage } from './service';
import { messageTemplates, type OutboxAttachment } from './tables';

/** A file a mail of the send carries (a calendar invitation, or a document such as the offer letter PDF); the e-mail channel only. */
export type MailAttachment = OutboxAttachment;

/** What sending needs of the app: the job queues and the key that seals one-time links. */
export type Messenger = { jobs: Jobs; secretKey: Buffer };

export function messengerOf(deps: { jobs: Jobs; config: { secretKey: Buffer } }): Messenger {
  return { jobs: deps.jobs, secretKey: deps.config.secretKey };
}

/** The messenger with the public address the messages' links point at, as the senders of account and candidate mail take it. */
export function messagingOf(deps: { jobs: Jobs; config: { secretKey: Buffer; publicUrl: string } }): { messenger: Messenger; publicUrl: string } {
  return { messenger: messengerOf(deps), publicUrl: deps.config.publicUrl };
}

/** Someone a message goes to, with the addresses the data holds for him (null when none). */
export type Recipient = {
  /** Which recipient of spec section 6 he is; 'account' for mail to an account about itself (reset, invitation). */
  kind: MessageRecipient | 'account';
  name: string;
  email: string | null;
  mobile: string | null;
  /** For in-app notices; null for candidates and outside people. */
  accountId: number | null;
};

/**
 * Stands in the outbox for a one-time link (reset, invitation) a message carries: the outbox
 * never shows the link, delivery puts it back from `secret_encrypted`.
 */
export const SECRET_MARK = '［一次性链接，仅发送给收件人本人，发送记录中不显示］';

/** The company's template of the type, or the default when it kept that. */
export async function loadTemplate(db: DbOrTx, companyId: number, type: MessageTemplateType): Promise<MessageTemplateContent> {
  const [row] = await db
    .select({
      emailSubject: messageTemplates.emailSubject,
      emailBody: messageTemplates.emailBody,
      smsContent: messageTemplates.smsContent,
      appTitle: messageTemplates.appTitle,
      appContent: messageTemplates.appContent,
    })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.companyId, companyId), eq(messageTemplates.type, type)));
  return row ?? defaultMessageTemplates[type];
}

export type TemplateSend = {
  companyId: number;
  type: MessageTemplateType;
  channels: readonly MessageChannel[];
  recipients: readonly Recipient[];
  /** Values shared by every recipient; `accountName` is each recipient's own name. */
  values: TemplateValues;
  /** What caused it, in Chinese (淘汰通知, 审批待办, ...). */
  trigger: string;
  /** Not before this time (send modes 2 and 3); now when absent. */
  sendAt?: Date;
  /** The colleague on whose behalf it goes out: his personal sender is used when he set one. */
  senderAccountId?: number | null;
  /** The page an in-app notice opens. */
  link?: string | null;
  /** A one-time link rendered as `${actionUrl}`, sealed and kept out of the outbox. */
  secretUrl?: string;
  /** Account mail, which leaves only through the platform's SMTP_URL. */
  platform?: boolean;
  /** A calendar invitation or a document every e-mail of the send carries. */
  attachment?: MailAttachment;
  /** Makes a repeated send of the same event write nothing new (suffixed per recipient and channel). */
  idempotencyKey?: string;
  /** The content to render instead of the company's template of the type (an offer's own mail title and body). */
  template?: MessageTemplateContent;
};

const NO_ADDRESS: Record<MessageChannel, string> = { email: '邮箱', sms: '手机号', app: '系统账号' };

function addressOf(recipient: Recipient, channel: MessageChannel): string | null {
  if (channel === MessageChannel.Email) return recipient.email || null;
  if (channel === MessageChannel.Sms) return recipient.mobile || null;
  return recipient.accountId === null ? null : String(recipient.accountId);
}

/**
 * Renders the template for each recipient and channel and writes the messages into the
 * outbox within `tx`. A recipient without an address for a channel is written as a failed
 * message naming what is missing, so nobody is skipped silently. Answers the message ids.
 */
export async function sendTemplate(tx: DbOrTx, messenger: Messenger, send: TemplateSend): Promise<number[]> {
  const template = send.template ?? (await loadTemplate(tx, send.companyId, send.type));
  const secretEncrypted = send.secretUrl === undefined ? null : encryptSecret(messenger.secretKey, send.secretUrl);
  const ids: number[] = [];
  for (const [index, recipient] of send.recipients.entries()) {
    const values: TemplateValues = { ...send.values, [SystemPlaceholder.AccountName]: recipient.name };
    if (secretEncrypted) values[SystemPlaceholder.ActionUrl] = SECRET_MARK;
    const rendered = renderMessage(template, values);
    for (const channel of send.channels) {
      const address = addressOf(recipient, channel);
      const content =
        channel === MessageChannel.Email
          ? { subject: rendered.emailSubject, html: rendered.emailHtml, text: rendered.emailText }
          : channel === MessageChannel.Sms
            ? { subject: '', html: '', text: rendered.smsContent }
            : { subject: rendered.appTitle, html: '', text: rendered.appContent };
      const id = await enqueueMessage(tx, messenger.jobs, {
        companyId: send.companyId,
        channel,
        to: address ?? recipient.name,
        ...content,
        templateType: send.type,
        trigger: send.trigger,
        sendAt: send.sendAt,
        senderAccountId: send.senderAccountId ?? null,
        link: send.link ?? null,
        platform: send.platform ?? false,
        secretEncrypted,
        attachment: channel === MessageChannel.Email ? (send.attachment ?? null) : null,
        failure: address ? undefined : `收件人${recipient.name}没有${NO_ADDRESS[channel]}，无法发送`,
        idempotencyKey: send.idempotencyKey && `${send.idempotencyKey}:${index}:${recipient.kind}:${channel}`,
      });
      ids.push(id);
    }
  }
  return ids;
}

/** The message as the recipient gets it: the sealed link put back where the outbox shows SECRET_MARK. */
export function unsealed(secretKey: Buffer, message: { html: string; text: string; secretEncrypted: string | null }): { html: string; text: string } {
  if (!message.secretEncrypted) return message;
  const url = decryptSecret(secretKey, message.secretEncrypted);
  return { html: message.html.replaceAll(SECRET_MARK, escapeHtml(url)), text: message.text.replaceAll(SECRET_MARK, url) };
}

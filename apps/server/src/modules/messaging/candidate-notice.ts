// Notices to a candidate about his application (淘汰通知, 投递确认, ...): the company's
// template of the type rendered with the application's values, to the candidate's e-mail.
import { MessageChannel, MessageRecipient, type MessageTemplateType, type TemplateValues } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import { resolveRecipients } from './recipients';
import { sendTemplate, type Messenger } from './send';
import { candidateValues } from './values';

/** What candidate notices need of the app: the outbox and the address of the portal's links. */
export type CandidateMessaging = { messenger: Messenger; publicUrl: string };

export type CandidateNotice = {
  companyId: number;
  applicationId: number;
  type: MessageTemplateType;
  /** What caused it, in Chinese. */
  trigger: string;
  /** The colleague it goes out for (his personal sender when he set one); none for the product's own. */
  operatorId?: number | null;
  sendAt?: Date;
  idempotencyKey?: string;
  /** Values beside the application's own (the placeholders of a system template). */
  values?: TemplateValues;
  /** A one-time link for `${actionUrl}`, kept out of the outbox. */
  secretUrl?: string;
};

/** Writes the notice into the outbox within `tx`; a candidate without an e-mail is kept as a failed message saying so. */
export async function notifyCandidate(tx: DbOrTx, messaging: CandidateMessaging, notice: CandidateNotice): Promise<number[]> {
  const values = await candidateValues(tx, notice.companyId, notice.applicationId, messaging.publicUrl);
  const recipients = await resolveRecipients(tx, notice.companyId, [MessageRecipient.Candidate], { applicationId: notice.applicationId });
  return sendTemplate(tx, messaging.messenger, {
    companyId: notice.companyId,
    type: notice.type,
    channels: [MessageChannel.Email],
    recipients,
    values: { ...values, ...notice.values },
    trigger: notice.trigger,
    secretUrl: notice.secretUrl,
    senderAccountId: notice.operatorId ?? null,
    sendAt: notice.sendAt,
    idempotencyKey: notice.idempotencyKey,
  });
}

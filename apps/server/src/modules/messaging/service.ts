// The one way out of the product: a message is written to the outbox in the transaction of
// the change that causes it (enqueueMessage) and delivered by a background job. A delivery
// holds the row (`sending_at`) before it talks to the mail server, so a message is never sent
// twice: a crash while holding it leaves it failed with a note rather than sent again.
import type { OutboxChannel } from '@bole/domain';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { unsealed } from './send';
import { NO_SMS_PROVIDER, type SmsProvider } from './sms';
import { DeliveryError, type MailSender } from './smtp';
import { outboxMessages, type OutboxAttachment } from './tables';

export const DELIVER_QUEUE = 'messaging-deliver';
export const SWEEP_QUEUE = 'messaging-sweep';
/** Due and retried messages, and attempts a crash cut short, are picked up every minute. */
export const SWEEP_CRON = '* * * * *';

export type DeliverJob = { companyId: number; id: number };

/** Minutes to wait before attempt n+1 after a temporary failure of attempt n. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180];
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** An attempt holding its row longer than this was cut short by a crash. */
const STALE_SENDING_MS = 10 * 60_000;
// Advisory lock class of outbox rows: a delivery waits for the transaction that wrote the row.
const LOCK_CLASS = 0x0b01e;

export const NO_MAIL_SERVER = '未配置发信服务器（SMTP_URL），邮件未发出；内容完整保存在发送记录中，配置后可重发';
export const INTERRUPTED = '发送过程中服务中断，无法确认邮件是否已送达，为避免重复发送未再自动重试，请核实后手动重发';

export type NewMessage = {
  companyId: number;
  channel: OutboxChannel;
  /** An address, a mobile number, or an account id for in-app notices. */
  to: string;
  subject: string;
  html: string;
  text: string;
  templateType?: number | null;
  /** What caused it, in Chinese. */
  trigger: string;
  /** Not before this time (scheduled sends); now when absent. */
  sendAt?: Date;
  /** A second message of the same key in the company is not written again. */
  idempotencyKey?: string;
  /** The page an in-app notice opens. */
  link?: string | null;
  /** Whose personal sender the mail leaves through, when he set one. */
  senderAccountId?: number | null;
  /** Account mail: only through the platform's SMTP_URL. */
  platform?: boolean;
  /** A sealed one-time link (send.ts, SECRET_MARK). */
  secretEncrypted?: string | null;
  /** A calendar invitation or a document the mail carries (e-mail only). */
  attachment?: OutboxAttachment | null;
  /** Written as failed with this reason and never delivered (a recipient without an address). */
  failure?: string;
};

/**
 * `mail` sends through the platform's SMTP_URL; `companyMail`, when given, answers the
 * company's own sender (发信设置) if it saved one, and `personalMail` an account's own
 * (个人发件邮箱), each taking precedence over the one before for company mail. `sms` is the
 * SMS provider; without one an SMS is kept in the outbox as failed (NO_SMS_PROVIDER).
 */
export type MessagingDeps = {
  db: Db;
  jobs: Jobs;
  secretKey: Buffer;
  mail: MailSender | null;
  companyMail?: (companyId: number) => Promise<MailSender | null>;
  personalMail?: (companyId: number, accountId: number) => Promise<MailSender | null>;
  sms?: SmsProvider | null;
};

const lockOf = (id: number) => sql`pg_advisory_xact_lock(${LOCK_CLASS}, ${id % 2147483647})`;

/**
 * Writes the message into the outbox within `tx`, the caller's transaction, and queues its
 * delivery; the delivery waits until `tx` commits and drops the message if it rolls back.
 * Answers the message's id (the existing one for a repeated idempotency key).
 */
export async function enqueueMessage(tx: DbOrTx, jobs: Jobs, message: NewMessage): Promise<number> {
  const key = message.idempotencyKey ?? randomUUID();
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      companyId: message.companyId,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      templateType: message.templateType ?? null,
      trigger: message.trigger,
      sendAt: message.sendAt ?? new Date(),
      idempotencyKey: key,
      link: message.link ?? null,
      senderAccountId: message.senderAccountId ?? null,
      platform: message.platform ?? false,
      secretEncrypted: message.secretEncrypted ?? null,
      attachment: message.channel === 'email' ? (message.attachment ?? null) : null,
      ...(message.failure === undefined ? {} : { status: 'failed' as const, error: message.failure }),
    })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id, sendAt: outboxMessages.sendAt, status: outboxMessages.status });
  if (!row) {
    const [existing] = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, message.companyId), eq(outboxMessages.idempotencyKey, key)));
    return existing!.id;
  }
  if (row.status !== 'queued') return row.id;
  await tx.execute(sql`select ${lockOf(row.id)}`);
  // A later send is picked up by the sweep once due.
  if (row.sendAt.getTime() <= Date.now()) await queueDelivery(jobs, { companyId: message.companyId, id: row.id });
  return row.id;
}

type Row = typeof outboxMessages.$inferSelect;

/** Queues the delivery of a queued message now due (enqueueMessage, a resend). */
export async function queueDelivery(jobs: Jobs, message: { companyId: number; id: number }): Promise<void> {
  await jobs.send(DELIVER_QUEUE, { companyId: message.companyId, id: message.id } satisfies DeliverJob, { key: String(message.id) });
}

/** The sender a mail leaves through: the platform's for account mail, else the sender's own, the company's, the platform's. */
async function senderOf(deps: MessagingDeps, message: Row): Promise<MailSender | null> {
  if (message.platform) return deps.mail;
  const personal = message.senderAccountId ? await deps.personalMail?.(message.companyId, message.senderAccountId) : null;
  return personal ?? (await deps.companyMail?.(message.companyId)) ?? deps.mail;
}

/** The mail's one send through its sender, or null when there is no mail server. */
async function mailSend(deps: MessagingDeps, held: Row): Promise<(() => Promise<void>) | null> {
  const mail = await senderOf(deps, held);
  if (!mail) return null;
  const { html, text } = unsealed(deps.secretKey, held);
  const attachment = held.attachment;
  const calendar = attachment?.kind === 'calendar' ? { method: attachment.method, filename: attachment.filename, content: attachment.content } : undefined;
  const files = attachment?.kind === 'file' ? [{ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content, 'base64') }] : undefined;
  return () => mail({ messageId: `<outbox-${held.id}.${held.companyId}@bole>`, to: held.recipient, subject: held.subject, html, text, calendar, files });
}

/** The SMS's one send through the provider, or null when none is configured. */
function smsSend(deps: MessagingDeps, held: Row): (() => Promise<void>) | null {
  const provider = deps.sms;
  if (!provider) return null;
  const { text } = unsealed(deps.secretKey, held);
  return () => provider.send(held.recipient, text);
}

/**
 * One delivery attempt of a due queued message (jobs run in the system scope, so the
 * company is named). Holds the row, talks to the mail server, then records the outcome:
 * sent, failed with the reason, or queued again with backoff after a temporary failure.
 */
export async function deliverMessage(deps: MessagingDeps, job: DeliverJob, now = () => new Date()): Promise<void> {
  const { db } = deps;
  const mine = (...more: (SQL | undefined)[]) => and(eq(outboxMessages.companyId, job.companyId), eq(outboxMessages.id, job.id), ...more);
  const held = await db.transaction(async (tx): Promise<Row | undefined> => {
    // Waits for the transaction that wrote the row; sees nothing if it rolled back.
    await tx.execute(sql`select ${lockOf(job.id)}`);
    const [row] = await tx
      .update(outboxMessages)
      .set({ sendingAt: now(), attempts: sql`${outboxMessages.attempts} + 1` })
      .where(mine(eq(outboxMessages.status, 'queued'), isNull(outboxMessages.sendingAt), lte(outboxMessages.sendAt, now())))
      .returning();
    return row;
  });
  if (!held) return;
  const settle = (values: Partial<Row>) => db.update(outboxMessages).set({ sendingAt: null, ...values }).where(mine(eq(outboxMessages.sendingAt, held.sendingAt!)));
  if (held.channel === 'app') {
    // An in-app notice is delivered by being stored: the message centre reads it.
    await settle({ status: 'sent', sentAt: now(), error: null });
    return;
  }
  const sms = held.channel === 'sms';
  try {
    const send = sms ? smsSend(deps, held) : await mailSend(deps, held);
    if (!send) {
      // Nothing to send through: kept whole, failed with the reason, the attempt not counted.
      await settle({ status: 'failed', error: sms ? NO_SMS_PROVIDER : NO_MAIL_SERVER, attempts: held.attempts - 1 });
      return;
    }
    await send();
  } catch (error) {
    const failure = error instanceof DeliveryError ? error : new DeliveryError(sms ? '发送短信时发生未知错误' : '发送邮件时发生未知错误', true);
    if (failure.temporary && held.attempts < MAX_ATTEMPTS) {
      const wait = BACKOFF_MINUTES[held.attempts - 1]! * 60_000;
      await settle({ status: 'queued', error: `${failure.reason}（第${held.attempts}次尝试，稍后自动重试）`, sendAt: new Date(now().getTime() + wait) });
    } else {
      await settle({ status: 'failed', error: failure.temporary ? `已尝试${held.attempts}次仍未发出：${failure.reason}` : failure.reason });
    }
    return;
  }
  await settle({ status: 'sent', sentAt: now(), error: null });
}

/**
 * The minute's sweep: queues every due message no attempt holds (scheduled sends, retries,
 * deliveries whose job was lost), and marks attempts a crash cut short as failed with a
 * note, since the mail server may have taken the mail already.
 */
export async function sweepOutbox(deps: Pick<MessagingDeps, 'db' | 'jobs'>, now = () => new Date()): Promise<number> {
  const { db, jobs } = deps;
  await db
    .update(outboxMessages)
    .set({ status: 'failed', sendingAt: null, error: INTERRUPTED })
    .where(and(eq(outboxMessages.status, 'queued'), isNotNull(outboxMessages.sendingAt), lt(outboxMessages.sendingAt, new Date(now().getTime() - STALE_SENDING_MS))));
  const due = await db
    .select({ id: outboxMessages.id, companyId: outboxMessages.companyId })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'queued'), isNull(outboxMessages.sendingAt), lte(outboxMessages.sendAt, now())))
    .orderBy(asc(outboxMessages.sendAt))
    .limit(500);
  for (const m of due) await queueDelivery(jobs, m);
  return due.length;
}

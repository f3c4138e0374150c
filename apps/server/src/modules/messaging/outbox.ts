// 发送记录 (/user/seting/email, tab 发送记录): the company's messages as kept, one message in
// full, and the two things a person may do to one: resend a failed or cancelled message, and
// cancel a queued one no attempt holds yet.
import {
  isCode,
  messageTemplateTypeLabels,
  type OutboxChannel,
  type OutboxMessage,
  type OutboxMessageDetail,
  type OutboxQuery,
  type Page,
} from '@bole/domain';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { AppError } from '../../platform/http/errors';
import { containsPattern } from '../company/shared';
import { chinaDayStart } from '../resumes/derive';
import { queueDelivery } from './service';
import { outboxMessages } from './tables';

type Row = typeof outboxMessages.$inferSelect;

const present = (r: Row): OutboxMessage => ({
  id: r.id,
  channel: r.channel,
  to: r.recipient,
  subject: r.subject,
  status: r.status,
  templateType: r.templateType,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  error: r.error,
  trigger: r.trigger,
  attempts: r.attempts,
});

/** 发送记录 of the company, newest first; dates are China calendar days on the creation time. */
export async function listOutbox(db: Db, companyId: number, q: OutboxQuery): Promise<Page<OutboxMessage>> {
  const where = and(
    eq(outboxMessages.companyId, companyId),
    q.status ? eq(outboxMessages.status, q.status) : undefined,
    q.channel ? eq(outboxMessages.channel, q.channel) : undefined,
    q.recipient ? ilike(outboxMessages.recipient, containsPattern(q.recipient)) : undefined,
    q.dateFrom ? gte(outboxMessages.createdAt, chinaDayStart(q.dateFrom)) : undefined,
    q.dateTo ? lt(outboxMessages.createdAt, chinaDayStart(q.dateTo, 1)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return { list: rows.map(present), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

const mine = (companyId: number, id: number, ...more: (SQL | undefined)[]) => and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.id, id), ...more);

async function rowOf(db: Db, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(outboxMessages).where(mine(companyId, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One message in full. A one-time link stays the outbox's mark (SECRET_MARK): the sealed link is never answered. */
export async function getOutboxMessage(db: Db, companyId: number, id: number): Promise<OutboxMessageDetail> {
  const row = await rowOf(db, companyId, id);
  return {
    ...present(row),
    html: row.html,
    text: row.text,
    templateTypeName: row.templateType !== null && isCode(messageTemplateTypeLabels, row.templateType) ? messageTemplateTypeLabels[row.templateType] : null,
    sendAt: row.sendAt.toISOString(),
    sendingAt: row.sendingAt?.toISOString() ?? null,
    link: row.link,
    attachment: !row.attachment
      ? null
      : row.attachment.kind === 'calendar'
        ? { kind: 'calendar', filename: row.attachment.filename, method: row.attachment.method }
        : { kind: 'file', filename: row.attachment.filename, contentType: row.attachment.contentType },
  };
}

// A message written failed for want of an address holds the recipient's name instead.
const ADDRESS: Record<OutboxChannel, RegExp> = { email: /@/, sms: /^\+?\d{5,20}$/, app: /^\d+$/ };

/**
 * 重发: a failed or cancelled message is queued again now and delivered like a new one. Its
 * attempts start again from 0, so the resend gets the full retry schedule; the previous
 * reason is cleared.
 */
export async function resendMessage(deps: { db: Db; jobs: Jobs }, companyId: number, id: number): Promise<OutboxMessageDetail> {
  const { db, jobs } = deps;
  const row = await rowOf(db, companyId, id);
  if (row.status !== 'failed' && row.status !== 'cancelled') throw new AppError('OUTBOX_NOT_RESENDABLE');
  if (!ADDRESS[row.channel].test(row.recipient)) throw new AppError('OUTBOX_NO_ADDRESS');
  const [requeued] = await db
    .update(outboxMessages)
    .set({ status: 'queued', error: null, attempts: 0, sendAt: new Date(), sendingAt: null, sentAt: null })
    .where(mine(companyId, id, inArray(outboxMessages.status, ['failed', 'cancelled'])))
    .returning({ id: outboxMessages.id });
  // Resent or cancelled by someone else meanwhile.
  if (!requeued) throw new AppError('OUTBOX_NOT_RESENDABLE');
  await queueDelivery(jobs, { companyId, id });
  return getOutboxMessage(db, companyId, id);
}

/** 取消发送: a queued message no delivery attempt holds is cancelled and never sent. */
export async function cancelMessage(db: Db, companyId: number, id: number): Promise<OutboxMessageDetail> {
  await rowOf(db, companyId, id);
  const [cancelled] = await db
    .update(outboxMessages)
    .set({ status: 'cancelled' })
    .where(mine(companyId, id, eq(outboxMessages.status, 'queued'), isNull(outboxMessages.sendingAt)))
    .returning({ id: outboxMessages.id });
  if (!cancelled) throw new AppError('OUTBOX_NOT_CANCELLABLE');
  return getOutboxMessage(db, companyId, id);
}

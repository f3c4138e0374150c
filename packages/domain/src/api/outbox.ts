import { z } from 'zod';
import { type MessageChannel } from '../messaging/codes';
import { messageChannelSchema } from '../messaging/message';
import { pageQuerySchema } from './common';

/** The ways a message leaves Bole: e-mail, SMS, or an in-app notice. */
export type OutboxChannel = MessageChannel;

/** 排队中, 已发送, 发送失败, 已取消. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_NAMES: Record<OutboxStatus, string> = { queued: '排队中', sent: '已发送', failed: '发送失败', cancelled: '已取消' };

const dayText = z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD').optional());

/**
 * GET /api/outbox filters (发送记录). `recipient` matches part of the address or account;
 * `dateFrom`/`dateTo` are calendar days in China time on the creation time, both inclusive.
 */
export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OUTBOX_STATUSES).optional()),
  channel: z.preprocess((v) => (v === '' ? undefined : v), messageChannelSchema.optional()),
  recipient: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(200, '最多200个字符').optional()),
  dateFrom: dayText,
  dateTo: dayText,
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/**
 * One row of 发送记录: an external contract, so these fields keep their meaning; `trigger`
 * and `attempts` were added for the page.
 */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: messageChannelSchema,
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  templateType: z.number().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  /** What caused it, in Chinese (重置密码, 淘汰通知, ...). */
  trigger: z.string(),
  attempts: z.number(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * GET /api/outbox/:id: the whole message as kept. A one-time link shows as the outbox's
 * mark, never as the link itself.
 */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  html: z.string(),
  text: z.string(),
  templateTypeName: z.string().nullable(),
  sendAt: z.string(),
  sendingAt: z.string().nullable(),
  /** The page an in-app notice opens. */
  link: z.string().nullable(),
  /** What the mail carries: a calendar invitation (interview notices) with its method, or a document (the offer letter PDF); never the bytes. */
  attachment: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('calendar'), filename: z.string(), method: z.enum(['REQUEST', 'CANCEL']) }),
      z.object({ kind: z.literal('file'), filename: z.string(), contentType: z.string() }),
    ])
    .nullish(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

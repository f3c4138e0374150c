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

/** GET /api/outbox filters (发送记录). `recipient` matches part of the address or account. */
export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OUTBOX_STATUSES).optional()),
  channel: z.preprocess((v) => (v === '' ? undefined : v), messageChannelSchema.optional()),
  recipient: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(200, '最多200个字符').optional()),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One row of 发送记录: an external contract, so exactly these fields. */
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
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

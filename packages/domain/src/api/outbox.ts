import { z } from 'zod';
import { pageQuerySchema } from './common';

/** The ways a message leaves Bole: e-mail, SMS, or an in-app notice. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'app'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** 排队中, 已发送, 发送失败, 已取消. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_NAMES: Record<OutboxStatus, string> = { queued: '排队中', sent: '已发送', failed: '发送失败', cancelled: '已取消' };
export const OUTBOX_CHANNEL_NAMES: Record<OutboxChannel, string> = { email: '邮件', sms: '短信', app: '站内信' };

/** GET /api/outbox filters (发送记录). `recipient` matches part of the address or account. */
export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OUTBOX_STATUSES).optional()),
  channel: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OUTBOX_CHANNELS).optional()),
  recipient: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(200, '最多200个字符').optional()),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One row of 发送记录: an external contract, so exactly these fields. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  templateType: z.number().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

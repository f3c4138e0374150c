import type { OutboxChannel, OutboxStatus } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/**
 * 发送记录: every message Bole sends, written in the transaction of the change that causes
 * it and delivered by the messaging worker. `sending_at` is set while a delivery attempt
 * holds the row, so a crash mid-send is seen and never sent a second time.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    // An e-mail address, a mobile number, or an account id for in-app notices.
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    templateType: integer('template_type'),
    // What caused the message, in Chinese (重置密码, 淘汰通知, ...).
    trigger: text('trigger').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    // Why the last attempt failed, in Chinese with the mail server's answer.
    error: text('error'),
    createdAt: createdAt(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    uniqueIndex('outbox_messages_idempotency_uq').on(t.companyId, t.idempotencyKey),
    index('outbox_messages_company_idx').on(t.companyId, t.createdAt),
    index('outbox_messages_due_idx').on(t.sendAt).where(sql`status = 'queued'`),
  ],
);

/**
 * 发信设置: the company's own mail server, through which its mail leaves once saved. The
 * password is stored encrypted under the server's key (platform/crypto), '' when the
 * server needs no login.
 */
export const companyEmailSettings = pgTable('company_email_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  secure: boolean('secure').notNull(),
  username: text('username').notNull(),
  passwordEncrypted: text('password_encrypted').notNull(),
  fromAddress: text('from_address').notNull(),
  fromName: text('from_name').notNull(),
  updatedBy: ref('updated_by').references(() => accounts.id),
  updatedAt: updatedAt(),
});

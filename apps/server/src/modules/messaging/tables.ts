import type { OutboxChannel, OutboxStatus } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/**
 * A file a mail carries: a calendar invitation (interview notices), delivered as the mail's
 * text/calendar part with the method and as an .ics attachment (nodemailer's icalEvent); or a
 * document (the offer letter PDF), its bytes base64 in `content`, kept with the message so a
 * retry or 重发 sends exactly what was written.
 */
export type OutboxAttachment =
  | { kind: 'calendar'; filename: string; method: 'REQUEST' | 'CANCEL'; content: string }
  | { kind: 'file'; filename: string; contentType: string; content: string };

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
    // The page an in-app notice opens (/recruit/..., /lite/...).
    link: text('link'),
    // When the recipient read an in-app notice in the message centre.
    readAt: timestamp('read_at', { withTimezone: true }),
    // Whose personal sender (个人发件邮箱) the mail leaves through, when he set one.
    senderAccountId: ref('sender_account_id').references(() => accounts.id),
    // Account mail (reset, invitation) leaves only through the platform's SMTP_URL.
    platform: boolean('platform').notNull().default(false),
    // A one-time link the message carries, encrypted: `html`/`text` hold SECRET_MARK in its
    // place, so the outbox never shows it; delivery puts it back.
    secretEncrypted: text('secret_encrypted'),
    // What the mail carries beside its text: a calendar invitation or a document (OutboxAttachment).
    attachment: jsonb('attachment').$type<OutboxAttachment>(),
  },
  (t) => [
    uniqueIndex('outbox_messages_idempotency_uq').on(t.companyId, t.idempotencyKey),
    index('outbox_messages_company_idx').on(t.companyId, t.createdAt),
    index('outbox_messages_due_idx').on(t.sendAt).where(sql`status = 'queued'`),
    index('outbox_messages_inbox_idx').on(t.companyId, t.recipient, t.createdAt).where(sql`channel = 'app'`),
  ],
);

/**
 * 消息模板: a company's own texts of a template type; a type without a row uses the
 * default of packages/domain (defaultMessageTemplates).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    type: integer('type').notNull(),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull(),
    smsContent: text('sms_content').notNull(),
    appTitle: text('app_title').notNull(),
    appContent: text('app_content').notNull(),
    updatedBy: ref('updated_by').references(() => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type] })],
);

/**
 * A mail server to send through. The password is stored encrypted under the server's key
 * (platform/crypto), '' when the server needs no login.
 */
const senderColumns = () => ({
  host: text('host').notNull(),
  port: integer('port').notNull(),
  secure: boolean('secure').notNull(),
  username: text('username').notNull(),
  passwordEncrypted: text('password_encrypted').notNull(),
  fromAddress: text('from_address').notNull(),
  fromName: text('from_name').notNull(),
});

/** 个人发件邮箱: an account's own mailbox, through which the mail he sends to candidates leaves. */
export const accountEmailSenders = pgTable('account_email_senders', {
  accountId: ref('account_id')
    .primaryKey()
    .references(() => accounts.id),
  companyId: ref('company_id')
    .notNull()
    .references(() => companies.id),
  ...senderColumns(),
  updatedAt: updatedAt(),
});

/** 发信设置: the company's own mail server, through which its mail leaves once saved. */
export const companyEmailSettings = pgTable('company_email_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  ...senderColumns(),
  updatedBy: ref('updated_by').references(() => accounts.id),
  updatedAt: updatedAt(),
});

import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../../platform/db/columns';
import { accounts, companies } from '../../company/tables';

const time = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A company's collection mailbox (邮箱简历收取). Removing one keeps its mails' history:
 * it is only marked deleted. Only IMAP mailboxes are collected.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    preset: text('preset').notNull(),
    protocol: smallint('protocol').notNull(),
    server: text('server').notNull(),
    port: integer('port').notNull(),
    ssl: boolean('ssl').notNull().default(true),
    account: text('account').notNull(),
    // AES-256-GCM under the server's key (platform/crypto.ts); never answered to clients.
    passwordEncrypted: text('password_encrypted').notNull(),
    folder: text('folder').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    receiveState: smallint('receive_state'),
    lastError: text('last_error'),
    lastRunAt: time('last_run_at'),
    // IMAP bookkeeping: the folder's UIDVALIDITY and the highest UID whose mail is recorded.
    // A different UIDVALIDITY means the folder was rebuilt and its UIDs start again.
    uidValidity: bigint('uid_validity', { mode: 'number' }),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: time('deleted_at'),
  },
  (t) => [
    uniqueIndex('mailboxes_account_uq').on(t.companyId, sql`lower(${t.account})`, sql`lower(${t.server})`, t.folder).where(sql`deleted_at is null`),
    index('mailboxes_enabled_idx').on(t.enabled, t.protocol).where(sql`deleted_at is null`),
  ],
);

/**
 * One mail a mailbox fetched: its source kept in file storage until processed into the
 * talent pool. The UID key (mailbox, UIDVALIDITY, UID) and the Message-ID key make a
 * repeated fetch (after a crash, or a rebuilt folder) record nothing twice.
 */
export const mailboxMails = pgTable(
  'mailbox_mails',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    mailboxId: ref('mailbox_id')
      .notNull()
      .references(() => mailboxes.id),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    messageId: text('message_id'),
    subject: text('subject').notNull(),
    fromName: text('from_name'),
    fromAddress: text('from_address'),
    sentAt: time('sent_at'),
    size: integer('size').notNull(),
    // The mail's source (storage key); null when it was over the size limit and not kept.
    sourceKey: text('source_key'),
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    channel: integer('channel'),
    jobName: text('job_name'),
    // The company's job the applied-for name matched (exact or normalised name, then city), entered through enterJob.
    jobId: ref('job_id'),
    storageResult: smallint('storage_result'),
    reason: text('reason'),
    resumeId: ref('resume_id'),
    resumeName: text('resume_name'),
    parseStatus: smallint('parse_status'),
    fileName: text('file_name'),
    fetchedAt: time('fetched_at').notNull().defaultNow(),
    processedAt: time('processed_at'),
  },
  (t) => [
    uniqueIndex('mailbox_mails_uid_uq').on(t.mailboxId, t.uidValidity, t.uid),
    uniqueIndex('mailbox_mails_message_uq').on(t.mailboxId, t.messageId).where(sql`message_id is not null`),
    index('mailbox_mails_waiting_list_idx').on(t.companyId, t.fetchedAt).where(sql`state = 'waiting'`),
    index('mailbox_mails_processed_list_idx').on(t.companyId, t.processedAt).where(sql`state = 'processed'`),
    index('mailbox_mails_waiting_idx').on(t.mailboxId, t.id).where(sql`state = 'waiting'`),
  ],
);

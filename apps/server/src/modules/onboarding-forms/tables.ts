import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ONBOARDING_DOCUMENT_KINDS } from '@bole/domain';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { accounts, companies } from '../company/tables';

/**
 * 入职登记: one form per application in 待入职, filled by the new hire from his link. 身份证号
 * and 银行卡号 are kept encrypted with the server key (platform/crypto.ts) beside their masked
 * form, so lists never decrypt.
 */
export const onboardingForms = pgTable(
  'onboarding_forms',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text('name'),
    joinConfirmed: boolean('join_confirmed').notNull().default(false),
    idNumberEncrypted: text('id_number_encrypted'),
    idNumberMasked: text('id_number_masked'),
    bankCardEncrypted: text('bank_card_encrypted'),
    bankCardMasked: text('bank_card_masked'),
    bankName: text('bank_name'),
    emergencyName: text('emergency_name'),
    emergencyRelation: text('emergency_relation'),
    emergencyPhone: text('emergency_phone'),
    address: text('address'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: ref('reopened_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('onboarding_forms_application_uq').on(t.companyId, t.applicationId)],
);

/** The links sent for a form; only the token's sha-256 is kept, and a new link revokes the open one. */
export const onboardingFormLinks = pgTable(
  'onboarding_form_links',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    formId: ref('form_id')
      .notNull()
      .references(() => onboardingForms.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('onboarding_form_links_token_uq').on(t.tokenHash),
    uniqueIndex('onboarding_form_links_open_uq')
      .on(t.formId)
      .where(sql`revoked_at is null`),
  ],
);

/** The new hire's documents, stored by content (files/storage.ts). */
export const onboardingFormFiles = pgTable(
  'onboarding_form_files',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    formId: ref('form_id')
      .notNull()
      .references(() => onboardingForms.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ONBOARDING_DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('onboarding_form_files_form_idx').on(t.formId)],
);

/** Who read the full 身份证号/银行卡号 or downloaded a document, and when (250035). */
export const onboardingFormReads = pgTable(
  'onboarding_form_reads',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    formId: ref('form_id')
      .notNull()
      .references(() => onboardingForms.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    fileId: ref('file_id'),
    createdAt: createdAt(),
  },
  (t) => [index('onboarding_form_reads_form_idx').on(t.formId, t.createdAt)],
);

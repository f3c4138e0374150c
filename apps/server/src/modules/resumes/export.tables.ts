import type { ExportJobStatus, ImportRowReport } from '@bole/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';
import { resumes } from './tables';

/**
 * /user/seting/resumeexport 简历导出设置, one row per company once saved. The settings are
 * JSONB read through the domain's zod schema, so a key added later falls back to its default.
 */
export const resumeExportSettings = pgTable('resume_export_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: ref('updated_by').references(() => accounts.id),
  updatedByName: text('updated_by_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The export audit: who exported which resumes (an Excel list or one PDF/Word), when. */
export const resumeExportLogs = pgTable(
  'resume_export_logs',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: ref('account_id').references(() => accounts.id),
    operatorName: text('operator_name').notNull(),
    kind: text('kind', { enum: ['excel', 'pdf', 'docx'] }).notNull(),
    // The one resume of a PDF/Word; kept when the resume goes, so the audit stays whole.
    resumeId: ref('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    resumeName: text('resume_name'),
    resumeCount: integer('resume_count').notNull(),
    // The ids exported and the request that chose them (filters or a selection).
    resumeIds: jsonb('resume_ids').$type<number[]>().notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    scope: text('scope').notNull(),
    capped: boolean('capped').notNull().default(false),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('resume_export_logs_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * A large Excel export (more than EXPORT_DIRECT_MAX_ROWS) run by a background job: its
 * progress, why it failed, and the stored file until `expires_at`. Its row in the export
 * audit (`log_id`) is written when it is asked for, so the audit shows it while it runs.
 * The caller's role and codes are kept as they were when asked: the job masks and scopes
 * the resumes as the request would have.
 */
export const resumeExportJobs = pgTable(
  'resume_export_jobs',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    logId: ref('log_id')
      .notNull()
      .references(() => resumeExportLogs.id),
    operatorName: text('operator_name').notNull(),
    roleType: integer('role_type').notNull(),
    codes: jsonb('codes').$type<number[]>().notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<ExportJobStatus>().notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    error: text('error'),
    fileName: text('file_name'),
    storageKey: text('storage_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('resume_export_jobs_company_idx').on(t.companyId, t.createdAt), uniqueIndex('resume_export_jobs_log_uq').on(t.logId)],
);

/**
 * Excel imports by file content: the same file imported again answers this report instead
 * of storing its rows twice. `running` while the rows are being stored (progress is saved
 * every few rows, so a stale running import can be taken over where it stopped).
 */
export const resumeImportBatches = pgTable(
  'resume_import_batches',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    accountId: ref('account_id').references(() => accounts.id),
    operatorName: text('operator_name').notNull(),
    status: text('status', { enum: ['running', 'done'] }).notNull(),
    total: integer('total').notNull(),
    stored: integer('stored').notNull().default(0),
    flagged: integer('flagged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    rows: jsonb('rows').$type<ImportRowReport[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resume_import_batches_company_sha_uq').on(t.companyId, t.sha256), index('resume_import_batches_company_idx').on(t.companyId, t.createdAt)],
);

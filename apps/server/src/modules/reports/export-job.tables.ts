import type { ExportJobStatus, ReportFilter, StandardReportId } from '@bole/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/**
 * 导出Excel of a standard report of more than REPORT_EXPORT_DIRECT_MAX_ROWS rows, run by a
 * background job as the resume exports are: its progress, why it failed, and the stored file
 * until `expires_at`. The requester's role and codes are kept as they were when asked, so the
 * job counts the report as he would have seen it.
 */
export const reportExportJobs = pgTable(
  'report_export_jobs',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    operatorName: text('operator_name').notNull(),
    roleType: integer('role_type').notNull(),
    codes: jsonb('codes').$type<number[]>().notNull(),
    reportId: text('report_id').$type<StandardReportId>().notNull(),
    filter: jsonb('filter').$type<ReportFilter>().notNull(),
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
  (t) => [index('report_export_jobs_company_idx').on(t.companyId, t.createdAt)],
);

import type { ReapplyPolicy, StageAction, StageType } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';

/**
 * The company's stage library (招聘阶段): typed stages with the actions switched on. Processes
 * list library stages, and an application stands in a library stage, so a stage keeps its
 * identity when a job changes process.
 */
export const recruitStages = pgTable(
  'recruit_stages',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    type: smallint('type').$type<StageType>().notNull(),
    actions: text('actions').array().$type<StageAction[]>().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Deleted from the library; kept for the names in logs and archived applications.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recruit_stages_company_name_uq').on(t.companyId, t.name).where(sql`deleted_at is null`), index('recruit_stages_company_sort_idx').on(t.companyId, t.sort, t.id)],
);

/** Process templates (招聘流程). One per company is the default; jobs without their own run on it. */
export const recruitProcesses = pgTable(
  'recruit_processes',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('recruit_processes_company_name_uq').on(t.companyId, t.name), uniqueIndex('recruit_processes_company_default_uq').on(t.companyId).where(sql`is_default`)],
);

/** The stages of a process, in order. */
export const recruitProcessStages = pgTable(
  'recruit_process_stages',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    processId: ref('process_id')
      .notNull()
      .references(() => recruitProcesses.id, { onDelete: 'cascade' }),
    stageId: ref('stage_id')
      .notNull()
      .references(() => recruitStages.id),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.stageId] }), index('recruit_process_stages_stage_idx').on(t.companyId, t.stageId)],
);

/** 通用招聘设置 (/user/seting/recruit); a company without a row uses DEFAULT_RECRUIT_SETTINGS. */
export const recruitSettings = pgTable('recruit_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  eliminateReasonRequired: boolean('eliminate_reason_required').notNull(),
  eliminateNotifyDefault: boolean('eliminate_notify_default').notNull(),
  allowMultipleJobs: boolean('allow_multiple_jobs').notNull(),
  reapplyEliminated: text('reapply_eliminated').$type<ReapplyPolicy>().notNull(),
  showStageDays: boolean('show_stage_days').notNull(),
  updatedBy: ref('updated_by'),
  updatedAt: updatedAt(),
});

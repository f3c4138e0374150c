import type { ApplicationSource, ReasonType } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';
import { jobs } from '../jobs/tables';
import { recruitStages } from '../processes/tables';
import { resumes } from '../resumes/tables';

const active = sql`archived_at is null`;

/**
 * A resume in a job's recruiting process (投递/候选人). Archiving (back to the pool) or a
 * transfer ends it; one active application per resume and job. Every change bumps `version`,
 * so two people acting on the same candidate at once cannot overwrite each other.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    jobId: ref('job_id')
      .notNull()
      .references(() => jobs.id),
    stageId: ref('stage_id')
      .notNull()
      .references(() => recruitStages.id),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    // null in the process, 1 hired, 2 left, 3 eliminated; the staff state beside it (RecruitmentState).
    outcome: smallint('outcome'),
    recruitmentState: smallint('recruitment_state'),
    eliminateReason: text('eliminate_reason'),
    eliminateReasonId: ref('eliminate_reason_id'),
    eliminateReasonType: text('eliminate_reason_type').$type<ReasonType>(),
    eliminatedAt: timestamp('eliminated_at', { withTimezone: true }),
    eliminatedBy: ref('eliminated_by'),
    entryDate: date('entry_date', { mode: 'string' }),
    leaveDate: date('leave_date', { mode: 'string' }),
    leaveReason: text('leave_reason'),
    source: text('source').$type<ApplicationSource>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: ref('archived_by'),
    archiveReason: text('archive_reason'),
    archiveReasonId: ref('archive_reason_id'),
    // The application a transfer opened in the other job.
    transferredToId: ref('transferred_to_id'),
    version: integer('version').notNull().default(1),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_active_uq').on(t.companyId, t.resumeId, t.jobId).where(active),
    // The board: counts per stage and each stage's cards by time in stage (cursor pages).
    index('applications_board_idx').on(t.companyId, t.jobId, t.stageId, t.stageEnteredAt, t.id).where(active),
    // The table: newest applications of a job.
    index('applications_job_created_idx').on(t.companyId, t.jobId, t.createdAt, t.id).where(active),
    index('applications_resume_idx').on(t.companyId, t.resumeId),
    // Whether a library stage still holds candidates.
    index('applications_stage_idx').on(t.companyId, t.stageId).where(active),
    // The reports' applications in a period, archived and transferred ones too, newest first.
    index('applications_company_created_idx').on(t.companyId, t.createdAt, t.id),
  ],
);

/** The log of an application: every move and decision, also written by other areas (pushes, feedback). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStageId: ref('from_stage_id'),
    toStageId: ref('to_stage_id'),
    actorId: ref('actor_id'),
    // The actor's name at the time, so the log reads the same after renames.
    actorName: text('actor_name').notNull(),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.companyId, t.applicationId, t.createdAt, t.id)],
);

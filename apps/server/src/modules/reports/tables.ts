import { bigint, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { companies } from '../company/tables';

/**
 * Each stage an application has stood in: when it first and last entered it, when it last left,
 * how often it entered and how long it stayed in all. Written only by the database trigger on
 * `applications` (migration 0030), so every path that moves a candidate is counted the same way
 * and the boards count from the moves themselves, never from counters that can drift.
 */
export const applicationStageVisits = pgTable(
  'application_stage_visits',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // Copied from the application (a transfer opens a new application, so it never changes).
    jobId: ref('job_id').notNull(),
    stageId: ref('stage_id').notNull(),
    firstEnteredAt: timestamp('first_entered_at', { withTimezone: true }).notNull(),
    lastEnteredAt: timestamp('last_entered_at', { withTimezone: true }).notNull(),
    // Null while the application stands in the stage.
    leftAt: timestamp('left_at', { withTimezone: true }),
    entries: integer('entries').notNull().default(1),
    // Seconds spent in the stage over the visits that ended.
    secondsIn: bigint('seconds_in', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('application_stage_visits_uq').on(t.applicationId, t.stageId),
    // The funnel: who reached which stage in a period, company-wide or for one job.
    index('application_stage_visits_period_idx').on(t.companyId, t.firstEnteredAt, t.stageId),
    index('application_stage_visits_job_idx').on(t.companyId, t.jobId, t.stageId, t.firstEnteredAt),
  ],
);

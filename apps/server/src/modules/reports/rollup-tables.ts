import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from '../../platform/db/columns';
import { companies } from '../company/tables';

/**
 * When a large company's board numbers were last counted into the rollups below (rollup.ts).
 * The rollups are recounted from the event sets themselves, whole, never incremented, so they
 * cannot drift; the boards say how fresh they are.
 */
export const reportRollups = pgTable('report_rollups', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
});

/** Per metric, China day and job: how many events (applications, screened, interviews, offers, hires). */
export const reportDailyJobCounts = pgTable(
  'report_daily_job_counts',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    jobId: ref('job_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.metric, t.day, t.jobId] }), index('report_daily_job_counts_job_idx').on(t.companyId, t.jobId)],
);

/** Per metric, China day and resume channel (0: none), of jobs not deleted; new resumes too. */
export const reportDailyChannelCounts = pgTable(
  'report_daily_channel_counts',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: integer('channel').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.metric, t.day, t.channel] })],
);

/**
 * Per China day, the applicants of jobs not deleted by a resume attribute (`facet`: birthYear,
 * degree, city, gender; `value` '' when unknown), for 候选人分析.
 */
export const reportDailyFacetCounts = pgTable(
  'report_daily_facet_counts',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.facet, t.day, t.value] })],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { accounts, companies } from '../company/tables';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';

/**
 * 推荐给用人部门: one application's resume pushed to one recipient (a hiring manager), with
 * HR's message, the reply-by time and the recipient's feedback (1 待反馈, 2 通过, 3 未通过,
 * 4 待定). A push to several recipients is several rows; the job is the one it was pushed for.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    jobId: ref('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    recipientId: ref('recipient_id')
      .notNull()
      .references(() => accounts.id),
    pushedBy: ref('pushed_by').references(() => accounts.id),
    pushedByName: text('pushed_by_name').notNull(),
    message: text('message'),
    replyBy: timestamp('reply_by', { withTimezone: true }).notNull(),
    feedback: smallint('feedback').notNull().default(1),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open push (待反馈 or 待定) per application and recipient: pushing again while one is open is a no-op.
    uniqueIndex('recommendations_open_uq').on(t.applicationId, t.recipientId).where(sql`${t.feedback} in (1, 4)`),
    index('recommendations_inbox_idx').on(t.companyId, t.recipientId, t.feedback, t.createdAt),
    index('recommendations_application_idx').on(t.companyId, t.applicationId, t.createdAt),
    index('recommendations_overdue_idx').on(t.companyId, t.replyBy).where(sql`${t.feedback} = 1`),
  ],
);

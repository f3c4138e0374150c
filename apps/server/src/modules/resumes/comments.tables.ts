import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';
import { resumes } from './tables';

/** Comments (备注) colleagues leave on a resume; they go with the resume. */
export const resumeComments = pgTable(
  'resume_comments',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    authorId: ref('author_id')
      .notNull()
      .references(() => accounts.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resume_comments_resume_idx').on(t.companyId, t.resumeId, t.createdAt)],
);

/** A colleague a comment mentions (@), and when he read it: his unread mentions are a to-do. */
export const resumeCommentMentions = pgTable(
  'resume_comment_mentions',
  {
    companyId: ref('company_id').notNull().references(() => companies.id),
    commentId: ref('comment_id')
      .notNull()
      .references(() => resumeComments.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.accountId] }),
    index('resume_comment_mentions_account_idx').on(t.companyId, t.accountId, t.createdAt),
    index('resume_comment_mentions_unread_idx').on(t.companyId, t.accountId).where(sql`read_at is null`),
  ],
);

import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';
import { resumes } from './tables';

/**
 * Links that open a resume without login (/out/resume?token=…). Only the sha-256 of the
 * random token is kept; what the link shows is fixed when it is made.
 */
export const resumeShareLinks = pgTable(
  'resume_share_links',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    days: smallint('days').notNull(),
    // Contact details only when the sharer held 250001 and chose to; salaries when he held 250027.
    showContact: boolean('show_contact').notNull(),
    showSalary: boolean('show_salary').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: ref('revoked_by').references(() => accounts.id),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resume_share_links_token_uq').on(t.tokenHash), index('resume_share_links_resume_idx').on(t.companyId, t.resumeId, t.createdAt)],
);

import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CANDIDATE_FEEDBACK_ANSWERS, CANDIDATE_FEEDBACK_KINDS } from '@bole/domain';
import { createdAt, id, ref } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { accounts, companies } from '../company/tables';

/**
 * Links a candidate opens without login (/out/feedback/userc/<kind>?token=…) to answer one
 * question about his application once. Only the sha-256 of the random token is kept.
 */
export const candidateFeedbackLinks = pgTable(
  'candidate_feedback_links',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CANDIDATE_FEEDBACK_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: ref('revoked_by').references(() => accounts.id),
    answer: text('answer', { enum: CANDIDATE_FEEDBACK_ANSWERS }),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('candidate_feedback_links_token_uq').on(t.tokenHash), index('candidate_feedback_links_application_idx').on(t.companyId, t.applicationId, t.createdAt)],
);

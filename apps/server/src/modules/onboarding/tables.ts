import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { accounts, companies } from '../company/tables';

/**
 * 入职管理 facts of a hire beside his application (whose `recruitment_state` and `entry_date`
 * stay the truth): the planned 转正 day fixed at 确认入职 (entry day + the offer's probation
 * months, or later when 延长试用期), the actual 转正 day, and a 未到岗 with its reason. A hire
 * without a row (set 已入职 from the candidate drawer) has his 转正 day computed from the offer.
 */
export const onboardings = pgTable(
  'onboardings',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    probationEnd: date('probation_end', { mode: 'string' }),
    regularDate: date('regular_date', { mode: 'string' }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    noShowReason: text('no_show_reason'),
    noShowReasonId: ref('no_show_reason_id'),
    noShowBy: ref('no_show_by').references(() => accounts.id),
    updatedBy: ref('updated_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('onboardings_application_uq').on(t.companyId, t.applicationId), index('onboardings_probation_end_idx').on(t.companyId, t.probationEnd)],
);

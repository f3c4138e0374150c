import type { ReportSendStatus, StandardReportId, SubscriptionFilters, SubscriptionFrequency } from '@bole/domain';
import { boolean, date, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/**
 * 报表订阅 (/user/seting/report): a standard report mailed on a schedule (China time) to the
 * accounts named, each counted as that account. `last_period_*` is the period last sent by the
 * schedule, so a rerun of the queue for the same period sends nothing (the outbox keys guard the
 * messages themselves).
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    reportId: text('report_id').$type<StandardReportId>().notNull(),
    recipientIds: ref('recipient_ids').array().notNull(),
    frequency: text('frequency').$type<SubscriptionFrequency>().notNull(),
    weekday: smallint('weekday'),
    monthDay: smallint('month_day'),
    // HH:mm in China time.
    sendTime: text('send_time').notNull(),
    filters: jsonb('filters').$type<SubscriptionFilters>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lastStatus: text('last_status').$type<ReportSendStatus>(),
    lastMessage: text('last_message'),
    lastPeriodFrom: date('last_period_from', { mode: 'string' }),
    lastPeriodTo: date('last_period_to', { mode: 'string' }),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('report_subscriptions_company_idx').on(t.companyId, t.id), index('report_subscriptions_enabled_idx').on(t.enabled)],
);

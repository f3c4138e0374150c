import { bigint, boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../../platform/db/columns';
import { accounts, companies } from '../../company/tables';

/** A company's own resume channels (渠道管理), numbered from CUSTOM_CHANNEL_CODE_MIN within the company. */
export const resumeChannels = pgTable(
  'resume_channels',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    code: integer('code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('resume_channels_company_code_uq').on(t.companyId, t.code), uniqueIndex('resume_channels_company_name_uq').on(t.companyId, t.name)],
);

/** Built-in channels a company has shown or hidden; a channel without a row is shown. */
export const resumeChannelSwitches = pgTable(
  'resume_channel_switches',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    code: integer('code').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.code] })],
);

/**
 * 渠道费用: what the company spent on a channel (built-in or its own code) in a month, in fen;
 * one row per channel and month. `month` is YYYY-MM, so text order is month order.
 */
export const resumeChannelCosts = pgTable(
  'resume_channel_costs',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    channel: integer('channel').notNull(),
    month: text('month').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    note: text('note'),
    updatedBy: ref('updated_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('resume_channel_costs_company_channel_month_uq').on(t.companyId, t.channel, t.month)],
);

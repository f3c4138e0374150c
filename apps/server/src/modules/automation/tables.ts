import type { AutomationTrigger, MessageRecipient, OutboxChannel, ReminderPoint } from '@bole/domain';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/** What an automation rule does when it fires (issue 13 item 7). */
export type AutomationAction =
  | { kind: 'send'; templateType: number; channels: OutboxChannel[]; recipients: MessageRecipient[] }
  | { kind: 'move'; stageId: number }
  | { kind: 'tag'; tagId: number };
/** Which applications a rule applies to; an empty list means any. */
export type AutomationConditions = { jobIds: number[]; orgIds: number[]; stageIds: number[]; channelIds: number[] };

/** 自动化规则: on a trigger, for applications matching the conditions, do the actions. */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    trigger: text('trigger').$type<AutomationTrigger>().notNull(),
    conditions: jsonb('conditions').$type<AutomationConditions>().notNull(),
    actions: jsonb('actions').$type<AutomationAction[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('automation_rules_company_idx').on(t.companyId, t.trigger)],
);

/** 执行记录: every time a rule fired, with what it did or why it could not. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    ruleId: ref('rule_id')
      .notNull()
      .references(() => automationRules.id),
    trigger: text('trigger').$type<AutomationTrigger>().notNull(),
    applicationId: ref('application_id'),
    outcome: text('outcome').$type<'done' | 'failed'>().notNull(),
    // What the run did or why it failed, in Chinese.
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('automation_runs_company_idx').on(t.companyId, t.createdAt), index('automation_runs_rule_idx').on(t.ruleId, t.createdAt)],
);

/** 提醒设置: per reminder point whether, how many days ahead, and to whom by which channels. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    point: text('point').$type<ReminderPoint>().notNull(),
    enabled: boolean('enabled').notNull(),
    days: integer('days').notNull(),
    channels: jsonb('channels').$type<OutboxChannel[]>().notNull(),
    recipients: jsonb('recipients').$type<MessageRecipient[]>().notNull(),
    updatedBy: ref('updated_by').references(() => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.point] })],
);

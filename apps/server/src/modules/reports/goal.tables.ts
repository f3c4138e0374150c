import type { GoalPeriodKind, GoalScope } from '@bole/domain';
import { date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/**
 * 招聘目标 (/user/seting/goal): targets for a month, quarter or year, for the company, a department
 * or a 招聘负责人. The period's first and last China day are kept beside its kind, year and
 * month or quarter, so the boards find the goals that hold their period by a range.
 */
export const reportGoals = pgTable(
  'report_goals',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<GoalPeriodKind>().notNull(),
    year: smallint('year').notNull(),
    // The month (1-12) or quarter (1-4); null for a year.
    period: smallint('period'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    scope: text('scope').$type<GoalScope>().notNull(),
    // No foreign key: a goal outlives its department or account and reads 已删除部门 / 已删除账号.
    orgId: ref('org_id'),
    accountId: ref('account_id'),
    // Null: no target for that number.
    hires: integer('hires'),
    offers: integer('offers'),
    interviews: integer('interviews'),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One goal per period and scope; the company's own goal has neither id, hence nulls not distinct.
    unique('report_goals_period_scope_uq').on(t.companyId, t.startsOn, t.endsOn, t.scope, t.orgId, t.accountId).nullsNotDistinct(),
    index('report_goals_company_year_idx').on(t.companyId, t.year, t.startsOn),
  ],
);

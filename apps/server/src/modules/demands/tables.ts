import type { CustomFieldValues, DemandStatus } from '@bole/domain';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';
import { customFieldDefsTable } from '../custom-fields/tables';

/**
 * Hiring demands (招聘需求): who needs how many people for which position, why and by when.
 * The department (org_id) and 职位类别 (category_id) carry no foreign key, as on jobs: their
 * areas delete rows without knowing of demands, which then show them as deleted. `status`
 * follows the demand's approval (approvals module) until someone closes it.
 */
export const demands = pgTable(
  'demands',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    orgId: ref('org_id').notNull(),
    categoryId: ref('category_id'),
    nature: smallint('nature').notNull().default(1),
    headcount: integer('headcount').notNull(),
    reason: smallint('reason').notNull(),
    reasonNote: text('reason_note'),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    // A monthly range in whole 元.
    minSalary: integer('min_salary'),
    maxSalary: integer('max_salary'),
    workPlace: text('work_place'),
    describe: text('describe'),
    requirement: text('requirement'),
    priority: smallint('priority').notNull().default(1),
    // 负责HR: who recruits for it.
    ownerId: ref('owner_id').references(() => accounts.id),
    status: text('status').$type<DemandStatus>().notNull().default('draft'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: ref('closed_by').references(() => accounts.id),
    closeReason: text('close_reason'),
    customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
    // The submitter: the one who raised it.
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('demands_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('demands_company_status_idx').on(t.companyId, t.status),
    index('demands_company_creator_idx').on(t.companyId, t.createdBy),
  ],
);

/** The company's custom demand fields (/user/manage/recruitfield); demands keep the values in `demands.custom_fields`. */
export const demandFieldDefs = customFieldDefsTable('demand_field_defs');

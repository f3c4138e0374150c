import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';
import { customFieldDefsTable } from '../custom-fields/tables';

/** 职位类别 (/user/manage/jobtype): categories (parent_id null) and the classifications under them. */
export const jobTypes = pgTable(
  'job_types',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    parentId: ref('parent_id').references((): AnyPgColumn => jobTypes.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_types_company_root_name_uq').on(t.companyId, t.name).where(sql`parent_id is null`),
    uniqueIndex('job_types_company_child_name_uq').on(t.companyId, t.parentId, t.name).where(sql`parent_id is not null`),
    index('job_types_company_parent_idx').on(t.companyId, t.parentId, t.sort),
  ],
);

/** 职级 (/user/manage/joblevel), in the company's order. */
export const jobLevels = pgTable(
  'job_levels',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('job_levels_company_name_uq').on(t.companyId, t.name), index('job_levels_company_sort_idx').on(t.companyId, t.sort)],
);

/** The company's custom job fields (/user/manage/jobfield); jobs keep the values in `jobs.custom_fields`. */
export const jobFieldDefs = customFieldDefsTable('job_field_defs');

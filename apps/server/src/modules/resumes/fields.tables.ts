import type { CustomFieldType, DatePrecision, FieldDictionary, ResumeFieldOption } from '@bole/domain';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';

/**
 * The company's custom resume fields (/user/manage/resumefield). Resumes keep the values in
 * `resumes.custom_fields` under `key`, which never changes once the field exists.
 */
export const resumeFieldDefs = pgTable(
  'resume_field_defs',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    required: boolean('required').notNull().default(false),
    // Choice types only: resumes store the option keys, so a renamed label keeps its values.
    options: jsonb('options').$type<ResumeFieldOption[]>().notNull().default([]),
    datePrecision: text('date_precision').$type<DatePrecision>(),
    dictionary: text('dictionary').$type<FieldDictionary>(),
    placeholder: text('placeholder'),
    help: text('help'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resume_field_defs_company_key_uq').on(t.companyId, t.key),
    uniqueIndex('resume_field_defs_company_name_uq').on(t.companyId, t.name),
    index('resume_field_defs_company_sort_idx').on(t.companyId, t.sort),
  ],
);

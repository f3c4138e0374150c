import type { CustomFieldOption, CustomFieldType, DatePrecision, FieldDictionary } from '@bole/domain';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';

/**
 * The table of one record kind's custom field definitions (resume_field_defs, job_field_defs).
 * Records keep the values in their own `custom_fields` under `key`, which never changes once
 * the field exists.
 */
export function customFieldDefsTable(name: string) {
  return pgTable(
    name,
    {
      id: id(),
      companyId: ref('company_id').notNull().references(() => companies.id),
      key: text('key').notNull(),
      name: text('name').notNull(),
      type: text('type').$type<CustomFieldType>().notNull(),
      required: boolean('required').notNull().default(false),
      // Choice types only: records store the option keys, so a renamed label keeps its values.
      options: jsonb('options').$type<CustomFieldOption[]>().notNull().default([]),
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
      uniqueIndex(`${name}_company_key_uq`).on(t.companyId, t.key),
      uniqueIndex(`${name}_company_name_uq`).on(t.companyId, t.name),
      index(`${name}_company_sort_idx`).on(t.companyId, t.sort),
    ],
  );
}

export type CustomFieldDefsTable = ReturnType<typeof customFieldDefsTable>;
export type FieldRow = CustomFieldDefsTable['$inferSelect'];
export type FieldValues = Omit<CustomFieldDefsTable['$inferInsert'], 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

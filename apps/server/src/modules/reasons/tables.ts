import type { ReasonType } from '@bole/domain';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';

/** Archive reasons (/user/manage/archivereason): per company and reason type, in the administrator's order. */
export const archiveReasons = pgTable(
  'archive_reasons',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    type: text('type').$type<ReasonType>().notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('archive_reasons_company_type_name_uq').on(t.companyId, t.type, t.name), index('archive_reasons_company_type_sort_idx').on(t.companyId, t.type, t.sort)],
);

/**
 * The reason types whose defaults a company has received. Defaults are written once, on the
 * first read; reasons an administrator deletes later do not come back.
 */
export const archiveReasonSeeds = pgTable(
  'archive_reason_seeds',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').$type<ReasonType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type] })],
);

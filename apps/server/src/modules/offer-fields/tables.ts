import type { OfferStandardField } from '@bole/domain';
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';
import { customFieldDefsTable } from '../custom-fields/tables';

/**
 * 启用/必填 of the offer form's standard fields (/user/manage/offerfield), one row per field the
 * company has set; a field without a row takes its default (OFFER_STANDARD_FIELDS). The locked
 * ones are never stored off: the domain keeps them on and required.
 */
export const offerStandardFieldSettings = pgTable(
  'offer_standard_field_settings',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    field: text('field').$type<OfferStandardField>().notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    updatedBy: ref('updated_by').references(() => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.field] })],
);

/** The company's custom offer fields (/user/manage/offerfield); offers keep the values in `offers.custom_fields`. */
export const offerFieldDefs = customFieldDefsTable('offer_field_defs');

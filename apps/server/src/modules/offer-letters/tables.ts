import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/**
 * Offer模板 (/user/template/offer): the company's offer letter templates, HTML with `${token}`
 * placeholders rendered by the one template renderer. One of them is the default.
 */
export const offerLetterTemplates = pgTable(
  'offer_letter_templates',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    content: text('content').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('offer_letter_templates_company_name_uq').on(t.companyId, t.name)],
);

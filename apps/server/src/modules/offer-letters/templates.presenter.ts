import type { OfferLetterTemplate } from '@bole/domain';
import type { offerLetterTemplates } from './tables';

export type OfferLetterTemplateRow = typeof offerLetterTemplates.$inferSelect;

/** A template row as the API answers it; the creator and the company stay inside. */
export function presentTemplate(row: OfferLetterTemplateRow): OfferLetterTemplate {
  return { id: row.id, name: row.name, content: row.content, isDefault: row.isDefault, updatedAt: row.updatedAt.toISOString() };
}

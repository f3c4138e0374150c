import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../platform/db/columns';
import { companies } from '../company/tables';

/**
 * The in-browser 预览 of a Word attachment (.doc/.docx) as sanitised HTML, converted once per
 * file content and converter version: the next preview of the same bytes reads this row.
 * A conversion that failed is kept too (`failure`), so a hostile file is not run again on
 * every click. Only readers allowed the original (resumeFileAccess) ever reach these rows;
 * the HTML is never masked, and a reader without 250001 never gets it.
 */
export const resumeFilePreviews = pgTable(
  'resume_file_previews',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    sha256: text('sha256').notNull(),
    converter: integer('converter').notNull(),
    // The document's body as sanitised HTML; null when the conversion failed.
    html: text('html'),
    // Why it could not be converted, in Chinese as the reader sees it.
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resume_file_previews_uq').on(t.companyId, t.sha256, t.converter)],
);

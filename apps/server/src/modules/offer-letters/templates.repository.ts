import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { offerLetterTemplates } from './tables';
import type { OfferLetterTemplateRow } from './templates.presenter';

/** The company's templates, the default first, then by creation. */
export function templateRows(db: DbOrTx, companyId: number): Promise<OfferLetterTemplateRow[]> {
  return db.select().from(offerLetterTemplates).where(inCompany(offerLetterTemplates, companyId)).orderBy(desc(offerLetterTemplates.isDefault), asc(offerLetterTemplates.id));
}

export async function templateRow(db: DbOrTx, companyId: number, id: number): Promise<OfferLetterTemplateRow | undefined> {
  const [row] = await db.select().from(offerLetterTemplates).where(inCompany(offerLetterTemplates, companyId, eq(offerLetterTemplates.id, id)));
  return row;
}

export async function templateCount(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offerLetterTemplates).where(inCompany(offerLetterTemplates, companyId));
  return row?.n ?? 0;
}

/** The company's default template, else its oldest; undefined for a company without any. */
export async function defaultRow(db: DbOrTx, companyId: number): Promise<OfferLetterTemplateRow | undefined> {
  const [row] = await db.select().from(offerLetterTemplates).where(inCompany(offerLetterTemplates, companyId)).orderBy(desc(offerLetterTemplates.isDefault), asc(offerLetterTemplates.id)).limit(1);
  return row;
}

/** Clears the default flag of every template but `keepId`. */
export async function clearOtherDefaults(db: DbOrTx, companyId: number, keepId: number): Promise<void> {
  await db
    .update(offerLetterTemplates)
    .set({ isDefault: false })
    .where(inCompany(offerLetterTemplates, companyId, ne(offerLetterTemplates.id, keepId), eq(offerLetterTemplates.isDefault, true)));
}

export async function deleteRow(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(offerLetterTemplates).where(and(eq(offerLetterTemplates.companyId, companyId), eq(offerLetterTemplates.id, id)));
}

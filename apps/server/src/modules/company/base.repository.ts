import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { companies } from './tables';

export type CompanyRecord = typeof companies.$inferSelect;
export type CompanyBaseValues = Pick<
  CompanyRecord,
  'name' | 'shortName' | 'industryCode' | 'scaleCode' | 'natureCode' | 'locationCode' | 'address' | 'website' | 'introduction' | 'contactName' | 'contactPhone' | 'contactEmail' | 'logoFileId'
>;

// The companies table is the tenant itself: its key is the company id.
export async function findCompany(db: DbOrTx, companyId: number): Promise<CompanyRecord | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function updateCompany(db: DbOrTx, companyId: number, values: CompanyBaseValues): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

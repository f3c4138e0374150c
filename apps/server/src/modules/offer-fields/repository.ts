// Queries of the standard field switches (offer_standard_field_settings).
import type { OfferStandardField } from '@bole/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { offerStandardFieldSettings as settings } from './tables';

export type StandardRow = { field: OfferStandardField; enabled: boolean; required: boolean };

export async function standardRows(db: DbOrTx, companyId: number): Promise<StandardRow[]> {
  return db.select({ field: settings.field, enabled: settings.enabled, required: settings.required }).from(settings).where(inCompany(settings, companyId));
}

/** When the switches last changed and by whom (null when never). */
export async function lastChange(db: DbOrTx, companyId: number): Promise<{ at: Date; byName: string | null } | undefined> {
  const [row] = await db
    .select({ at: settings.updatedAt, byName: accounts.userName })
    .from(settings)
    .leftJoin(accounts, eq(accounts.id, settings.updatedBy))
    .where(inCompany(settings, companyId))
    .orderBy(desc(settings.updatedAt))
    .limit(1);
  return row;
}

export async function upsertStandard(db: DbOrTx, companyId: number, accountId: number, row: StandardRow): Promise<void> {
  const values = { enabled: row.enabled, required: row.required, updatedBy: accountId };
  await db
    .insert(settings)
    .values({ companyId, field: row.field, ...values })
    .onConflictDoUpdate({ target: [settings.companyId, settings.field], set: { ...values, updatedAt: new Date() } });
}

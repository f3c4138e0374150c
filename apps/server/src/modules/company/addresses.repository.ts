import type { PageQuery } from '@bole/domain';
import { count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { offsetOf } from './shared';
import { addresses, meetingRooms } from './tables';

export type AddressRecord = typeof addresses.$inferSelect;
export type AddressValues = Pick<AddressRecord, 'name' | 'cityCode' | 'detail' | 'contactName' | 'contactPhone' | 'isDefault'>;

/** One page of the company's addresses, the default first. */
export async function listAddresses(db: DbOrTx, companyId: number, q: PageQuery) {
  const where = inCompany(addresses, companyId);
  const [rows, [total]] = await Promise.all([
    db.select().from(addresses).where(where).orderBy(desc(addresses.isDefault), desc(addresses.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(addresses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One address, locked until the transaction ends when `forUpdate`. */
export async function findAddress(db: DbOrTx, companyId: number, id: number, forUpdate = false): Promise<AddressRecord | undefined> {
  const query = db.select().from(addresses).where(inCompany(addresses, companyId, eq(addresses.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertAddress(db: DbOrTx, companyId: number, values: AddressValues): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ companyId, ...values })
    .returning({ id: addresses.id });
  return row!.id;
}

/** Saves an address; answers false when the company has no such address. */
export async function updateAddress(db: DbOrTx, companyId: number, id: number, values: AddressValues): Promise<boolean> {
  const updated = await db.update(addresses).set(values).where(inCompany(addresses, companyId, eq(addresses.id, id))).returning({ id: addresses.id });
  return updated.length > 0;
}

/** No address of the company but `keepId` stays the default. */
export async function clearOtherDefaults(db: DbOrTx, companyId: number, keepId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(inCompany(addresses, companyId, eq(addresses.isDefault, true), ne(addresses.id, keepId)));
}

export async function countRoomsAt(db: DbOrTx, companyId: number, addressId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meetingRooms).where(inCompany(meetingRooms, companyId, eq(meetingRooms.addressId, addressId)));
  return row?.n ?? 0;
}

export async function deleteAddress(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(addresses).where(inCompany(addresses, companyId, eq(addresses.id, id)));
}

import type { AddressRow, AddressSave, Page, PageQuery } from '@bole/domain';
import type { Db, Tx } from '../../platform/db/client';
import { lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { isKnownCity, presentAddress } from './addresses.presenter';
import * as repo from './addresses.repository';

function values(body: AddressSave): repo.AddressValues {
  if (!isKnownCity(body.cityCode)) throw new AppError('VALIDATION', '请选择城市', { fields: [{ field: 'cityCode', message: '请选择城市' }] });
  return { name: body.name, cityCode: body.cityCode, detail: body.detail, contactName: body.contactName ?? null, contactPhone: body.contactPhone ?? null, isDefault: body.isDefault };
}

// Address saves of one company run one at a time, so two "set as default" cannot both win.
const lockDefaults = (tx: Tx, companyId: number) => lockCompany(tx, 'addresses', companyId);

async function saved(db: Db, companyId: number, id: number): Promise<AddressRow> {
  const row = await repo.findAddress(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAddress(row);
}

export async function listAddresses(db: Db, companyId: number, q: PageQuery): Promise<Page<AddressRow>> {
  const { rows, total } = await repo.listAddresses(db, companyId, q);
  return { list: rows.map(presentAddress), total, page: q.page, pageSize: q.pageSize };
}

/** Adds an address; making it the default clears the previous default in the same transaction. */
export async function createAddress(db: Db, companyId: number, body: AddressSave): Promise<AddressRow> {
  const v = values(body);
  const id = await db.transaction(async (tx) => {
    await lockDefaults(tx, companyId);
    const created = await repo.insertAddress(tx, companyId, v);
    if (v.isDefault) await repo.clearOtherDefaults(tx, companyId, created);
    return created;
  });
  return saved(db, companyId, id);
}

export async function updateAddress(db: Db, companyId: number, id: number, body: AddressSave): Promise<AddressRow> {
  const v = values(body);
  await db.transaction(async (tx) => {
    await lockDefaults(tx, companyId);
    if (!(await repo.updateAddress(tx, companyId, id, v))) throw new AppError('NOT_FOUND');
    if (v.isDefault) await repo.clearOtherDefaults(tx, companyId, id);
  });
  return saved(db, companyId, id);
}

/** Deletes an address no meeting room uses. */
export async function deleteAddress(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a meeting room being added at this address wait, so the count below is true.
    if (!(await repo.findAddress(tx, companyId, id, true))) throw new AppError('NOT_FOUND');
    if ((await repo.countRoomsAt(tx, companyId, id)) > 0) throw new AppError('ADDRESS_IN_USE');
    await repo.deleteAddress(tx, companyId, id);
  });
}

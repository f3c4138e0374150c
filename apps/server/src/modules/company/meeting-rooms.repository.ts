import type { MeetingRoomListQuery } from '@bole/domain';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { containsPattern, offsetOf } from './shared';
import { addresses, meetingRooms } from './tables';

const roomColumns = {
  id: meetingRooms.id,
  name: meetingRooms.name,
  addressId: meetingRooms.addressId,
  addressName: addresses.name,
  capacity: meetingRooms.capacity,
  equipment: meetingRooms.equipment,
  enabled: meetingRooms.enabled,
  remark: meetingRooms.remark,
};

function selectRooms(db: DbOrTx) {
  return db
    .select(roomColumns)
    .from(meetingRooms)
    .leftJoin(addresses, and(eq(addresses.id, meetingRooms.addressId), eq(addresses.companyId, meetingRooms.companyId)));
}

export type RoomListed = Awaited<ReturnType<typeof selectRooms>>[number];
export type RoomValues = { name: string; addressId: number | null; capacity: number | null; equipment: string[]; enabled: boolean; remark: string | null };

/** One page of the company's meeting rooms, newest first. */
export async function listRooms(db: DbOrTx, companyId: number, q: MeetingRoomListQuery) {
  const where = inCompany(
    meetingRooms,
    companyId,
    q.keyword ? ilike(meetingRooms.name, containsPattern(q.keyword)) : undefined,
    q.enabled !== undefined ? eq(meetingRooms.enabled, q.enabled) : undefined,
    q.addressId ? eq(meetingRooms.addressId, q.addressId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectRooms(db).where(where).orderBy(desc(meetingRooms.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(meetingRooms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRoom(db: DbOrTx, companyId: number, id: number): Promise<RoomListed | undefined> {
  const [row] = await selectRooms(db).where(inCompany(meetingRooms, companyId, eq(meetingRooms.id, id)));
  return row;
}

export async function insertRoom(db: DbOrTx, companyId: number, values: RoomValues): Promise<number> {
  const [row] = await db
    .insert(meetingRooms)
    .values({ companyId, ...values })
    .returning({ id: meetingRooms.id });
  return row!.id;
}

/** Saves a room (all of it, or just `enabled`); answers false when the company has no such room. */
export async function updateRoom(db: DbOrTx, companyId: number, id: number, values: RoomValues | Pick<RoomValues, 'enabled'>): Promise<boolean> {
  const updated = await db.update(meetingRooms).set(values).where(inCompany(meetingRooms, companyId, eq(meetingRooms.id, id))).returning({ id: meetingRooms.id });
  return updated.length > 0;
}

/** Deletes a room; answers false when the company has no such room. */
export async function deleteRoom(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(meetingRooms).where(inCompany(meetingRooms, companyId, eq(meetingRooms.id, id))).returning({ id: meetingRooms.id });
  return deleted.length > 0;
}

import type { MeetingRoomListQuery, MeetingRoomRow, MeetingRoomSave, Page } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import { assertInCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import * as repo from './meeting-rooms.repository';
import { rethrowTaken } from './shared';
import { addresses } from './tables';

const nameTaken = rethrowTaken('meeting_rooms_company_name_uq', 'NAME_TAKEN', '会议室名称已存在');

function present(r: repo.RoomListed): MeetingRoomRow {
  return { id: r.id, name: r.name, addressId: r.addressId, addressName: r.addressName, capacity: r.capacity, equipment: r.equipment, enabled: r.enabled, remark: r.remark };
}

async function values(db: Db, companyId: number, body: MeetingRoomSave): Promise<repo.RoomValues> {
  if (body.addressId) await assertInCompany(db, addresses, companyId, [body.addressId]);
  return { name: body.name, addressId: body.addressId ?? null, capacity: body.capacity ?? null, equipment: body.equipment, enabled: body.enabled, remark: body.remark ?? null };
}

async function saved(db: Db, companyId: number, id: number): Promise<MeetingRoomRow> {
  const room = await repo.findRoom(db, companyId, id);
  if (!room) throw new AppError('NOT_FOUND');
  return present(room);
}

export async function listRooms(db: Db, companyId: number, q: MeetingRoomListQuery): Promise<Page<MeetingRoomRow>> {
  const { rows, total } = await repo.listRooms(db, companyId, q);
  return { list: rows.map(present), total, page: q.page, pageSize: q.pageSize };
}

export async function createRoom(db: Db, companyId: number, body: MeetingRoomSave): Promise<MeetingRoomRow> {
  const id = await repo.insertRoom(db, companyId, await values(db, companyId, body)).catch(nameTaken);
  return saved(db, companyId, id);
}

export async function updateRoom(db: Db, companyId: number, id: number, body: MeetingRoomSave): Promise<MeetingRoomRow> {
  const found = await repo.updateRoom(db, companyId, id, await values(db, companyId, body)).catch(nameTaken);
  if (!found) throw new AppError('NOT_FOUND');
  return saved(db, companyId, id);
}

export async function setRoomEnabled(db: Db, companyId: number, id: number, enabled: boolean): Promise<MeetingRoomRow> {
  if (!(await repo.updateRoom(db, companyId, id, { enabled }))) throw new AppError('NOT_FOUND');
  return saved(db, companyId, id);
}

export async function deleteRoom(db: Db, companyId: number, id: number): Promise<void> {
  if (!(await repo.deleteRoom(db, companyId, id))) throw new AppError('NOT_FOUND');
}

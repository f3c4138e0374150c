// 日程设置 (/user/seting/calendar): an account's working hours and busy blocks (忙碌时段), the
// free time self-scheduling offers. Everyone with 330009 keeps his own; administrators and HR
// also keep their colleagues' (an interviewer who never opens the settings), within the company.
import {
  DEFAULT_WORKING_HOURS,
  RoleType,
  workingHoursSchema,
  type BusyBlock,
  type BusyBlockCreate,
  type CalendarSettings,
  type CalendarSettingsUpdate,
  type WorkingHours,
} from '@bole/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accounts } from '../company/tables';
import type { Caller } from '../jobs/scope';
import { calendarBusyBlocks, calendarSettings } from './tables';

const BUSY_BLOCKS_SHOWN = 200;

/** The account whose calendar the caller keeps: his own, or (administrators and HR) a colleague's. */
async function calendarOwner(db: DbOrTx, caller: Caller, accountId: number | undefined): Promise<{ id: number; userName: string }> {
  const id = accountId ?? caller.accountId;
  const [row] = await db
    .select({ id: accounts.id, userName: accounts.userName })
    .from(accounts)
    .where(inCompany(accounts, caller.companyId, eq(accounts.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  if (id !== caller.accountId && caller.roleType !== RoleType.Admin && caller.roleType !== RoleType.Hr) {
    throw new AppError('FORBIDDEN', '只能设置自己的日程');
  }
  return row;
}

/** Saved hours that no longer read as hours (a hand-edited row) fall back to the default. */
function hoursOf(value: unknown): WorkingHours {
  const parsed = workingHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_WORKING_HOURS;
}

/** Working hours of each account (the default for those who never saved theirs). */
export async function workingHoursOf(db: DbOrTx, companyId: number, accountIds: readonly number[]): Promise<Map<number, WorkingHours>> {
  const map = new Map<number, WorkingHours>(accountIds.map((id) => [id, DEFAULT_WORKING_HOURS]));
  if (accountIds.length === 0) return map;
  const rows = await db
    .select({ accountId: calendarSettings.accountId, workingHours: calendarSettings.workingHours })
    .from(calendarSettings)
    .where(inCompany(calendarSettings, companyId, inArray(calendarSettings.accountId, [...accountIds])));
  for (const r of rows) map.set(r.accountId, hoursOf(r.workingHours));
  return map;
}

const presentBlock = (b: typeof calendarBusyBlocks.$inferSelect): BusyBlock => ({ id: b.id, startAt: b.startsAt.toISOString(), endAt: b.endsAt.toISOString(), title: b.title });

export async function readSettings(db: Db, caller: Caller, accountId: number | undefined): Promise<CalendarSettings> {
  const owner = await calendarOwner(db, caller, accountId);
  const [saved] = await db
    .select({ workingHours: calendarSettings.workingHours })
    .from(calendarSettings)
    .where(inCompany(calendarSettings, caller.companyId, eq(calendarSettings.accountId, owner.id)));
  const blocks = await db
    .select()
    .from(calendarBusyBlocks)
    .where(inCompany(calendarBusyBlocks, caller.companyId, eq(calendarBusyBlocks.accountId, owner.id), gt(calendarBusyBlocks.endsAt, new Date())))
    .orderBy(asc(calendarBusyBlocks.startsAt), asc(calendarBusyBlocks.id))
    .limit(BUSY_BLOCKS_SHOWN);
  return {
    accountId: owner.id,
    accountName: owner.userName,
    workingHours: saved ? hoursOf(saved.workingHours) : DEFAULT_WORKING_HOURS,
    saved: Boolean(saved),
    busyBlocks: blocks.map(presentBlock),
  };
}

export async function saveSettings(db: Db, caller: Caller, body: CalendarSettingsUpdate): Promise<CalendarSettings> {
  const owner = await calendarOwner(db, caller, body.accountId);
  await db
    .insert(calendarSettings)
    .values({ accountId: owner.id, companyId: caller.companyId, workingHours: body.workingHours })
    .onConflictDoUpdate({ target: calendarSettings.accountId, set: { workingHours: body.workingHours, updatedAt: new Date() } });
  return readSettings(db, caller, owner.id);
}

export async function addBusyBlock(db: Db, caller: Caller, body: BusyBlockCreate): Promise<BusyBlock> {
  const owner = await calendarOwner(db, caller, body.accountId);
  const [row] = await db
    .insert(calendarBusyBlocks)
    .values({ companyId: caller.companyId, accountId: owner.id, startsAt: new Date(body.startAt), endsAt: new Date(body.endAt), title: body.title })
    .returning();
  return presentBlock(row!);
}

export async function deleteBusyBlock(db: Db, caller: Caller, id: number): Promise<void> {
  const [block] = await db.select().from(calendarBusyBlocks).where(inCompany(calendarBusyBlocks, caller.companyId, eq(calendarBusyBlocks.id, id)));
  if (!block) throw new AppError('NOT_FOUND');
  await calendarOwner(db, caller, block.accountId);
  await db.delete(calendarBusyBlocks).where(and(eq(calendarBusyBlocks.companyId, caller.companyId), eq(calendarBusyBlocks.id, id)));
}

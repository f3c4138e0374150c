// The demo's interview week: the candidates waiting in an interview stage are arranged through
// the API as HR would (tomorrow onwards, no notices), then the first few are moved onto today,
// so the front desk's /lite/interviewplan and the calendar have a day to show.
import { StageType } from '@bole/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { applications } from '../modules/applications/tables';
import { meetingRooms } from '../modules/company/tables';
import { interviews, meetingRoomBookings } from '../modules/interviews/tables';
import { recruitStages } from '../modules/processes/tables';
import type { Client } from './work';

/** Candidates arranged, and how many of them are interviewed today. */
const ARRANGED = 8;
const TODAY = 4;
const HOUR_MS = 3_600_000;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** 00:00 in China of the day `days` after `now`'s China day, as an instant. */
function chinaMidnight(now: Date, days: number): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days) - CHINA_OFFSET_MS);
}

export async function seedDemoInterviews(hr: Client, hm: Client, db: Db, companyId: number, now: Date): Promise<void> {
  const waiting = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(recruitStages, eq(recruitStages.id, applications.stageId))
    .where(and(eq(applications.companyId, companyId), isNull(applications.archivedAt), isNull(applications.outcome), eq(recruitStages.type, StageType.Interview)))
    .orderBy(asc(applications.id))
    .limit(ARRANGED);
  const rooms = await db
    .select({ id: meetingRooms.id })
    .from(meetingRooms)
    .where(and(eq(meetingRooms.companyId, companyId), eq(meetingRooms.enabled, true)))
    .orderBy(asc(meetingRooms.id));
  const ids: number[] = [];
  const arrangedFrom = new Date();
  for (const [i, { id }] of waiting.entries()) {
    // Two a day from tomorrow, at 10:00 and 15:00, in the rooms by turns.
    const startAt = new Date(chinaMidnight(now, 1 + Math.floor(i / 2)).getTime() + (i % 2 === 0 ? 10 : 15) * HOUR_MS);
    const created = await hr.call<{ id: number }>('POST', '/api/interviews', {
      applicationId: id,
      round: 1,
      startAt: startAt.toISOString(),
      durationMinutes: 60,
      form: 1,
      meetingRoomId: rooms[i % Math.max(rooms.length, 1)]?.id ?? null,
      interviewerIds: [hm.accountId, hr.accountId],
      leadId: hm.accountId,
      notifyCandidate: false,
      notifyInterviewers: false,
    });
    ids.push(created.id);
  }
  await dateToLastWorkday(db, companyId, arrangedFrom, now);
  // The first ones are today's: 09:30, 11:00, 14:00, 16:30 China time, each keeping its room.
  const todayAt = [9.5, 11, 14, 16.5].map((h) => new Date(chinaMidnight(now, 0).getTime() + h * HOUR_MS));
  const today = ids.slice(0, TODAY);
  // Every arranged one is tomorrow or later, so today's times meet no other booking.
  await db.transaction(async (tx) => {
    for (const [i, id] of today.entries()) {
      const startsAt = todayAt[i]!;
      const endsAt = new Date(startsAt.getTime() + HOUR_MS);
      const [row] = await tx.update(interviews).set({ startsAt, endsAt }).where(eq(interviews.id, id)).returning({ booking: interviews.roomBookingId });
      if (row?.booking) await tx.update(meetingRoomBookings).set({ startsAt, endsAt }).where(eq(meetingRoomBookings.id, row.booking));
    }
  });
}

/**
 * What was written since `from` happened on the latest working day (a Saturday's seed dates it
 * Friday 18:00 China time), after each candidate's previous step: the history has no weekend work.
 */
export async function dateToLastWorkday(db: Db, companyId: number, from: Date, now: Date): Promise<void> {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  const back = { 6: 1, 0: 2 }[local.getUTCDay()] ?? 0;
  const at = back ? new Date(chinaMidnight(now, -back).getTime() + 18 * HOUR_MS) : now;
  for (const table of ['application_events', 'resume_records']) {
    const key = table === 'application_events' ? 'application_id' : 'resume_id';
    await db.execute(sql`update ${sql.identifier(table)} t set created_at = greatest(${at.toISOString()}::timestamptz,
        (select max(p.created_at) + interval '1 minute' from ${sql.identifier(table)} p where p.${sql.identifier(key)} = t.${sql.identifier(key)} and p.created_at < ${from.toISOString()}::timestamptz))
      where t.company_id = ${companyId} and t.created_at >= ${from.toISOString()}::timestamptz`);
  }
}

// 面试日历: the interviews and meeting room bookings overlapping a time range, as compact rows
// for the day, week, month and room views. One query per kind, each on its (company_id,
// starts_at) index with a lower bound on the start: the longest interview for interviews, a day
// for room bookings.
import {
  CALENDAR_ROWS_MAX,
  DEFAULT_INTERVIEW_ROUNDS,
  INTERVIEW_DURATION_MAX,
  type CalendarBooking,
  type CalendarInterview,
  type InterviewCalendar,
  type InterviewCalendarQuery,
} from '@bole/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { seesBeyondOwn, visibleInterviews, type Caller } from './access';

/** What an interviewer who is not HR sees of a booking that holds the room for others. */
export const HIDDEN_BOOKING_TITLE = '已占用';
/** How long before the range a booking shown may start (bookings longer than this are not drawn). */
const BOOKING_LOOKBACK_MS = 24 * 3_600_000;


const defaultRoundNames = new Map(DEFAULT_INTERVIEW_ROUNDS.map((r) => [r.number, r.name]));
const roundName = (round: number, named: string | null) => named ?? defaultRoundNames.get(round) ?? `第${round}轮`;

type InterviewRow = {
  id: string;
  application_id: string;
  job_id: string;
  job_name: string;
  candidate_name: string;
  round: number;
  round_name: string | null;
  starts_at: Date;
  ends_at: Date;
  form: number;
  meeting_room_id: string | null;
  room_booking_id: string | null;
  interviewers: string[] | null;
  result: number;
  signed_in: boolean;
  group_uid: string | null;
};
type BookingRow = { id: string; room_id: string; starts_at: Date; ends_at: Date; title: string };
type RoomRow = { id: string; name: string; capacity: number | null };

export async function interviewCalendar(db: DbOrTx, caller: Caller, query: InterviewCalendarQuery): Promise<InterviewCalendar> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  // An interview lasts at most INTERVIEW_DURATION_MAX, so one overlapping the range started after this.
  const earliestStart = new Date(from.getTime() - INTERVIEW_DURATION_MAX * 60_000);
  // Who sees which interview is access.ts's rule: HR by job scope, the desk all, others their own.
  const ownOnly = !seesBeyondOwn(caller);

  const where: SQL[] = [
    sql`interviews.company_id = ${caller.companyId}`,
    sql`interviews.cancelled_at is null`,
    sql`interviews.starts_at > ${earliestStart}`,
    sql`interviews.starts_at < ${to}`,
    sql`interviews.ends_at > ${from}`,
  ];
  where.push(visibleInterviews(caller));
  if (query.jobId) where.push(sql`interviews.job_id = ${query.jobId}`);
  if (query.roomId) where.push(sql`interviews.meeting_room_id = ${query.roomId}`);
  if (query.interviewerId) where.push(sql`exists (select 1 from interview_interviewers f where f.interview_id = interviews.id and f.account_id = ${query.interviewerId})`);

  const { rows } = await db.execute<InterviewRow>(sql`
    select interviews.id, interviews.application_id, interviews.job_id, jobs.name as job_name, r.name as candidate_name, interviews.round, ir.name as round_name,
      interviews.starts_at, interviews.ends_at, interviews.form, interviews.meeting_room_id, interviews.room_booking_id, interviews.result, interviews.signed_in_at is not null as signed_in, interviews.group_uid,
      (select array_agg(a.user_name order by ii.is_lead desc, ii.account_id)
         from interview_interviewers ii join accounts a on a.id = ii.account_id
        where ii.interview_id = interviews.id) as interviewers
    from interviews
    join jobs on jobs.id = interviews.job_id
    join resumes r on r.id = interviews.resume_id
    left join interview_rounds ir on ir.company_id = interviews.company_id and ir.number = interviews.round
    where ${sql.join(where, sql` and `)}
    order by interviews.starts_at, interviews.id
    limit ${CALENDAR_ROWS_MAX + 1}`);
  const truncated = rows.length > CALENDAR_ROWS_MAX;
  const interviews: CalendarInterview[] = rows.slice(0, CALENDAR_ROWS_MAX).map((r) => ({
    id: Number(r.id),
    applicationId: Number(r.application_id),
    jobId: Number(r.job_id),
    jobName: r.job_name,
    candidateName: r.candidate_name,
    round: r.round,
    roundName: roundName(r.round, r.round_name),
    startAt: new Date(r.starts_at).toISOString(),
    endAt: new Date(r.ends_at).toISOString(),
    form: r.form,
    meetingRoomId: r.meeting_room_id === null ? null : Number(r.meeting_room_id),
    interviewers: r.interviewers ?? [],
    result: r.result,
    signedIn: r.signed_in,
    groupUid: r.group_uid,
  }));

  // The interviews each booking holds the room for, among those shown.
  const byBooking = new Map<number, number[]>();
  for (const r of rows) {
    if (r.room_booking_id === null) continue;
    const key = Number(r.room_booking_id);
    byBooking.set(key, [...(byBooking.get(key) ?? []), Number(r.id)]);
  }
  // Bookings are made for interviews (at most INTERVIEW_DURATION_MAX); a day's lower bound on the
  // start keeps the read on (company_id, starts_at) and leaves room for longer bookings.
  const earliestBooking = new Date(from.getTime() - BOOKING_LOOKBACK_MS);
  const bookingWhere: SQL[] = [sql`b.company_id = ${caller.companyId}`, sql`b.starts_at > ${earliestBooking}`, sql`b.starts_at < ${to}`, sql`b.ends_at > ${from}`];
  if (query.roomId) bookingWhere.push(sql`b.room_id = ${query.roomId}`);
  const { rows: bookingRows } = await db.execute<BookingRow>(sql`
    select b.id, b.room_id, b.starts_at, b.ends_at, b.title
    from meeting_room_bookings b
    where ${sql.join(bookingWhere, sql` and `)}
    order by b.starts_at, b.id
    limit ${CALENDAR_ROWS_MAX}`);
  const bookings: CalendarBooking[] = bookingRows.map((b) => {
    const interviewIds = byBooking.get(Number(b.id)) ?? [];
    // A booking for interviews the caller may not see, or an interview left out by a filter.
    const seen = !ownOnly || interviewIds.length > 0;
    return {
      id: Number(b.id),
      roomId: Number(b.room_id),
      startAt: new Date(b.starts_at).toISOString(),
      endAt: new Date(b.ends_at).toISOString(),
      title: seen ? b.title : HIDDEN_BOOKING_TITLE,
      interviewIds,
    };
  });

  const bookedRooms = [...new Set(bookings.map((b) => b.roomId))];
  const { rows: roomRows } = await db.execute<RoomRow>(sql`
    select id, name, capacity from meeting_rooms
    where company_id = ${caller.companyId}
      and (enabled or id = any(${sql.param(bookedRooms.map(String))}::bigint[]))
    order by name, id`);
  const rooms = roomRows.map((r) => ({ id: Number(r.id), name: r.name, capacity: r.capacity }));

  return { interviews, bookings, rooms, ownOnly, truncated };
}

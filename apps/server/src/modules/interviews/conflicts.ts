// What clashes with a planned interview slot: the room's bookings, the interviewers' other
// interviews and busy blocks (忙碌时段), the candidate's other interviews (of any of his
// applications). Shown before saving, and checked again on saving under the company's
// arranging lock (arrange.service.ts); the room is guarded by the database as well.
import { DEFAULT_INTERVIEW_ROUNDS, type InterviewConflict, type InterviewConflictQuery } from '@bole/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { chinaTime } from '../resumes/export.text';

export type ConflictCheck = {
  startsAt: Date;
  endsAt: Date;
  meetingRoomId?: number | null;
  interviewerIds?: readonly number[];
  /** The candidates, by application; a clash with any interview of the same resume counts. */
  applicationIds?: readonly number[];
  /** Interviews being moved (with their group interview's other rows and room booking) never clash with themselves. */
  excludeInterviewIds?: readonly number[];
};

/** The conflict check of the domain's query (POST /api/interviews/conflicts). */
export function conflictCheckOf(q: InterviewConflictQuery): ConflictCheck {
  const startsAt = new Date(q.startAt);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + q.durationMinutes * 60_000),
    meetingRoomId: q.meetingRoomId ?? null,
    interviewerIds: q.interviewerIds,
    applicationIds: q.applicationIds,
    excludeInterviewIds: q.excludeInterviewId ? [q.excludeInterviewId] : [],
  };
}

/** 2026-11-28 14:00-15:00 in China time (the end's date is shown when it is another day). */
export function timeRangeText(startsAt: Date, endsAt: Date): string {
  const s = chinaTime(startsAt);
  const e = chinaTime(endsAt);
  return `${s}-${e.slice(0, 10) === s.slice(0, 10) ? e.slice(11) : e}`;
}

/** Room, interviewer and candidate clashes refuse a save; an interviewer's own busy block is shown, not enforced. */
export const isBlocking = (c: InterviewConflict) => c.kind !== 'busy';

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );
const defaultRound = new Map(DEFAULT_INTERVIEW_ROUNDS.map((r) => [r.number, r.name]));
const roundText = (round: number, named: string | null) => named ?? defaultRound.get(round) ?? `第${round}轮`;

type InterviewClash = {
  subject_id: string;
  subject_name: string;
  interview_id: string;
  group_uid: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  candidate_name: string;
  job_name: string;
  round: number;
  round_name: string | null;
};

/** Active interviews overlapping the range, other than the excluded ones and their groups. */
function otherInterviews(companyId: number, q: ConflictCheck): SQL {
  const excluded = q.excludeInterviewIds ?? [];
  const exclusion =
    excluded.length === 0
      ? sql``
      : sql`and i.id not in (${ids(excluded)})
          and (i.group_uid is null or i.group_uid not in (select x.group_uid from interviews x where x.company_id = ${companyId} and x.id in (${ids(excluded)}) and x.group_uid is not null))`;
  return sql`i.company_id = ${companyId} and i.cancelled_at is null and i.starts_at < ${q.endsAt} and i.ends_at > ${q.startsAt} ${exclusion}`;
}

const clashColumns = sql`i.id as interview_id, i.group_uid, i.starts_at, i.ends_at, r.name as candidate_name, j.name as job_name, i.round, ir.name as round_name`;
const clashJoins = sql`join resumes r on r.id = i.resume_id join jobs j on j.id = i.job_id
  left join interview_rounds ir on ir.company_id = i.company_id and ir.number = i.round`;

// Raw rows carry timestamps as the driver gives them (a string or a Date): read through new Date.
const instant = (v: Date | string) => new Date(v);

function presentClash(kind: 'interviewer' | 'candidate', row: InterviewClash): InterviewConflict {
  const [startsAt, endsAt] = [instant(row.starts_at), instant(row.ends_at)];
  const when = timeRangeText(startsAt, endsAt);
  const title = `${row.candidate_name} · ${row.job_name} · ${roundText(row.round, row.round_name)}`;
  const message = kind === 'interviewer' ? `面试官${row.subject_name}在${when}已有面试（${title}）` : `候选人${row.subject_name}在${when}已有面试（${row.job_name} · ${roundText(row.round, row.round_name)}）`;
  return { kind, subjectId: Number(row.subject_id), subjectName: row.subject_name, startAt: startsAt.toISOString(), endAt: endsAt.toISOString(), title, message };
}

/** One conflict per subject and interview (a group interview's rows count once). */
function dedupe(list: InterviewConflict[], keys: string[]): InterviewConflict[] {
  const seen = new Set<string>();
  return list.filter((c, i) => {
    const key = `${c.kind}:${c.subjectId}:${keys[i]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Everything that clashes with the slot, room first, then interviewers, candidates and busy
 * blocks, each by start time. Ids not of the company find nothing (every query is scoped).
 */
export async function findConflicts(db: DbOrTx, companyId: number, q: ConflictCheck): Promise<InterviewConflict[]> {
  const out: InterviewConflict[] = [];
  const keys: string[] = [];
  const interviewerIds = [...new Set(q.interviewerIds ?? [])];
  const applicationIds = [...new Set(q.applicationIds ?? [])];
  const excluded = q.excludeInterviewIds ?? [];

  if (q.meetingRoomId) {
    const exclusion =
      excluded.length === 0 ? sql`` : sql`and b.id not in (select x.room_booking_id from interviews x where x.company_id = ${companyId} and x.id in (${ids(excluded)}) and x.room_booking_id is not null)`;
    const { rows } = await db.execute<{ id: string; room_name: string; starts_at: Date | string; ends_at: Date | string; title: string }>(sql`
      select b.id, m.name as room_name, b.starts_at, b.ends_at, b.title from meeting_room_bookings b
      join meeting_rooms m on m.id = b.room_id and m.company_id = b.company_id
      where b.company_id = ${companyId} and b.room_id = ${q.meetingRoomId}
        and tstzrange(b.starts_at, b.ends_at) && tstzrange(${q.startsAt}::timestamptz, ${q.endsAt}::timestamptz) ${exclusion}
      order by b.starts_at`);
    for (const b of rows) {
      const [startsAt, endsAt] = [instant(b.starts_at), instant(b.ends_at)];
      out.push({
        kind: 'room',
        subjectId: q.meetingRoomId,
        subjectName: b.room_name,
        startAt: startsAt.toISOString(),
        endAt: endsAt.toISOString(),
        title: b.title,
        message: `会议室${b.room_name}在${timeRangeText(startsAt, endsAt)}已被占用（${b.title}）`,
      });
      keys.push(`b${b.id}`);
    }
  }

  if (interviewerIds.length > 0) {
    const { rows } = await db.execute<InterviewClash>(sql`
      select a.id as subject_id, a.user_name as subject_name, ${clashColumns}
      from interviews i join interview_interviewers ii on ii.interview_id = i.id and ii.company_id = i.company_id
      join accounts a on a.id = ii.account_id ${clashJoins}
      where ${otherInterviews(companyId, q)} and ii.account_id in (${ids(interviewerIds)})
      order by i.starts_at, a.id`);
    for (const row of rows) {
      out.push(presentClash('interviewer', row));
      keys.push(row.group_uid ?? `i${row.interview_id}`);
    }
  }

  if (applicationIds.length > 0) {
    // The candidate is the resume: his interviews for other jobs clash too.
    const { rows } = await db.execute<InterviewClash>(sql`
      select asked.id as subject_id, r.name as subject_name, ${clashColumns}
      from applications asked join interviews i on i.resume_id = asked.resume_id and i.company_id = asked.company_id ${clashJoins}
      where asked.company_id = ${companyId} and asked.id in (${ids(applicationIds)}) and ${otherInterviews(companyId, q)}
      order by i.starts_at, asked.id`);
    for (const row of rows) {
      out.push(presentClash('candidate', row));
      keys.push(row.group_uid ?? `i${row.interview_id}`);
    }
  }

  if (interviewerIds.length > 0) {
    const { rows } = await db.execute<{ id: string; account_id: string; user_name: string; starts_at: Date | string; ends_at: Date | string; title: string }>(sql`
      select b.id, b.account_id, a.user_name, b.starts_at, b.ends_at, b.title from calendar_busy_blocks b join accounts a on a.id = b.account_id
      where b.company_id = ${companyId} and b.account_id in (${ids(interviewerIds)}) and b.starts_at < ${q.endsAt} and b.ends_at > ${q.startsAt}
      order by b.starts_at, b.account_id`);
    for (const b of rows) {
      const [startsAt, endsAt] = [instant(b.starts_at), instant(b.ends_at)];
      out.push({
        kind: 'busy',
        subjectId: Number(b.account_id),
        subjectName: b.user_name,
        startAt: startsAt.toISOString(),
        endAt: endsAt.toISOString(),
        title: b.title,
        message: `面试官${b.user_name}在${timeRangeText(startsAt, endsAt)}设置了忙碌时段（${b.title}）`,
      });
      keys.push(`busy${b.id}`);
    }
  }
  return dedupe(out, keys);
}

/** Refuses a save when anything blocking clashes: 409 whose message names each clash and its time; `data.conflicts` lists them. */
export function refuseConflicts(conflicts: readonly InterviewConflict[]): void {
  const blocking = conflicts.filter(isBlocking);
  if (blocking.length === 0) return;
  const shown = blocking.slice(0, 5).map((c) => c.message);
  const more = blocking.length > shown.length ? `等${blocking.length}处冲突` : '';
  throw new AppError('INTERVIEW_CONFLICT', `时间冲突：${shown.join('；')}${more}`, { conflicts: blocking });
}

import { SystemRoleCode, type InterviewCalendar } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { meetingRooms } from '../../src/modules/company/tables';
import { interviewInterviewers, interviewRounds, interviews, meetingRoomBookings } from '../../src/modules/interviews/tables';
import { addAccount, type Session } from '../helpers';
import { apply, expectFailure, expectInvalid, okData, world, type World } from '../screening/fixtures';
import { createJob } from '../jobs/fixtures';

// The interviews are written straight into the tables: this file checks what the calendar
// answers and to whom, not how interviews are arranged (that has its own tests).

let w: World;
let desk: Session;
let referrer: Session;
let roomA: number;
let roomB: number;
let otherJobId: number;
const ids: Record<string, number> = {};

// Monday 2026-03-02 in China time; the week runs to the next Monday.
const WEEK_FROM = '2026-03-02T00:00:00+08:00';
const WEEK_TO = '2026-03-09T00:00:00+08:00';
const at = (s: string) => new Date(s);

async function room(companyId: number, name: string): Promise<number> {
  const [row] = await w.ctx.database.db.insert(meetingRooms).values({ companyId, name, capacity: 6 }).returning({ id: meetingRooms.id });
  return row!.id;
}

type Plan = { applicationId: number; startsAt: string; minutes: number; interviewers: number[]; roomId?: number; round?: number; cancelled?: boolean; bookingTitle?: string };

/** An interview as the arranging code leaves it: the row, its interviewers (the first leads) and its room booking. */
async function interview(session: Session, p: Plan): Promise<number> {
  const { db } = w.ctx.database;
  const [app] = await db.select().from(applications).where(eq(applications.id, p.applicationId));
  const startsAt = at(p.startsAt);
  const endsAt = new Date(startsAt.getTime() + p.minutes * 60_000);
  let roomBookingId: number | null = null;
  if (p.roomId) {
    const [b] = await db
      .insert(meetingRoomBookings)
      .values({ companyId: session.companyId, roomId: p.roomId, startsAt, endsAt, title: p.bookingTitle ?? '面试', createdBy: session.accountId })
      .returning({ id: meetingRoomBookings.id });
    roomBookingId = b!.id;
  }
  const [row] = await db
    .insert(interviews)
    .values({
      companyId: session.companyId,
      applicationId: app!.id,
      resumeId: app!.resumeId,
      jobId: app!.jobId,
      round: p.round ?? 1,
      startsAt,
      durationMinutes: p.minutes,
      endsAt,
      form: 1,
      meetingRoomId: p.roomId ?? null,
      roomBookingId,
      leadId: p.interviewers[0]!,
      uid: `${randomUUID()}@bole.test`,
      cancelledAt: p.cancelled ? new Date() : null,
      createdBy: session.accountId,
    })
    .returning({ id: interviews.id });
  await db.insert(interviewInterviewers).values(p.interviewers.map((accountId, i) => ({ companyId: session.companyId, interviewId: row!.id, accountId, isLead: i === 0 })));
  return row!.id;
}

const calendar = (session: Session, search: Record<string, string | number> = {}) =>
  w.api(session, { method: 'GET', url: '/api/interviews/calendar', query: Object.fromEntries(Object.entries({ from: WEEK_FROM, to: WEEK_TO, ...search }).map(([k, v]) => [k, String(v)])) });
const week = async (session: Session, search: Record<string, string | number> = {}) => okData<InterviewCalendar>(await calendar(session, search));
const shown = (c: InterviewCalendar) => c.interviews.map((i) => i.id).sort((x, y) => x - y);

beforeAll(async () => {
  w = await world();
  const { a } = w;
  [desk, referrer] = await Promise.all([addAccount(w.ctx, a.companyId, SystemRoleCode.FrontDesk), addAccount(w.ctx, a.companyId, SystemRoleCode.Referrer)]);
  roomA = await room(a.companyId, '301会议室');
  roomB = await room(a.companyId, '302会议室');
  otherJobId = await createJob(w.api, a, { name: '测试工程师' });
  await w.ctx.database.db.insert(interviewRounds).values({ companyId: a.companyId, number: 2, name: '技术复试' });

  const lin = await apply(w, a, w.jobId, '林晓');
  const su = await apply(w, a, w.jobId, '苏婉清');
  const gao = await apply(w, a, otherJobId, '高远');
  const deng = await apply(w, a, w.jobId, '邓超');
  // hm interviews 林晓 with hr leading; hm2 alone interviews 苏婉清; hr alone 高远 (other job).
  ids.lin = await interview(a, { applicationId: lin, startsAt: '2026-03-03T10:00:00+08:00', minutes: 60, interviewers: [w.hr.accountId, w.hm.accountId], roomId: roomA, bookingTitle: '林晓 · Java开发工程师 初试' });
  ids.su = await interview(a, { applicationId: su, startsAt: '2026-03-03T10:00:00+08:00', minutes: 45, interviewers: [w.hm2.accountId], roomId: roomB, round: 2, bookingTitle: '苏婉清 · Java开发工程师 技术复试' });
  ids.gao = await interview(a, { applicationId: gao, startsAt: '2026-03-06T15:30:00+08:00', minutes: 30, interviewers: [w.hr.accountId], round: 4 });
  // Started on Sunday night before the week and still going on Monday: shown.
  ids.lateSunday = await interview(a, { applicationId: deng, startsAt: '2026-03-01T23:30:00+08:00', minutes: 60, interviewers: [w.hr.accountId] });
  // Ended exactly when the week starts, next week, and a cancelled one: not shown.
  await interview(a, { applicationId: deng, startsAt: '2026-03-01T23:00:00+08:00', minutes: 60, interviewers: [w.hr.accountId] });
  await interview(a, { applicationId: deng, startsAt: '2026-03-09T09:00:00+08:00', minutes: 60, interviewers: [w.hr.accountId] });
  // (Cancelling frees the room: a cancelled interview keeps no booking.)
  await interview(a, { applicationId: deng, startsAt: '2026-03-04T09:00:00+08:00', minutes: 60, interviewers: [w.hr.accountId], cancelled: true });
  // A room booking for a meeting that is no interview.
  await w.ctx.database.db.insert(meetingRoomBookings).values({ companyId: a.companyId, roomId: roomA, startsAt: at('2026-03-05T14:00:00+08:00'), endsAt: at('2026-03-05T16:00:00+08:00'), title: '部门周会' });
});

describe('GET /api/interviews/calendar', () => {
  it('HR sees every interview overlapping the range, with names, rounds and interviewers lead first', async () => {
    const c = await week(w.hr);
    expect(c.ownOnly).toBe(false);
    expect(c.truncated).toBe(false);
    expect(c.interviews.map((i) => i.id)).toEqual([ids.lateSunday, ids.lin, ids.su, ids.gao]);
    const lin = c.interviews.find((i) => i.id === ids.lin)!;
    expect(lin).toMatchObject({ candidateName: '林晓', jobName: 'Java开发工程师', round: 1, roundName: '初试', startAt: '2026-03-03T02:00:00.000Z', endAt: '2026-03-03T03:00:00.000Z', form: 1, meetingRoomId: roomA, result: 0, signedIn: false });
    expect(lin.interviewers).toHaveLength(2);
    expect(c.interviews.find((i) => i.id === ids.su)!.roundName).toBe('技术复试');
    expect(c.interviews.find((i) => i.id === ids.gao)!.roundName).toBe('第4轮');
    expect(c.rooms.map((r) => r.name)).toEqual(['301会议室', '302会议室']);
  });

  it('answers the room bookings of the range: the interviews they hold the room for, and other meetings by title', async () => {
    const c = await week(w.hr);
    expect(c.bookings.map((b) => [b.roomId, b.title, b.interviewIds])).toEqual([
      [roomA, '林晓 · Java开发工程师 初试', [ids.lin]],
      [roomB, '苏婉清 · Java开发工程师 技术复试', [ids.su]],
      [roomA, '部门周会', []],
    ]);
  });

  it('narrows by room, interviewer and job', async () => {
    expect(shown(await week(w.hr, { roomId: roomB }))).toEqual([ids.su]);
    expect((await week(w.hr, { roomId: roomB })).bookings.map((b) => b.roomId)).toEqual([roomB]);
    expect(shown(await week(w.hr, { interviewerId: w.hm.accountId }))).toEqual([ids.lin]);
    expect(shown(await week(w.hr, { jobId: otherJobId }))).toEqual([ids.gao]);
  });

  it('an interviewer who is not HR sees only his own interviews; rooms others hold show as 已占用', async () => {
    const c = await week(w.hm);
    expect(c.ownOnly).toBe(true);
    expect(shown(c)).toEqual([ids.lin]);
    expect(c.bookings.map((b) => b.title)).toEqual(['林晓 · Java开发工程师 初试', '已占用', '已占用']);
    expect(shown(await week(w.hm2))).toEqual([ids.su]);
    // Asking for another interviewer's interviews does not widen his view.
    expect(shown(await week(w.hm, { interviewerId: w.hm2.accountId }))).toEqual([]);
  });

  it('the front desk sees the whole schedule; a role without 面试日历 or 查看面试安排 is refused', async () => {
    expect(shown(await week(desk))).toHaveLength(4);
    expectFailure(await calendar(referrer), 403);
  });

  it("another company sees none of a's interviews, rooms or bookings", async () => {
    const c = await week(w.b);
    expect(c).toMatchObject({ interviews: [], bookings: [], rooms: [] });
    expect((await week(w.b, { jobId: w.jobId, roomId: roomA })).interviews).toEqual([]);
  });

  it('refuses a range that is backwards, too long or not an instant', async () => {
    expectInvalid(await calendar(w.hr, { from: WEEK_TO, to: WEEK_FROM }), 'to');
    expectInvalid(await calendar(w.hr, { to: '2026-05-01T00:00:00+08:00' }), 'to');
    expectInvalid(await calendar(w.hr, { from: '2026-03-02' }), 'from');
    expect((await calendar(w.hr, { to: '2026-04-15T00:00:00+08:00' })).statusCode).toBe(200);
  });
});

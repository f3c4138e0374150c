import { InterviewResult, StageType, SystemRoleCode, type InterviewDetail, type InterviewListItem, type Page } from '@bole/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents } from '../../src/modules/applications/tables';
import { interviewInterviewers, interviews, meetingRoomBookings } from '../../src/modules/interviews/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { addAccount, type Session } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { apply, eliminate, expectFailure, expectInvalid, expectNotFound, okData, toStageOfType, world, type World } from '../screening/fixtures';

// Arranging, the conflict rules (room, interviewer, candidate; the room also by the database),
// the list and its visibility, rescheduling, cancelling, rounds, and the cross-company cases.

let w: World;
let desk: Session;
let referrer: Session;
let interviewerA: Session & { email: string };
let interviewerB: Session & { email: string };
let roomA: number;
let roomB: number;
let otherRoom: number;

/** A China day `days` ahead as YYYY-MM-DD, and an instant on it. */
const day = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const at = (days: number, hhmm: string) => `${day(days)}T${hhmm}:00+08:00`;

const post = (who: Session, url: string, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url, payload });
const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });

function plan(over: Record<string, unknown> = {}) {
  return {
    round: 1,
    startAt: at(10, '10:00'),
    durationMinutes: 60,
    form: 1,
    meetingRoomId: roomA,
    interviewerIds: [interviewerA.accountId, interviewerB.accountId],
    leadId: interviewerA.accountId,
    notifyCandidate: true,
    notifyInterviewers: true,
    ...over,
  };
}

/** An application of company a in the interview stage (安排面试 is on there). */
async function candidate(name: string, jobId = w.jobId, session: Session = w.a): Promise<number> {
  const appId = await apply(w, session, jobId, name);
  await toStageOfType(w.ctx, session.companyId, appId, StageType.Interview);
  return appId;
}

async function room(session: Session, name: string): Promise<number> {
  return okData<{ id: number }>(await post(session, '/api/company/meeting-rooms', { name, capacity: 8 })).id;
}

const arrange = (who: Session, applicationId: number, over: Record<string, unknown> = {}) => post(who, '/api/interviews', { applicationId, ...plan(over) });
const arranged = async (who: Session, applicationId: number, over: Record<string, unknown> = {}) => okData<{ id: number }>(await arrange(who, applicationId, over)).id;
const detail = async (who: Session, id: number) => okData<InterviewDetail>(await get(who, `/api/interviews/${id}`));
const list = async (who: Session, query: string) => okData<Page<InterviewListItem>>(await get(who, `/api/interviews?${query}`));

beforeAll(async () => {
  w = await world();
  [desk, referrer, interviewerA, interviewerB] = await Promise.all([
    addAccount(w.ctx, w.a.companyId, SystemRoleCode.FrontDesk),
    addAccount(w.ctx, w.a.companyId, SystemRoleCode.Referrer),
    addAccount(w.ctx, w.a.companyId, SystemRoleCode.HiringManager),
    addAccount(w.ctx, w.a.companyId, SystemRoleCode.Hr),
  ]);
  roomA = await room(w.a, '星河会议室');
  roomB = await room(w.a, '银河会议室');
  otherRoom = await room(w.b, '远景会议室');
});

describe('POST /api/interviews', () => {
  it('arranges a two-interviewer interview in a room: the row, its interviewers, the room booking, the log and the notices', async () => {
    const appId = await candidate('林晓峰');
    const id = await arranged(w.hr, appId);
    const { db } = w.ctx.database;
    const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ applicationId: appId, round: 1, durationMinutes: 60, form: 1, meetingRoomId: roomA, leadId: interviewerA.accountId, result: 0, sequence: 0, contactId: w.hr.accountId });
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(3_600_000);
    expect(row!.startsAt.toISOString()).toBe(new Date(at(10, '10:00')).toISOString());
    const people = await db.select().from(interviewInterviewers).where(eq(interviewInterviewers.interviewId, id));
    expect(people.map((p) => [p.accountId, p.isLead]).sort()).toEqual(
      [
        [interviewerA.accountId, true],
        [interviewerB.accountId, false],
      ].sort(),
    );
    const [booking] = await db.select().from(meetingRoomBookings).where(eq(meetingRoomBookings.id, row!.roomBookingId!));
    expect(booking).toMatchObject({ roomId: roomA, companyId: w.a.companyId });
    expect(booking!.title).toContain('林晓峰');
    const events = await db.select().from(applicationEvents).where(and(eq(applicationEvents.applicationId, appId), eq(applicationEvents.kind, 'interviewArrange')));
    expect(events).toHaveLength(1);
    expect(events[0]!.note).toContain('初试');
    // The candidate and both interviewers are told, each mail with the calendar invitation.
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '面试通知'), eq(outboxMessages.channel, 'email')));
    const recipients = mails.map((m) => m.recipient);
    expect(recipients).toEqual(expect.arrayContaining([interviewerA.email, interviewerB.email]));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const m of mails) expect(m.attachment).toMatchObject({ kind: 'calendar', method: 'REQUEST' });
    expect(mails.filter((m) => m.attachment!.content.includes(`UID:${row!.uid}`)).length).toBeGreaterThan(0);
  });

  it('refuses a second interview in the same room and time, naming the room and the time (409)', async () => {
    const first = await candidate('周文静');
    await arranged(w.hr, first, { startAt: at(11, '14:00'), interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId });
    const second = await candidate('吴海洋');
    const body = expectFailure(await arrange(w.hr, second, { startAt: at(11, '14:30'), interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId }), 409, '50401');
    expect(body.message).toContain('会议室星河会议室');
    expect(body.message).toContain(`${day(11)} 14:00-15:00`);
    expect((body.data as { conflicts: { kind: string }[] }).conflicts.map((c) => c.kind)).toEqual(['room']);
    // Back to back is fine: the booking ends when the next begins.
    await arranged(w.hr, second, { startAt: at(11, '15:00'), interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId });
  });

  it('refuses an interviewer or a candidate who is already in an interview then, naming who and when', async () => {
    const first = await candidate('郑雅琴');
    await arranged(w.hr, first, { startAt: at(12, '09:00'), meetingRoomId: null, form: 2, interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId });
    const other = await candidate('冯子豪');
    const byInterviewer = expectFailure(await arrange(w.hr, other, { startAt: at(12, '09:30'), meetingRoomId: roomB, interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId }), 409, '50401');
    const nameA = (await detail(w.hr, (await w.ctx.database.db.select().from(interviews).where(eq(interviews.applicationId, first)))[0]!.id)).interviewers[0]!.name;
    expect(byInterviewer.message).toContain(`面试官${nameA}在${day(12)} 09:00-10:00已有面试`);
    expect(byInterviewer.message).toContain('郑雅琴');
    // The same candidate in another job at that time clashes too (the candidate is the resume).
    const byCandidate = expectFailure(await arrange(w.hr, first, { startAt: at(12, '09:15'), meetingRoomId: roomB, interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId }), 409, '50401');
    expect(byCandidate.message).toContain(`候选人郑雅琴在${day(12)} 09:00-10:00已有面试`);
  });

  it('lets the database refuse a room another transaction is booking at the same moment (23P01 → 409 in Chinese)', async () => {
    const appId = await candidate('钱思远');
    // Another writer holds an uncommitted booking of the room; the arrange waits on the constraint, then is refused.
    const client = await w.ctx.owner.pool.connect();
    try {
      await client.query('begin');
      await client.query(`insert into meeting_room_bookings (company_id, room_id, starts_at, ends_at, title) values ($1, $2, $3, $4, '部门例会')`, [
        w.a.companyId,
        roomB,
        at(13, '10:00'),
        at(13, '11:00'),
      ]);
      const pending = arrange(w.hr, appId, { startAt: at(13, '10:30'), meetingRoomId: roomB, interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId });
      await new Promise((r) => setTimeout(r, 300));
      await client.query('commit');
      const body = expectFailure(await pending, 409, '50402');
      expect(body.message).toBe(`会议室银河会议室在${day(13)} 10:30-11:30已被占用，请选择其他会议室或时间`);
    } finally {
      client.release();
    }
    expect(await w.ctx.database.db.select().from(interviews).where(eq(interviews.applicationId, appId))).toHaveLength(0);
  });

  it('books a room once when two HR save the same slot at the same moment', async () => {
    const [one, two] = [await candidate('孙浩然'), await candidate('李梦瑶')];
    const same = { startAt: at(14, '16:00'), meetingRoomId: roomA };
    const results = await Promise.all([
      arrange(w.hr, one, { ...same, interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId }),
      arrange(w.a, two, { ...same, interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const bookings = await w.ctx.database.db.select().from(meetingRoomBookings).where(and(eq(meetingRoomBookings.roomId, roomA), eq(meetingRoomBookings.startsAt, new Date(at(14, '16:00')))));
    expect(bookings).toHaveLength(1);
  });

  it('books an interviewer once when two HR save overlapping slots for him at the same moment (the arranging lock)', async () => {
    const [one, two] = [await candidate('赵一鸣'), await candidate('钱二丫')];
    const solo = { meetingRoomId: null, form: 3, interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId };
    const results = await Promise.all([arrange(w.hr, one, { ...solo, startAt: at(14, '09:00') }), arrange(w.a, two, { ...solo, startAt: at(14, '09:30') })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json() as { message: string };
    expect(refused.message).toMatch(/^时间冲突：面试官.+已有面试/);
    const held = await w.ctx.database.db
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
      .where(and(eq(interviewInterviewers.accountId, interviewerA.accountId), inArray(interviews.applicationId, [one, two])));
    expect(held).toHaveLength(1);
  });

  it('refuses applications outside the interview stage, closed ones, past times, unknown rounds and disabled rooms', async () => {
    const early = await apply(w, w.a, w.jobId, '陶志远');
    expect(expectFailure(await arrange(w.hr, early, { startAt: at(15, '10:00') }), 409, '50404').message).toContain('陶志远');
    const closed = await candidate('贺晨曦');
    await eliminate(w.ctx, closed);
    expectFailure(await arrange(w.hr, closed, { startAt: at(15, '10:00') }), 409, '50403');
    const ok = await candidate('严可欣');
    expectFailure(await arrange(w.hr, ok, { startAt: at(-1, '10:00') }), 400, '50408');
    expectFailure(await arrange(w.hr, ok, { startAt: at(15, '10:00'), round: 9 }), 400, '50405');
    expect(expectInvalid(await arrange(w.hr, ok, { leadId: w.hr.accountId }), 'leadId')).toBe('主面试官须是面试官之一');
    const closedRoom = await room(w.a, '停用会议室');
    okData(await w.api(w.a, { method: 'PATCH', url: `/api/company/meeting-rooms/${closedRoom}/enabled`, payload: { enabled: false } }));
    expectFailure(await arrange(w.hr, ok, { startAt: at(15, '10:00'), meetingRoomId: closedRoom }), 400, '50406');
  });

  it('answers 404 for another company\'s application, room or interviewer, and 403 to roles that do not arrange', async () => {
    const appId = await candidate('魏明哲');
    expectNotFound(await arrange(w.hr, w.otherApplicationId, { startAt: at(16, '10:00') }));
    expectNotFound(await arrange(w.hr, appId, { startAt: at(16, '10:00'), meetingRoomId: otherRoom }));
    expectNotFound(await arrange(w.hr, appId, { startAt: at(16, '10:00'), interviewerIds: [w.b.accountId], leadId: w.b.accountId }));
    expectNotFound(await arrange(w.b, appId, { startAt: at(16, '10:00'), meetingRoomId: otherRoom, interviewerIds: [w.b.accountId], leadId: w.b.accountId }));
    for (const who of [w.trainee, w.hm, desk, referrer]) expectFailure(await arrange(who, appId, { startAt: at(16, '10:00') }), 403);
  });
});

describe('POST /api/interviews/batch and /conflicts', () => {
  it('arranges a group interview in one slot and one booking, and one after another in sequence', async () => {
    const apps = [await candidate('group甲'), await candidate('group乙')];
    const { ids } = okData<{ ids: number[] }>(await post(w.hr, '/api/interviews/batch', { applicationIds: apps, mode: 'group', ...plan({ startAt: at(17, '10:00'), meetingRoomId: roomB }) }));
    const rows = await w.ctx.database.db.select().from(interviews).where(inArray(interviews.id, ids));
    expect(new Set(rows.map((r) => r.roomBookingId)).size).toBe(1);
    expect(new Set(rows.map((r) => r.groupUid)).size).toBe(1);
    expect(rows[0]!.groupUid).not.toBeNull();
    expect(new Set(rows.map((r) => r.startsAt.getTime())).size).toBe(1);

    const seq = [await candidate('依次甲'), await candidate('依次乙'), await candidate('依次丙')];
    const made = okData<{ ids: number[] }>(await post(w.hr, '/api/interviews/batch', { applicationIds: seq, mode: 'sequence', ...plan({ startAt: at(17, '14:00'), durationMinutes: 30, meetingRoomId: roomB }) }));
    const order = await Promise.all(made.ids.map((id) => detail(w.hr, id)));
    expect(order.map((d) => d.applicationId)).toEqual(seq);
    expect(order.map((d) => d.startAt)).toEqual([at(17, '14:00'), at(17, '14:30'), at(17, '15:00')].map((s) => new Date(s).toISOString()));
  });

  it('refuses mixing jobs in one batch', async () => {
    const jobId = await createJob(w.api, w.a, { name: '测试工程师' });
    const apps = [await candidate('混合甲'), await candidate('混合乙', jobId)];
    expectFailure(await post(w.hr, '/api/interviews/batch', { applicationIds: apps, mode: 'sequence', ...plan({ startAt: at(18, '10:00') }) }), 400, '50410');
  });

  it('shows each clash before saving, busy blocks included but not refusing a save', async () => {
    const appId = await candidate('预检候选人');
    await arranged(w.hr, appId, { startAt: at(19, '10:00'), meetingRoomId: roomA, interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId });
    okData(await post(w.hr, '/api/calendar/busy-blocks', { accountId: interviewerB.accountId, startAt: at(19, '10:00'), endAt: at(19, '12:00'), title: '部门周会' }));
    const next = await candidate('预检二');
    const clashes = okData<{ kind: string; subjectId: number; message: string }[]>(
      await post(w.hr, '/api/interviews/conflicts', {
        startAt: at(19, '10:30'),
        durationMinutes: 60,
        meetingRoomId: roomA,
        interviewerIds: [interviewerA.accountId, interviewerB.accountId],
        applicationIds: [next, appId],
      }),
    );
    expect(clashes.map((c) => c.kind)).toEqual(['room', 'interviewer', 'candidate', 'busy']);
    expect(clashes.find((c) => c.kind === 'busy')!.message).toContain('部门周会');
    // A busy block alone only warns.
    await arranged(w.hr, next, { startAt: at(19, '11:00'), meetingRoomId: roomB, interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId });
    expectNotFound(await post(w.hr, '/api/interviews/conflicts', { startAt: at(19, '10:30'), durationMinutes: 60, applicationIds: [w.otherApplicationId] }));
    expectNotFound(await post(w.hr, '/api/interviews/conflicts', { startAt: at(19, '10:30'), durationMinutes: 60, meetingRoomId: otherRoom }));
    expectFailure(await post(w.trainee, '/api/interviews/conflicts', { startAt: at(19, '10:30'), durationMinutes: 60 }), 403);
  });
});

describe('GET /api/interviews', () => {
  let mine: number;
  let others: number;
  beforeAll(async () => {
    const appId = await candidate('列表候选人');
    mine = await arranged(w.hr, appId, { startAt: at(20, '09:00'), meetingRoomId: null, form: 3, interviewerIds: [w.hm2.accountId], leadId: w.hm2.accountId, notifyCandidate: false, notifyInterviewers: false });
    const second = await candidate('列表候选人二');
    others = await arranged(w.hr, second, { startAt: at(20, '11:00'), meetingRoomId: null, form: 3, interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId });
  });

  it('answers data.list with the contract fields and data.total, filtered by range, interviewer, job and result', async () => {
    const page = await list(w.hr, `from=${day(20)}&to=${day(20)}`);
    expect(page.total).toBe(2);
    expect(page.list.map((i) => i.id)).toEqual([mine, others]);
    expect(page.list[0]).toMatchObject({ id: mine, startAt: new Date(at(20, '09:00')).toISOString(), durationMinutes: 60, result: 0, signedIn: false, candidateName: '列表候选人', roundName: '初试', jobId: w.jobId });
    expect(typeof page.list[0]!.applicationId).toBe('number');
    expect((await list(w.hr, `from=${day(20)}&to=${day(20)}&interviewerId=${w.hm2.accountId}`)).list.map((i) => i.id)).toEqual([mine]);
    expect((await list(w.hr, `from=${encodeURIComponent(at(20, '10:00'))}&to=${day(20)}`)).list.map((i) => i.id)).toEqual([others]);
    expect((await list(w.hr, `from=${day(20)}&to=${day(20)}&result=6`)).total).toBe(0);
    expect((await list(w.hr, `from=${day(20)}&to=${day(20)}&jobId=${w.jobId}&page=2&pageSize=1`)).list.map((i) => i.id)).toEqual([others]);
    expect((await list(w.hr, `keyword=${encodeURIComponent('列表候选人二')}`)).list.map((i) => i.id)).toEqual([others]);
  });

  it('shows an interviewer only his own interviews, the front desk only today, and nothing across companies', async () => {
    expect((await list(w.hm2, `from=${day(20)}&to=${day(20)}`)).list.map((i) => i.id)).toEqual([mine]);
    expect((await detail(w.hm2, mine)).id).toBe(mine);
    expectNotFound(await get(w.hm2, `/api/interviews/${others}`));
    expect((await list(w.trainee, `from=${day(20)}&to=${day(20)}`)).total).toBe(2);
    // The front desk works the day: a range in the future answers nothing, today's interview shows.
    expect((await list(desk, `from=${day(20)}&to=${day(20)}`)).total).toBe(0);
    const todayApp = await candidate('今日候选人');
    const today = await arranged(w.hr, todayApp, { startAt: at(21, '09:00'), meetingRoomId: null, form: 3, interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId, notifyCandidate: false, notifyInterviewers: false });
    const midnight = new Date(`${day(0)}T00:01:00+08:00`);
    await w.ctx.database.db.update(interviews).set({ startsAt: midnight, endsAt: new Date(midnight.getTime() + 3_600_000) }).where(eq(interviews.id, today));
    expect((await list(desk, '')).list.map((i) => i.id)).toContain(today);
    expect((await detail(desk, today)).id).toBe(today);
    expectNotFound(await get(desk, `/api/interviews/${mine}`));
    expect((await list(w.b, '')).total).toBe(0);
    expectNotFound(await get(w.b, `/api/interviews/${mine}`));
    expectFailure(await get(referrer, '/api/interviews'), 403);
  });
});

describe('reschedule and cancel', () => {
  it('moves an interview (same room, overlapping its old time), bumps SEQUENCE and says 改期', async () => {
    const appId = await candidate('改期候选人');
    const id = await arranged(w.hr, appId, { startAt: at(22, '10:00'), meetingRoomId: roomA });
    const moved = okData<InterviewDetail>(
      await post(w.hr, `/api/interviews/${id}/reschedule`, { ...plan({ startAt: at(22, '10:30'), meetingRoomId: roomA, interviewerIds: [interviewerA.accountId], leadId: interviewerA.accountId }), reason: '面试官临时有会' }),
    );
    expect(moved).toMatchObject({ id, startAt: new Date(at(22, '10:30')).toISOString(), sequence: 1, meetingRoomName: '星河会议室' });
    expect(moved.interviewers.map((p) => p.id)).toEqual([interviewerA.accountId]);
    const { db } = w.ctx.database;
    const bookings = await db.select().from(meetingRoomBookings).where(and(eq(meetingRoomBookings.roomId, roomA), eq(meetingRoomBookings.companyId, w.a.companyId)));
    expect(bookings.filter((b) => b.startsAt.getTime() === new Date(at(22, '10:00')).getTime())).toHaveLength(0);
    const notices = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '面试改期通知')));
    expect(notices.length).toBeGreaterThan(0);
    // The dropped interviewer is told it is off for him.
    expect(notices.some((m) => m.recipient === interviewerB.email && m.attachment?.kind === 'calendar' && m.attachment.method === 'CANCEL')).toBe(true);
    const clash = await candidate('改期冲突');
    await arranged(w.hr, clash, { startAt: at(22, '13:00'), meetingRoomId: roomB, interviewerIds: [interviewerB.accountId], leadId: interviewerB.accountId });
    const refused = expectFailure(await post(w.hr, `/api/interviews/${id}/reschedule`, plan({ startAt: at(22, '13:30'), meetingRoomId: roomB })), 409, '50401');
    expect(refused.message).toContain('会议室银河会议室');
  });

  it('cancels with a reason: result 已取消, the room freed, METHOD:CANCEL sent; a group keeps its room until the last one goes', async () => {
    const apps = [await candidate('取消甲'), await candidate('取消乙')];
    const { ids } = okData<{ ids: number[] }>(await post(w.hr, '/api/interviews/batch', { applicationIds: apps, mode: 'group', ...plan({ startAt: at(23, '10:00'), meetingRoomId: roomA }) }));
    const { db } = w.ctx.database;
    const [first] = await db.select().from(interviews).where(eq(interviews.id, ids[0]!));
    const cancelled = okData<InterviewDetail>(await post(w.hr, `/api/interviews/${ids[0]}/cancel`, { reason: '候选人已接受其他公司offer' }));
    expect(cancelled).toMatchObject({ cancelled: true, cancelReason: '候选人已接受其他公司offer', result: InterviewResult.Cancelled, sequence: 1 });
    expect(await db.select().from(meetingRoomBookings).where(eq(meetingRoomBookings.id, first!.roomBookingId!))).toHaveLength(1);
    okData(await post(w.hr, `/api/interviews/${ids[1]}/cancel`, { reason: '岗位暂停招聘' }));
    expect(await db.select().from(meetingRoomBookings).where(eq(meetingRoomBookings.id, first!.roomBookingId!))).toHaveLength(0);
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '面试取消通知'), eq(outboxMessages.channel, 'email')));
    expect(mails.some((m) => m.attachment?.kind === 'calendar' && m.attachment.method === 'CANCEL' && m.attachment.content.includes(`UID:${first!.uid}`))).toBe(true);
    expectFailure(await post(w.hr, `/api/interviews/${ids[0]}/cancel`, { reason: '再次取消' }), 409, '50411');
    expect((await list(w.hr, `from=${day(23)}&to=${day(23)}`)).total).toBe(0);
    expect((await list(w.hr, `from=${day(23)}&to=${day(23)}&cancelled=1`)).total).toBe(2);
    // The room is free again.
    await arranged(w.hr, await candidate('取消后'), { startAt: at(23, '10:00'), meetingRoomId: roomA });
  });

  it('answers 400 without a reason, 404 across companies and 403 to roles that may not change interviews', async () => {
    const id = await arranged(w.hr, await candidate('权限候选人'), { startAt: at(24, '10:00'), meetingRoomId: null, form: 3 });
    expectInvalid(await post(w.hr, `/api/interviews/${id}/cancel`, {}), 'reason');
    expectNotFound(await post(w.b, `/api/interviews/${id}/cancel`, { reason: '测试' }));
    expectNotFound(await post(w.b, `/api/interviews/${id}/reschedule`, plan({ startAt: at(24, '11:00'), meetingRoomId: null })));
    for (const who of [w.trainee, w.hm, desk]) {
      expectFailure(await post(who, `/api/interviews/${id}/cancel`, { reason: '测试' }), 403);
      expectFailure(await post(who, `/api/interviews/${id}/reschedule`, plan({ startAt: at(24, '11:00'), meetingRoomId: null })), 403);
      expectFailure(await post(who, '/api/interviews/batch', { applicationIds: [w.otherApplicationId], mode: 'group', ...plan() }), 403);
    }
    expectNotFound(await post(w.hr, '/api/interviews/batch', { applicationIds: [w.otherApplicationId], mode: 'group', ...plan({ startAt: at(24, '15:00') }) }));
    expectNotFound(await post(w.hr, '/api/interviews/999999999/reschedule', plan({ startAt: at(24, '11:00'), meetingRoomId: null })));
  });
});

describe('/api/interview-rounds', () => {
  it('answers the built-in rounds, renames them, adds the company\'s own and refuses switched-off ones when arranging', async () => {
    const rounds = okData<{ number: number; name: string; builtIn: boolean }[]>(await get(w.hr, '/api/interview-rounds'));
    expect(rounds.map((r) => r.name)).toEqual(['初试', '复试', '终试']);
    const saved = okData<{ number: number; name: string; enabled: boolean; builtIn: boolean }[]>(
      await w.api(w.a, {
        method: 'PUT',
        url: '/api/interview-rounds',
        payload: {
          rounds: [
            { number: 1, name: '电话初筛', enabled: true },
            { number: 2, name: '复试', enabled: false },
            { number: 3, name: '终试', enabled: true },
            { name: 'HR面', enabled: true },
          ],
        },
      }),
    );
    expect(saved.map((r) => [r.number, r.name, r.enabled, r.builtIn])).toEqual([
      [1, '电话初筛', true, true],
      [2, '复试', false, true],
      [3, '终试', true, true],
      [4, 'HR面', true, false],
    ]);
    expectFailure(await arrange(w.hr, await candidate('轮次候选人'), { startAt: at(25, '10:00'), round: 2 }), 400, '50405');
    const id = await arranged(w.hr, await candidate('轮次候选人二'), { startAt: at(25, '11:00'), round: 4, meetingRoomId: null, form: 3 });
    expect((await detail(w.hr, id)).roundName).toBe('HR面');
    // Removing a round interviews use keeps its name on them.
    okData(await w.api(w.a, { method: 'PUT', url: '/api/interview-rounds', payload: { rounds: [1, 2, 3].map((n) => ({ number: n, name: saved[n - 1]!.name, enabled: true })) } }));
    expect((await detail(w.hr, id)).roundName).toBe('HR面');
    expect(okData<unknown[]>(await get(w.hr, '/api/interview-rounds'))).toHaveLength(3);
    // Another company's rounds are its own.
    expect(okData<{ name: string }[]>(await get(w.b, '/api/interview-rounds')).map((r) => r.name)).toEqual(['初试', '复试', '终试']);
    expectFailure(await w.api(w.trainee, { method: 'PUT', url: '/api/interview-rounds', payload: { rounds: [{ number: 1, name: '初试', enabled: true }] } }), 403);
    expectFailure(await w.api(w.a, { method: 'PUT', url: '/api/interview-rounds', payload: { rounds: [{ number: 1, name: '初试', enabled: true }] } }), 400);
  });
});

// The interview day at the front desk (/lite/interviewplan): today's schedule, signing a
// candidate in (he gets the day's next queue number), calling him to a room (template 5 by
// SMS and e-mail), and the QR code the desk shows for candidates to sign in on their phones.
// The front desk (role 5) sees the company's whole day with names, times and places only;
// administrators and HR that of their jobs; anyone else the interviews he sits on (access.ts).
// The first sign-in (by the desk or by the candidate himself) and every call go on the
// candidate's history (面试签到, 叫号); the first sign-in fires the 面试签到 automation.
import {
  AutomationTrigger,
  DEFAULT_INTERVIEW_ROUNDS,
  MessageChannel,
  MessageRecipient,
  NotificationTemplateType,
  Perm,
  ResumeAction,
  resumeActionLabels,
  TemplatePlaceholder,
  type DeskCall,
  type DeskCode,
  type DeskDay,
  type DeskItem,
  type PublicDesk,
  type PublicSignedIn,
  type PublicSignIn,
  type SignInResult,
} from '@bole/domain';
import { and, asc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { logActions, registerEventKinds, type Actor } from '../applications/events';
import { fireAutomation } from '../automation/engine';
import { accounts, companies, meetingRooms } from '../company/tables';
import type { Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { resolveRecipients } from '../messaging/recipients';
import { sendTemplate, type Messenger } from '../messaging/send';
import { resumes } from '../resumes/tables';
import { interviewFor, interviewsAsInterviewer, visibleInterviews } from './access';
import { interviewValues } from './values';
import { interviewDeskCodes, interviewInterviewers, interviewRegistrations, interviewRounds, interviews } from './tables';

export type DeskMessaging = { messenger: Messenger; publicUrl: string };

const DESK_EVENTS = [ResumeAction.InterviewSignIn, ResumeAction.InterviewCall] as const;
registerEventKinds(Object.fromEntries(DESK_EVENTS.map((k) => [k, resumeActionLabels[k]])));

/** Who signs in when the candidate does it on his phone (the desk's code or his own link). */
const candidateHimself = (companyId: number): Actor => ({ companyId, accountId: null, name: '候选人本人' });
const colleague = (caller: Caller): Actor => ({ companyId: caller.companyId, accountId: caller.accountId, name: caller.userName });

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
export const SIGNIN_PATH = '/out/interview/signin';

/** Today (or the instant's day) in China time, YYYY-MM-DD. */
export const chinaDayOf = (instant = new Date()): string => new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
/** The instants a China day runs from and to. */
export function dayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${day}T00:00:00+08:00`));
  if (Number.isNaN(from.getTime())) throw new AppError('VALIDATION', '日期格式应为YYYY-MM-DD');
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The interviews the caller reaches at the desk (access.ts): the front desk the whole company's, HR his jobs', others their own. */
export const deskScope = (caller: Caller): SQL => visibleInterviews(caller);

const sitsOn = interviewsAsInterviewer;

const roundName = sql<string | null>`(select ${interviewRounds.name} from ${interviewRounds} where ${interviewRounds.companyId} = ${interviews.companyId} and ${interviewRounds.number} = ${interviews.round})`;
const interviewerNames = sql<string[]>`array(select ${accounts.userName} from ${interviewInterviewers} join ${accounts} on ${accounts.id} = ${interviewInterviewers.accountId} where ${interviewInterviewers.interviewId} = ${interviews.id} order by ${interviewInterviewers.isLead} desc, ${accounts.id})`;
const registered = sql<boolean>`exists (select 1 from ${interviewRegistrations} where ${interviewRegistrations.interviewId} = ${interviews.id})`;

export function nameOfRound(number: number, named: string | null): string {
  return named ?? DEFAULT_INTERVIEW_ROUNDS.find((r) => r.number === number)?.name ?? `第${number}轮`;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function deskRows(db: DbOrTx, caller: Caller, where: SQL | undefined): Promise<DeskItem[]> {
  const rows = await db
    .select({
      i: interviews,
      candidateName: resumes.name,
      jobName: jobs.name,
      roomName: meetingRooms.name,
      roundName,
      interviewerNames,
      registered,
      mine: sitsOn(caller.accountId).mapWith(Boolean),
    })
    .from(interviews)
    .innerJoin(resumes, eq(resumes.id, interviews.resumeId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(meetingRooms, eq(meetingRooms.id, interviews.meetingRoomId))
    .where(inCompany(interviews, caller.companyId, deskScope(caller), where))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  return rows.map(({ i, ...r }) => ({
    id: i.id,
    applicationId: i.applicationId,
    candidateName: r.candidateName,
    jobName: r.jobName,
    roundName: nameOfRound(i.round, r.roundName),
    startAt: i.startsAt.toISOString(),
    endAt: i.endsAt.toISOString(),
    durationMinutes: i.durationMinutes,
    form: i.form,
    meetingRoomName: r.roomName,
    address: i.address,
    interviewerNames: r.interviewerNames ?? [],
    result: i.result,
    signedIn: i.signedInAt !== null,
    signedInAt: iso(i.signedInAt),
    queueNumber: i.queueNumber,
    calledAt: iso(i.calledAt),
    calledRoom: i.calledRoom,
    registrationForm: i.registrationForm,
    registered: Boolean(r.registered),
    mine: Boolean(r.mine),
  }));
}

const inDay = (day: string) => {
  const { from, to } = dayBounds(day);
  return and(gte(interviews.startsAt, from), lt(interviews.startsAt, to));
};

/** The day's interviews (not cancelled) the caller reaches, by time. */
export async function deskDay(db: Db, caller: Caller, day = chinaDayOf()): Promise<DeskDay> {
  const items = await deskRows(db, caller, and(inDay(day), isNull(interviews.cancelledAt)));
  return { day, items, canSignIn: caller.codes.has(Perm.InterviewSignIn) };
}

async function deskItem(db: DbOrTx, caller: Caller, id: number): Promise<DeskItem> {
  const [item] = await deskRows(db, caller, eq(interviews.id, id));
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

type Locked = typeof interviews.$inferSelect;

/** The interview the caller reaches, locked for the change; 404 outside his company or reach. */
const lockedFor = (tx: Tx, caller: Caller, id: number): Promise<Locked> => interviewFor(tx, caller, id, { forUpdate: true });

const queueTopic = 'interview-queue';

/** The interview's round and job, for the history. */
async function titleOf(tx: Tx, row: Locked): Promise<{ round: string; jobName: string }> {
  const [info] = await tx
    .select({ roundName, jobName: jobs.name })
    .from(interviews)
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .where(inCompany(interviews, row.companyId, eq(interviews.id, row.id)));
  return { round: nameOfRound(row.round, info?.roundName ?? null), jobName: info?.jobName ?? '' };
}

/** One line on the candidate's history (application log and resume record) about the interview. */
async function logDesk(tx: Tx, actor: Actor, action: (typeof DESK_EVENTS)[number], row: Locked, noteOf: (round: string) => string, data: Record<string, unknown>): Promise<void> {
  const { round, jobName } = await titleOf(tx, row);
  const note = noteOf(round);
  await logActions(tx, actor, action, [{ applicationId: row.applicationId, kind: action, note, resumeId: row.resumeId, record: `${note}（${jobName}）`, data: { interviewId: row.id, ...data } }]);
}

/**
 * Signs the interview's candidate in on its day: he gets the day's next queue number (per
 * company, under a lock so two desks never hand out one number twice), the sign-in goes on his
 * history and the 面试签到 rules run, all in the caller's transaction. Signing in again answers
 * what the first did, and logs and fires nothing.
 */
async function signInLocked(tx: Tx, messaging: DeskMessaging, row: Locked, actor: Actor, now: Date): Promise<Locked> {
  if (row.cancelledAt) throw new AppError('INTERVIEW_CANCELLED');
  if (row.signedInAt && row.queueNumber !== null) return row;
  const day = chinaDayOf(row.startsAt);
  if (day !== chinaDayOf(now)) throw new AppError('INTERVIEW_SIGN_IN_NOT_TODAY', `只能在面试当天（${day}）签到`);
  await lockCompany(tx, queueTopic, row.companyId);
  const [{ last } = { last: 0 }] = await tx
    .select({ last: sql<number>`coalesce(max(${interviews.queueNumber}), 0)::int` })
    .from(interviews)
    .where(inCompany(interviews, row.companyId, inDay(day), isNotNull(interviews.queueNumber)));
  const [updated] = await tx
    .update(interviews)
    .set({ signedInAt: now, signedInBy: actor.accountId, queueNumber: last + 1 })
    .where(inCompany(interviews, row.companyId, eq(interviews.id, row.id)))
    .returning();
  await logDesk(tx, actor, ResumeAction.InterviewSignIn, row, (round) => `${round}签到，排队${last + 1}号`, { queueNumber: last + 1 });
  await fireAutomation(tx, messaging, { companyId: row.companyId, trigger: AutomationTrigger.InterviewSignIn, applicationId: row.applicationId, operatorId: actor.accountId, interviewId: row.id });
  return updated!;
}

/** POST /api/interviews/:id/sign-in (contract): the desk signs the candidate in. */
export async function signIn(db: Db, messaging: DeskMessaging, caller: Caller, id: number, now = new Date()): Promise<SignInResult> {
  const row = await db.transaction(async (tx) => signInLocked(tx, messaging, await lockedFor(tx, caller, id), colleague(caller), now));
  const item = await deskItem(db, caller, id);
  return { id, signedIn: true, signedInAt: row.signedInAt!.toISOString(), queueNumber: row.queueNumber!, item };
}

/** The room a call sends the candidate to: the one named, else the interview's meeting room or address. */
async function roomOf(db: DbOrTx, row: Locked, named: string | undefined): Promise<string> {
  if (named) return named;
  if (row.meetingRoomId) {
    const [room] = await db.select({ name: meetingRooms.name }).from(meetingRooms).where(inCompany(meetingRooms, row.companyId, eq(meetingRooms.id, row.meetingRoomId)));
    if (room) return room.name;
  }
  if (row.address?.trim()) return row.address.trim();
  throw new AppError('INTERVIEW_CALL_ROOM_MISSING');
}

/** Template 5 (候选人叫号面试通知) to the candidate by SMS and e-mail, in the call's transaction: the interview's values with the room called to. */
async function tellCandidate(tx: Tx, messaging: DeskMessaging, caller: Caller, row: Locked, room: string): Promise<void> {
  const values = await interviewValues(tx, row.companyId, row.id, messaging.publicUrl);
  const recipients = await resolveRecipients(tx, row.companyId, [MessageRecipient.Candidate], { applicationId: row.applicationId });
  await sendTemplate(tx, messaging.messenger, {
    companyId: row.companyId,
    type: NotificationTemplateType.CallNumberInterviewNotice,
    channels: [MessageChannel.Sms, MessageChannel.Email],
    recipients,
    values: { ...values, [TemplatePlaceholder.MeetingRoomAddress]: room },
    trigger: `叫号（${row.queueNumber}号）`,
    senderAccountId: caller.accountId,
    idempotencyKey: `interview-call:${row.id}:${row.calledAt?.getTime() ?? 0}`,
  });
}

async function callLocked(tx: Tx, messaging: DeskMessaging, caller: Caller, row: Locked, body: DeskCall, now: Date): Promise<void> {
  if (row.cancelledAt) throw new AppError('INTERVIEW_CANCELLED');
  if (!row.signedInAt || row.queueNumber === null) throw new AppError('INTERVIEW_NOT_SIGNED_IN');
  const room = await roomOf(tx, row, body.room);
  const [called] = await tx
    .update(interviews)
    .set({ calledAt: now, calledRoom: room })
    .where(inCompany(interviews, row.companyId, eq(interviews.id, row.id)))
    .returning();
  await logDesk(tx, colleague(caller), ResumeAction.InterviewCall, row, (round) => `${round}叫号：${row.queueNumber}号请到${room}`, { queueNumber: row.queueNumber, room });
  if (body.notify) await tellCandidate(tx, messaging, caller, called!, room);
}

/** POST /api/interviews/:id/call: calls (or calls again) the signed-in candidate to a room. */
export async function call(db: Db, messaging: DeskMessaging, caller: Caller, id: number, body: DeskCall, now = new Date()): Promise<DeskItem> {
  await db.transaction(async (tx) => callLocked(tx, messaging, caller, await lockedFor(tx, caller, id), body, now));
  return deskItem(db, caller, id);
}

/** POST /api/interviews/desk/call-next: the lowest queue number of the day not called yet. */
export async function callNext(db: Db, messaging: DeskMessaging, caller: Caller, body: DeskCall, now = new Date()): Promise<DeskItem> {
  const day = body.day ?? chinaDayOf(now);
  const id = await db.transaction(async (tx) => {
    await lockCompany(tx, queueTopic, caller.companyId);
    const [next] = await tx
      .select({ i: interviews })
      .from(interviews)
      .innerJoin(jobs, eq(jobs.id, interviews.jobId))
      .where(inCompany(interviews, caller.companyId, inDay(day), deskScope(caller), isNull(interviews.cancelledAt), isNotNull(interviews.queueNumber), isNull(interviews.calledAt)))
      .orderBy(asc(interviews.queueNumber))
      .limit(1)
      .for('update', { of: interviews });
    if (!next) throw new AppError('INTERVIEW_QUEUE_EMPTY');
    await callLocked(tx, messaging, caller, next.i, body, now);
    return next.i.id;
  });
  return deskItem(db, caller, id);
}

/** End of the China day of `now`. */
const endOfDay = (now: Date) => dayBounds(chinaDayOf(now)).to;

/** POST /api/interviews/desk/code: a new sign-in code for the desk's QR code, valid to the end of today. */
export async function createDeskCode(db: Db, publicUrl: string, caller: Caller, now = new Date()): Promise<DeskCode> {
  const { token, hash } = newToken();
  const expiresAt = endOfDay(now);
  await db.insert(interviewDeskCodes).values({ companyId: caller.companyId, tokenHash: hash, expiresAt, createdBy: caller.accountId });
  return { url: `${publicUrl}${SIGNIN_PATH}?code=${token}`, expiresAt: expiresAt.toISOString() };
}

async function codeOf(db: DbOrTx, token: string) {
  const [row] = await db.select().from(interviewDeskCodes).where(eq(interviewDeskCodes.tokenHash, hashToken(token)));
  return row;
}

/** GET /api/out/interview/signin/:token: which company's desk, and whether the code still signs in. */
export async function readDeskCode(db: Db, token: string, now = new Date()): Promise<PublicDesk> {
  const code = await codeOf(db, token);
  if (!code) throw new AppError('INTERVIEW_DESK_CODE_INVALID');
  narrowScope(code.companyId);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, code.companyId));
  const valid = code.expiresAt.getTime() > now.getTime();
  return { companyName: company?.name ?? '', valid, expiresAt: valid ? code.expiresAt.toISOString() : null };
}

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

/** Where a signed-in candidate stands: his number and how many signed in before him wait still. */
async function standing(db: DbOrTx, row: Locked, alreadySignedIn: boolean): Promise<PublicSignedIn> {
  const [info] = await db
    .select({ candidateName: resumes.name, jobName: jobs.name, registered })
    .from(interviews)
    .innerJoin(resumes, eq(resumes.id, interviews.resumeId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .where(inCompany(interviews, row.companyId, eq(interviews.id, row.id)));
  const [{ ahead } = { ahead: 0 }] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(interviews)
    .where(
      inCompany(
        interviews,
        row.companyId,
        inDay(chinaDayOf(row.startsAt)),
        isNull(interviews.cancelledAt),
        isNull(interviews.calledAt),
        isNotNull(interviews.queueNumber),
        lt(interviews.queueNumber, row.queueNumber ?? 0),
      ),
    );
  return {
    candidateName: info?.candidateName ?? '',
    jobName: info?.jobName ?? '',
    startAt: row.startsAt.toISOString(),
    queueNumber: row.queueNumber ?? 0,
    ahead,
    calledRoom: row.calledRoom,
    alreadySignedIn,
    registrationPending: row.registrationForm && !info?.registered,
  };
}

/**
 * POST /api/out/interview/signin/:token: the candidate, holding the desk's code, names himself
 * by name and mobile; his next interview today at that company (not cancelled) is signed in.
 * A wrong pair answers the same as none, so the code reveals nobody's interview.
 */
export async function signInByCode(db: Db, messaging: DeskMessaging, token: string, body: PublicSignIn, now = new Date()): Promise<PublicSignedIn> {
  const code = await codeOf(db, token);
  if (!code || code.expiresAt.getTime() <= now.getTime()) throw new AppError('INTERVIEW_DESK_CODE_INVALID');
  narrowScope(code.companyId);
  const mobile = digits(body.mobile);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ i: interviews, name: resumes.name, mobile: resumes.mobile })
      .from(interviews)
      .innerJoin(resumes, eq(resumes.id, interviews.resumeId))
      .where(inCompany(interviews, code.companyId, inDay(chinaDayOf(now)), isNull(interviews.cancelledAt), eq(resumes.name, body.name)))
      .orderBy(asc(interviews.startsAt))
      .for('update', { of: interviews });
    const mine = candidates.filter((c) => digits(c.mobile).endsWith(mobile) && mobile.length >= 11);
    if (mine.length === 0) throw new AppError('INTERVIEW_SIGN_IN_NO_MATCH');
    // Already signed in for one of them: that one; else the next to start (the last one once all began).
    const signed = mine.find((c) => c.i.signedInAt !== null);
    if (signed) return standing(tx, signed.i, true);
    const pick = mine.find((c) => c.i.endsAt.getTime() > now.getTime()) ?? mine[mine.length - 1]!;
    const row = await signInLocked(tx, messaging, pick.i, candidateHimself(code.companyId), now);
    return standing(tx, row, false);
  });
}

/** The candidate's own link (registration form): signing in from it on the interview's day. */
export async function signInByInterview(db: Db, messaging: DeskMessaging, row: Locked, now = new Date()): Promise<PublicSignedIn> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(interviews).where(inCompany(interviews, row.companyId, eq(interviews.id, row.id))).for('update');
    if (!locked) throw new AppError('INTERVIEW_LINK_UNKNOWN');
    const already = locked.signedInAt !== null && locked.queueNumber !== null;
    const signed = await signInLocked(tx, messaging, locked, candidateHimself(locked.companyId), now);
    return standing(tx, signed, already);
  });
}


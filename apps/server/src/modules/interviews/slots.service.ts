// Self-scheduling (自助预约): HR finds when the interviewers, the room and the candidate are all
// free, offers some of those slots through a signed, expiring link (only its sha-256 is kept),
// and the candidate picks one on his phone. The pick is booked by arrangeInterviews, the same
// code and conflict rules as HR arranging; a slot taken meanwhile is refused with the slots
// still open, so the page shows them again.
import type {
  RoleType} from '@bole/domain';
import {
  DEFAULT_INTERVIEW_ROUNDS,
  DEFAULT_WORKING_HOURS,
  ERRORS,
  freeSlots,
  interviewFormLabels,
  shanghaiMidnight,
  StageAction,
  SystemPlaceholder,
  SystemTemplateType,
  TemplatePlaceholder,
  slotOfferPlanSchema,
  type BusyRange,
  type FreeSlotQuery,
  type InterviewForm,
  type PublicSlotOffer,
  type Slot,
  type SlotOffer,
  type SlotOfferCreate,
  type SlotOfferCreated,
  type SlotOfferPlan,
  type SlotOfferStatus,
} from '@bole/domain';
import { and, desc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { assertInCompany, inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applicationFor, type Caller } from '../applications/access';
import { findApplication } from '../applications/repository';
import { accounts, companies, meetingRooms, roles } from '../company/tables';
import { notifyCandidate, type CandidateMessaging } from '../messaging/candidate-notice';
import { settingsOf } from '../portal/settings.service';
import { workingHoursOf } from './calendar-settings';
import { calendarBusyBlocks, interviewInterviewers, interviewRounds, interviews, interviewSlotOffers, meetingRoomBookings } from './tables';
import { arrangeInterviews, lockArranging, roundNameOf } from './arrange.service';
import { stagesByIds } from '../processes/job-stages';

const DAY_MS = 86_400_000;
/** Refusals of arranging that mean somebody took the time first. */
const TAKEN = new Set<string>([ERRORS.INTERVIEW_CONFLICT.status, ERRORS.INTERVIEW_ROOM_TAKEN.status]);
/** Arranging's own codes (50400-50429). */
const ARRANGING_REFUSALS = /^504[0-2]\d$/;
const MINUTE_MS = 60_000;
/** accounts.status of an account in use (2 disabled, 3 invited). */
const ACTIVE_ACCOUNT = 1;
export const SLOTS_PATH = '/out/interview/slots';

type OfferRow = typeof interviewSlotOffers.$inferSelect;
type Subjects = { interviewerIds: readonly number[]; meetingRoomId?: number | null; resumeId?: number | null };

/** What is taken in [from, to): each interviewer's interviews and busy blocks; the room's bookings and the candidate's interviews together. */
export async function takenTimes(db: DbOrTx, companyId: number, subjects: Subjects, from: Date, to: Date): Promise<{ people: Map<number, BusyRange[]>; shared: BusyRange[] }> {
  const people = new Map<number, BusyRange[]>(subjects.interviewerIds.map((id) => [id, []]));
  const shared: BusyRange[] = [];
  const ids = [...subjects.interviewerIds];
  if (ids.length > 0) {
    const held = await db
      .select({ accountId: interviewInterviewers.accountId, start: interviews.startsAt, end: interviews.endsAt })
      .from(interviewInterviewers)
      .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
      .where(
        and(
          eq(interviewInterviewers.companyId, companyId),
          inArray(interviewInterviewers.accountId, ids),
          isNull(interviews.cancelledAt),
          lt(interviews.startsAt, to),
          gt(interviews.endsAt, from),
        ),
      );
    const blocks = await db
      .select({ accountId: calendarBusyBlocks.accountId, start: calendarBusyBlocks.startsAt, end: calendarBusyBlocks.endsAt })
      .from(calendarBusyBlocks)
      .where(inCompany(calendarBusyBlocks, companyId, inArray(calendarBusyBlocks.accountId, ids), lt(calendarBusyBlocks.startsAt, to), gt(calendarBusyBlocks.endsAt, from)));
    for (const r of [...held, ...blocks]) people.get(r.accountId)?.push({ start: r.start, end: r.end });
  }
  if (subjects.meetingRoomId) {
    const rows = await db
      .select({ start: meetingRoomBookings.startsAt, end: meetingRoomBookings.endsAt })
      .from(meetingRoomBookings)
      .where(inCompany(meetingRoomBookings, companyId, eq(meetingRoomBookings.roomId, subjects.meetingRoomId), lt(meetingRoomBookings.startsAt, to), gt(meetingRoomBookings.endsAt, from)));
    shared.push(...rows);
  }
  if (subjects.resumeId) {
    const rows = await db
      .select({ start: interviews.startsAt, end: interviews.endsAt })
      .from(interviews)
      .where(inCompany(interviews, companyId, eq(interviews.resumeId, subjects.resumeId), isNull(interviews.cancelledAt), lt(interviews.startsAt, to), gt(interviews.endsAt, from)));
    shared.push(...rows);
  }
  return { people, shared };
}

/**
 * What arranging will check when the candidate picks, checked now so HR hears of it instead
 * of the candidate: the people and the room are the company's and in use, the round exists.
 */
async function assertPlanUsable(db: DbOrTx, companyId: number, plan: SlotOfferPlan) {
  const people = [...new Set([...plan.interviewerIds, plan.leadId, ...(plan.contactId ? [plan.contactId] : [])])];
  await assertInCompany(db, accounts, companyId, people);
  const disabled = await db.select({ id: accounts.id }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, people), ne(accounts.status, ACTIVE_ACCOUNT)));
  if (disabled.length > 0) throw new AppError('INTERVIEW_INTERVIEWER_DISABLED');
  if (plan.meetingRoomId) {
    const [room] = await db.select({ enabled: meetingRooms.enabled }).from(meetingRooms).where(inCompany(meetingRooms, companyId, eq(meetingRooms.id, plan.meetingRoomId)));
    if (!room) throw new AppError('NOT_FOUND');
    if (!room.enabled) throw new AppError('INTERVIEW_ROOM_UNAVAILABLE');
  }
  await roundNameOf(db, companyId, plan.round);
}

const present = (s: { start: Date; end: Date }): Slot => ({ startAt: s.start.toISOString(), endAt: s.end.toISOString() });

/** POST /api/interviews/free-slots: slots (China working days) when everybody asked about is free, from now on. */
export async function findFreeSlots(db: Db, caller: Caller, q: FreeSlotQuery): Promise<Slot[]> {
  await assertInCompany(db, accounts, caller.companyId, q.interviewerIds);
  if (q.meetingRoomId) await assertInCompany(db, meetingRooms, caller.companyId, [q.meetingRoomId]);
  const resumeId = q.applicationId ? (await applicationFor(db, caller, q.applicationId)).resumeId : null;
  const from = shanghaiMidnight(q.fromDay);
  const to = new Date(shanghaiMidnight(q.toDay).getTime() + DAY_MS);
  const hours = await workingHoursOf(db, caller.companyId, q.interviewerIds);
  const taken = await takenTimes(db, caller.companyId, { interviewerIds: q.interviewerIds, meetingRoomId: q.meetingRoomId, resumeId }, from, to);
  return freeSlots({
    from,
    to,
    durationMinutes: q.durationMinutes,
    stepMinutes: q.stepMinutes,
    notBefore: new Date(),
    people: q.interviewerIds.map((id) => ({ workingHours: hours.get(id) ?? DEFAULT_WORKING_HOURS, busy: taken.people.get(id) ?? [] })),
    sharedBusy: taken.shared,
  }).map(present);
}

export function statusOf(offer: Pick<OfferRow, 'bookedInterviewId' | 'revokedAt' | 'expiresAt'>, now = new Date()): SlotOfferStatus {
  if (offer.bookedInterviewId) return 'booked';
  if (offer.revokedAt) return 'revoked';
  return offer.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The plan as saved; a row that no longer reads as one is treated as unknown. */
function planOf(offer: OfferRow): SlotOfferPlan {
  const parsed = slotOfferPlanSchema.safeParse(offer.plan);
  if (!parsed.success) throw new AppError('SLOT_LINK_UNKNOWN');
  return parsed.data;
}

const slotOf = (startAt: string, durationMinutes: number): Slot => ({ startAt, endAt: new Date(Date.parse(startAt) + durationMinutes * MINUTE_MS).toISOString() });

async function presentOffers(db: DbOrTx, companyId: number, rows: { offer: OfferRow; createdByName: string | null }[]): Promise<SlotOffer[]> {
  const booked = rows.map((r) => r.offer.bookedInterviewId).filter((id): id is number => id !== null);
  const bookedAt = new Map<number, Date>();
  if (booked.length > 0) {
    const found = await db.select({ id: interviews.id, startsAt: interviews.startsAt }).from(interviews).where(inCompany(interviews, companyId, inArray(interviews.id, booked)));
    for (const f of found) bookedAt.set(f.id, f.startsAt);
  }
  const peopleIds = [...new Set(rows.flatMap((r) => planOf(r.offer).interviewerIds))];
  const names = new Map<number, string>();
  if (peopleIds.length > 0) {
    const found = await db.select({ id: accounts.id, userName: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, peopleIds)));
    for (const f of found) names.set(f.id, f.userName);
  }
  return rows.map(({ offer, createdByName }) => {
    const plan = planOf(offer);
    return {
      id: offer.id,
      applicationId: offer.applicationId,
      status: statusOf(offer),
      slots: offer.slots.map((s) => slotOf(s, plan.durationMinutes)),
      durationMinutes: plan.durationMinutes,
      round: plan.round,
      interviewerNames: plan.interviewerIds.map((id) => names.get(id) ?? ''),
      expiresAt: offer.expiresAt.toISOString(),
      bookedInterviewId: offer.bookedInterviewId,
      bookedStartAt: offer.bookedInterviewId ? (bookedAt.get(offer.bookedInterviewId)?.toISOString() ?? null) : null,
      createdByName: createdByName ?? '',
      createdAt: offer.createdAt.toISOString(),
    };
  });
}

async function offersWhere(db: DbOrTx, companyId: number, ...more: Parameters<typeof inCompany>[2][]): Promise<SlotOffer[]> {
  const rows = await db
    .select({ offer: interviewSlotOffers, createdByName: accounts.userName })
    .from(interviewSlotOffers)
    .leftJoin(accounts, eq(accounts.id, interviewSlotOffers.createdBy))
    .where(inCompany(interviewSlotOffers, companyId, ...more))
    .orderBy(desc(interviewSlotOffers.createdAt), desc(interviewSlotOffers.id));
  return presentOffers(db, companyId, rows);
}

const urlOf = (publicUrl: string, token: string) => `${publicUrl}${SLOTS_PATH}?token=${token}`;

async function roundName(db: DbOrTx, companyId: number, round: number): Promise<string> {
  const [row] = await db.select({ name: interviewRounds.name }).from(interviewRounds).where(inCompany(interviewRounds, companyId, eq(interviewRounds.number, round)));
  return row?.name ?? DEFAULT_INTERVIEW_ROUNDS.find((r) => r.number === round)?.name ?? `第${round}轮`;
}

/**
 * Offers slots to an application's candidate. The link's token is answered only now; with
 * `sendEmail` it is mailed (template 110), sealed in the outbox. The link lasts `days`, never
 * past the last slot offered.
 */
export async function createOffer(db: Db, messaging: CandidateMessaging, caller: Caller, applicationId: number, body: SlotOfferCreate): Promise<SlotOfferCreated> {
  const now = Date.now();
  const starts = body.slots.map((s) => Date.parse(s)).sort((a, b) => a - b);
  if (starts[0]! <= now) throw new AppError('SLOT_OFFER_PAST');
  const { token, hash } = newToken();
  const url = urlOf(messaging.publicUrl, token);
  const id = await db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, applicationId);
    if (app.archivedAt || app.outcome !== null) throw new AppError('SLOT_APPLICATION_CLOSED');
    // Refused now rather than when the candidate picks: booking needs a stage with 安排面试 on.
    const stage = (await stagesByIds(tx, caller.companyId, [app.stageId])).get(app.stageId);
    if (!stage?.actions.includes(StageAction.ArrangeInterview)) throw new AppError('INTERVIEW_STAGE_NOT_ALLOWED');
    await assertPlanUsable(tx, caller.companyId, body.plan);
    const expiresAt = new Date(Math.min(now + body.days * DAY_MS, starts[starts.length - 1]!));
    const [row] = await tx
      .insert(interviewSlotOffers)
      .values({
        companyId: caller.companyId,
        applicationId,
        tokenHash: hash,
        plan: body.plan,
        slots: starts.map((t) => new Date(t).toISOString()),
        expiresAt,
        createdBy: caller.accountId,
      })
      .returning({ id: interviewSlotOffers.id });
    if (body.sendEmail) {
      await notifyCandidate(tx, messaging, {
        companyId: caller.companyId,
        applicationId,
        type: SystemTemplateType.InterviewSlots,
        trigger: '面试自助预约邀请',
        operatorId: caller.accountId,
        values: {
          [SystemPlaceholder.ValidHours]: Math.max(1, Math.round((expiresAt.getTime() - now) / 3_600_000)),
          [TemplatePlaceholder.InterviewType]: interviewFormLabels[body.plan.form as InterviewForm],
          [TemplatePlaceholder.InterviewLength]: `${body.plan.durationMinutes}分钟`,
        },
        secretUrl: url,
      });
    }
    return row!.id;
  });
  const [offer] = await offersWhere(db, caller.companyId, eq(interviewSlotOffers.id, id));
  return { ...offer!, token, url };
}

export async function listOffers(db: Db, caller: Caller, applicationId: number): Promise<SlotOffer[]> {
  await applicationFor(db, caller, applicationId);
  return offersWhere(db, caller.companyId, eq(interviewSlotOffers.applicationId, applicationId));
}

/** Closes an open offer; a booked, expired or revoked one stays as it is. */
export async function revokeOffer(db: Db, caller: Caller, applicationId: number, offerId: number): Promise<SlotOffer> {
  await applicationFor(db, caller, applicationId);
  const where = [eq(interviewSlotOffers.applicationId, applicationId), eq(interviewSlotOffers.id, offerId)];
  await db.transaction(async (tx) => {
    const [offer] = await tx.select().from(interviewSlotOffers).where(inCompany(interviewSlotOffers, caller.companyId, ...where)).for('update');
    if (!offer) throw new AppError('NOT_FOUND');
    if (statusOf(offer) === 'open') await tx.update(interviewSlotOffers).set({ revokedAt: new Date() }).where(inCompany(interviewSlotOffers, caller.companyId, ...where));
  });
  const [offer] = await offersWhere(db, caller.companyId, ...where);
  return offer!;
}

async function offerOf(db: DbOrTx, token: string, lock = false): Promise<OfferRow> {
  const query = db.select().from(interviewSlotOffers).where(eq(interviewSlotOffers.tokenHash, hashToken(token)));
  const [offer] = lock ? await query.for('update') : await query;
  if (!offer) throw new AppError('SLOT_LINK_UNKNOWN');
  return offer;
}

/** The offered slots still ahead, each saying whether nobody has taken it since. */
async function slotsNow(db: DbOrTx, offer: OfferRow, plan: SlotOfferPlan, resumeId: number): Promise<PublicSlotOffer['slots']> {
  const now = Date.now();
  const ahead = offer.slots.filter((s) => Date.parse(s) > now).map((s) => slotOf(s, plan.durationMinutes));
  if (ahead.length === 0) return [];
  const from = new Date(Date.parse(ahead[0]!.startAt));
  const to = new Date(Math.max(...ahead.map((s) => Date.parse(s.endAt))));
  const taken = await takenTimes(db, offer.companyId, { interviewerIds: plan.interviewerIds, meetingRoomId: plan.meetingRoomId, resumeId }, from, to);
  const all = [...taken.shared, ...[...taken.people.values()].flat()];
  return ahead.map((s) => {
    const start = Date.parse(s.startAt);
    const end = Date.parse(s.endAt);
    return { ...s, available: !all.some((b) => start < b.end.getTime() && b.start.getTime() < end) };
  });
}

/** What the candidate's page shows; a closed offer says only why (and when booked, the time). */
export async function readPublic(db: Db, token: string): Promise<PublicSlotOffer> {
  const offer = await offerOf(db, token);
  // The link has named the company: from here on the database shows no other one's rows.
  narrowScope(offer.companyId);
  const status = statusOf(offer);
  const [company] = await db.select({ id: companies.id, name: companies.name, introduction: companies.introduction }).from(companies).where(eq(companies.id, offer.companyId));
  if (!company) throw new AppError('SLOT_LINK_UNKNOWN');
  const { site } = await settingsOf(db, company);
  const base = { status, companyName: company.name, logoUrl: site.logoUrl, primaryColor: site.primaryColor };
  const closed = { candidateName: null, jobName: null, roundName: null, form: null, durationMinutes: null, address: null, expiresAt: null, slots: [], bookedStartAt: null };
  if (status === 'booked') {
    const [booked] = await db.select({ startsAt: interviews.startsAt }).from(interviews).where(inCompany(interviews, offer.companyId, eq(interviews.id, offer.bookedInterviewId!)));
    return { ...base, ...closed, bookedStartAt: booked?.startsAt.toISOString() ?? null };
  }
  if (status !== 'open') return { ...base, ...closed };
  const app = await findApplication(db, offer.companyId, offer.applicationId);
  if (!app) throw new AppError('SLOT_LINK_UNKNOWN');
  const plan = planOf(offer);
  let address = plan.address ?? null;
  if (!address && plan.meetingRoomId) {
    const [room] = await db.select({ name: meetingRooms.name }).from(meetingRooms).where(inCompany(meetingRooms, offer.companyId, eq(meetingRooms.id, plan.meetingRoomId)));
    address = room?.name ?? null;
  }
  return {
    ...base,
    candidateName: app.resumeName,
    jobName: app.jobName,
    roundName: await roundName(db, offer.companyId, plan.round),
    form: plan.form,
    durationMinutes: plan.durationMinutes,
    address,
    expiresAt: offer.expiresAt.toISOString(),
    slots: await slotsNow(db, offer, plan, app.resumeId),
    bookedStartAt: null,
  };
}

/** The offer's maker, as whom the booking is arranged (his role decides his job scope). */
async function makerOf(db: DbOrTx, offer: OfferRow): Promise<Caller> {
  const [maker] = await db
    .select({ id: accounts.id, userName: accounts.userName, roleType: roles.roleType })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(inCompany(accounts, offer.companyId, eq(accounts.id, offer.createdBy ?? 0)));
  if (!maker) throw new AppError('SLOT_LINK_REVOKED');
  return { companyId: offer.companyId, accountId: maker.id, roleType: maker.roleType as RoleType, codes: new Set(), userName: `${maker.userName}（候选人自助预约）` };
}

/**
 * The candidate's pick. The offer is locked for the whole booking, so one link books once;
 * the interview itself is arranged by arrangeInterviews in the same transaction, whose
 * conflict rules (and the room's exclusion constraint) decide whether the slot is still free.
 */
export async function pickSlot(db: Db, messaging: CandidateMessaging, token: string, startAt: string): Promise<PublicSlotOffer> {
  // Narrowed before the transaction, whose connection keeps the scope it started with.
  narrowScope((await offerOf(db, token)).companyId);
  const wanted = Date.parse(startAt);
  try {
    await db.transaction(async (tx) => {
      const offer = await offerOf(tx, token, true);
      const status = statusOf(offer);
      if (status === 'booked') throw new AppError('SLOT_ALREADY_BOOKED');
      if (status === 'revoked') throw new AppError('SLOT_LINK_REVOKED');
      if (status === 'expired') throw new AppError('SLOT_LINK_EXPIRED');
      const slot = offer.slots.find((s) => Date.parse(s) === wanted);
      if (!slot) throw new AppError('SLOT_NOT_OFFERED');
      if (wanted <= Date.now()) throw new AppError('SLOT_PASSED');
      const plan = planOf(offer);
      // Under the company's arranging lock, so nobody books between this check and the booking.
      await lockArranging(tx, offer.companyId);
      const startsAt = new Date(wanted);
      const endsAt = new Date(wanted + plan.durationMinutes * MINUTE_MS);
      // An interviewer's busy block (忙碌时段) only warns HR, but is never offered to a candidate.
      const app = await findApplication(tx, offer.companyId, offer.applicationId);
      if (!app) throw new AppError('SLOT_LINK_UNKNOWN');
      const taken = await takenTimes(tx, offer.companyId, { interviewerIds: plan.interviewerIds, meetingRoomId: plan.meetingRoomId, resumeId: app.resumeId }, startsAt, endsAt);
      if (taken.shared.length > 0 || [...taken.people.values()].some((b) => b.length > 0)) throw new AppError('INTERVIEW_CONFLICT');
      const caller = await makerOf(tx, offer);
      const [id] = await arrangeInterviews(tx, messaging, caller, { ...plan, applicationIds: [offer.applicationId], mode: 'sequence', startAt: slot });
      await tx.update(interviewSlotOffers).set({ bookedInterviewId: id! }).where(inCompany(interviewSlotOffers, offer.companyId, eq(interviewSlotOffers.id, offer.id)));
    });
  } catch (error) {
    if (error instanceof AppError && TAKEN.has(error.status)) {
      // Taken meanwhile (an interviewer, the room or the candidate): say so and show what is still open.
      const now = await readPublic(db, token);
      throw new AppError('SLOT_TAKEN', undefined, { slots: now.slots });
    }
    // Any other refusal of arranging (the candidate left the interview stage, an interviewer
    // was disabled, the room or round switched off) is HR's to fix; the candidate is told so.
    if (error instanceof AppError && ARRANGING_REFUSALS.test(error.status)) throw new AppError('SLOT_PLAN_CHANGED');
    throw error;
  }
  return readPublic(db, token);
}


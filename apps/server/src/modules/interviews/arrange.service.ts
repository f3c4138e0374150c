// Arranging (安排面试), rescheduling (改期) and cancelling interviews. Every change runs under
// the company's arranging lock (pg_advisory_xact_lock), so two HR saving at the same moment
// are checked one after the other against each other's interviewers and candidates; the room
// is guarded by the database too (meeting_room_bookings_no_overlap), whoever books it.
import { randomUUID } from 'node:crypto';
import {
  AutomationTrigger,
  DEFAULT_INTERVIEW_ROUNDS,
  InterviewResult,
  ResumeAction,
  resumeActionLabels,
  StageAction,
  type InterviewBatchCreate,
  type InterviewCancel,
  type InterviewReschedule,
} from '@bole/domain';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { actorOf, applicationFor, type Caller } from '../applications/access';
import { logActions, registerEventKinds } from '../applications/events';
import { fireAutomation } from '../automation/engine';
import { accounts, meetingRooms } from '../company/tables';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { stagesByIds } from '../processes/job-stages';
import { interviewFor } from './access';
import { findConflicts, refuseConflicts, timeRangeText } from './conflicts';
import { sendInterviewNotices } from './notices';
import { evaluationTemplates, interviewInterviewers, interviewRounds, interviews, meetingRoomBookings, type InterviewRow } from './tables';

export type { Caller };

const MINUTE_MS = 60_000;
const ACTIVE = 1;
/** A start this far in the past still counts as now (the form was filled a moment ago). */
const PAST_GRACE_MS = 5 * MINUTE_MS;

const INTERVIEW_EVENTS = [ResumeAction.InterviewArrange, ResumeAction.InterviewReschedule, ResumeAction.InterviewCancel] as const;
registerEventKinds(Object.fromEntries(INTERVIEW_EVENTS.map((k) => [k, resumeActionLabels[k]])));

/** Everything of an interview but who is interviewed (arrange, batch, reschedule share it). */
type Plan = Omit<InterviewBatchCreate, 'applicationIds' | 'mode'>;

/** Serialises arranging within a company: arranging, rescheduling, self-scheduling and room bookings take it first. */
export function lockArranging(tx: Tx, companyId: number): Promise<void> {
  return lockCompany(tx, 'interview-arrange', companyId);
}

/** The database's refusal of a second booking of a room (23P01 on meeting_room_bookings_no_overlap). */
export function isRoomOverlap(error: unknown): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23P01';
}

/** The round's name: the company's own (/user/manage/interview), else the built-in one; unknown or switched-off rounds are refused. */
export async function roundNameOf(db: DbOrTx, companyId: number, round: number): Promise<string> {
  const [own] = await db
    .select({ name: interviewRounds.name, enabled: interviewRounds.enabled })
    .from(interviewRounds)
    .where(inCompany(interviewRounds, companyId, eq(interviewRounds.number, round)));
  if (own) {
    if (!own.enabled) throw new AppError('INTERVIEW_ROUND_UNKNOWN');
    return own.name;
  }
  const builtIn = DEFAULT_INTERVIEW_ROUNDS.find((r) => r.number === round);
  if (!builtIn) throw new AppError('INTERVIEW_ROUND_UNKNOWN');
  return builtIn.name;
}

/** The room, people and template of a plan, all of the caller's company and in use; answers the room's name. */
async function checkPlan(tx: DbOrTx, companyId: number, plan: Plan): Promise<{ roomName: string | null; roundName: string }> {
  const roundName = await roundNameOf(tx, companyId, plan.round);
  let roomName: string | null = null;
  if (plan.meetingRoomId) {
    const [room] = await tx.select({ name: meetingRooms.name, enabled: meetingRooms.enabled }).from(meetingRooms).where(inCompany(meetingRooms, companyId, eq(meetingRooms.id, plan.meetingRoomId)));
    if (!room) throw new AppError('NOT_FOUND');
    if (!room.enabled) throw new AppError('INTERVIEW_ROOM_UNAVAILABLE');
    roomName = room.name;
  }
  const people = [...new Set([...plan.interviewerIds, ...(plan.contactId ? [plan.contactId] : [])])];
  const found = await tx.select({ id: accounts.id, status: accounts.status }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, people)));
  if (found.length !== people.length) throw new AppError('NOT_FOUND');
  if (found.some((a) => a.status !== ACTIVE)) throw new AppError('INTERVIEW_INTERVIEWER_DISABLED');
  if (plan.evaluationTemplateId) {
    const [template] = await tx
      .select({ enabled: evaluationTemplates.enabled })
      .from(evaluationTemplates)
      .where(inCompany(evaluationTemplates, companyId, eq(evaluationTemplates.id, plan.evaluationTemplateId)));
    if (!template) throw new AppError('NOT_FOUND');
    if (!template.enabled) throw new AppError('INTERVIEW_TEMPLATE_UNKNOWN');
  }
  return { roomName, roundName };
}

function startOf(plan: Pick<Plan, 'startAt'>): Date {
  const startsAt = new Date(plan.startAt);
  if (startsAt.getTime() < Date.now() - PAST_GRACE_MS) throw new AppError('INTERVIEW_START_PAST');
  return startsAt;
}

/** The lead's personal meeting link (账号的会议链接) is a video interview's default. */
async function meetingUrlOf(tx: DbOrTx, companyId: number, plan: Plan): Promise<string | null> {
  if (plan.meetingUrl) return plan.meetingUrl;
  if (plan.form !== 2) return null;
  const [lead] = await tx.select({ link: accounts.meetingLink }).from(accounts).where(inCompany(accounts, companyId, eq(accounts.id, plan.leadId)));
  return lead?.link ?? null;
}

/** Holds the room for the slot; a booking that overlaps another is refused by the database and answered in Chinese. */
async function bookRoom(tx: Tx, companyId: number, room: { id: number; name: string }, startsAt: Date, endsAt: Date, title: string, createdBy: number): Promise<number> {
  try {
    // A savepoint, so the refusal can be answered without the database error escaping.
    return await tx.transaction(async (sp) => {
      const [row] = await sp.insert(meetingRoomBookings).values({ companyId, roomId: room.id, startsAt, endsAt, title, createdBy }).returning({ id: meetingRoomBookings.id });
      return row!.id;
    });
  } catch (error) {
    if (isRoomOverlap(error)) throw new AppError('INTERVIEW_ROOM_TAKEN', `会议室${room.name}在${timeRangeText(startsAt, endsAt)}已被占用，请选择其他会议室或时间`);
    throw error;
  }
}

type Target = { applicationId: number; resumeId: number; jobId: number; jobName: string; candidateName: string };

/** The applications to interview: the caller's, still in the process, in a stage with 安排面试 switched on, all of one job. */
async function targetsOf(tx: DbOrTx, caller: Caller, applicationIds: readonly number[]): Promise<Target[]> {
  const found = [];
  for (const id of applicationIds) found.push(await applicationFor(tx, caller, id));
  if (new Set(found.map((a) => a.jobId)).size > 1) throw new AppError('INTERVIEW_BATCH_JOB_MIXED');
  const stages = await stagesByIds(tx, caller.companyId, found.map((a) => a.stageId));
  for (const app of found) {
    if (app.archivedAt !== null || app.outcome !== null) throw new AppError('INTERVIEW_APPLICATION_CLOSED', `候选人${app.resumeName}已淘汰或已结束招聘流程，不能安排面试`);
    const stage = stages.get(app.stageId);
    if (!stage?.actions.includes(StageAction.ArrangeInterview)) {
      throw new AppError('INTERVIEW_STAGE_NOT_ALLOWED', `候选人${app.resumeName}所在阶段「${stage?.name ?? '已删除的阶段'}」没有开启“安排面试”，请先把候选人移动到面试阶段`);
    }
  }
  return found.map((a) => ({ applicationId: a.id, resumeId: a.resumeId, jobId: a.jobId, jobName: a.jobName, candidateName: a.resumeName }));
}

/** What the log and the resume's operation record say of an interview. */
function describe(roundName: string, startsAt: Date, endsAt: Date, roomName: string | null, address: string | null | undefined): string {
  const place = roomName ?? address ?? null;
  return `${roundName} ${timeRangeText(startsAt, endsAt)}${place ? `，${place}` : ''}`;
}

/**
 * Arranges interviews for one or several applications of one job: one after another from
 * `startAt` (`sequence`, each `durationMinutes` long) or all together in one slot (`group`,
 * 群面, one room booking). Runs in the caller's transaction when given one (self-scheduling)
 * or its own; answers the new interviews' ids in the order of `applicationIds`.
 * Routes check the permission (220005); the caller's job scope decides which applications he reaches.
 */
export async function arrangeInterviews(db: DbOrTx, messaging: CandidateMessaging, caller: Caller, body: InterviewBatchCreate): Promise<number[]> {
  const firstStart = startOf(body);
  return db.transaction(async (tx) => {
    await lockArranging(tx, caller.companyId);
    const targets = await targetsOf(tx, caller, body.applicationIds);
    const { roomName, roundName } = await checkPlan(tx, caller.companyId, body);
    const meetingUrl = await meetingUrlOf(tx, caller.companyId, body);
    const durationMs = body.durationMinutes * MINUTE_MS;
    const group = body.mode === 'group' && targets.length > 1;
    // The slots: one for a group, else one per candidate, back to back.
    const slots = group
      ? [{ startsAt: firstStart, targets }]
      : targets.map((t, i) => ({ startsAt: new Date(firstStart.getTime() + i * durationMs), targets: [t] }));

    const ids: number[] = [];
    const groupUid = group ? randomUUID() : null;
    for (const slot of slots) {
      const endsAt = new Date(slot.startsAt.getTime() + durationMs);
      const conflicts = await findConflicts(tx, caller.companyId, {
        startsAt: slot.startsAt,
        endsAt,
        meetingRoomId: body.meetingRoomId ?? null,
        interviewerIds: body.interviewerIds,
        applicationIds: slot.targets.map((t) => t.applicationId),
      });
      refuseConflicts(conflicts);
      const first = slot.targets[0]!;
      const title = group ? `群面 · ${first.jobName} · ${roundName}（${slot.targets.length}人）` : `${first.candidateName} · ${first.jobName} · ${roundName}`;
      const roomBookingId = body.meetingRoomId ? await bookRoom(tx, caller.companyId, { id: body.meetingRoomId, name: roomName! }, slot.startsAt, endsAt, title, caller.accountId) : null;
      const rows = await tx
        .insert(interviews)
        .values(
          slot.targets.map((t) => ({
            companyId: caller.companyId,
            applicationId: t.applicationId,
            resumeId: t.resumeId,
            jobId: t.jobId,
            round: body.round,
            startsAt: slot.startsAt,
            durationMinutes: body.durationMinutes,
            endsAt,
            form: body.form,
            meetingRoomId: body.meetingRoomId ?? null,
            roomBookingId,
            address: body.address ?? null,
            meetingUrl,
            leadId: body.leadId,
            contactId: body.contactId ?? caller.accountId,
            registrationForm: body.registrationForm,
            evaluationTemplateId: body.evaluationTemplateId ?? null,
            groupUid,
            uid: `${randomUUID()}@bole`,
            createdBy: caller.accountId,
          })),
        )
        .returning({ id: interviews.id, applicationId: interviews.applicationId });
      await tx.insert(interviewInterviewers).values(
        rows.flatMap((r) => body.interviewerIds.map((accountId) => ({ companyId: caller.companyId, interviewId: r.id, accountId, isLead: accountId === body.leadId }))),
      );
      const note = `安排面试：${describe(roundName, slot.startsAt, endsAt, roomName, body.address)}${group ? '（群面）' : ''}`;
      await logActions(
        tx,
        actorOf(caller),
        ResumeAction.InterviewArrange,
        rows.map((r) => {
          const t = slot.targets.find((x) => x.applicationId === r.applicationId)!;
          return { applicationId: r.applicationId, kind: ResumeAction.InterviewArrange, note, resumeId: t.resumeId, record: `${note}（${t.jobName}）`, data: { interviewId: r.id } };
        }),
      );
      ids.push(...rows.map((r) => r.id));
    }
    for (const t of targets) {
      await fireAutomation(tx, messaging, { companyId: caller.companyId, trigger: AutomationTrigger.AddInterview, applicationId: t.applicationId, operatorId: caller.accountId });
    }
    await sendInterviewNotices(tx, messaging, {
      companyId: caller.companyId,
      interviewIds: ids,
      kind: 'arrange',
      notifyCandidate: body.notifyCandidate,
      notifyInterviewers: body.notifyInterviewers,
      operatorId: caller.accountId,
    });
    return ids;
  });
}

/** The rows that move together: a group interview's active rows, else the one. */
async function companions(tx: DbOrTx, row: InterviewRow): Promise<InterviewRow[]> {
  if (!row.groupUid) return [row];
  return tx
    .select()
    .from(interviews)
    .where(inCompany(interviews, row.companyId, eq(interviews.groupUid, row.groupUid), isNull(interviews.cancelledAt)))
    .orderBy(interviews.id)
    .for('update');
}

function assertChangeable(row: InterviewRow): void {
  if (row.cancelledAt) throw new AppError('INTERVIEW_ALREADY_CANCELLED');
  if (row.result !== InterviewResult.NoFeedback) throw new AppError('INTERVIEW_HAS_RESULT');
}

/**
 * Moves an interview (a group interview moves all its candidates) to a new time, and if
 * wished new people or place, under the same checks as arranging; the calendar invitation's
 * SEQUENCE goes up and the notices say 改期. Only an interview the caller sees (interviewFor), else 404.
 */
export async function rescheduleInterview(db: DbOrTx, messaging: CandidateMessaging, caller: Caller, id: number, body: InterviewReschedule): Promise<void> {
  const startsAt = startOf(body);
  const endsAt = new Date(startsAt.getTime() + body.durationMinutes * MINUTE_MS);
  await db.transaction(async (tx) => {
    await lockArranging(tx, caller.companyId);
    const row = await interviewFor(tx, caller, id, { forUpdate: true });
    assertChangeable(row);
    const moving = await companions(tx, row);
    const movingIds = moving.map((r) => r.id);
    const { roomName, roundName } = await checkPlan(tx, caller.companyId, body);
    const conflicts = await findConflicts(tx, caller.companyId, {
      startsAt,
      endsAt,
      meetingRoomId: body.meetingRoomId ?? null,
      interviewerIds: body.interviewerIds,
      applicationIds: moving.map((r) => r.applicationId),
      excludeInterviewIds: movingIds,
    });
    refuseConflicts(conflicts);
    // The old booking goes first, so the room may stay the same at an overlapping time.
    const oldBookings = [...new Set(moving.map((r) => r.roomBookingId).filter((b): b is number => b !== null))];
    if (oldBookings.length > 0) await tx.delete(meetingRoomBookings).where(inCompany(meetingRoomBookings, caller.companyId, inArray(meetingRoomBookings.id, oldBookings)));
    const title = moving.length > 1 ? `群面 · ${roundName}（${moving.length}人）` : await soloTitle(tx, row, roundName);
    const roomBookingId = body.meetingRoomId ? await bookRoom(tx, caller.companyId, { id: body.meetingRoomId, name: roomName! }, startsAt, endsAt, title, caller.accountId) : null;
    const meetingUrl = await meetingUrlOf(tx, caller.companyId, body);
    for (const r of moving) {
      await tx
        .update(interviews)
        .set({
          round: body.round,
          startsAt,
          durationMinutes: body.durationMinutes,
          endsAt,
          form: body.form,
          meetingRoomId: body.meetingRoomId ?? null,
          roomBookingId,
          address: body.address ?? null,
          meetingUrl,
          leadId: body.leadId,
          contactId: body.contactId ?? r.contactId ?? caller.accountId,
          registrationForm: body.registrationForm,
          evaluationTemplateId: body.evaluationTemplateId ?? r.evaluationTemplateId,
          sequence: r.sequence + 1,
          updatedAt: new Date(),
        })
        .where(inCompany(interviews, caller.companyId, eq(interviews.id, r.id)));
    }
    // Interviewers who were dropped keep their evaluations (if any) but no longer interview; they are told it is off for them.
    const before = await tx
      .select({ accountId: interviewInterviewers.accountId })
      .from(interviewInterviewers)
      .where(inCompany(interviewInterviewers, caller.companyId, eq(interviewInterviewers.interviewId, row.id)));
    await tx.delete(interviewInterviewers).where(inCompany(interviewInterviewers, caller.companyId, inArray(interviewInterviewers.interviewId, movingIds)));
    await tx
      .insert(interviewInterviewers)
      .values(moving.flatMap((r) => body.interviewerIds.map((accountId) => ({ companyId: caller.companyId, interviewId: r.id, accountId, isLead: accountId === body.leadId }))));
    const note = `面试改期：${timeRangeText(row.startsAt, row.endsAt)} 改为 ${describe(roundName, startsAt, endsAt, roomName, body.address)}${body.reason ? `；原因：${body.reason}` : ''}`;
    await logActions(
      tx,
      actorOf(caller),
      ResumeAction.InterviewReschedule,
      moving.map((r) => ({ applicationId: r.applicationId, kind: ResumeAction.InterviewReschedule, note, resumeId: r.resumeId, record: note, data: { interviewId: r.id } })),
    );
    await sendInterviewNotices(tx, messaging, {
      companyId: caller.companyId,
      interviewIds: movingIds,
      kind: 'reschedule',
      notifyCandidate: body.notifyCandidate,
      notifyInterviewers: body.notifyInterviewers,
      operatorId: caller.accountId,
      reason: body.reason ?? null,
      previousInterviewerIds: before.map((b) => b.accountId),
    });
  });
}

async function soloTitle(tx: DbOrTx, row: InterviewRow, roundName: string): Promise<string> {
  const [booking] = row.roomBookingId ? await tx.select({ title: meetingRoomBookings.title }).from(meetingRoomBookings).where(eq(meetingRoomBookings.id, row.roomBookingId)) : [];
  return booking?.title ?? `面试 · ${roundName}`;
}

/**
 * Cancels one candidate's interview (in a group interview only his; the room is freed when no
 * candidate is left). The result becomes 5 已取消, SEQUENCE goes up and the invitation is
 * withdrawn (METHOD:CANCEL) in the notices.
 */
export async function cancelInterview(db: DbOrTx, messaging: CandidateMessaging, caller: Caller, id: number, body: InterviewCancel): Promise<void> {
  await db.transaction(async (tx) => {
    await lockArranging(tx, caller.companyId);
    const row = await interviewFor(tx, caller, id, { forUpdate: true });
    assertChangeable(row);
    const now = new Date();
    await tx
      .update(interviews)
      .set({ cancelledAt: now, cancelReason: body.reason, result: InterviewResult.Cancelled, resultBy: caller.accountId, resultAt: now, sequence: row.sequence + 1, updatedAt: now })
      .where(inCompany(interviews, caller.companyId, eq(interviews.id, id)));
    if (row.roomBookingId) {
      const [still] = await tx
        .select({ id: interviews.id })
        .from(interviews)
        .where(inCompany(interviews, caller.companyId, eq(interviews.roomBookingId, row.roomBookingId), isNull(interviews.cancelledAt)))
        .limit(1);
      if (!still) await tx.delete(meetingRoomBookings).where(inCompany(meetingRoomBookings, caller.companyId, eq(meetingRoomBookings.id, row.roomBookingId)));
    }
    const note = `取消面试：${timeRangeText(row.startsAt, row.endsAt)}；原因：${body.reason}`;
    await logActions(tx, actorOf(caller), ResumeAction.InterviewCancel, [
      { applicationId: row.applicationId, kind: ResumeAction.InterviewCancel, note, resumeId: row.resumeId, record: note, data: { interviewId: row.id } },
    ]);
    await sendInterviewNotices(tx, messaging, {
      companyId: caller.companyId,
      interviewIds: [row.id],
      kind: 'cancel',
      notifyCandidate: body.notifyCandidate,
      notifyInterviewers: body.notifyInterviewers,
      operatorId: caller.accountId,
      reason: body.reason,
    });
  });
}

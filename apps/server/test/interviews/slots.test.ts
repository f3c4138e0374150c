import { shanghaiDayStart, StageType, SystemRoleCode } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { accounts } from '../../src/modules/company/tables';
import { interviewInterviewers, interviews, interviewSlotOffers } from '../../src/modules/interviews/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { resumes } from '../../src/modules/resumes/tables';
import { addAccount, type Session } from '../helpers';
import { apply, expectFailure, expectInvalid, expectNotFound, okData, toStageOfType, world, type World } from '../screening/fixtures';

type Settings = { accountId: number; accountName: string; saved: boolean; workingHours: { days: { start: string; end: string }[][] }; busyBlocks: { id: number; startAt: string; title: string }[] };
type Slot = { startAt: string; endAt: string };
type Offer = { id: number; status: string; slots: Slot[]; token?: string; url?: string; bookedInterviewId: number | null; bookedStartAt: string | null; interviewerNames: string[] };
type Public = { status: string; companyName: string; candidateName: string | null; jobName: string | null; roundName: string | null; slots: (Slot & { available: boolean })[]; bookedStartAt: string | null };

let w: World;
let interviewer: Session;
let admin: Session;

/** A Monday at least a week ahead, as 'YYYY-MM-DD' (China time), and an instant on it. */
const monday = (() => {
  const { start, weekday } = shanghaiDayStart(new Date(Date.now() + 8 * 86_400_000));
  const d = new Date(start.getTime() + ((7 - weekday) % 7) * 86_400_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 10);
})();
const on = (hhmm: string) => new Date(`${monday}T${hhmm}:00+08:00`).toISOString();
const mondayOnly = (ranges: { start: string; end: string }[]) => ({ days: [ranges, [], [], [], [], [], []] });

const settings = (who: Session, accountId?: number) => w.api(who, { method: 'GET', url: `/api/calendar/settings${accountId ? `?accountId=${accountId}` : ''}` });
const save = (who: Session, payload: Record<string, unknown>) => w.api(who, { method: 'PUT', url: '/api/calendar/settings', payload });
const busy = (who: Session, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: '/api/calendar/busy-blocks', payload });
const free = (who: Session, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: '/api/interviews/free-slots', payload });
const offer = (who: Session, appId: number, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: `/api/applications/${appId}/slot-offers`, payload });
const open = (token: string) => w.api(null, { method: 'GET', url: `/api/out/interview-slots/${token}` });
const pick = (token: string, startAt: string) => w.api(null, { method: 'POST', url: `/api/out/interview-slots/${token}`, payload: { startAt } });

const plan = () => ({ round: 1, durationMinutes: 60, form: 2, meetingUrl: 'https://meeting.example.com/j/123', interviewerIds: [interviewer.accountId], leadId: interviewer.accountId, notifyCandidate: true, notifyInterviewers: false });

/** An application in the interview stage, where arranging is allowed. */
async function candidate(name: string): Promise<number> {
  const appId = await apply(w, w.a, w.jobId, name);
  await toStageOfType(w.ctx, w.a.companyId, appId, StageType.Interview);
  return appId;
}

beforeAll(async () => {
  w = await world();
  interviewer = w.hm;
  admin = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.Admin);
  // The interviewer works Monday mornings only; HR keeps his calendar for him.
  okData(await save(w.hr, { accountId: interviewer.accountId, workingHours: mondayOnly([{ start: '09:00', end: '12:00' }]) }));
});

describe('日程设置', () => {
  it('answers the default hours until saved, then the saved ones', async () => {
    const mine = okData<Settings>(await settings(w.hr));
    expect(mine).toMatchObject({ accountId: w.hr.accountId, saved: false, busyBlocks: [] });
    expect(mine.workingHours.days[0]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:30', end: '18:00' },
    ]);
    expect(mine.workingHours.days[5]).toEqual([]);
    const saved = okData<Settings>(await save(w.hr, { workingHours: mondayOnly([{ start: '10:00', end: '16:00' }]) }));
    expect(saved).toMatchObject({ saved: true, workingHours: mondayOnly([{ start: '10:00', end: '16:00' }]) });
    expect(okData<Settings>(await settings(w.hr, interviewer.accountId)).workingHours).toEqual(mondayOnly([{ start: '09:00', end: '12:00' }]));
  });

  it('refuses overlapping or backward ranges and a week without seven days', async () => {
    const overlapping = mondayOnly([
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '13:00' },
    ]);
    expect(expectInvalid(await save(w.hr, { workingHours: overlapping }), 'workingHours.days.0')).toBe('同一天的时间段不能重叠');
    expect(expectInvalid(await save(w.hr, { workingHours: mondayOnly([{ start: '18:00', end: '09:00' }]) }), 'workingHours.days.0')).toBe('结束时间须晚于开始时间');
    expectInvalid(await save(w.hr, { workingHours: { days: [[]] } }), 'workingHours.days');
  });

  it('keeps busy blocks; only the owner, HR and administrators touch them, never across companies', async () => {
    const block = okData<{ id: number; title: string }>(await busy(admin, { accountId: interviewer.accountId, startAt: on('11:00'), endAt: on('12:00'), title: '部门周会' }));
    expect(okData<Settings>(await settings(w.hr, interviewer.accountId)).busyBlocks.map((b) => b.title)).toEqual(['部门周会']);
    expectInvalid(await busy(w.hr, { startAt: on('12:00'), endAt: on('11:00'), title: '倒着的' }), 'endAt');
    // The hiring manager has no 日程设置 by default; another company's account and block are unknown.
    expectFailure(await settings(interviewer), 403);
    expectNotFound(await settings(w.b, interviewer.accountId));
    expectNotFound(await save(w.b, { accountId: interviewer.accountId, workingHours: mondayOnly([]) }));
    expectNotFound(await w.api(w.b, { method: 'DELETE', url: `/api/calendar/busy-blocks/${block.id}` }));
    expectFailure(await settings(w.trainee), 403);
    okData(await w.api(w.hr, { method: 'DELETE', url: `/api/calendar/busy-blocks/${block.id}` }));
    expect(okData<Settings>(await settings(w.hr, interviewer.accountId)).busyBlocks).toEqual([]);
  });
});

describe('自助预约', () => {
  it('finds the slots within the interviewer\'s hours that nobody has taken', async () => {
    const block = okData<{ id: number }>(await busy(w.hr, { accountId: interviewer.accountId, startAt: on('09:30'), endAt: on('10:00'), title: '面试准备' }));
    const slots = okData<Slot[]>(await free(w.hr, { interviewerIds: [interviewer.accountId], durationMinutes: 60, fromDay: monday, toDay: monday }));
    expect(slots).toEqual([
      { startAt: on('10:00'), endAt: on('11:00') },
      { startAt: on('10:30'), endAt: on('11:30') },
      { startAt: on('11:00'), endAt: on('12:00') },
    ]);
    okData(await w.api(w.hr, { method: 'DELETE', url: `/api/calendar/busy-blocks/${block.id}` }));
    expectInvalid(await free(w.hr, { interviewerIds: [interviewer.accountId], durationMinutes: 60, fromDay: monday, toDay: '2099-01-01' }), 'toDay');
    expectNotFound(await free(w.b, { interviewerIds: [interviewer.accountId], durationMinutes: 60, fromDay: monday, toDay: monday }));
    expectFailure(await free(interviewer, { interviewerIds: [interviewer.accountId], durationMinutes: 60, fromDay: monday, toDay: monday }), 403);
  });

  it('offers slots by a link kept only as a hash, mailed sealed (template 110)', async () => {
    const appId = await candidate('林晓');
    const made = okData<Offer>(await offer(w.hr, appId, { plan: plan(), slots: [on('10:00'), on('09:00')], days: 3 }));
    expect(made.url).toBe(`http://bole.test/out/interview/slots?token=${made.token}`);
    expect(made.slots.map((s) => s.startAt)).toEqual([on('09:00'), on('10:00')]);
    expect(made).toMatchObject({ status: 'open', interviewerNames: [expect.any(String)] });
    const [row] = await w.ctx.database.db.select().from(interviewSlotOffers).where(eq(interviewSlotOffers.id, made.id));
    expect(row!.tokenHash).not.toContain(made.token!);
    const { db } = w.ctx.database;
    const [r] = await db.select({ email: resumes.email }).from(applications).innerJoin(resumes, eq(resumes.id, applications.resumeId)).where(eq(applications.id, appId));
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, r!.email!));
    expect(mail).toMatchObject({ channel: 'email', templateType: 110, subject: expect.stringContaining('邀请您选择面试时间') });
    expect(mail!.html + mail!.text).not.toContain(made.token!);
    expect(mail!.secretEncrypted).toBeTruthy();
    const shown = okData<Public>(await open(made.token!));
    expect(shown).toMatchObject({ status: 'open', candidateName: '林晓', jobName: 'Java开发工程师', roundName: '初试' });
    expect(shown.slots).toEqual([
      { startAt: on('09:00'), endAt: on('10:00'), available: true },
      { startAt: on('10:00'), endAt: on('11:00'), available: true },
    ]);
    const list = okData<Offer[]>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/slot-offers` }));
    expect(list[0]).not.toHaveProperty('token');
    expectFailure(await open('not-a-real-token'), 404, '50450');
  });

  it('refuses what HR may not offer', async () => {
    const appId = await candidate('周舟');
    expectFailure(await offer(w.hr, appId, { plan: plan(), slots: [new Date(Date.now() - 3_600_000).toISOString()] }), 400, '50457');
    expectInvalid(await offer(w.hr, appId, { plan: { ...plan(), leadId: w.hr.accountId }, slots: [on('09:00')] }), 'plan.leadId');
    expectNotFound(await offer(w.b, appId, { plan: plan(), slots: [on('09:00')] }));
    expectNotFound(await offer(w.hr, w.otherApplicationId, { plan: plan(), slots: [on('09:00')] }));
    expectFailure(await offer(interviewer, appId, { plan: plan(), slots: [on('09:00')] }), 403);
    const gone = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.HiringManager);
    await w.ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, gone.accountId));
    expectFailure(await offer(w.hr, appId, { plan: { ...plan(), interviewerIds: [gone.accountId], leadId: gone.accountId }, slots: [on('09:00')] }), 400, '50407');
    expectFailure(await offer(w.hr, appId, { plan: { ...plan(), round: 9 }, slots: [on('09:00')] }), 400, '50405');
  });

  it('books the picked slot through arranging, once', async () => {
    const appId = await candidate('许晴');
    const made = okData<Offer>(await offer(w.hr, appId, { plan: plan(), slots: [on('09:00'), on('11:00')], sendEmail: false }));
    expectFailure(await pick(made.token!, on('10:00')), 400, '50455');
    const booked = okData<Public>(await pick(made.token!, on('11:00')));
    expect(booked).toMatchObject({ status: 'booked', bookedStartAt: on('11:00'), slots: [] });
    const [row] = await w.ctx.database.db.select().from(interviews).where(eq(interviews.applicationId, appId));
    expect(row).toMatchObject({ startsAt: new Date(on('11:00')), durationMinutes: 60, form: 2, leadId: interviewer.accountId, cancelledAt: null });
    const people = await w.ctx.database.db.select().from(interviewInterviewers).where(eq(interviewInterviewers.interviewId, row!.id));
    expect(people.map((p) => p.accountId)).toEqual([interviewer.accountId]);
    expectFailure(await pick(made.token!, on('09:00')), 409, '50453');
    const list = okData<Offer[]>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/slot-offers` }));
    expect(list[0]).toMatchObject({ status: 'booked', bookedInterviewId: row!.id, bookedStartAt: on('11:00') });
  });

  it('refuses a slot taken meanwhile with the rest shown again', async () => {
    const first = await candidate('高远');
    const second = await candidate('何畅');
    const slots = [on('09:00'), on('10:00')];
    const a = okData<Offer>(await offer(w.hr, first, { plan: plan(), slots, sendEmail: false }));
    const b = okData<Offer>(await offer(w.hr, second, { plan: plan(), slots, sendEmail: false }));
    okData(await pick(a.token!, on('09:00')));
    expect(okData<Public>(await open(b.token!)).slots.map((s) => s.available)).toEqual([false, true]);
    const refused = expectFailure(await pick(b.token!, on('09:00')), 409, '50454');
    expect(refused.message).toBe('抱歉，该时段刚刚被占用，请重新选择其他时段');
    expect((refused.data as { slots: Public['slots'] }).slots).toEqual([
      { startAt: on('09:00'), endAt: on('10:00'), available: false },
      { startAt: on('10:00'), endAt: on('11:00'), available: true },
    ]);
    expect(okData<Public>(await pick(b.token!, on('10:00'))).status).toBe('booked');
  });

  it('tells the candidate to contact HR when arranging refuses for another reason', async () => {
    const appId = await candidate('韩梅');
    const byHr = { ...plan(), interviewerIds: [w.hr.accountId], leadId: w.hr.accountId };
    const made = okData<Offer>(await offer(w.hr, appId, { plan: byHr, slots: [on('14:00')], sendEmail: false }));
    // HR moved him back to screening, where 安排面试 is off.
    await toStageOfType(w.ctx, w.a.companyId, appId, StageType.Screening);
    const refused = expectFailure(await pick(made.token!, on('14:00')), 409, '50459');
    expect(refused.message).toBe('暂时无法预约：面试安排有变化，请联系招聘负责人');
    expect(okData<Public>(await open(made.token!)).status).toBe('open');
  });

  it('a revoked link says so', async () => {
    const appId = await candidate('邓超');
    const made = okData<Offer>(await offer(w.hr, appId, { plan: plan(), slots: [on('09:00')], sendEmail: false }));
    expectNotFound(await w.api(w.b, { method: 'POST', url: `/api/applications/${appId}/slot-offers/${made.id}/revoke` }));
    expect(okData<Offer>(await w.api(w.hr, { method: 'POST', url: `/api/applications/${appId}/slot-offers/${made.id}/revoke` })).status).toBe('revoked');
    expect(okData<Public>(await open(made.token!))).toMatchObject({ status: 'revoked', candidateName: null, slots: [] });
    expectFailure(await pick(made.token!, on('09:00')), 410, '50452');
  });
});

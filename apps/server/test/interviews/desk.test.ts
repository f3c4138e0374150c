import { SystemRoleCode, type DeskCode, type DeskDay, type DeskItem, type PublicRegistration, type PublicSignedIn, type SignInResult } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../src/modules/applications/tables';
import { automationRuns } from '../../src/modules/automation/tables';
import { accounts, meetingRooms } from '../../src/modules/company/tables';
import { issueRegistrationLink } from '../../src/modules/interviews/candidate-link';
import { chinaDayOf } from '../../src/modules/interviews/desk.service';
import { interviewDeskCodes, interviewInterviewers, interviewRegistrations, interviews } from '../../src/modules/interviews/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { resumeRecords, resumes, resumeTags } from '../../src/modules/resumes/tables';
import { addAccount, type Session } from '../helpers';
import { apply, expectFailure, expectInvalid, expectNotFound, okData, world, type World } from '../screening/fixtures';

// The interviews are written straight into the tables (as arranging leaves them): this file
// checks the front desk's day, sign-in, the queue and calls, the desk's QR code, and the
// registration form, each for the roles that may and may not.

let w: World;
let desk: Session;
let referrer: Session;
let roomId: number;
const ids = {} as Record<'lin' | 'su' | 'gao' | 'deng' | 'han', number>;
const apps: Record<string, number> = {};

const HOUR = 3_600_000;
const today = chinaDayOf();
/** An instant today in China time, hours from 00:00 (kept within today whatever the hour now). */
const todayAt = (hours: number) => new Date(Date.parse(`${today}T00:00:00+08:00`) + hours * HOUR);

type Plan = { applicationId: number; startsAt: Date; minutes?: number; interviewers: number[]; roomId?: number; address?: string; registrationForm?: boolean; cancelled?: boolean };

async function interview(session: Session, p: Plan): Promise<number> {
  const { db } = w.ctx.database;
  const [app] = await db.select().from(applications).where(eq(applications.id, p.applicationId));
  const minutes = p.minutes ?? 45;
  const [row] = await db
    .insert(interviews)
    .values({
      companyId: session.companyId,
      applicationId: app!.id,
      resumeId: app!.resumeId,
      jobId: app!.jobId,
      round: 1,
      startsAt: p.startsAt,
      durationMinutes: minutes,
      endsAt: new Date(p.startsAt.getTime() + minutes * 60_000),
      form: 1,
      meetingRoomId: p.roomId ?? null,
      address: p.address ?? null,
      leadId: p.interviewers[0]!,
      registrationForm: p.registrationForm ?? false,
      uid: `${randomUUID()}@bole.test`,
      cancelledAt: p.cancelled ? new Date() : null,
      createdBy: session.accountId,
    })
    .returning({ id: interviews.id });
  await w.ctx.database.db.insert(interviewInterviewers).values(p.interviewers.map((accountId, i) => ({ companyId: session.companyId, interviewId: row!.id, accountId, isLead: i === 0 })));
  return row!.id;
}

async function contactOf(applicationId: number) {
  const [row] = await w.ctx.database.db.select({ name: resumes.name, mobile: resumes.mobile, email: resumes.email }).from(applications).innerJoin(resumes, eq(resumes.id, applications.resumeId)).where(eq(applications.id, applicationId));
  return row!;
}

const day = async (who: Session, query: Record<string, string> = {}) => okData<DeskDay>(await w.api(who, { method: 'GET', url: '/api/interviews/desk', query }));
const signIn = (who: Session, id: number) => w.api(who, { method: 'POST', url: `/api/interviews/${id}/sign-in` });
const callTo = (who: Session, id: number, payload: Record<string, unknown> = {}) => w.api(who, { method: 'POST', url: `/api/interviews/${id}/call`, payload });
const callNext = (who: Session, payload: Record<string, unknown> = {}) => w.api(who, { method: 'POST', url: '/api/interviews/desk/call-next', payload });

beforeAll(async () => {
  w = await world();
  const { a } = w;
  [desk, referrer] = await Promise.all([addAccount(w.ctx, a.companyId, SystemRoleCode.FrontDesk), addAccount(w.ctx, a.companyId, SystemRoleCode.Referrer)]);
  const [room] = await w.ctx.database.db.insert(meetingRooms).values({ companyId: a.companyId, name: '301会议室' }).returning({ id: meetingRooms.id });
  roomId = room!.id;
  for (const name of ['林晓', '苏婉清', '高远', '邓超', '韩梅']) apps[name] = await apply(w, a, w.jobId, name);
  // 林晓 late today in room 301 with hr leading and hm; 苏婉清 early today with hm2 at an address;
  // 高远 tomorrow; 邓超 cancelled today; 韩梅 today, with the registration form.
  ids.lin = await interview(a, { applicationId: apps['林晓']!, startsAt: todayAt(23), minutes: 30, interviewers: [w.hr.accountId, w.hm.accountId], roomId });
  ids.su = await interview(a, { applicationId: apps['苏婉清']!, startsAt: todayAt(0.5), interviewers: [w.hm2.accountId], address: '科技园B座3楼' });
  ids.gao = await interview(a, { applicationId: apps['高远']!, startsAt: todayAt(34), interviewers: [w.hr.accountId] });
  ids.deng = await interview(a, { applicationId: apps['邓超']!, startsAt: todayAt(22), interviewers: [w.hr.accountId], cancelled: true });
  ids.han = await interview(a, { applicationId: apps['韩梅']!, startsAt: todayAt(23.5), minutes: 20, interviewers: [w.hm2.accountId], roomId, registrationForm: true });
});

describe('GET /api/interviews/desk', () => {
  it('the front desk sees the whole day by time, without cancelled ones or other days, and may sign in', async () => {
    const d = await day(desk);
    expect(d.day).toBe(today);
    expect(d.canSignIn).toBe(true);
    expect(d.items.map((i) => i.id)).toEqual([ids.su, ids.lin, ids.han]);
    const lin = d.items.find((i) => i.id === ids.lin)!;
    expect(lin).toMatchObject({ candidateName: '林晓', jobName: 'Java开发工程师', roundName: '初试', meetingRoomName: '301会议室', signedIn: false, queueNumber: null, mine: false });
    expect(lin.interviewerNames).toHaveLength(2);
    // Nothing of the candidate's contact reaches the desk.
    expect(JSON.stringify(d)).not.toMatch(/@example\.com|1[3-9]\d{9}/);
  });

  it('answers another day when asked, and refuses a malformed one', async () => {
    const tomorrow = chinaDayOf(new Date(Date.now() + 24 * HOUR));
    expect((await day(desk, { day: tomorrow })).items.map((i) => i.id)).toEqual([ids.gao]);
    expectInvalid(await w.api(desk, { method: 'GET', url: '/api/interviews/desk', query: { day: '2026/03/01' } }), 'day');
  });

  it('a hiring manager sees only the interviews he sits on, flagged mine, and may not sign in', async () => {
    const hm = await day(w.hm);
    expect(hm.canSignIn).toBe(false);
    expect(hm.items.map((i) => i.id)).toEqual([ids.lin]);
    expect(hm.items[0]!.mine).toBe(true);
    const hm2 = await day(w.hm2);
    expect(hm2.items.map((i) => i.id)).toEqual([ids.su, ids.han]);
    expect(hm2.items.every((i) => i.mine)).toBe(true);
  });

  it('another company sees none of them; a role without interview codes is refused', async () => {
    expect((await day(w.b)).items).toEqual([]);
    expectFailure(await w.api(referrer, { method: 'GET', url: '/api/interviews/desk' }), 403);
  });
});

describe('POST /api/interviews/:id/sign-in', () => {
  it('signs the candidate in with the day’s next number; signing in again keeps it', async () => {
    const first = okData<SignInResult>(await signIn(desk, ids.lin));
    expect(first).toMatchObject({ id: ids.lin, signedIn: true });
    const second = okData<SignInResult>(await signIn(desk, ids.su));
    expect(second.queueNumber).toBe(first.queueNumber + 1);
    expect(okData<SignInResult>(await signIn(w.hr, ids.lin)).queueNumber).toBe(first.queueNumber);
    const [row] = await w.ctx.database.db.select().from(interviews).where(eq(interviews.id, ids.lin));
    expect(row!.signedInBy).toBe(desk.accountId);
    expect(second.item).toMatchObject({ id: ids.su, signedIn: true, queueNumber: second.queueNumber });
  });

  it('refuses another day, a cancelled interview, a role without 220008 and another company', async () => {
    expectFailure(await signIn(desk, ids.gao), 409, '50481');
    expectFailure(await signIn(desk, ids.deng), 409, '50480');
    expectFailure(await signIn(w.hm, ids.han), 403);
    expectNotFound(await signIn(w.b, ids.han));
    const [other] = await w.ctx.database.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.companyId, w.b.companyId));
    expect(other).toBeUndefined();
  });

  it('two desks signing in at once never hand out one number twice', async () => {
    const appIds = await Promise.all(['周杰', '吴敏', '郑爽'].map((n) => apply(w, w.a, w.jobId, n)));
    const created = await Promise.all(appIds.map((applicationId, i) => interview(w.a, { applicationId, startsAt: todayAt(20 + i), interviewers: [w.hr.accountId] })));
    const numbers = (await Promise.all(created.map((id, i) => signIn(i % 2 ? desk : w.hr, id)))).map((r) => okData<SignInResult>(r).queueNumber);
    expect(new Set(numbers).size).toBe(3);
    // Leave them called so the queue tests below start from 林晓 and 苏婉清.
    for (const id of created) await w.ctx.database.db.update(interviews).set({ calledAt: new Date(), calledRoom: '201' }).where(eq(interviews.id, id));
  });
});

describe('叫号', () => {
  it('calls the lowest waiting number to the interview’s room and tells the candidate by SMS and e-mail (template 5)', async () => {
    const item = okData<DeskItem>(await callNext(desk));
    expect(item.id).toBe(ids.lin);
    expect(item.calledRoom).toBe('301会议室');
    expect(item.calledAt).not.toBeNull();
    const contact = await contactOf(apps['林晓']!);
    const told = await w.ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.templateType, 5));
    const mine = told.filter((m) => m.recipient === contact.mobile || m.recipient === contact.email);
    expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(mine.find((m) => m.channel === 'sms')!.text).toContain('301会议室');
  });

  it('calls a named room; without a room or meeting room on the interview the room is asked for', async () => {
    const item = okData<DeskItem>(await callNext(desk, { room: '2号面试间', notify: false }));
    expect(item).toMatchObject({ id: ids.su, calledRoom: '2号面试间' });
    // A phone interview: neither meeting room nor address.
    const phone = await interview(w.a, { applicationId: await apply(w, w.a, w.jobId, '钱多'), startsAt: todayAt(23.2), interviewers: [w.hr.accountId] });
    okData(await signIn(desk, phone));
    expectFailure(await callNext(desk, { notify: false }), 400, '50484');
    expect(okData<DeskItem>(await callTo(desk, phone, { room: '3号面试间', notify: false })).calledRoom).toBe('3号面试间');
    expectFailure(await callNext(desk), 409, '50483');
  });

  it('calls one candidate again, refuses one not signed in, and is refused to roles without 220008 and other companies', async () => {
    expect(okData<DeskItem>(await callTo(desk, ids.lin, { room: '302会议室', notify: false })).calledRoom).toBe('302会议室');
    expectFailure(await callTo(desk, ids.han), 409, '50482');
    expectFailure(await callTo(w.hm, ids.lin), 403);
    expectNotFound(await callTo(w.b, ids.lin));
  });
});

describe('the desk’s QR code and the candidate signing in on his phone', () => {
  it('makes a code valid to the end of today whose token only its hash keeps, and signs in by name and mobile', async () => {
    const code = okData<DeskCode>(await w.api(desk, { method: 'POST', url: '/api/interviews/desk/code' }));
    expect(code.url).toMatch(/^http:\/\/bole\.test\/out\/interview\/signin\?code=/);
    const token = new URL(code.url).searchParams.get('code')!;
    const rows = await w.ctx.database.db.select().from(interviewDeskCodes).where(eq(interviewDeskCodes.companyId, w.a.companyId));
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(chinaDayOf(new Date(new Date(code.expiresAt).getTime() - 1))).toBe(today);

    const opened = await w.api(null, { method: 'GET', url: `/api/out/interview/signin/${token}` });
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(okData(opened)).toMatchObject({ valid: true, companyName: '星河智能科技有限公司' });

    const han = await contactOf(apps['韩梅']!);
    const wrong = await w.api(null, { method: 'POST', url: `/api/out/interview/signin/${token}`, payload: { name: '韩梅', mobile: '13900000000' } });
    expectFailure(wrong, 404, '50486');
    const signed = okData<PublicSignedIn>(await w.api(null, { method: 'POST', url: `/api/out/interview/signin/${token}`, payload: { name: '韩梅', mobile: han.mobile } }));
    expect(signed).toMatchObject({ candidateName: '韩梅', alreadySignedIn: false, registrationPending: true, calledRoom: null });
    expect(signed.queueNumber).toBeGreaterThan(0);
    const again = okData<PublicSignedIn>(await w.api(null, { method: 'POST', url: `/api/out/interview/signin/${token}`, payload: { name: '韩梅', mobile: han.mobile } }));
    expect(again).toMatchObject({ alreadySignedIn: true, queueNumber: signed.queueNumber });
  });

  it('an unknown or expired code signs nobody in', async () => {
    expectFailure(await w.api(null, { method: 'GET', url: '/api/out/interview/signin/not-a-real-token-at-all' }), 410, '50485');
    const code = okData<DeskCode>(await w.api(w.hr, { method: 'POST', url: '/api/interviews/desk/code' }));
    const token = new URL(code.url).searchParams.get('code')!;
    await w.ctx.database.db.update(interviewDeskCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(interviewDeskCodes.companyId, w.a.companyId));
    expect(okData(await w.api(null, { method: 'GET', url: `/api/out/interview/signin/${token}` }))).toMatchObject({ valid: false });
    const lin = await contactOf(apps['林晓']!);
    expectFailure(await w.api(null, { method: 'POST', url: `/api/out/interview/signin/${token}`, payload: { name: '林晓', mobile: lin.mobile } }), 410, '50485');
    expectFailure(await w.api(w.hm, { method: 'POST', url: '/api/interviews/desk/code' }), 403);
  });
});

describe('面试登记表', () => {
  let token: string;
  let fieldKey: string;

  it('the administrator adds fields (no attachment or team member types, no system names)', async () => {
    const add = (payload: Record<string, unknown>) => w.api(w.a, { method: 'POST', url: '/api/interview-register-fields', payload });
    const field = okData<{ key: string }>(await add({ name: '紧急联系人', type: 'shortText', required: true }));
    fieldKey = field.key;
    okData(await add({ name: '是否接受出差', type: 'yesNo' }));
    expectInvalid(await add({ name: '附件', type: 'attachment' }), 'type');
    expectFailure(await add({ name: '手机号', type: 'shortText' }), 400);
    expectFailure(await w.api(w.hm, { method: 'POST', url: '/api/interview-register-fields', payload: { name: '籍贯', type: 'shortText' } }), 403);
    const list = okData<{ name: string }[]>(await w.api(w.hr, { method: 'GET', url: '/api/interview-register-fields' }));
    expect(list.map((f) => f.name)).toEqual(['紧急联系人', '是否接受出差']);
    expect(okData<unknown[]>(await w.api(w.b, { method: 'GET', url: '/api/interview-register-fields' }))).toEqual([]);
  });

  it('the candidate opens his link, must fill the required field, then saves and corrects his answers', async () => {
    const url = await w.ctx.database.db.transaction((tx) => issueRegistrationLink(tx, w.a.companyId, ids.han, 'http://bole.test'));
    token = new URL(url).searchParams.get('token')!;
    const open = okData<PublicRegistration>(await w.api(null, { method: 'GET', url: `/api/out/interview/register/${token}` }));
    expect(open).toMatchObject({ status: 'open', candidateName: '韩梅', jobName: 'Java开发工程师', place: '301会议室', answers: null, canSignIn: true, signedIn: true });
    expect(open.fields.map((f) => f.name)).toEqual(['紧急联系人', '是否接受出差']);
    const post = (answers: Record<string, unknown>) => w.api(null, { method: 'POST', url: `/api/out/interview/register/${token}`, payload: { answers } });
    expectFailure(await post({}), 400);
    const saved = okData<PublicRegistration>(await post({ [fieldKey]: '韩父 13700000000' }));
    expect(saved.answers).toEqual({ [fieldKey]: '韩父 13700000000' });
    okData(await post({ [fieldKey]: '韩母' }));
    const [row] = await w.ctx.database.db.select().from(interviewRegistrations).where(eq(interviewRegistrations.interviewId, ids.han));
    expect(row!.answers).toEqual({ [fieldKey]: '韩母' });
    expectFailure(await w.api(null, { method: 'GET', url: '/api/out/interview/register/not-a-real-token-at-all' }), 404, '50487');
  });

  it('signs in from his own link on the day, answering his number', async () => {
    const signed = okData<PublicSignedIn>(await w.api(null, { method: 'POST', url: `/api/out/interview/register/${token}/sign-in` }));
    expect(signed).toMatchObject({ candidateName: '韩梅', alreadySignedIn: true, registrationPending: false });
  });

  it('colleagues with 250013 read the answers and download the 面试登记表 PDF; others are refused', async () => {
    const view = okData<{ items: { name: string; value: string }[] }>(await w.api(w.hr, { method: 'GET', url: `/api/interviews/${ids.han}/registration` }));
    expect(view.items).toEqual([{ key: fieldKey, name: '紧急联系人', value: '韩母' }]);
    const pdf = await w.api(w.hr, { method: 'GET', url: `/api/interviews/${ids.han}/registration/document` });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expectFailure(await w.api(desk, { method: 'GET', url: `/api/interviews/${ids.han}/registration` }), 403);
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/interviews/${ids.han}/registration` }));
    expectFailure(await w.api(w.hr, { method: 'GET', url: `/api/interviews/${ids.lin}/registration/document` }), 404);
  });

  it('a cancelled interview’s form can no longer be changed', async () => {
    await w.ctx.database.db.update(interviews).set({ cancelledAt: new Date() }).where(eq(interviews.id, ids.han));
    const res = await w.api(null, { method: 'POST', url: `/api/out/interview/register/${token}`, payload: { answers: { [fieldKey]: '韩父' } } });
    expectFailure(res, 409, '50488');
    expect(okData<PublicRegistration>(await w.api(null, { method: 'GET', url: `/api/out/interview/register/${token}` })).status).toBe('cancelled');
  });
});

describe('面试签到 and 叫号 on the candidate’s history, and the 面试签到 automation', () => {
  let ruleId: number;
  let tagId: number;
  let signedInId: number;
  let signedInApp: number;
  let queueNumber: number;

  const runs = () => w.ctx.database.db.select().from(automationRuns).where(eq(automationRuns.ruleId, ruleId)).orderBy(automationRuns.id);
  const events = (applicationId: number, kind: string) =>
    w.ctx.database.db.select().from(applicationEvents).where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.kind, kind))).orderBy(applicationEvents.id);
  const records = async (applicationId: number, action: string) => {
    const [app] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, applicationId));
    return w.ctx.database.db.select().from(resumeRecords).where(and(eq(resumeRecords.resumeId, app!.resumeId), eq(resumeRecords.action, action)));
  };
  const nameOf = async (accountId: number) => (await w.ctx.database.db.select({ name: accounts.userName }).from(accounts).where(eq(accounts.id, accountId)))[0]!.name;

  beforeAll(async () => {
    tagId = okData<{ id: number }>(await w.api(w.a, { method: 'POST', url: '/api/resume-tags', payload: { name: '已到场' } })).id;
    const rule = okData<{ id: number; live: boolean }>(
      await w.api(w.a, {
        method: 'POST',
        url: '/api/automation/rules',
        payload: {
          name: '签到后通知主面试官',
          trigger: 'interviewSignIn',
          conditions: { jobIds: [w.jobId] },
          actions: [
            { kind: 'tag', tagId },
            { kind: 'send', templateType: 4, channels: ['email'], recipients: ['interviewLead'] },
          ],
        },
      }),
    );
    expect(rule.live).toBe(true);
    ruleId = rule.id;
  });

  it('the desk’s first sign-in goes on the history and runs the rule once, about the interview signed in; signing in again does neither', async () => {
    signedInApp = await apply(w, w.a, w.jobId, '冯晨');
    // An earlier interview of his today led by hr: the rule must speak of the one signed in (led by hm).
    await interview(w.a, { applicationId: signedInApp, startsAt: todayAt(23.55), minutes: 5, interviewers: [w.hr.accountId] });
    signedInId = await interview(w.a, { applicationId: signedInApp, startsAt: todayAt(23.7), minutes: 15, interviewers: [w.hm.accountId, w.hr.accountId], roomId });
    queueNumber = okData<SignInResult>(await signIn(desk, signedInId)).queueNumber;

    const [run, ...more] = await runs();
    expect(more).toEqual([]);
    expect(run).toMatchObject({ trigger: 'interviewSignIn', applicationId: signedInApp, outcome: 'done' });
    expect(run!.detail).toBe(`已为候选人冯晨添加标签「已到场」；已向${await nameOf(w.hm.accountId)}发送邮件「通知候选人」`);
    const [app] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, signedInApp));
    expect(await w.ctx.database.db.select().from(resumeTags).where(and(eq(resumeTags.resumeId, app!.resumeId), eq(resumeTags.tagId, tagId)))).toHaveLength(1);

    const [event, ...others] = await events(signedInApp, 'interviewSignIn');
    expect(others).toEqual([]);
    expect(event).toMatchObject({ actorId: desk.accountId, note: `初试签到，排队${queueNumber}号`, data: { interviewId: signedInId, queueNumber } });
    const [record] = await records(signedInApp, 'interviewSignIn');
    expect(record).toMatchObject({ operatorId: desk.accountId, note: `初试签到，排队${queueNumber}号（Java开发工程师）` });

    expect(okData<SignInResult>(await signIn(w.hr, signedInId)).queueNumber).toBe(queueNumber);
    expect(await runs()).toHaveLength(1);
    expect(await events(signedInApp, 'interviewSignIn')).toHaveLength(1);
    expect(await records(signedInApp, 'interviewSignIn')).toHaveLength(1);
  });

  it('a refused sign-in logs and fires nothing', async () => {
    const appId = await apply(w, w.a, w.jobId, '蒋涛');
    const tomorrow = await interview(w.a, { applicationId: appId, startsAt: todayAt(30), interviewers: [w.hr.accountId] });
    expectFailure(await signIn(desk, tomorrow), 409, '50481');
    expectNotFound(await signIn(w.b, tomorrow));
    expect(await events(appId, 'interviewSignIn')).toEqual([]);
    expect((await runs()).filter((r) => r.applicationId === appId)).toEqual([]);
  });

  it('the candidate signing himself in with the desk’s code is logged as 候选人本人, and the rule runs without an operator', async () => {
    const appId = await apply(w, w.a, w.jobId, '卫青');
    await interview(w.a, { applicationId: appId, startsAt: todayAt(23.8), minutes: 10, interviewers: [w.hm2.accountId] });
    const code = okData<DeskCode>(await w.api(desk, { method: 'POST', url: '/api/interviews/desk/code' }));
    const token = new URL(code.url).searchParams.get('code')!;
    const { mobile } = await contactOf(appId);
    const payload = { name: '卫青', mobile };
    const signed = okData<PublicSignedIn>(await w.api(null, { method: 'POST', url: `/api/out/interview/signin/${token}`, payload }));
    expect(signed.alreadySignedIn).toBe(false);

    const mine = (await runs()).filter((r) => r.applicationId === appId);
    expect(mine.map((r) => r.outcome)).toEqual(['done']);
    expect(mine[0]!.detail).toContain(await nameOf(w.hm2.accountId));
    const [event] = await events(appId, 'interviewSignIn');
    expect(event).toMatchObject({ actorId: null, actorName: '候选人本人', note: `初试签到，排队${signed.queueNumber}号` });
    const [record] = await records(appId, 'interviewSignIn');
    expect(record).toMatchObject({ operatorId: null, operatorName: '候选人本人' });

    // Again from the phone: the same number, nothing new on the history or in the runs.
    expect(okData<PublicSignedIn>(await w.api(null, { method: 'POST', url: `/api/out/interview/signin/${token}`, payload })).alreadySignedIn).toBe(true);
    expect((await runs()).filter((r) => r.applicationId === appId)).toHaveLength(1);
    expect(await events(appId, 'interviewSignIn')).toHaveLength(1);
  });

  it('the candidate signing himself in from his own link is logged and runs the rule the same way', async () => {
    const appId = await apply(w, w.a, w.jobId, '李广');
    const id = await interview(w.a, { applicationId: appId, startsAt: todayAt(23.85), minutes: 10, interviewers: [w.hr.accountId], registrationForm: true });
    const url = await w.ctx.database.db.transaction((tx) => issueRegistrationLink(tx, w.a.companyId, id, 'http://bole.test'));
    const token = new URL(url).searchParams.get('token')!;
    const signed = okData<PublicSignedIn>(await w.api(null, { method: 'POST', url: `/api/out/interview/register/${token}/sign-in` }));
    expect(signed.alreadySignedIn).toBe(false);
    expect(await events(appId, 'interviewSignIn')).toMatchObject([{ actorId: null, actorName: '候选人本人', data: { interviewId: id, queueNumber: signed.queueNumber } }]);
    expect((await runs()).filter((r) => r.applicationId === appId).map((r) => r.outcome)).toEqual(['done']);
    okData(await w.api(null, { method: 'POST', url: `/api/out/interview/register/${token}/sign-in` }));
    expect(await events(appId, 'interviewSignIn')).toHaveLength(1);
    expect((await runs()).filter((r) => r.applicationId === appId)).toHaveLength(1);
  });

  it('a switched-off rule runs no more', async () => {
    okData(await w.api(w.a, { method: 'POST', url: `/api/automation/rules/${ruleId}/toggle`, payload: { enabled: false } }));
    const appId = await apply(w, w.a, w.jobId, '霍光');
    const id = await interview(w.a, { applicationId: appId, startsAt: todayAt(23.9), minutes: 5, interviewers: [w.hr.accountId] });
    okData(await signIn(desk, id));
    expect(await events(appId, 'interviewSignIn')).toHaveLength(1);
    expect((await runs()).filter((r) => r.applicationId === appId)).toEqual([]);
  });

  it('every call goes on the history with the number and the room, and a refused call adds nothing', async () => {
    okData(await callTo(desk, signedInId, { notify: false }));
    okData(await callTo(desk, signedInId, { room: '5号面试间', notify: false }));
    const called = await events(signedInApp, 'interviewCall');
    expect(called.map((e) => [e.actorId, e.note])).toEqual([
      [desk.accountId, `初试叫号：${queueNumber}号请到301会议室`],
      [desk.accountId, `初试叫号：${queueNumber}号请到5号面试间`],
    ]);
    expect(called[1]!.data).toMatchObject({ interviewId: signedInId, queueNumber, room: '5号面试间' });
    expect((await records(signedInApp, 'interviewCall')).map((r) => r.note)).toEqual([`初试叫号：${queueNumber}号请到301会议室（Java开发工程师）`, `初试叫号：${queueNumber}号请到5号面试间（Java开发工程师）`]);
    expectFailure(await callTo(w.hm, signedInId, { notify: false }), 403);
    expectNotFound(await callTo(w.b, signedInId, { notify: false }));
    expect(await events(signedInApp, 'interviewCall')).toHaveLength(2);
  });
});

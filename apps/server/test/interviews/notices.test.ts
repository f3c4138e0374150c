// The notices of arranging, rescheduling and cancelling an interview, each mail with its calendar
// invitation (outbox_messages.attachment), delivered through a real SMTP server as a
// text/calendar part with its method; and GET /api/interviews/:id/ics.
import { simpleParser } from 'mailparser';
import { MessageRecipient, NotificationTemplateType, StageType, SystemRoleCode, SystemTemplateType } from '@bole/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendInterviewReminders } from '../../src/modules/interviews/reminders';
import { interviews } from '../../src/modules/interviews/tables';
import { resolveRecipients } from '../../src/modules/messaging/recipients';
import { messagingOf } from '../../src/modules/messaging/send';
import { SECRET_MARK } from '../../src/modules/messaging/send';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { resumes } from '../../src/modules/resumes/tables';
import { applications } from '../../src/modules/applications/tables';
import { addAccount, type Session } from '../helpers';
import { MAIL_PASSWORD, MAIL_USER, mailServerPort, startMailServer, stopMailServer, type Received } from '../messaging/mail-server';
import { apply, expectNotFound, okData, toStageOfType, world, type World } from '../screening/fixtures';

let w: World;
let lead: Session & { email: string };
let second: Session & { email: string };
let referrer: Session;
let roomId: number;
let server: SMTPServer;
const received: Received[] = [];

const day = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const at = (days: number, hhmm: string) => `${day(days)}T${hhmm}:00+08:00`;
const post = (who: Session, url: string, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url, payload });
/** The content lines of a calendar text, unfolded. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

async function candidate(name: string): Promise<{ appId: number; email: string }> {
  const appId = await apply(w, w.a, w.jobId, name);
  await toStageOfType(w.ctx, w.a.companyId, appId, StageType.Interview);
  const [row] = await w.ctx.database.db
    .select({ email: resumes.email })
    .from(applications)
    .innerJoin(resumes, eq(resumes.id, applications.resumeId))
    .where(eq(applications.id, appId));
  return { appId, email: row!.email! };
}

function plan(over: Record<string, unknown> = {}) {
  return {
    round: 1,
    startAt: at(20, '10:00'),
    durationMinutes: 60,
    form: 1,
    meetingRoomId: roomId,
    address: '上海市浦东新区张江路88号',
    interviewerIds: [lead.accountId, second.accountId],
    leadId: lead.accountId,
    notifyCandidate: true,
    notifyInterviewers: true,
    ...over,
  };
}

const messagesOf = (ids: { trigger?: string; recipients?: string[] }) =>
  w.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.companyId, w.a.companyId),
        ids.trigger ? eq(outboxMessages.trigger, ids.trigger) : undefined,
        ids.recipients ? inArray(outboxMessages.recipient, ids.recipients) : undefined,
      ),
    )
    .orderBy(outboxMessages.id);

async function receivedBy(address: string, count: number): Promise<Received[]> {
  for (let i = 0; i < 400; i += 1) {
    const got = received.filter((r) => r.to.includes(address));
    if (got.length >= count) return got;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail for ${address}`);
}

beforeAll(async () => {
  server = await startMailServer(received);
  w = await world();
  [lead, second, referrer] = await Promise.all([
    addAccount(w.ctx, w.a.companyId, SystemRoleCode.HiringManager),
    addAccount(w.ctx, w.a.companyId, SystemRoleCode.Hr),
    addAccount(w.ctx, w.a.companyId, SystemRoleCode.Referrer),
  ]);
  roomId = okData<{ id: number }>(await post(w.a, '/api/company/meeting-rooms', { name: '星河会议室', capacity: 8 })).id;
  // The company's own mail server (发信设置) is the loopback one, so the worker delivers for real.
  okData(
    await w.api(w.a, {
      method: 'PUT',
      url: '/api/email-settings',
      payload: { host: '127.0.0.1', port: mailServerPort(server), secure: false, username: MAIL_USER, password: MAIL_PASSWORD, fromAddress: 'zhaopin@xinghe.test', fromName: '星河智能招聘' },
    }),
  );
});
afterAll(async () => {
  await stopMailServer(server);
});

describe('interview notices', () => {
  it('arranging tells the candidate (template 1, with his invitation) and each interviewer (template 6 and in-app, with theirs)', async () => {
    const { appId, email } = await candidate('林晓峰');
    const id = okData<{ id: number }>(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan() })).id;
    const [row] = await w.ctx.database.db.select().from(interviews).where(eq(interviews.id, id));

    const [mail] = await messagesOf({ trigger: '面试通知', recipients: [email] });
    // 发送记录 names the invitation the mail carries.
    const shown = okData<{ attachment: unknown }>(await w.api(w.a, { method: 'GET', url: `/api/outbox/${mail!.id}` }));
    expect(shown.attachment).toEqual({ kind: 'calendar', filename: 'invite.ics', method: 'REQUEST' });
    expect(mail).toMatchObject({ channel: 'email', templateType: NotificationTemplateType.InterviewNotice });
    // The interview's placeholders are filled: time in China, room, interviewers, length.
    expect(mail!.html).toContain(`${Number(day(20).slice(5, 7))}月${Number(day(20).slice(8))}日`);
    expect(mail!.html).toContain('10:00-11:00');
    expect(mail!.html).toContain('星河会议室');
    expect(mail!.html).toContain('上海市浦东新区张江路88号');
    expect(mail!.html).toContain('1小时');
    expect(mail!.html).not.toContain('${');
    expect(mail!.attachment).toMatchObject({ kind: 'calendar', method: 'REQUEST', filename: 'invite.ics' });
    const ics = unfold(mail!.attachment!.content);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${row!.uid}`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain(`DTSTART;TZID=Asia/Shanghai:${day(20).replaceAll('-', '')}T100000`);
    expect(ics).toContain(`DTEND;TZID=Asia/Shanghai:${day(20).replaceAll('-', '')}T110000`);
    // The arranging HR is the interview's contact and the invitation's organizer; the candidate its one attendee.
    expect(ics.find((l) => l.startsWith('ORGANIZER'))).toMatch(/^ORGANIZER;CN="[^"]+":mailto:/);
    const attendees = ics.filter((l) => l.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(1);
    expect(attendees[0]).toContain(`mailto:${email}`);
    expect(attendees[0]).toContain('CN="林晓峰"');

    for (const who of [lead, second]) {
      const mine = await messagesOf({ trigger: '面试通知', recipients: [who.email, String(who.accountId)] });
      const byChannel = Object.fromEntries(mine.map((m) => [m.channel, m]));
      expect(byChannel.email).toMatchObject({ templateType: NotificationTemplateType.NotifyInterviewer });
      expect(byChannel.email!.attachment).toMatchObject({ kind: 'calendar', method: 'REQUEST' });
      const theirs = unfold(byChannel.email!.attachment!.content);
      expect(theirs).toContain(`UID:${row!.uid}`);
      expect(theirs.filter((l) => l.startsWith('ATTENDEE')).map((l) => l.split('mailto:')[1])).toEqual([lead.email, second.email]);
      expect(byChannel.app).toMatchObject({ templateType: NotificationTemplateType.NotifyInterviewer, attachment: null });
    }
    // The in-app notice opens the evaluation page: in /lite for the hiring manager, the main area for HR.
    const [leadApp] = await messagesOf({ trigger: '面试通知', recipients: [String(lead.accountId)] });
    const [secondApp] = await messagesOf({ trigger: '面试通知', recipients: [String(second.accountId)] });
    expect(leadApp!.link).toBe(`/lite/evaluation/${id}`);
    expect(secondApp!.link).toBe(`/recruit/interview/evaluation/${id}`);
  });

  it('delivers the invitation as a text/calendar part with method=REQUEST and an .ics attachment', async () => {
    const { appId, email } = await candidate('周文静');
    okData(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(21, '14:00'), meetingRoomId: null, form: 2, meetingUrl: 'https://meeting.tencent.com/dm/xinghe' }) }));
    const [got] = await receivedBy(email, 1);
    expect(got!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const parsed = await simpleParser(got!.raw);
    expect(parsed.subject).toContain('面试邀请');
    expect(parsed.html).toContain('https://meeting.tencent.com/dm/xinghe');
    const ics = parsed.attachments.find((a) => a.filename === 'invite.ics');
    expect(ics?.contentType).toBe('application/ics');
    const text = ics!.content.toString('utf8');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('METHOD:REQUEST');
    expect(unfold(text)).toContain('URL:https://meeting.tencent.com/dm/xinghe');
  });

  it('puts the candidate\'s registration link in his mail sealed: the outbox shows the mark, he gets the link', async () => {
    const { appId, email } = await candidate('吴海洋');
    const id = okData<{ id: number }>(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(22, '09:00'), registrationForm: true }) })).id;
    const [mail] = await messagesOf({ trigger: '面试通知', recipients: [email] });
    expect(mail!.html).toContain(SECRET_MARK);
    expect(mail!.html).not.toContain('token=');
    expect(mail!.secretEncrypted).not.toBeNull();
    expect(mail!.attachment!.content).not.toContain('token=');
    const [row] = await w.ctx.database.db.select({ hash: interviews.candidateTokenHash }).from(interviews).where(eq(interviews.id, id));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    const [got] = await receivedBy(email, 1);
    const parsed = await simpleParser(got!.raw);
    expect(parsed.text).toMatch(/\/out\/interview\/register\?token=\S+/);
    expect(parsed.text).not.toContain(SECRET_MARK);
  });

  it('a reschedule sends 改期 notices with the same UID and SEQUENCE 1; a cancel withdraws it with METHOD:CANCEL', async () => {
    const { appId, email } = await candidate('郑雅琴');
    const id = okData<{ id: number }>(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(23, '10:00') }) })).id;
    const [row] = await w.ctx.database.db.select().from(interviews).where(eq(interviews.id, id));
    // The second interviewer is dropped: he is told it is cancelled for him.
    okData(
      await post(w.hr, `/api/interviews/${id}/reschedule`, {
        ...plan({ startAt: at(23, '15:00'), interviewerIds: [lead.accountId], leadId: lead.accountId }),
        reason: '面试官临时出差',
      }),
    );
    const [moved] = await messagesOf({ trigger: '面试改期通知', recipients: [email] });
    expect(moved).toMatchObject({ templateType: SystemTemplateType.InterviewRescheduled });
    expect(moved!.html).toContain('15:00-16:00');
    expect(moved!.html).toContain('面试官临时出差');
    const movedIcs = unfold(moved!.attachment!.content);
    expect(movedIcs).toContain('METHOD:REQUEST');
    expect(movedIcs).toContain(`UID:${row!.uid}`);
    expect(movedIcs).toContain('SEQUENCE:1');
    const leadMail = (await messagesOf({ trigger: '面试改期通知', recipients: [lead.email] })).find((m) => m.templateType === SystemTemplateType.InterviewerRescheduled);
    expect(unfold(leadMail!.attachment!.content)).toContain('SEQUENCE:1');
    const dropped = await messagesOf({ trigger: '面试改期通知', recipients: [second.email] });
    const droppedMail = dropped.find((m) => m.channel === 'email' && m.templateType === SystemTemplateType.InterviewerCancelled);
    expect(droppedMail, JSON.stringify(dropped.map((m) => [m.channel, m.templateType]))).toBeDefined();
    expect(droppedMail!.attachment).toMatchObject({ method: 'CANCEL', filename: 'cancel.ics' });
    expect(unfold(droppedMail!.attachment!.content)).toContain(`UID:${row!.uid}`);

    okData(await post(w.hr, `/api/interviews/${id}/cancel`, { reason: '候选人已入职其他公司' }));
    const [cancelled] = await messagesOf({ trigger: '面试取消通知', recipients: [email] });
    expect(cancelled).toMatchObject({ templateType: SystemTemplateType.InterviewCancelled });
    expect(cancelled!.html).toContain('候选人已入职其他公司');
    const cancelIcs = unfold(cancelled!.attachment!.content);
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(cancelIcs).toContain(`UID:${row!.uid}`);
    expect(cancelIcs).toContain('SEQUENCE:2');
    const [gotCancel] = (await receivedBy(email, 3)).filter((r) => /method=CANCEL/i.test(r.raw));
    expect(gotCancel).toBeDefined();
  });

  it('a group interview is one event for its interviewers: one mail each naming all, updated when one candidate goes, withdrawn when the last does', async () => {
    const one = await candidate('群面甲');
    const two = await candidate('群面乙');
    const { ids } = okData<{ ids: number[] }>(await post(w.hr, '/api/interviews/batch', { applicationIds: [one.appId, two.appId], mode: 'group', ...plan({ startAt: at(27, '10:00') }) }));
    const [row] = await w.ctx.database.db.select().from(interviews).where(eq(interviews.id, ids[0]!));
    const groupUid = `UID:group-${row!.groupUid}@bole`;
    const leadMails = async (trigger: string) => (await messagesOf({ trigger, recipients: [lead.email] })).filter((m) => m.channel === 'email' && m.attachment?.content.includes(groupUid));
    const [arranged] = await leadMails('面试通知');
    expect(await leadMails('面试通知')).toHaveLength(1);
    expect(arranged!.html).toContain('群面甲、群面乙');
    const arrangedIcs = unfold(arranged!.attachment!.content);
    expect(arrangedIcs).toContain(groupUid);
    expect(arrangedIcs).toContain('SEQUENCE:0');
    expect(arrangedIcs.find((l) => l.startsWith('SUMMARY'))).toContain('群面甲、群面乙');
    // Each candidate still has his own event.
    const [candidateMail] = await messagesOf({ trigger: '面试通知', recipients: [one.email] });
    expect(unfold(candidateMail!.attachment!.content)).toContain(`UID:${row!.uid}`);

    okData(await post(w.hr, `/api/interviews/${ids[0]}/cancel`, { reason: '候选人放弃' }));
    const [update] = await leadMails('面试取消通知');
    expect(update!.html).toContain('群面甲');
    const updateIcs = unfold(update!.attachment!.content);
    expect(updateIcs).toContain('METHOD:REQUEST');
    expect(updateIcs).toContain(groupUid);
    expect(updateIcs).toContain('SEQUENCE:1');
    expect(updateIcs.find((l) => l.startsWith('SUMMARY'))).toContain('群面（群面乙）');
    const download = await w.api(w.hr, { method: 'GET', url: `/api/interviews/${ids[1]}/ics` });
    expect(unfold(download.body)).toContain(groupUid);
    expect(unfold(download.body)).toContain('SEQUENCE:1');

    okData(await post(w.hr, `/api/interviews/${ids[1]}/cancel`, { reason: '岗位暂停' }));
    const last = (await leadMails('面试取消通知')).at(-1)!;
    const lastIcs = unfold(last.attachment!.content);
    expect(lastIcs).toContain('METHOD:CANCEL');
    expect(lastIcs).toContain(groupUid);
    expect(lastIcs).toContain('SEQUENCE:1');
  });

  it('候选人邮件预览 of template 1 shows the candidate\'s interview: time, room, interviewers', async () => {
    const { appId } = await candidate('陈晨');
    okData(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(28, '16:30'), durationMinutes: 90, notifyCandidate: false, notifyInterviewers: false }) }));
    const preview = okData<{ emailHtml: string }>(await post(w.hr, '/api/message-templates/1/preview', { applicationId: appId }));
    expect(preview.emailHtml).toContain('16:30-18:00');
    expect(preview.emailHtml).toContain('1小时30分钟');
    expect(preview.emailHtml).toContain('星河会议室');
    expect(preview.emailHtml).toContain('初试（现场面试）');
  });

  it('sends nothing when neither the candidate nor the interviewers are to be told', async () => {
    const { appId, email } = await candidate('冯子豪');
    okData(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(24, '10:00'), notifyCandidate: false, notifyInterviewers: false }) }));
    expect(await messagesOf({ recipients: [email] })).toHaveLength(0);
  });
});

describe('GET /api/interviews/:id/ics', () => {
  let id: number;
  beforeAll(async () => {
    const { appId } = await candidate('韩雪');
    id = okData<{ id: number }>(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(25, '10:00'), notifyCandidate: false, notifyInterviewers: false }) })).id;
  });

  it('answers text/calendar with the interview\'s UID and the interviewers as attendees, for HR and for an interviewer', async () => {
    const [row] = await w.ctx.database.db.select().from(interviews).where(eq(interviews.id, id));
    for (const who of [w.hr, lead]) {
      const res = await w.api(who, { method: 'GET', url: `/api/interviews/${id}/ics` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="interview-${id}.ics"`);
      const lines = unfold(res.body);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain(`UID:${row!.uid}`);
      expect(lines).toContain('SEQUENCE:0');
      expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(2);
      expect(res.body).not.toContain('token=');
    }
  });

  it('is 404 for another company and for an account that does not sit on it, 403 without the permission, 401 without login', async () => {
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/interviews/${id}/ics` }));
    // A hiring manager who is not one of its interviewers does not see it.
    expectNotFound(await w.api(w.hm2, { method: 'GET', url: `/api/interviews/${id}/ics` }));
    expect((await w.api(referrer, { method: 'GET', url: `/api/interviews/${id}/ics` })).statusCode).toBe(403);
    expect((await w.api(null, { method: 'GET', url: `/api/interviews/${id}/ics` })).statusCode).toBe(401);
  });

  it('answers METHOD:CANCEL once the interview is cancelled', async () => {
    okData(await post(w.hr, `/api/interviews/${id}/cancel`, { reason: '岗位已招满', notifyCandidate: false, notifyInterviewers: false }));
    const res = await w.api(w.hr, { method: 'GET', url: `/api/interviews/${id}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('method=CANCEL');
    expect(unfold(res.body)).toContain('SEQUENCE:1');
    expect(unfold(res.body)).toContain('STATUS:CANCELLED');
  });
});

describe('面试前提醒', () => {
  it('reminds the interviewers once of the interviews the set days ahead, opening their evaluation page, and not of others', async () => {
    okData(
      await w.api(w.a, {
        method: 'PUT',
        url: '/api/reminder-settings',
        payload: [{ point: 'beforeInterview', enabled: true, days: 2, channels: ['app', 'email'], recipients: ['interviewer'] }],
      }),
    );
    const due = await candidate('孙悦');
    const later = await candidate('周婷');
    const cancelled = await candidate('钱进');
    const quiet = { notifyCandidate: false, notifyInterviewers: false };
    const dueId = okData<{ id: number }>(await post(w.hr, '/api/interviews', { applicationId: due.appId, ...plan({ startAt: at(2, '10:00'), ...quiet }) })).id;
    okData(await post(w.hr, '/api/interviews', { applicationId: later.appId, ...plan({ startAt: at(3, '10:00'), ...quiet }) }));
    const gone = okData<{ id: number }>(await post(w.hr, '/api/interviews', { applicationId: cancelled.appId, ...plan({ startAt: at(2, '15:00'), ...quiet }) })).id;
    okData(await post(w.hr, `/api/interviews/${gone}/cancel`, { reason: '候选人放弃', ...quiet }));

    const deps = messagingOf(w.ctx.app.deps);
    expect(await sendInterviewReminders(w.ctx.database.db, deps)).toBe(1);
    const reminders = await messagesOf({ trigger: '面试前提醒' });
    expect(reminders.map((m) => [m.channel, m.recipient]).sort()).toEqual(
      [
        ['app', String(lead.accountId)],
        ['app', String(second.accountId)],
        ['email', lead.email],
        ['email', second.email],
      ].sort(),
    );
    const app = reminders.find((m) => m.recipient === String(lead.accountId))!;
    expect(app.templateType).toBe(SystemTemplateType.Reminder);
    expect(app.text).toContain('孙悦');
    expect(app.text).toContain('10:00-11:00');
    expect(app.text).toContain('初试');
    expect(app.link).toBe(`/lite/evaluation/${dueId}`);
    // A second run the same day writes nothing new.
    expect(await sendInterviewReminders(w.ctx.database.db, deps)).toBe(1);
    expect(await messagesOf({ trigger: '面试前提醒' })).toHaveLength(4);
  });
});

describe('recipients of an interview', () => {
  it('面试官 are its interviewers (not the job\'s), 主面试官 its lead, 面试联系人 its contact; another company\'s interview finds nobody', async () => {
    const { appId } = await candidate('杨帆');
    const id = okData<{ id: number }>(
      await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(26, '10:00'), interviewerIds: [second.accountId, lead.accountId], leadId: second.accountId, notifyCandidate: false, notifyInterviewers: false }) }),
    ).id;
    const { db } = w.ctx.database;
    const names = async (kind: MessageRecipient, companyId = w.a.companyId) => (await resolveRecipients(db, companyId, [kind], { interviewId: id })).map((r) => [r.kind, r.accountId]);
    expect((await names(MessageRecipient.Interviewer)).sort()).toEqual(
      [
        [MessageRecipient.Interviewer, second.accountId],
        [MessageRecipient.Interviewer, lead.accountId],
      ].sort(),
    );
    expect(await names(MessageRecipient.InterviewLead)).toEqual([[MessageRecipient.InterviewLead, second.accountId]]);
    // The arranging HR is the contact when none is named.
    expect(await names(MessageRecipient.InterviewContact)).toEqual([[MessageRecipient.InterviewContact, w.hr.accountId]]);
    // The candidate is found through the interview's application.
    const [candidateRecipient] = await resolveRecipients(db, w.a.companyId, [MessageRecipient.Candidate], { interviewId: id });
    expect(candidateRecipient).toMatchObject({ kind: MessageRecipient.Candidate, name: '杨帆', accountId: null });
    expect(await names(MessageRecipient.InterviewLead, w.b.companyId)).toEqual([]);
    expect(await names(MessageRecipient.Candidate, w.b.companyId)).toEqual([]);
  });
});

describe('自动化 on 添加面试', () => {
  it('a rule sending template 1 to the candidate and 6 to the lead fills the interview\'s values and finds the lead of the interview', async () => {
    okData(
      await w.api(w.a, {
        method: 'POST',
        url: '/api/automation/rules',
        payload: {
          name: '安排面试后通知',
          trigger: 'addInterview',
          conditions: { jobIds: [w.jobId] },
          actions: [
            { kind: 'send', templateType: 1, channels: ['email'], recipients: ['candidate'] },
            { kind: 'send', templateType: 6, channels: ['app'], recipients: ['interviewLead'] },
          ],
        },
      }),
    );
    const { appId, email } = await candidate('赵磊');
    okData(await post(w.hr, '/api/interviews', { applicationId: appId, ...plan({ startAt: at(29, '09:30'), notifyCandidate: false, notifyInterviewers: false }) }));
    const [mail] = await messagesOf({ trigger: '自动化：安排面试后通知', recipients: [email] });
    expect(mail!.html).toContain('09:30-10:30');
    expect(mail!.html).toContain('星河会议室');
    const [notice] = await messagesOf({ trigger: '自动化：安排面试后通知', recipients: [String(lead.accountId)] });
    expect(notice!.text).toContain('赵磊');
    expect(notice!.text).toContain('09:30-10:30');
  });
});

// The placeholder values of one interview (templates 1, 5, 6, 7, the 改期/取消 notices and the
// 面试前 reminder): the application's own values (messaging/values.ts) with the interview's
// time, place, form, round, interviewers and contact, read from the data as it stands.
import {
  DEFAULT_INTERVIEW_ROUNDS,
  interviewFormLabels,
  isCode,
  TemplatePlaceholder,
  weekdayLabels,
  type TemplateValues,
  type Weekday,
} from '@bole/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accounts, addresses, companies, meetingRooms, roles } from '../company/tables';
import { jobs } from '../jobs/tables';
import { candidateValues } from '../messaging/values';
import { resumes } from '../resumes/tables';
import { interviewInterviewers, interviewRounds, interviews, type InterviewRow } from './tables';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 2026年12月1日（周二）10:00-11:00 in China time; the end's date is named when it is another day. */
export function interviewTimeText(start: Date, end: Date): string {
  const s = new Date(start.getTime() + SHANGHAI_OFFSET_MS);
  const e = new Date(end.getTime() + SHANGHAI_OFFSET_MS);
  const day = (d: Date) => `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日（${weekdayLabels[(d.getUTCDay() || 7) as Weekday]}）`;
  const time = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const sameDay = s.toISOString().slice(0, 10) === e.toISOString().slice(0, 10);
  return `${day(s)}${time(s)}-${sameDay ? '' : day(e)}${time(e)}`;
}

/** 45分钟, 1小时, 1小时30分钟. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}分钟`;
  return m === 0 ? `${h}小时` : `${h}小时${m}分钟`;
}

/** 面试须知 by form: what the candidate should do before an interview of that form. */
const NOTICE_BY_FORM: Record<number, string> = {
  1: '请提前10分钟到达，到达后在前台签到（或扫描前台的签到二维码），并携带一份纸质简历。',
  2: '请提前5分钟通过面试链接进入会议，确认网络、摄像头和麦克风正常，并选择安静、光线充足的环境。',
  3: '请在面试时间保持电话畅通，并在安静的环境中接听。',
};

export type InterviewPerson = { id: number; name: string; email: string | null; mobile: string | null; roleType: number | null; isLead: boolean };

/** What the notices, the calendar invitation and the values need to know of one interview. */
export type InterviewFacts = {
  row: InterviewRow;
  roundName: string;
  formLabel: string;
  candidate: { name: string; email: string | null; mobile: string | null };
  jobName: string;
  companyName: string;
  roomName: string | null;
  roomAddress: string | null;
  /** Lead first, then by account id. */
  interviewers: InterviewPerson[];
  contact: { id: number; name: string; email: string | null; mobile: string | null } | null;
  /** Candidates of the group interview (1 when alone), cancelled ones left out. */
  candidateCount: number;
};

const orNull = (v: string | null | undefined) => (v && v.trim() ? v : null);

/** The interview of the company with its people and place; another company's id answers 404. */
export async function interviewFacts(db: DbOrTx, companyId: number, interviewId: number): Promise<InterviewFacts> {
  const [found] = await db
    .select({ row: interviews, candidateName: resumes.name, candidateEmail: resumes.email, candidateMobile: resumes.mobile, jobName: jobs.name, companyName: companies.name })
    .from(interviews)
    .innerJoin(resumes, and(eq(resumes.id, interviews.resumeId), eq(resumes.companyId, interviews.companyId)))
    .innerJoin(jobs, and(eq(jobs.id, interviews.jobId), eq(jobs.companyId, interviews.companyId)))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(inCompany(interviews, companyId, eq(interviews.id, interviewId)));
  if (!found) throw new AppError('NOT_FOUND');
  const { row } = found;
  const [round] = await db
    .select({ name: interviewRounds.name })
    .from(interviewRounds)
    .where(inCompany(interviewRounds, companyId, eq(interviewRounds.number, row.round)));
  const roundName = round?.name ?? DEFAULT_INTERVIEW_ROUNDS.find((r) => r.number === row.round)?.name ?? `第${row.round}轮`;
  const [room] = row.meetingRoomId
    ? await db
        .select({ name: meetingRooms.name, address: addresses.detail })
        .from(meetingRooms)
        .leftJoin(addresses, and(eq(addresses.id, meetingRooms.addressId), eq(addresses.companyId, meetingRooms.companyId)))
        .where(inCompany(meetingRooms, companyId, eq(meetingRooms.id, row.meetingRoomId)))
    : [];
  const people = await db
    .select({
      id: accounts.id,
      name: accounts.userName,
      email: accounts.loginEmail,
      mobile: accounts.loginMobile,
      roleType: roles.roleType,
      isLead: interviewInterviewers.isLead,
    })
    .from(interviewInterviewers)
    .innerJoin(accounts, and(eq(accounts.id, interviewInterviewers.accountId), eq(accounts.companyId, interviewInterviewers.companyId)))
    .leftJoin(roles, eq(roles.id, accounts.roleId))
    .where(inCompany(interviewInterviewers, companyId, eq(interviewInterviewers.interviewId, row.id)))
    .orderBy(desc(interviewInterviewers.isLead), asc(accounts.id));
  const [contact] = row.contactId
    ? await db
        .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail, mobile: accounts.loginMobile })
        .from(accounts)
        .where(inCompany(accounts, companyId, eq(accounts.id, row.contactId)))
    : [];
  const [group] = row.groupUid
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(interviews)
        .where(inCompany(interviews, companyId, eq(interviews.groupUid, row.groupUid), isNull(interviews.cancelledAt)))
    : [];
  return {
    row,
    roundName,
    formLabel: isCode(interviewFormLabels, row.form) ? interviewFormLabels[row.form] : '面试',
    candidate: { name: found.candidateName, email: orNull(found.candidateEmail), mobile: orNull(found.candidateMobile) },
    jobName: found.jobName,
    companyName: found.companyName,
    roomName: room?.name ?? null,
    roomAddress: orNull(room?.address),
    interviewers: people.map((p) => ({ ...p, email: orNull(p.email), mobile: orNull(p.mobile), roleType: p.roleType ?? null })),
    contact: contact ? { ...contact, email: orNull(contact.email), mobile: orNull(contact.mobile) } : null,
    candidateCount: Math.max(1, group?.n ?? 1),
  };
}

/** Where the interview is, in words: the address given, else the room's, else the company's for an on-site one; the form for the others. */
export function placeText(facts: InterviewFacts, companyAddress: string | null): string {
  const { row } = facts;
  const given = orNull(row.address) ?? facts.roomAddress;
  if (given) return given;
  if (row.form === 1) return companyAddress ?? '';
  return facts.formLabel;
}

/** The values of the interview beside the application's own (candidateValues). */
export function valuesOfFacts(base: TemplateValues, facts: InterviewFacts): TemplateValues {
  const { row } = facts;
  const values: TemplateValues = {
    ...base,
    [TemplatePlaceholder.InterviewDate]: interviewTimeText(row.startsAt, row.endsAt),
    [TemplatePlaceholder.InterviewAddress]: placeText(facts, typeof base[TemplatePlaceholder.Address] === 'string' ? (base[TemplatePlaceholder.Address] as string) : null),
    [TemplatePlaceholder.SchoolInterviewType]: facts.formLabel,
    [TemplatePlaceholder.InterviewLength]: durationText(row.durationMinutes),
    [TemplatePlaceholder.InterviewerName]: facts.interviewers.map((p) => p.name).join('、') || null,
    [TemplatePlaceholder.CandidateNum]: String(facts.candidateCount),
    [TemplatePlaceholder.InterviewType]: `${facts.roundName}（${facts.formLabel}${facts.candidateCount > 1 ? '·群面' : ''}）`,
    [TemplatePlaceholder.MeetingRoomAddress]: facts.roomName,
    [TemplatePlaceholder.InterviewNotice]: NOTICE_BY_FORM[row.form] ?? null,
    [TemplatePlaceholder.MeetingUrl]: orNull(row.meetingUrl),
    // The registration link is the candidate's own and secret: notices.ts puts it in when it mails him.
    [TemplatePlaceholder.InterviewRegistry]: null,
  };
  // The interview's contact (面试联系人) answers questions about it, rather than the job's owner.
  if (facts.contact) {
    values[TemplatePlaceholder.ContactName] = facts.contact.name;
    values[TemplatePlaceholder.ContactTel] = facts.contact.mobile;
    values[TemplatePlaceholder.ContactEmail] = facts.contact.email;
  }
  return values;
}

/** The application's interview the notices of it are about: its next (else latest) one not cancelled. */
export async function currentInterviewId(db: DbOrTx, companyId: number, applicationId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(inCompany(interviews, companyId, eq(interviews.applicationId, applicationId), isNull(interviews.cancelledAt)))
    // Upcoming first (soonest), then past ones (latest).
    .orderBy(sql`${interviews.endsAt} < now()`, sql`case when ${interviews.endsAt} >= now() then ${interviews.startsAt} end asc`, desc(interviews.startsAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The values of one interview of the company for its templates: the application's (candidate,
 * company, job, department, address) with the interview's time, place, form, round, length,
 * interviewers, room, meeting link, 面试须知 and contact. `${interviewRegistry}` stays empty: it
 * is the candidate's secret link, put in only by the notice to him. Another company's id answers 404.
 */
export async function interviewValues(db: DbOrTx, companyId: number, interviewId: number, publicUrl: string): Promise<TemplateValues> {
  const facts = await interviewFacts(db, companyId, interviewId);
  const base = await candidateValues(db, companyId, facts.row.applicationId, publicUrl);
  return valuesOfFacts(base, facts);
}

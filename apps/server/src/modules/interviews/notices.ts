// The notices of arranging (安排), rescheduling (改期) and cancelling (取消) an interview: the
// candidate gets his mail (template 1, 111 or 112) with the calendar invitation and, when he has
// a mobile number, the SMS (template 7, 111 or 112); each interviewer his mail (template 6, 113
// or 114) with the invitation and an in-app notice that opens his evaluation page. Everything is
// written into the outbox in the caller's transaction (messaging/send.ts).
import {
  AccountStatus,
  buildIcs,
  interviewEvaluationPath,
  MessageChannel,
  MessageRecipient,
  NotificationTemplateType,
  SystemPlaceholder,
  SystemTemplateType,
  TemplatePlaceholder,
  type IcsMethod,
  type MessageTemplateType,
  type TemplateValues,
} from '@bole/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, roles } from '../company/tables';
import { resumes } from '../resumes/tables';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { resolveRecipients } from '../messaging/recipients';
import { SECRET_MARK, sendTemplate, type MailAttachment, type Recipient } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import { issueRegistrationLink } from './candidate-link';
import { interviews } from './tables';
import { interviewFacts, interviewTimeText, placeText, valuesOfFacts, type InterviewFacts, type InterviewPerson } from './values';

export type InterviewNoticeKind = 'arrange' | 'reschedule' | 'cancel';

export type InterviewNotices = {
  companyId: number;
  /** The interviews changed together: one, a group interview's rows, or a batch one after another. */
  interviewIds: readonly number[];
  kind: InterviewNoticeKind;
  notifyCandidate: boolean;
  notifyInterviewers: boolean;
  /** Who did it: the mail leaves through his personal sender when he set one. */
  operatorId: number | null;
  /** 改期 or 取消 reason, said in the notices. */
  reason?: string | null;
  /** The interviewers before a reschedule: those no longer on it are told it is cancelled for them (METHOD:CANCEL), with notifyInterviewers. */
  previousInterviewerIds?: readonly number[];
};

const TRIGGER: Record<InterviewNoticeKind, string> = { arrange: '面试通知', reschedule: '面试改期通知', cancel: '面试取消通知' };

const CANDIDATE_TEMPLATE: Record<InterviewNoticeKind, MessageTemplateType> = {
  arrange: NotificationTemplateType.InterviewNotice,
  reschedule: SystemTemplateType.InterviewRescheduled,
  cancel: SystemTemplateType.InterviewCancelled,
};
/** The SMS of the candidate's notice: template 7 (候选人面试短信) on arranging, else the notice's own. */
const CANDIDATE_SMS_TEMPLATE: Record<InterviewNoticeKind, MessageTemplateType> = {
  arrange: NotificationTemplateType.InterviewSms,
  reschedule: SystemTemplateType.InterviewRescheduled,
  cancel: SystemTemplateType.InterviewCancelled,
};
const INTERVIEWER_TEMPLATE: Record<InterviewNoticeKind, MessageTemplateType> = {
  arrange: NotificationTemplateType.NotifyInterviewer,
  reschedule: SystemTemplateType.InterviewerRescheduled,
  cancel: SystemTemplateType.InterviewerCancelled,
};

/** The address the invitation's organizer has when nobody of the interview has one. */
function fallbackAddress(publicUrl: string): string {
  try {
    return `noreply@${new URL(publicUrl).hostname}`;
  } catch {
    return 'noreply@bole.invalid';
  }
}

/** Who organizes the event in the calendars: the interview's contact, else the one who acted, else the company. */
function organizerOf(facts: InterviewFacts, operator: { name: string; email: string | null } | null, publicUrl: string) {
  if (facts.contact?.email) return { name: facts.contact.name, email: facts.contact.email };
  if (operator?.email) return { name: operator.name, email: operator.email };
  return { name: `${facts.companyName}招聘团队`, email: fallbackAddress(publicUrl) };
}

/** The lines of the event's description: what, when, where, with whom; never the candidate's secret link. */
function descriptionOf(facts: InterviewFacts, place: string, forCandidate: boolean): string {
  const { row } = facts;
  return [
    forCandidate ? `${facts.companyName} · ${facts.jobName}` : `候选人：${facts.candidate.name}（应聘${facts.jobName}）`,
    `面试轮次：${facts.roundName}`,
    `面试时间：${interviewTimeText(row.startsAt, row.endsAt)}`,
    `面试形式：${facts.formLabel}`,
    place ? `面试地址：${place}` : null,
    facts.roomName ? `会议室：${facts.roomName}` : null,
    row.meetingUrl ? `面试链接：${row.meetingUrl}` : null,
    facts.interviewers.length ? `面试官：${facts.interviewers.map((p) => p.name).join('、')}` : null,
    facts.contact ? `联系人：${facts.contact.name}${facts.contact.mobile ? `（${facts.contact.mobile}）` : ''}` : null,
    row.cancelledAt && row.cancelReason ? `取消原因：${row.cancelReason}` : null,
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
}

export type InvitationAudience = { kind: 'candidate' } | { kind: 'interviewers'; accountIds?: readonly number[] };

/**
 * The calendar invitation of the interview for the candidate or its interviewers, as of now:
 * REQUEST with the interview's UID and SEQUENCE, CANCEL once it is cancelled (or when asked).
 */
export function invitationOf(
  facts: InterviewFacts,
  audience: InvitationAudience,
  opts: { publicUrl: string; operator?: { name: string; email: string | null } | null; method?: IcsMethod; stamp?: Date },
): { method: IcsMethod; content: string } {
  const { row } = facts;
  const method: IcsMethod = opts.method ?? (row.cancelledAt ? 'CANCEL' : 'REQUEST');
  const place = placeText(facts, null);
  const forCandidate = audience.kind === 'candidate';
  const attendees = forCandidate
    ? facts.candidate.email
      ? [{ name: facts.candidate.name, email: facts.candidate.email }]
      : []
    : facts.interviewers
        .filter((p) => p.email && (!audience.accountIds || audience.accountIds.includes(p.id)))
        .map((p) => ({ name: p.name, email: p.email! }));
  const location = [place, facts.roomName].filter((s) => s && s !== facts.formLabel).join(' ') || (row.meetingUrl ?? place);
  const content = buildIcs({
    method,
    uid: row.uid,
    sequence: row.sequence,
    start: row.startsAt,
    end: row.endsAt,
    stamp: opts.stamp ?? new Date(),
    summary: forCandidate ? `${facts.companyName}面试：${facts.jobName}（${facts.roundName}）` : `面试：${facts.candidate.name} · ${facts.jobName}（${facts.roundName}）`,
    description: descriptionOf(facts, place, forCandidate),
    location,
    url: row.meetingUrl,
    organizer: organizerOf(facts, opts.operator ?? null, opts.publicUrl),
    attendees,
  });
  return { method, content };
}

type GroupMember = { id: number; name: string; sequence: number; cancelled: boolean };
export type InterviewGroup = { uid: string; members: GroupMember[]; active: GroupMember[] };

/** The candidates of a group interview (群面), cancelled ones included, in id order. */
export async function groupOf(db: DbOrTx, companyId: number, groupUid: string): Promise<InterviewGroup> {
  const rows = await db
    .select({ id: interviews.id, name: resumes.name, sequence: interviews.sequence, cancelledAt: interviews.cancelledAt })
    .from(interviews)
    .innerJoin(resumes, and(eq(resumes.id, interviews.resumeId), eq(resumes.companyId, interviews.companyId)))
    .where(inCompany(interviews, companyId, eq(interviews.groupUid, groupUid)))
    .orderBy(asc(interviews.id));
  const members = rows.map((r) => ({ id: r.id, name: r.name, sequence: r.sequence, cancelled: r.cancelledAt !== null }));
  return { uid: `group-${groupUid}@bole`, members, active: members.filter((m) => !m.cancelled) };
}

/**
 * The interviewers' invitation. A group interview is one event in their calendars: the group's
 * UID, the highest SEQUENCE of its candidates (every reschedule and cancel raises one), its
 * candidates still coming as the summary, and CANCEL only when none is left.
 */
export function interviewersInvitation(
  facts: InterviewFacts,
  group: InterviewGroup | null,
  opts: { publicUrl: string; operator?: { name: string; email: string | null } | null; method?: IcsMethod; stamp?: Date },
): { method: IcsMethod; content: string } {
  if (!group || group.members.length === 0) return invitationOf(facts, { kind: 'interviewers' }, opts);
  const coming = group.active.length > 0;
  const method = opts.method ?? (coming ? 'REQUEST' : 'CANCEL');
  const sequence = Math.max(...group.members.map((m) => m.sequence));
  const names = (coming ? group.active : group.members).map((m) => m.name).join('、');
  const row = { ...facts.row, uid: group.uid, sequence, cancelledAt: coming ? null : facts.row.cancelledAt };
  return invitationOf({ ...facts, row, candidate: { ...facts.candidate, name: `群面（${names}）` } }, { kind: 'interviewers' }, { ...opts, method });
}

const attachmentOf = (invitation: { method: IcsMethod; content: string }): MailAttachment => ({
  kind: 'calendar',
  filename: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
  method: invitation.method,
  content: invitation.content,
});

async function operatorOf(tx: DbOrTx, companyId: number, operatorId: number | null) {
  if (!operatorId) return null;
  const [me] = await resolveRecipients(tx, companyId, [MessageRecipient.Operator], { operatorId });
  return me ? { name: me.name, email: me.email } : null;
}

/** The interview's values with the notice's own: the reason of a 改期/取消. */
function noticeValues(base: TemplateValues, facts: InterviewFacts, reason: string | null | undefined): TemplateValues {
  return { ...valuesOfFacts(base, facts), [SystemPlaceholder.ChangeReason]: reason?.trim() || null };
}

/**
 * Writes the notices of the interviews into the outbox within `tx` (after the change is
 * written, so they say the new time and SEQUENCE). The candidate's mail carries his calendar
 * invitation and, when the interview asks for it, his registration link (面试登记表, sealed);
 * each interviewer's mail carries the interviewers' invitation. A group interview tells its
 * interviewers once for the group, with one event for the group (interviewersInvitation):
 * cancelling one candidate updates it, cancelling the last withdraws it. Nobody is left out
 * silently: a recipient without an address is kept as a failed message saying so.
 */
export async function sendInterviewNotices(tx: DbOrTx, messaging: CandidateMessaging, notices: InterviewNotices): Promise<void> {
  if (!notices.notifyCandidate && !notices.notifyInterviewers) return;
  const { companyId, kind } = notices;
  const operator = await operatorOf(tx, companyId, notices.operatorId);
  const stamp = new Date();
  // A group interview's interviewers are told once for the group (one calendar event).
  const toldGroups = new Set<string>();
  for (const interviewId of notices.interviewIds) {
    const facts = await interviewFacts(tx, companyId, interviewId);
    const base = await candidateValues(tx, companyId, facts.row.applicationId, messaging.publicUrl);
    const values = noticeValues(base, facts, notices.reason);
    const ctx = { applicationId: facts.row.applicationId, interviewId, operatorId: notices.operatorId };
    const common = { companyId, trigger: TRIGGER[kind], senderAccountId: notices.operatorId };
    const invitation = (audience: InvitationAudience) => attachmentOf(invitationOf(facts, audience, { publicUrl: messaging.publicUrl, operator, stamp }));

    if (notices.notifyCandidate) {
      const [candidate] = await resolveRecipients(tx, companyId, [MessageRecipient.Candidate], ctx);
      if (candidate) {
        const own: TemplateValues = { ...values };
        let secretUrl: string | undefined;
        if (kind !== 'cancel' && facts.row.registrationForm) {
          // His own link to the registration form; a new notice retires the one before.
          secretUrl = await issueRegistrationLink(tx, companyId, interviewId, messaging.publicUrl);
          own[TemplatePlaceholder.InterviewRegistry] = SECRET_MARK;
        }
        await sendTemplate(tx, messaging.messenger, {
          ...common,
          type: CANDIDATE_TEMPLATE[kind],
          channels: [MessageChannel.Email],
          recipients: [candidate],
          values: own,
          secretUrl,
          attachment: invitation({ kind: 'candidate' }),
        });
        // The SMS only to a mobile number he gave: e-mail is the notice of record.
        if (candidate.mobile) {
          await sendTemplate(tx, messaging.messenger, {
            ...common,
            type: CANDIDATE_SMS_TEMPLATE[kind],
            channels: [MessageChannel.Sms],
            recipients: [candidate],
            values: own,
            secretUrl,
          });
        }
      }
    }

    const groupUid = facts.row.groupUid;
    const group = groupUid ? await groupOf(tx, companyId, groupUid) : null;
    const theirs = (method?: IcsMethod) => attachmentOf(interviewersInvitation(facts, group, { publicUrl: messaging.publicUrl, operator, method, stamp }));
    const firstOfGroup = !(groupUid && toldGroups.has(groupUid));
    if (groupUid) toldGroups.add(groupUid);
    if (notices.notifyInterviewers && firstOfGroup) {
      const interviewers = await resolveRecipients(tx, companyId, [MessageRecipient.Interviewer], ctx);
      // Arranged or moved together, a group's mail names all its candidates; a cancel names the one who goes.
      const groupValues: TemplateValues =
        group && kind !== 'cancel' ? { ...values, [TemplatePlaceholder.PersonName]: group.active.map((g) => g.name).join('、') || facts.candidate.name } : values;
      await tellInterviewers(tx, messaging, facts, interviewers, {
        ...common,
        type: INTERVIEWER_TEMPLATE[kind],
        values: groupValues,
        attachment: theirs(),
      });
    }

    const dropped = notices.previousInterviewerIds ?? [];
    if (notices.notifyInterviewers && firstOfGroup && kind === 'reschedule' && dropped.length > 0) {
      const current = new Set(facts.interviewers.map((p) => p.id));
      const gone = dropped.filter((id) => !current.has(id));
      if (gone.length > 0) {
        const people = await droppedInterviewers(tx, companyId, gone);
        const recipients: Recipient[] = people.map((p) => ({ kind: MessageRecipient.Interviewer, name: p.name, email: p.email, mobile: p.mobile, accountId: p.id }));
        const cancelValues = { ...values, [SystemPlaceholder.ChangeReason]: notices.reason?.trim() || '面试官调整' };
        const cancelFacts: InterviewFacts = { ...facts, interviewers: people };
        await tellInterviewers(tx, messaging, cancelFacts, recipients, {
          ...common,
          type: SystemTemplateType.InterviewerCancelled,
          values: cancelValues,
          attachment: attachmentOf(interviewersInvitation(cancelFacts, group, { publicUrl: messaging.publicUrl, operator, method: 'CANCEL', stamp })),
        });
      }
    }
  }
}

/** Colleagues a reschedule took off the interview, as interviewers (disabled accounts left out), in id order. */
async function droppedInterviewers(tx: DbOrTx, companyId: number, ids: readonly number[]): Promise<InterviewPerson[]> {
  const rows = await tx
    .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail, mobile: accounts.loginMobile, roleType: roles.roleType })
    .from(accounts)
    .leftJoin(roles, eq(roles.id, accounts.roleId))
    .where(inCompany(accounts, companyId, inArray(accounts.id, [...ids]), ne(accounts.status, AccountStatus.Disabled)))
    .orderBy(asc(accounts.id));
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email || null, mobile: r.mobile || null, roleType: r.roleType ?? null, isLead: false }));
}

/** Each interviewer his mail and in-app notice, the notice opening his evaluation page (in /lite for 用人经理 and 前台). */
async function tellInterviewers(
  tx: DbOrTx,
  messaging: CandidateMessaging,
  facts: InterviewFacts,
  recipients: readonly Recipient[],
  send: { companyId: number; trigger: string; senderAccountId: number | null; type: MessageTemplateType; values: TemplateValues; attachment: MailAttachment },
): Promise<void> {
  const roleOf = new Map(facts.interviewers.map((p) => [p.id, p.roleType]));
  for (const recipient of recipients) {
    await sendTemplate(tx, messaging.messenger, {
      ...send,
      channels: [MessageChannel.Email, MessageChannel.App],
      recipients: [recipient],
      link: recipient.accountId === null ? null : interviewEvaluationPath(facts.row.id, roleOf.get(recipient.accountId) ?? null),
    });
  }
}

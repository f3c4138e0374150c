// Reminders to interviewers who have not submitted their evaluation (催评价): on demand by the
// lead or HR, and every morning for interviews that ended within the last week. Both go through
// the messaging layer as 招聘提醒 (template 108), in-app and by mail, linking to the evaluation
// page of the interviewer's area.
import { AccountStatus, interviewEvaluationPath, MessageChannel, MessageRecipient, RoleType, shanghaiDate, SystemPlaceholder, SystemTemplateType, type EvaluationRemindResult } from '@bole/domain';
import { and, asc, eq, gt, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import type { AutomationDeps } from '../automation/engine';
import { accounts, roles } from '../company/tables';
import { sendTemplate } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import { chinaTime } from '../resumes/export.text';
import { interviewFor, type Caller } from './access';
import { NO_EVALUATION_RESULTS, roundNameOf } from './evaluations';
import { interviewEvaluations, interviewInterviewers, interviews, type InterviewRow } from './tables';

export const EVALUATION_REMINDER_QUEUE = 'interview-evaluation-reminders';
// 09:00 in Asia/Shanghai: the morning after an interview.
const EVALUATION_REMINDER_CRON = '0 9 * * *';
/** Interviews that ended longer ago than this are no longer reminded of. */
const REMIND_FOR_DAYS = 7;
const CHANNELS = [MessageChannel.App, MessageChannel.Email];

/** The interviewers of the interview (active accounts) who have not submitted their evaluation, with their role type. */
async function pendingOf(db: DbOrTx, companyId: number, interviewId: number) {
  return db
    .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail, mobile: accounts.loginMobile, roleType: roles.roleType })
    .from(interviewInterviewers)
    .innerJoin(accounts, eq(accounts.id, interviewInterviewers.accountId))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(
      inCompany(
        interviewInterviewers,
        companyId,
        eq(interviewInterviewers.interviewId, interviewId),
        ne(accounts.status, AccountStatus.Disabled),
        sql`not exists (select 1 from ${interviewEvaluations} e where e.interview_id = ${interviewInterviewers.interviewId} and e.account_id = ${interviewInterviewers.accountId} and e.submitted_at is not null)`,
      ),
    )
    .orderBy(asc(accounts.id));
}

/** Sends the reminder to each pending interviewer, each with the link of his own area. */
async function remind(tx: DbOrTx, deps: AutomationDeps, row: InterviewRow, people: Awaited<ReturnType<typeof pendingOf>>, opts: { trigger: string; key: string; operatorId: number | null }): Promise<void> {
  const values = {
    ...(await candidateValues(tx, row.companyId, row.applicationId, deps.publicUrl)),
    [SystemPlaceholder.ReminderText]: `的${await roundNameOf(tx, row.companyId, row.round)}（${chinaTime(row.startsAt)}）还没有您的面试评价，请尽快填写`,
  };
  for (const person of people) {
    await sendTemplate(tx, deps.messenger, {
      companyId: row.companyId,
      type: SystemTemplateType.Reminder,
      channels: CHANNELS,
      recipients: [{ kind: MessageRecipient.Interviewer, name: person.name, email: person.email || null, mobile: person.mobile || null, accountId: person.id }],
      values,
      trigger: opts.trigger,
      senderAccountId: opts.operatorId,
      link: interviewEvaluationPath(row.id, person.roleType),
      idempotencyKey: `${opts.key}:${row.id}:${person.id}`,
    });
  }
}

/**
 * 催评价 (POST /api/interviews/:id/evaluations/remind): the lead, or an administrator or HR who
 * sees the interview, reminds the interviewers still owing their evaluation. One reminder per
 * interviewer per hour is written; pressing again within the hour sends nothing new.
 */
export async function remindNow(db: Db, deps: AutomationDeps, caller: Caller, interviewId: number, now = new Date()): Promise<EvaluationRemindResult> {
  return db.transaction(async (tx) => {
    const row = await interviewFor(tx, caller, interviewId);
    if (row.cancelledAt !== null) throw new AppError('INTERVIEW_CANCELLED');
    const [me] = await tx
      .select({ isLead: interviewInterviewers.isLead })
      .from(interviewInterviewers)
      .where(inCompany(interviewInterviewers, caller.companyId, eq(interviewInterviewers.interviewId, interviewId), eq(interviewInterviewers.accountId, caller.accountId)));
    const hrLike = caller.roleType === RoleType.Admin || caller.roleType === RoleType.Hr;
    if (!me?.isLead && !hrLike) throw new AppError('EVALUATION_REMIND_FORBIDDEN');
    const people = (await pendingOf(tx, caller.companyId, interviewId)).filter((p) => p.id !== caller.accountId);
    if (people.length === 0) throw new AppError('EVALUATION_NOTHING_TO_REMIND');
    const hour = chinaTime(now).slice(0, 13);
    await remind(tx, deps, row, people, { trigger: `催评价（${caller.userName}）`, key: `evaluation-remind:${hour}`, operatorId: caller.accountId });
    return { reminded: people.map((p) => ({ id: p.id, name: p.name })) };
  });
}

/**
 * The daily reminder: every interview (any company, not cancelled, held) that ended within the
 * last week with interviewers still owing their evaluation; one reminder per interviewer and day
 * (the idempotency key holds the day, so a second run writes nothing). Runs in the system scope;
 * every query names its company. Answers how many interviewers were reminded.
 */
export async function sendDailyEvaluationReminders(db: Db, deps: AutomationDeps, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - REMIND_FOR_DAYS * 86_400_000);
  const due = await db
    .select()
    .from(interviews)
    .where(
      and(
        isNull(interviews.cancelledAt),
        lte(interviews.endsAt, now),
        gt(interviews.endsAt, since),
        notInArray(interviews.result, [...NO_EVALUATION_RESULTS]),
        sql`exists (select 1 from ${interviewInterviewers} ii where ii.interview_id = ${interviews.id}
          and not exists (select 1 from ${interviewEvaluations} e where e.interview_id = ii.interview_id and e.account_id = ii.account_id and e.submitted_at is not null))`,
      ),
    )
    .orderBy(asc(interviews.id));
  const today = shanghaiDate(now);
  const day = `${today.year}-${today.month}-${today.day}`;
  let reminded = 0;
  const failures: unknown[] = [];
  for (const row of due) {
    const sent = db.transaction(async (tx) => {
      const people = await pendingOf(tx, row.companyId, row.id);
      await remind(tx, deps, row, people, { trigger: '面试评价提醒', key: `evaluation-reminder:${day}`, operatorId: null });
      return people.length;
    });
    // One interview's failure does not hold up the others; the job fails at the end, so it is retried.
    await sent.then(
      (n) => (reminded += n),
      (error: unknown) => failures.push(error),
    );
  }
  if (failures.length > 0) throw new AggregateError(failures, `面试评价提醒：${failures.length}场面试的提醒未能写入`);
  return reminded;
}

export async function scheduleEvaluationReminders(jobs: Jobs, db: Db, deps: AutomationDeps): Promise<void> {
  await jobs.work(EVALUATION_REMINDER_QUEUE, async () => {
    await sendDailyEvaluationReminders(db, deps);
  });
  await jobs.schedule(EVALUATION_REMINDER_QUEUE, EVALUATION_REMINDER_CRON);
}


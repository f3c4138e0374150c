// 面试前 reminder (提醒设置, point beforeInterview): each morning, for every company that switched
// it on, the people it names are reminded of the interviews the setting's days ahead (China
// days), through template 108 (招聘提醒) with the interview's values.
import { interviewEvaluationPath, ReminderPoint, SystemPlaceholder, SystemTemplateType } from '@bole/domain';
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { reminderSettings } from '../automation/tables';
import { accounts, roles } from '../company/tables';
import { resolveRecipients } from '../messaging/recipients';
import { sendTemplate, type Messenger } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import { interviews } from './tables';
import { interviewFacts, interviewTimeText, valuesOfFacts } from './values';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instants the China day `days` after `now`'s runs from and to. */
export function chinaDayAhead(now: Date, days: number): { from: Date; to: Date; day: string } {
  const day = new Date(now.getTime() + SHANGHAI_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${day}T00:00:00+08:00`));
  return { from, to: new Date(from.getTime() + DAY_MS), day };
}

/**
 * 面试前: the interviews (not cancelled) that start on the China day the setting's days ahead
 * get their reminder, one transaction per interview. The idempotency key (interview, start)
 * makes a second run the same day send nothing, while an interview moved to another day is
 * reminded again. In-app notices open the interviewer's evaluation page. Runs in the system
 * scope; every query names its company. Answers how many interviews were reminded.
 */
export async function sendInterviewReminders(db: Db, deps: { messenger: Messenger; publicUrl: string }, now = new Date()): Promise<number> {
  const settings = await db.select().from(reminderSettings).where(and(eq(reminderSettings.point, ReminderPoint.BeforeInterview), eq(reminderSettings.enabled, true)));
  let reminded = 0;
  const failures: unknown[] = [];
  for (const setting of settings) {
    const { from, to } = chinaDayAhead(now, setting.days);
    const due = await db
      .select({ id: interviews.id })
      .from(interviews)
      .where(inCompany(interviews, setting.companyId, gte(interviews.startsAt, from), lt(interviews.startsAt, to), isNull(interviews.cancelledAt)))
      .orderBy(interviews.startsAt, interviews.id);
    for (const { id } of due) {
      const sent = db.transaction(async (tx) => {
        const facts = await interviewFacts(tx, setting.companyId, id);
        const { row } = facts;
        const recipients = await resolveRecipients(tx, setting.companyId, setting.recipients, { applicationId: row.applicationId, interviewId: id });
        const base = await candidateValues(tx, setting.companyId, row.applicationId, deps.publicUrl);
        const values = {
          ...valuesOfFacts(base, facts),
          [SystemPlaceholder.ReminderText]: `将于${interviewTimeText(row.startsAt, row.endsAt)}参加${facts.roundName}（${facts.formLabel}）`,
        };
        const accountIds = recipients.flatMap((r) => (r.accountId === null ? [] : [r.accountId]));
        const roleRows = accountIds.length
          ? await tx
              .select({ id: accounts.id, roleType: roles.roleType })
              .from(accounts)
              .innerJoin(roles, eq(roles.id, accounts.roleId))
              .where(inCompany(accounts, setting.companyId, inArray(accounts.id, accountIds)))
          : [];
        const roleOf = new Map(roleRows.map((r) => [r.id, r.roleType]));
        for (const recipient of recipients) {
          await sendTemplate(tx, deps.messenger, {
            companyId: setting.companyId,
            type: SystemTemplateType.Reminder,
            // A candidate (if the setting names him) has no in-app inbox: mail and SMS only.
            channels: recipient.accountId === null ? setting.channels.filter((c) => c !== 'app') : setting.channels,
            recipients: [recipient],
            values,
            trigger: '面试前提醒',
            link: recipient.accountId === null ? null : interviewEvaluationPath(id, roleOf.get(recipient.accountId) ?? null),
            idempotencyKey: `reminder:${ReminderPoint.BeforeInterview}:${id}:${row.startsAt.toISOString()}:${recipient.kind}:${recipient.accountId ?? 'candidate'}`,
          });
        }
      });
      // One interview's failure does not hold up the others; the job fails at the end, so it is retried.
      await sent.then(
        () => (reminded += 1),
        (error: unknown) => failures.push(error),
      );
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `面试前提醒：${failures.length}场面试的提醒未能写入`);
  return reminded;
}

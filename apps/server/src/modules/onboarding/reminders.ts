// 转正前 (提醒设置 beforeProbationEnd): for every company that enabled it, the hires on probation
// whose planned 转正 day is the setting's days ahead are reminded, one transaction each, to the
// chosen recipients (by default the hiring manager and the job's owner). Keyed by application and
// 转正 day, so a re-run sends nothing twice and an extended probation is reminded again.
import { ENDED_OFFER_STATUSES, RecruitmentState, ReminderPoint, SystemPlaceholder, SystemTemplateType } from '@bole/domain';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { applications } from '../applications/tables';
import type { AutomationDeps } from '../automation/engine';
import { reminderSettings } from '../automation/tables';
import { resolveRecipients } from '../messaging/recipients';
import { sendTemplate } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import { offers } from '../offers/tables';
import { probationEndSql } from './repository';
import { onboardings } from './tables';

/** Hires of the company on probation whose planned 转正 day is `day`. */
async function dueOn(db: Db, companyId: number, day: string) {
  return db
    .select({ id: applications.id, resumeId: applications.resumeId })
    .from(applications)
    .leftJoin(offers, and(eq(offers.applicationId, applications.id), eq(offers.companyId, applications.companyId), notInArray(offers.status, [...ENDED_OFFER_STATUSES])))
    .leftJoin(onboardings, and(eq(onboardings.applicationId, applications.id), eq(onboardings.companyId, applications.companyId)))
    .where(inCompany(applications, companyId, eq(applications.recruitmentState, RecruitmentState.Hired), isNull(applications.archivedAt), sql`${probationEndSql} = ${day}`));
}

/** Answers how many hires were reminded; `dayAhead` turns the setting's days into a China day. */
export async function sendProbationReminders(db: Db, deps: AutomationDeps, dayAhead: (days: number) => string): Promise<number> {
  const settings = await db.select().from(reminderSettings).where(and(eq(reminderSettings.point, ReminderPoint.BeforeProbationEnd), eq(reminderSettings.enabled, true)));
  let reminded = 0;
  const failures: unknown[] = [];
  for (const setting of settings) {
    const day = dayAhead(setting.days);
    for (const app of await dueOn(db, setting.companyId, day)) {
      const sent = db.transaction(async (tx) => {
        const recipients = await resolveRecipients(tx, setting.companyId, setting.recipients, { applicationId: app.id });
        const values = { ...(await candidateValues(tx, setting.companyId, app.id, deps.publicUrl)), [SystemPlaceholder.ReminderText]: `试用期将于${day}结束，请及时办理转正` };
        await sendTemplate(tx, deps.messenger, {
          companyId: setting.companyId,
          type: SystemTemplateType.Reminder,
          channels: setting.channels,
          recipients,
          values,
          trigger: '转正前提醒',
          link: '/recruit/job?section=onboarding&tab=probation',
          idempotencyKey: `reminder:${ReminderPoint.BeforeProbationEnd}:${app.id}:${day}`,
        });
      });
      await sent.then(
        () => (reminded += 1),
        (error: unknown) => failures.push(error),
      );
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `转正前提醒：${failures.length}位人员的提醒未能写入`);
  return reminded;
}

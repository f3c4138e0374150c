// 提醒设置 (/user/seting/prompt, 330013): per reminder point whether, how many days ahead and to
// whom. The daily job sends the 入职前, 面试前 (interviews/reminders.ts), 发送Offer后
// (offers/reminders.ts) and 转正前 (onboarding/reminders.ts) reminders.
import {
  LIVE_REMINDER_POINTS,
  MessageRecipient,
  RecruitmentState,
  ReminderPoint,
  shanghaiDate,
  SystemPlaceholder,
  SystemTemplateType,
  type ReminderSetting,
  type ReminderSettingsSave,
} from '@bole/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { Jobs } from '../../platform/jobs/jobs';
import { applications } from '../applications/tables';
import { sendInterviewReminders } from '../interviews/reminders';
import { sendOfferAnswerReminders } from '../offers/reminders';
import { sendProbationReminders } from '../onboarding/reminders';
import { resolveRecipients } from '../messaging/recipients';
import { sendTemplate } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import type { AutomationDeps } from './engine';
import { reminderSettings } from './tables';

export const REMINDER_QUEUE = 'reminders-daily';
// 08:00 in Asia/Shanghai, before the working day.
const REMINDER_CRON = '0 8 * * *';

const POINTS = Object.values(ReminderPoint);

/** What a company has before it saves anything: off, 1 day ahead, in-app, to the people concerned. */
const DEFAULT_RECIPIENTS: Record<ReminderPoint, MessageRecipient[]> = {
  beforeInterview: [MessageRecipient.Interviewer],
  afterOfferSent: [MessageRecipient.JobOwner],
  beforeEntry: [MessageRecipient.JobOwner, MessageRecipient.HiringManager],
  beforeProbationEnd: [MessageRecipient.HiringManager, MessageRecipient.JobOwner],
};

type SettingRow = typeof reminderSettings.$inferSelect;

function present(point: ReminderPoint, row: SettingRow | undefined): ReminderSetting {
  return {
    point,
    enabled: row?.enabled ?? false,
    days: row?.days ?? 1,
    channels: row?.channels ?? ['app'],
    recipients: row?.recipients ?? DEFAULT_RECIPIENTS[point],
    live: LIVE_REMINDER_POINTS.includes(point),
  };
}

/** All four points in their order, defaults where none is saved. */
export async function getReminderSettings(db: Db, companyId: number): Promise<ReminderSetting[]> {
  const rows = await db.select().from(reminderSettings).where(inCompany(reminderSettings, companyId));
  return POINTS.map((point) => present(point, rows.find((r) => r.point === point)));
}

/** Saves the points sent (the others keep what they had) and answers all four. */
export async function saveReminderSettings(db: Db, caller: { companyId: number; accountId: number }, body: ReminderSettingsSave): Promise<ReminderSetting[]> {
  await db.transaction(async (tx) => {
    for (const s of body) {
      const values = { enabled: s.enabled, days: s.days, channels: s.channels, recipients: s.recipients, updatedBy: caller.accountId };
      await tx
        .insert(reminderSettings)
        .values({ companyId: caller.companyId, point: s.point, ...values })
        .onConflictDoUpdate({ target: [reminderSettings.companyId, reminderSettings.point], set: { ...values, updatedAt: new Date() } });
    }
  });
  return getReminderSettings(db, caller.companyId);
}

/** The Shanghai date `days` after `now`'s, as YYYY-MM-DD. */
export function shanghaiDayAhead(now: Date, days: number): string {
  const today = shanghaiDate(now);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + days)).toISOString().slice(0, 10);
}

/**
 * 入职前: for every company that enabled it, the candidates awaiting entry (待入职) whose entry
 * date is the setting's days ahead get their reminder sent, one transaction per candidate. The
 * idempotency key (candidate, point, entry date) makes a second run the same day send nothing.
 * Runs in the system scope across companies; every query names its company. Answers how many
 * candidates were reminded (a repeated reminder counts but writes nothing).
 */
export async function sendEntryReminders(db: Db, deps: AutomationDeps, now = new Date()): Promise<number> {
  const settings = await db.select().from(reminderSettings).where(and(eq(reminderSettings.point, ReminderPoint.BeforeEntry), eq(reminderSettings.enabled, true)));
  let reminded = 0;
  const failures: unknown[] = [];
  for (const setting of settings) {
    const entryDate = shanghaiDayAhead(now, setting.days);
    const due = await db
      .select({ id: applications.id, resumeId: applications.resumeId })
      .from(applications)
      .where(inCompany(applications, setting.companyId, eq(applications.recruitmentState, RecruitmentState.AwaitingEntry), eq(applications.entryDate, entryDate), isNull(applications.archivedAt)));
    for (const app of due) {
      const sent = db.transaction(async (tx) => {
        const recipients = await resolveRecipients(tx, setting.companyId, setting.recipients, { applicationId: app.id });
        const values = { ...(await candidateValues(tx, setting.companyId, app.id, deps.publicUrl)), [SystemPlaceholder.ReminderText]: `将于${entryDate}入职` };
        await sendTemplate(tx, deps.messenger, {
          companyId: setting.companyId,
          type: SystemTemplateType.Reminder,
          channels: setting.channels,
          recipients,
          values,
          trigger: '入职前提醒',
          link: `/resume/detail/${app.resumeId}`,
          idempotencyKey: `reminder:${ReminderPoint.BeforeEntry}:${app.id}:${entryDate}`,
        });
      });
      // One candidate's failure does not hold up the others; the job fails at the end, so it is retried.
      await sent.then(
        () => (reminded += 1),
        (error: unknown) => failures.push(error),
      );
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `入职前提醒：${failures.length}位候选人的提醒未能写入`);
  return reminded;
}

export async function scheduleReminders(jobs: Jobs, db: Db, deps: AutomationDeps): Promise<void> {
  await jobs.work(REMINDER_QUEUE, async () => {
    // All run even when one fails; the job fails afterwards, so it is retried (all idempotent).
    const now = new Date();
    const results = await Promise.allSettled([sendEntryReminders(db, deps, now), sendInterviewReminders(db, deps), sendProbationReminders(db, deps, (days) => shanghaiDayAhead(now, days)), sendOfferAnswerReminders(db, deps, now)]);
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (failed.length > 0) throw new AggregateError(failed, '提醒未能全部写入');
  });
  await jobs.schedule(REMINDER_QUEUE, REMINDER_CRON);
}

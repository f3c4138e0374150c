// 报表订阅's sends: each recipient gets the report counted as himself (his role's codes and data
// scope, as if he had opened it) as an .xlsx attached to the 报表订阅 template, through the
// outbox. The half-hourly queue sends each enabled subscription once per period it covers: the
// outbox key (subscription, period, recipient) and the period kept on the row make a rerun a no-op.
import type {
  ReportSendStatus} from '@bole/domain';
import {
  lastOccurrence,
  MessageChannel,
  Perm,
  standardReportOf,
  SystemPlaceholder,
  SystemTemplateType,
  TemplatePlaceholder,
  type ReportSendResult,
} from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { codesFor, resolveSysType } from '../../platform/auth/context';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { errorLine } from '../../platform/http/error-log';
import type { Jobs } from '../../platform/jobs/jobs';
import { accounts, companies, roles } from '../company/tables';
import type { Caller } from '../jobs/scope';
import { sendTemplate, type Messenger } from '../messaging/send';
import { XLSX } from '../resumes/export.service';
import { reportFile } from './catalogue-export';
import { reportSubscriptions } from './subscription.tables';

export const REPORT_SUBSCRIPTION_QUEUE = 'report-subscriptions';
// Sends are on the hour or half hour (China time); the queue looks at each.
const REPORT_SUBSCRIPTION_CRON = '*/30 * * * *';
// A send missed for longer (the server was down) is skipped rather than sent late.
const CATCH_UP_MS = 24 * 3_600_000;

type Row = typeof reportSubscriptions.$inferSelect;
type Period = { from: string; to: string };

/** An active account of the company as the caller it would be when signed in, with its address. */
async function recipientOf(db: Db, companyId: number, accountId: number): Promise<{ caller: Caller; email: string } | null> {
  const [row] = await db
    .select({
      userName: accounts.userName,
      email: accounts.loginEmail,
      roleType: roles.roleType,
      socialCodes: roles.socialCodes,
      campusCodes: roles.campusCodes,
      socialOpen: companies.socialOpen,
      campusOpen: companies.campusOpen,
    })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(inCompany(accounts, companyId, eq(accounts.id, accountId), eq(accounts.status, 1)));
  if (!row) return null;
  const codes = codesFor(resolveSysType(undefined, row), row.socialCodes, row.campusCodes);
  return { caller: { companyId, accountId, roleType: row.roleType, codes, userName: row.userName }, email: row.email };
}

/**
 * Sends the subscription's report for the period to each recipient, keyed by `key` so that the
 * same key never sends twice, and records how it went on the subscription.
 */
export async function sendSubscription(db: Db, messenger: Messenger, sub: Row, period: Period, key: string, now = new Date()): Promise<ReportSendResult> {
  const report = standardReportOf(sub.reportId);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, sub.companyId));
  const sent: string[] = [];
  const refused: string[] = [];
  for (const accountId of sub.recipientIds) {
    const recipient = await recipientOf(db, sub.companyId, accountId);
    if (!recipient) {
      refused.push(`账号#${accountId}已停用或删除`);
      continue;
    }
    const { caller, email } = recipient;
    if (!caller.codes.has(Perm.ReportView)) {
      refused.push(`${caller.userName}没有查看报表权限`);
      continue;
    }
    try {
      const file = await reportFile(db, caller, sub.reportId, { ...sub.filters, ...period }, now);
      await db.transaction((tx) =>
        sendTemplate(tx, messenger, {
          companyId: sub.companyId,
          type: SystemTemplateType.ReportSubscription,
          channels: [MessageChannel.Email],
          recipients: [{ kind: 'account', name: caller.userName, email, mobile: null, accountId }],
          values: {
            [TemplatePlaceholder.CompanyName]: company?.name,
            [SystemPlaceholder.ReportName]: report.name,
            [SystemPlaceholder.ReportPeriod]: period.from === period.to ? period.from : `${period.from}至${period.to}`,
            [SystemPlaceholder.ReportRows]: file.rows,
          },
          trigger: '报表订阅',
          link: `/report/detail?id=${sub.reportId}&from=${period.from}&to=${period.to}`,
          attachment: { kind: 'file', filename: file.fileName, contentType: XLSX, content: file.bytes.toString('base64') },
          idempotencyKey: `${key}:${accountId}`,
        }),
      );
      sent.push(caller.userName);
    } catch (error) {
      // A filter on a job he may not see answers 404 for him: he is told apart, the others still get theirs.
      if (error instanceof AppError && error.http === 404) refused.push(`${caller.userName}无权查看所选职位`);
      else {
        refused.push(`${caller.userName}的报表生成失败`);
        console.warn(`报表订阅 #${sub.id} 发送给账号 #${accountId} 失败：${errorLine(error)}`);
      }
    }
  }
  const status: ReportSendStatus = sent.length === 0 ? 'failed' : refused.length > 0 ? 'partial' : 'sent';
  const days = `${period.from}至${period.to}`;
  const message = [sent.length > 0 ? `${days}已发送给${sent.join('、')}` : `${days}未发送`, ...refused].join('；');
  await db
    .update(reportSubscriptions)
    .set({ lastSentAt: now, lastStatus: status, lastMessage: message })
    .where(and(eq(reportSubscriptions.companyId, sub.companyId), eq(reportSubscriptions.id, sub.id)));
  return { status, message, ...period };
}

/** The period the subscription's latest send covers, for 立即发送一次. */
export const currentPeriodOf = (sub: Row, now: Date): Period => {
  const { from, to } = lastOccurrence(sub, now);
  return { from, to };
};

/**
 * The scheduled run: every enabled subscription whose latest send is due (at or after it was
 * set up, within a day, for a period not sent yet) sends once. Runs in the system scope across
 * companies; every query names its company. Answers how many subscriptions sent.
 */
export async function sendDueSubscriptions(db: Db, messenger: Messenger, now = new Date()): Promise<number> {
  const subs = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.enabled, true));
  let done = 0;
  const failures: unknown[] = [];
  for (const sub of subs) {
    const due = lastOccurrence(sub, now);
    const sentAlready = sub.lastPeriodFrom === due.from && sub.lastPeriodTo === due.to;
    if (sentAlready || due.at < sub.createdAt || now.getTime() - due.at.getTime() > CATCH_UP_MS) continue;
    const period = { from: due.from, to: due.to };
    await sendSubscription(db, messenger, sub, period, `report-subscription:${sub.id}:${due.from}:${due.to}`, now).then(
      async () => {
        await db.update(reportSubscriptions).set({ lastPeriodFrom: due.from, lastPeriodTo: due.to }).where(and(eq(reportSubscriptions.companyId, sub.companyId), eq(reportSubscriptions.id, sub.id)));
        done += 1;
      },
      (error: unknown) => failures.push(error),
    );
  }
  if (failures.length > 0) throw new AggregateError(failures, `报表订阅：${failures.length}个订阅未能发送`);
  return done;
}

export async function scheduleReportSubscriptions(jobs: Jobs, db: Db, messenger: Messenger): Promise<void> {
  await jobs.work(REPORT_SUBSCRIPTION_QUEUE, async () => {
    await sendDueSubscriptions(db, messenger);
  });
  await jobs.schedule(REPORT_SUBSCRIPTION_QUEUE, REPORT_SUBSCRIPTION_CRON);
}

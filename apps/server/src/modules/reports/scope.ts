// What every board counts over: the period as China days and the filters on job, department,
// 招聘负责人 and channel, within the jobs the caller sees (jobs/scope.ts). A board's numbers and
// the candidates behind them are built on the same conditions, so the two cannot disagree.
import type { ReferrerFilter, ReportFilter } from '@bole/domain';
import { and, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { applications } from '../applications/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';

const DAY_MS = 86_400_000;

/** The period's bounds: from the start of the first China day to the start of the day after the last. */
export function periodBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(`${from}T00:00:00+08:00`), end: new Date(Date.parse(`${to}T00:00:00+08:00`) + DAY_MS) };
}

/** A timestamp column within the period. */
export const inPeriod = (column: Parameters<typeof gte>[0], q: Pick<ReportFilter, 'from' | 'to'>): SQL => {
  const { start, end } = periodBounds(q.from, q.to);
  return and(gte(column, start), lt(column, end))!;
};

/** The resume channel filter: 0 for resumes without a channel. */
export function channelCondition(channel: number | undefined): SQL | undefined {
  if (channel === undefined) return undefined;
  return channel === 0 ? isNull(resumes.channel) : eq(resumes.channel, channel);
}

/** The conditions on `jobs` the filters and the caller's job scope set. */
export function jobConditions(caller: Caller, q: Omit<ReportFilter, 'from' | 'to'>): SQL {
  return and(
    jobScope(caller),
    isNull(jobs.deletedAt),
    q.jobId ? eq(jobs.id, q.jobId) : undefined,
    q.orgId ? eq(jobs.orgId, q.orgId) : undefined,
    q.ownerId === undefined ? undefined : q.ownerId === 0 ? isNull(jobs.ownerId) : eq(jobs.ownerId, q.ownerId),
  )!;
}

/** The conditions on `jobs` and `resumes` a board's filters and the caller's job scope set. */
export function filterConditions(caller: Caller, q: Omit<ReportFilter, 'from' | 'to'> & ReferrerFilter): SQL | undefined {
  return and(jobConditions(caller, q), isNull(resumes.deletedAt), channelCondition(q.channel), q.referrerId === undefined ? undefined : eq(resumes.referrerAccountId, q.referrerId));
}

/**
 * The resume conditions as a condition on an application id, for queries that do not join the
 * resumes: without a channel or 内推人 filter only the few deleted resumes are looked up (an anti-join),
 * which keeps counts over a year of moves from reading every application and resume.
 */
export function resumeConditionOn(applicationId: SQL | AnyColumn, companyId: number, q: Pick<ReportFilter, 'channel'> & ReferrerFilter): SQL {
  const resumeOfApplication = sql`select 1 from ${applications} a join ${resumes} r on r.id = a.resume_id and r.company_id = a.company_id where a.company_id = ${companyId} and a.id = ${applicationId}`;
  if (q.channel === undefined && q.referrerId === undefined) return sql`not exists (${resumeOfApplication} and r.deleted_at is not null)`;
  const channel = q.channel === undefined ? sql`` : q.channel === 0 ? sql`and r.channel is null` : sql`and r.channel = ${q.channel}`;
  const referrer = q.referrerId === undefined ? sql`` : sql`and r.referrer_account_id = ${q.referrerId}`;
  return sql`exists (${resumeOfApplication} and r.deleted_at is null ${channel} ${referrer})`;
}

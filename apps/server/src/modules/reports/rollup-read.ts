// Reading the rollups (rollup.ts) under a board's filters: per job for the filters on jobs and the
// caller's job scope, per channel for the channel filter; the two together are counted live.
import type { ReferrerFilter, ReportFilter } from '@bole/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { jobScope, type Caller } from '../jobs/scope';
import { reportDailyChannelCounts as byChannel, reportDailyJobCounts as byJob } from './rollup-tables';
import { jobConditions } from './scope';

export type RollupSource = 'job' | 'channel';
type Period = { from: string; to: string };

/** Whether the caller's scope or the filters leave out some jobs (the per-channel rollup counts all). */
export const narrowedToJobs = (caller: Caller, q: ReportFilter) => jobScope(caller) !== undefined || Boolean(q.jobId) || Boolean(q.orgId) || q.ownerId !== undefined;

/** Which rollup answers these filters, or null when only the live count can (the rollups do not count per 内推人). */
export function rollupSourceFor(caller: Caller, q: ReportFilter & ReferrerFilter): RollupSource | null {
  if (q.referrerId !== undefined) return null;
  if (q.channel === undefined) return 'job';
  return narrowedToJobs(caller, q) ? null : 'channel';
}

const metricList = (metrics: readonly string[]) => sql.join(metrics.map((m) => sql`${m}`), sql`, `);

/** The rows of one rollup under the filters, in the period, of these metrics, grouped by `key` (SQL over the rollup row `d` and `jobs`). */
function rollupRows(caller: Caller, q: ReportFilter, source: RollupSource, metrics: readonly string[], period: Period, key: SQL): SQL {
  const c = caller.companyId;
  const inPeriod = sql`d.day >= ${period.from}::date and d.day <= ${period.to}::date and d.metric in (${metricList(metrics)})`;
  return source === 'job'
    ? sql`select d.metric, ${key} as key, sum(d.n)::int as n from ${byJob} d join jobs on jobs.id = d.job_id and jobs.company_id = ${c}
        where d.company_id = ${c} and ${inPeriod} and ${jobConditions(caller, q)} group by 1, 2`
    : sql`select d.metric, ${key} as key, sum(d.n)::int as n from ${byChannel} d
        where d.company_id = ${c} and ${inPeriod} ${q.channel === undefined ? sql`` : sql`and d.channel = ${q.channel}`} group by 1, 2`;
}

/** Per metric, the count per value of `key`. */
export async function rollupCounts(db: Db, caller: Caller, q: ReportFilter, source: RollupSource, metrics: readonly string[], period: Period, key: SQL): Promise<Map<string, Map<string, number>>> {
  const { rows } = await db.execute<{ metric: string; key: string | number | null; n: number }>(rollupRows(caller, q, source, metrics, period, key));
  const out = new Map<string, Map<string, number>>(metrics.map((m) => [m, new Map()]));
  for (const r of rows) out.get(r.metric)?.set(String(r.key ?? ''), r.n);
  return out;
}

/** Per metric, the count per China day (YYYY-MM-DD). */
export const rollupCountsByDay = (db: Db, caller: Caller, q: ReportFilter, source: RollupSource, metrics: readonly string[], period: Period) =>
  rollupCounts(db, caller, q, source, metrics, period, sql`to_char(d.day, 'YYYY-MM-DD')`);

/** Per metric, the count per resume channel (0: none), of all jobs not deleted. */
export const rollupCountsByChannel = (db: Db, caller: Caller, q: ReportFilter, metrics: readonly string[]) =>
  rollupCounts(db, caller, q, 'channel', metrics, q, sql`d.channel`);

/** Per metric, the count per 招聘负责人 of the jobs ('' for none). */
export const rollupCountsByOwner = (db: Db, caller: Caller, q: ReportFilter, metrics: readonly string[]) => rollupCounts(db, caller, q, 'job', metrics, q, sql`jobs.owner_id`);

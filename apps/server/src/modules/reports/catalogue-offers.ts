// Offer统计: Offer分析's steps per job (the same event sets grouped by job, so the jobs add up to
// the board), with the accept rate of the answers given in the period.
import { OFFER_METRICS, type ReportFilter, type ReportRow } from '@bole/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { namesOf, percentOf, sumRow, type ReportRows } from './catalogue-rows';
import { aggregateEvents } from './events';
import { assertJobVisible } from './funnel';
import { eventsOf } from './offers';

export async function offerReport(db: Db, caller: Caller, q: ReportFilter): Promise<ReportRows> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const perMetric = await Promise.all(
    OFFER_METRICS.map((m) => aggregateEvents<{ job_id: string; n: number }>(db, caller, q, eventsOf(m, c), sql`jobs.id as job_id, count(*)::int as n`, sql`group by 1`)),
  );
  const byJob = new Map<number, Record<string, number>>();
  OFFER_METRICS.forEach((m, i) => {
    for (const r of perMetric[i]!) {
      const counts = byJob.get(Number(r.job_id)) ?? {};
      counts[m] = r.n;
      byJob.set(Number(r.job_id), counts);
    }
  });
  const ids = [...byJob.keys()];
  const jobRows = ids.length === 0 ? [] : await db.select({ id: jobs.id, name: jobs.name, orgId: jobs.orgId }).from(jobs).where(inCompany(jobs, c, inArray(jobs.id, ids)));
  const orgNames = await namesOf(db, c, 'org', jobRows.map((j) => j.orgId));
  const rows = jobRows
    .map((j) => ({ j, n: byJob.get(j.id)! }))
    .sort((a, b) => (b.n.sent ?? 0) - (a.n.sent ?? 0) || (b.n.created ?? 0) - (a.n.created ?? 0) || b.j.id - a.j.id)
    .map(({ j, n }): ReportRow => ({
      job: j.name,
      org: orgNames.get(j.orgId) ?? '',
      ...Object.fromEntries(OFFER_METRICS.map((m) => [m, n[m] ?? 0])),
      acceptRate: percentOf(n.accepted ?? 0, (n.accepted ?? 0) + (n.declined ?? 0)),
    }));
  if (rows.length === 0) return { rows, summary: null };
  const summary = sumRow(rows, OFFER_METRICS, 'job');
  summary.acceptRate = percentOf(summary.accepted as number, (summary.accepted as number) + (summary.declined as number));
  return { rows, summary };
}

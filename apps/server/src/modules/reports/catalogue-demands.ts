// 招聘需求完成: the demands the caller sees (demands/scope.ts) that were live in the period, with
// their progress as the demands page counts it and the hires of the period in their jobs as
// 招聘概览 counts them.
import { DemandStatus, demandStatusLabels, type ReportFilter, type ReportRow } from '@bole/domain';
import { desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { progressOf } from '../demands/presenter';
import { demandScope } from '../demands/scope';
import { hiresOf } from '../demands/service';
import { demands } from '../demands/tables';
import { jobsOfDemands } from '../jobs/demand-links';
import type { Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { namesOf, percentOf, sumRow, type ReportRows } from './catalogue-rows';
import { aggregateEvents } from './events';
import { assertJobVisible } from './funnel';
import { eventsOf } from './overview';
import { periodBounds } from './scope';

const NUMBERS = ['headcount', 'jobCount', 'hiresInPeriod', 'hired'];

export async function demandReport(db: Db, caller: Caller, q: ReportFilter): Promise<ReportRows> {
  const c = caller.companyId;
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const { start, end } = periodBounds(q.from, q.to);
  const listed = await db
    .select({ id: demands.id, name: demands.name, orgId: demands.orgId, ownerId: demands.ownerId, status: demands.status, headcount: demands.headcount })
    .from(demands)
    .where(
      inCompany(
        demands,
        c,
        demandScope(caller),
        inArray(demands.status, [DemandStatus.Approved, DemandStatus.Closed]),
        lt(demands.createdAt, end),
        or(isNull(demands.closedAt), gte(demands.closedAt, start)),
        q.orgId ? eq(demands.orgId, q.orgId) : undefined,
        q.ownerId === undefined ? undefined : q.ownerId === 0 ? isNull(demands.ownerId) : eq(demands.ownerId, q.ownerId),
        q.jobId ? sql`${demands.id} = any(select unnest(${jobs.demandIds}) from ${jobs} where ${jobs.id} = ${q.jobId} and ${jobs.companyId} = ${c})` : undefined,
      ),
    )
    .orderBy(desc(demands.id));
  if (listed.length === 0) return { rows: [], summary: null };
  const linked = await jobsOfDemands(db, c, listed.map((d) => d.id));
  const linkedIds = linked.map((j) => j.id);
  const [hires, inPeriod, orgNames, ownerNames] = await Promise.all([
    hiresOf(db, c, linked),
    linkedIds.length === 0
      ? Promise.resolve([])
      : aggregateEvents<{ job_id: string; n: number }>(db, caller, { from: q.from, to: q.to }, eventsOf('hires', c), sql`jobs.id as job_id, count(*)::int as n`, sql`and jobs.id in (${sql.join(linkedIds.map((id) => sql`${id}`), sql`, `)}) group by 1`),
    namesOf(db, c, 'org', listed.map((d) => d.orgId)),
    namesOf(db, c, 'account', listed.map((d) => d.ownerId)),
  ]);
  const periodHires = new Map(inPeriod.map((r) => [Number(r.job_id), r.n]));
  const rows = listed.map((d): ReportRow => {
    const progress = progressOf(d, linked, hires);
    const jobsOfDemand = linked.filter((j) => j.demandIds.includes(d.id));
    return {
      demand: d.name,
      org: orgNames.get(d.orgId) ?? '',
      owner: d.ownerId === null ? '未设置' : (ownerNames.get(d.ownerId) ?? '已删除账号'),
      status: demandStatusLabels[d.status],
      headcount: d.headcount,
      jobCount: progress.jobCount,
      hiresInPeriod: jobsOfDemand.reduce((n, j) => n + (periodHires.get(j.id) ?? 0), 0),
      hired: progress.hired,
      completion: percentOf(progress.hired, d.headcount),
    };
  });
  const summary = sumRow(rows, NUMBERS, 'demand');
  summary.completion = percentOf(summary.hired as number, summary.headcount as number);
  return { rows, summary };
}

// 招聘进度: per job its 需求人数, the candidates standing in each type of stage now (the funnel's
// `current`) and the period's applications, interviews, offers and hires (招聘概览's event sets,
// or their rollups on a large company).
import { jobStatusLabels, JobStatus, StageType, type ReportFilter, type ReportRow } from '@bole/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { applications } from '../applications/tables';
import { closedNow } from '../jobs/repository';
import type { Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { recruitStages } from '../processes/tables';
import { namesOf, percentOf, sumRow, type ReportRows } from './catalogue-rows';
import { aggregateEvents } from './events';
import { applicationJobs, assertJobVisible, standingWhere } from './funnel';
import { eventsOf } from './overview';
import { rollupCountedAt } from './rollup';
import { rollupCounts, rollupSourceFor } from './rollup-read';
import { jobConditions } from './scope';

const EVENT_COLUMNS = ['applications', 'interviews', 'offers', 'hires'] as const;
const STAGE_COLUMNS: Record<StageType, string> = {
  [StageType.Screening]: 'screening',
  [StageType.Interview]: 'interviewing',
  [StageType.Test]: 'testing',
  [StageType.Offer]: 'offering',
  [StageType.Pending]: 'pending',
};
const NUMBER_COLUMNS = ['headcount', ...Object.values(STAGE_COLUMNS), ...EVENT_COLUMNS];

export async function progressReport(db: Db, caller: Caller, q: ReportFilter): Promise<ReportRows> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const fromRollup = rollupSourceFor(caller, q) === 'job' && (await rollupCountedAt(db, c)) !== null;
  const [events, standing, jobRows] = await Promise.all([
    fromRollup
      ? rollupCounts(db, caller, q, 'job', EVENT_COLUMNS, q, sql`jobs.id`).then((counts) => EVENT_COLUMNS.map((m) => [...counts.get(m)!].map(([job_id, n]) => ({ job_id, n }))))
      : Promise.all(EVENT_COLUMNS.map((m) => aggregateEvents<{ job_id: string; n: number }>(db, caller, q, eventsOf(m, c), sql`jobs.id as job_id, count(*)::int as n`, sql`group by 1`))),
    db
      .select({ jobId: applications.jobId, type: recruitStages.type, n: count() })
      .from(applications)
      .innerJoin(jobs, applicationJobs)
      .innerJoin(recruitStages, and(eq(recruitStages.id, applications.stageId), eq(recruitStages.companyId, applications.companyId)))
      .where(standingWhere(caller, q, 'current'))
      .groupBy(applications.jobId, recruitStages.type),
    db
      .select({ id: jobs.id, name: jobs.name, orgId: jobs.orgId, ownerId: jobs.ownerId, headcount: jobs.headcount, closed: sql<boolean>`(${closedNow()})` })
      .from(jobs)
      .where(inCompany(jobs, c, jobConditions(caller, q))),
  ]);
  const numbers = new Map<number, Record<string, number>>();
  const add = (jobId: number, key: string, n: number) => {
    const row = numbers.get(jobId) ?? {};
    row[key] = (row[key] ?? 0) + n;
    numbers.set(jobId, row);
  };
  EVENT_COLUMNS.forEach((key, i) => events[i]!.forEach((r) => add(Number(r.job_id), key, r.n)));
  for (const r of standing) add(r.jobId, STAGE_COLUMNS[r.type as StageType], r.n);
  const listed = jobRows.filter((j) => !j.closed || numbers.has(j.id)).sort((a, b) => Number(a.closed) - Number(b.closed) || b.id - a.id);
  const [orgNames, ownerNames] = await Promise.all([namesOf(db, c, 'org', listed.map((j) => j.orgId)), namesOf(db, c, 'account', listed.map((j) => j.ownerId))]);
  const rows = listed.map((j): ReportRow => {
    const n = numbers.get(j.id) ?? {};
    const row: ReportRow = {
      job: j.name,
      org: orgNames.get(j.orgId) ?? '',
      owner: j.ownerId === null ? '未设置' : (ownerNames.get(j.ownerId) ?? '已删除账号'),
      status: jobStatusLabels[j.closed ? JobStatus.Closed : JobStatus.Open],
      headcount: j.headcount,
    };
    for (const key of NUMBER_COLUMNS.slice(1)) row[key] = n[key] ?? 0;
    row.fillRate = percentOf(n.hires ?? 0, j.headcount);
    return row;
  });
  return { rows, summary: rows.length === 0 ? null : { ...sumRow(rows, NUMBER_COLUMNS, 'job'), fillRate: null } };
}

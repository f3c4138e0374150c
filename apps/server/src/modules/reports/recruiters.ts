// HR工作量 (/report/board/hr): 招聘概览's numbers per 招聘负责人 of the jobs, with the jobs each has
// open; a row drills down through /api/reports/overview/candidates with `ownerId` (0: no owner).
import { JobStatus, RECRUITER_METRICS, type RecruiterBoard, type ReportFilter } from '@bole/domain';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { aggregateEvents } from './events';
import { assertJobVisible } from './funnel';
import { eventsOf } from './overview';
import { rollupCountedAt } from './rollup';
import { rollupCountsByOwner } from './rollup-read';

type Row = RecruiterBoard['recruiters'][number];

export async function recruiterBoard(db: Db, caller: Caller, q: ReportFilter): Promise<RecruiterBoard> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const openJobsWhere = inCompany(
    jobs,
    c,
    isNull(jobs.deletedAt),
    eq(jobs.status, JobStatus.Open),
    jobScope(caller),
    q.jobId ? eq(jobs.id, q.jobId) : undefined,
    q.orgId ? eq(jobs.orgId, q.orgId) : undefined,
    q.ownerId === undefined ? undefined : q.ownerId === 0 ? isNull(jobs.ownerId) : eq(jobs.ownerId, q.ownerId),
  );
  const countedAt = q.channel === undefined ? await rollupCountedAt(db, c) : null;
  const [perMetric, open] = await Promise.all([
    countedAt
      ? rollupCountsByOwner(db, caller, q, RECRUITER_METRICS).then((counts) => RECRUITER_METRICS.map((m) => [...counts.get(m)!].map(([owner, n]) => ({ owner: owner || null, n }))))
      : Promise.all(
          RECRUITER_METRICS.map((m) => aggregateEvents<{ owner: string | null; n: number }>(db, caller, q, eventsOf(m, c), sql`jobs.owner_id as owner, count(*)::int as n`, sql`group by 1`)),
        ),
    db.select({ owner: jobs.ownerId, n: count() }).from(jobs).where(openJobsWhere).groupBy(jobs.ownerId),
  ]);
  const rows = new Map<number, Row>();
  const rowOf = (owner: string | number | null): Row => {
    const id = owner === null ? 0 : Number(owner);
    let row = rows.get(id);
    if (!row) {
      row = { accountId: id, name: id === 0 ? '未设置招聘负责人' : '', openJobs: 0, applications: 0, screened: 0, interviews: 0, offers: 0, hires: 0, hireRate: null };
      rows.set(id, row);
    }
    return row;
  };
  for (const r of open) rowOf(r.owner).openJobs = r.n;
  RECRUITER_METRICS.forEach((m, i) => {
    for (const r of perMetric[i]!) rowOf(r.owner)[m] = r.n;
  });
  const ids = [...rows.keys()].filter((id) => id !== 0);
  const names = ids.length === 0 ? [] : await db.select({ id: accounts.id, name: accounts.userName }).from(accounts).where(and(eq(accounts.companyId, c), inArray(accounts.id, ids)));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const recruiters = [...rows.values()].map((r) => ({
    ...r,
    name: r.accountId === 0 ? r.name : (nameOf.get(r.accountId) ?? '已删除账号'),
    hireRate: r.offers === 0 ? null : Math.round((r.hires / r.offers) * 1000) / 10,
  }));
  recruiters.sort((a, b) => b.applications - a.applications || b.openJobs - a.openJobs || a.accountId - b.accountId);
  return { recruiters, countedAt: (countedAt ?? new Date()).toISOString() };
}

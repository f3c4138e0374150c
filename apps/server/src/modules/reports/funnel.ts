// The funnel (spec contract of issue 16) and the stage times of 职位360, all counted over the
// stage visits the database records: per stage, the applications that first reached it in the
// period (`entered`), those in it now and still in the process (`current`), those that left it
// in the period (`left`) and those in it now for over REPORT_STALE_DAYS (`stale`).
// `funnelCandidates` lists the applications behind any of these with the very same conditions
// (`measureWhere`), so a number and its list always agree.
import { recruitmentStateLabel, REPORT_STALE_DAYS, type Funnel, type FunnelCandidatesQuery, type FunnelStage, type Page, type ReportCandidate, type ReportFilter, type StageMeasure, type StageTimes } from '@bole/domain';
import { and, asc, avg, count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applications } from '../applications/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { processOfJob, stagesOfProcesses } from '../processes/job-stages';
import { ensureDefaultProcess } from '../processes/defaults';
import { recruitStages } from '../processes/tables';
import { resumes } from '../resumes/tables';
import { filterConditions, inPeriod } from './scope';
import { applicationStageVisits as visits } from './tables';

const DAY_MS = 86_400_000;

/** The visits a measure counts, of the caller's company, scope and filters. */
function measureWhere(caller: Caller, q: ReportFilter, measure: StageMeasure, more?: SQL): SQL {
  const inProcessNow = and(eq(visits.stageId, applications.stageId), isNull(visits.leftAt), isNull(applications.archivedAt), isNull(applications.outcome));
  const which = {
    entered: inPeriod(visits.firstEnteredAt, q),
    left: inPeriod(visits.leftAt, q),
    current: inProcessNow,
    stale: and(inProcessNow, lt(applications.stageEnteredAt, new Date(Date.now() - REPORT_STALE_DAYS * DAY_MS))),
  }[measure];
  return and(inCompany(visits, caller.companyId), which, filterConditions(caller, q), more)!;
}

/** When what a measure counts happened. */
const measureTime = { entered: visits.firstEnteredAt, left: visits.leftAt, current: applications.stageEnteredAt, stale: applications.stageEnteredAt };

function joinCounted<Q extends PgSelect>(qb: Q) {
  return qb
    .innerJoin(applications, and(eq(applications.id, visits.applicationId), eq(applications.companyId, visits.companyId)))
    .innerJoin(jobs, and(eq(jobs.id, visits.jobId), eq(jobs.companyId, visits.companyId)))
    .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, visits.companyId)));
}

/** The job named by the filter, when the caller may see it (404 otherwise, as for a job of another company). */
export async function assertJobVisible(db: Db, caller: Caller, jobId: number): Promise<{ recruitProcessId: number | null }> {
  const [job] = await db
    .select({ recruitProcessId: jobs.recruitProcessId })
    .from(jobs)
    .where(inCompany(jobs, caller.companyId, eq(jobs.id, jobId), isNull(jobs.deletedAt), jobScope(caller)));
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

/** The order of the stages: the job's process (the default one company-wide), then any other stage counted, in library order. */
async function stageOrder(db: Db, caller: Caller, q: ReportFilter, counted: readonly number[]): Promise<{ id: number; name: string }[]> {
  const processId = await db.transaction(async (tx) => {
    if (q.jobId) return processOfJob(tx, caller.companyId, (await assertJobVisible(db, caller, q.jobId)).recruitProcessId);
    return ensureDefaultProcess(tx, caller.companyId);
  });
  const inProcess = ((await stagesOfProcesses(db, caller.companyId, [processId])).get(processId) ?? []).filter((s) => s.enabled || counted.includes(s.id));
  const known = new Set(inProcess.map((s) => s.id));
  const others = counted.filter((id) => !known.has(id));
  const extra =
    others.length === 0
      ? []
      : await db
          .select({ id: recruitStages.id, name: recruitStages.name })
          .from(recruitStages)
          .where(inCompany(recruitStages, caller.companyId, inArray(recruitStages.id, others)))
          .orderBy(asc(recruitStages.sort), asc(recruitStages.id));
  return [...inProcess.map(({ id, name }) => ({ id, name })), ...extra];
}

/** Per stage, the number of visits each measure counts. */
async function countsByStage(db: Db, caller: Caller, q: ReportFilter, measure: StageMeasure): Promise<Map<number, number>> {
  const rows = await joinCounted(db.select({ stageId: visits.stageId, n: count() }).from(visits).$dynamic())
    .where(measureWhere(caller, q, measure))
    .groupBy(visits.stageId);
  return new Map(rows.map((r) => [r.stageId, r.n]));
}

export async function funnel(db: Db, caller: Caller, q: ReportFilter): Promise<Funnel> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const [entered, current] = await Promise.all([countsByStage(db, caller, q, 'entered'), countsByStage(db, caller, q, 'current')]);
  const order = await stageOrder(db, caller, q, [...new Set([...entered.keys(), ...current.keys()])]);
  const stages: FunnelStage[] = order.map((s) => ({ stageId: s.id, name: s.name, entered: entered.get(s.id) ?? 0, current: current.get(s.id) ?? 0 }));
  return { stages };
}

export async function stageTimes(db: Db, caller: Caller, q: ReportFilter): Promise<StageTimes> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const [left, stale] = await Promise.all([
    joinCounted(db.select({ stageId: visits.stageId, n: count(), avgSeconds: avg(visits.secondsIn) }).from(visits).$dynamic())
      .where(measureWhere(caller, q, 'left'))
      .groupBy(visits.stageId),
    countsByStage(db, caller, q, 'stale'),
  ]);
  const leftBy = new Map(left.map((r) => [r.stageId, r]));
  const order = await stageOrder(db, caller, q, [...new Set([...leftBy.keys(), ...stale.keys()])]);
  return {
    stages: order.map((s) => {
      const l = leftBy.get(s.id);
      return { stageId: s.id, name: s.name, left: l?.n ?? 0, avgDays: l?.avgSeconds == null ? null : Math.round((Number(l.avgSeconds) / 86_400) * 10) / 10, stale: stale.get(s.id) ?? 0 };
    }),
  };
}

/** Where the application stands now, in the words of the pipeline. */
export function statusOf(r: { archivedAt: Date | null; transferredToId: number | null; outcome: number | null; recruitmentState: number | null }): string {
  if (r.transferredToId !== null) return '已转移职位';
  if (r.archivedAt !== null) return '已归档';
  if (r.outcome === null) return r.recruitmentState === null ? '招聘中' : recruitmentStateLabel(r.recruitmentState);
  return recruitmentStateLabel(r.recruitmentState ?? r.outcome);
}

export async function funnelCandidates(db: Db, caller: Caller, q: FunnelCandidatesQuery): Promise<Page<ReportCandidate>> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const where = measureWhere(caller, q, q.measure, eq(visits.stageId, q.stageId));
  const time = measureTime[q.measure];
  const [rows, [total]] = await Promise.all([
    joinCounted(
      db
        .select({
      applicationId: applications.id,
      resumeId: applications.resumeId,
      name: resumes.name,
      jobId: jobs.id,
      jobTitle: jobs.name,
      stageId: applications.stageId,
      stageName: recruitStages.name,
      archivedAt: applications.archivedAt,
      transferredToId: applications.transferredToId,
      outcome: applications.outcome,
      recruitmentState: applications.recruitmentState,
      happenedAt: time,
        })
        .from(visits)
        .$dynamic(),
    )
      .innerJoin(recruitStages, and(eq(recruitStages.id, applications.stageId), eq(recruitStages.companyId, applications.companyId)))
      .where(where)
      .orderBy(desc(time), desc(visits.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    joinCounted(db.select({ n: count() }).from(visits).$dynamic()).where(where),
  ]);
  const list = rows.map((r) => ({
    applicationId: r.applicationId,
    resumeId: r.resumeId,
    name: r.name,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    stageId: r.stageId,
    stageName: r.stageName,
    statusLabel: statusOf(r),
    happenedAt: r.happenedAt!.toISOString(),
  }));
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

// The funnel (spec contract of issue 16) and the stage times of 职位360, all counted over the
// stage visits the database records: per stage, the applications that first reached it in the
// period (`entered`), those in it now and still in the process (`current`), those that left it
// in the period (`left`) and those in it now for over REPORT_STALE_DAYS (`stale`).
// `funnelCandidates` lists the applications behind any of these with the very same conditions
// (`visitWhere`, `standingWhere`), so a number and its list always agree.
import { recruitmentStateLabel, REPORT_STALE_DAYS, type Funnel, type FunnelCandidatesQuery, type FunnelStage, type Page, type ReportCandidate, type ReportFilter, type StageMeasure, type StageTimes } from '@bole/domain';
import { and, asc, avg, count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
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
import { inPeriod, jobConditions, resumeConditionOn } from './scope';
import { applicationStageVisits as visits } from './tables';

const DAY_MS = 86_400_000;

// Two families of measures: entered and left are visits of the period (driven by the visits'
// period index); current and stale are applications standing in a stage now (driven by the
// applications' stage index). Each family joins only `jobs` for the filters and checks the
// resume by `resumeConditionOn`.
const VISIT_MEASURES = ['entered', 'left'] as const;
type VisitMeasure = (typeof VISIT_MEASURES)[number];
const isVisitMeasure = (m: StageMeasure): m is VisitMeasure => (VISIT_MEASURES as readonly string[]).includes(m);

function visitWhere(caller: Caller, q: ReportFilter, measure: VisitMeasure, stageId?: number): SQL {
  return and(
    inCompany(visits, caller.companyId),
    inPeriod(measure === 'entered' ? visits.firstEnteredAt : visits.leftAt, q),
    stageId === undefined ? undefined : eq(visits.stageId, stageId),
    jobConditions(caller, q),
    resumeConditionOn(visits.applicationId, caller.companyId, q),
  )!;
}

export function standingWhere(caller: Caller, q: ReportFilter, measure: 'current' | 'stale', stageId?: number): SQL {
  return and(
    inCompany(applications, caller.companyId),
    isNull(applications.archivedAt),
    isNull(applications.outcome),
    measure === 'stale' ? lt(applications.stageEnteredAt, new Date(Date.now() - REPORT_STALE_DAYS * DAY_MS)) : undefined,
    stageId === undefined ? undefined : eq(applications.stageId, stageId),
    jobConditions(caller, q),
    resumeConditionOn(applications.id, caller.companyId, q),
  )!;
}

const visitJobs = and(eq(jobs.id, visits.jobId), eq(jobs.companyId, visits.companyId));
export const applicationJobs = and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId));

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

/** Per stage, the number each measure counts. */
async function countsByStage(db: Db, caller: Caller, q: ReportFilter, measure: StageMeasure): Promise<Map<number, number>> {
  const rows = isVisitMeasure(measure)
    ? await db.select({ stageId: visits.stageId, n: count() }).from(visits).innerJoin(jobs, visitJobs).where(visitWhere(caller, q, measure)).groupBy(visits.stageId)
    : await db.select({ stageId: applications.stageId, n: count() }).from(applications).innerJoin(jobs, applicationJobs).where(standingWhere(caller, q, measure)).groupBy(applications.stageId);
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
    db
      .select({ stageId: visits.stageId, n: count(), avgSeconds: avg(visits.secondsIn) })
      .from(visits)
      .innerJoin(jobs, visitJobs)
      .where(visitWhere(caller, q, 'left'))
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

/** One page of (application, time) behind a stage's number, newest first, and how many there are. */
async function pageBehind(db: Db, caller: Caller, q: FunnelCandidatesQuery): Promise<{ rows: { applicationId: number; at: Date | null }[]; total: number }> {
  const offset = (q.page - 1) * q.pageSize;
  if (isVisitMeasure(q.measure)) {
    const where = visitWhere(caller, q, q.measure, q.stageId);
    const at = q.measure === 'entered' ? visits.firstEnteredAt : visits.leftAt;
    const [rows, [total]] = await Promise.all([
      db.select({ applicationId: visits.applicationId, at }).from(visits).innerJoin(jobs, visitJobs).where(where).orderBy(desc(at), desc(visits.id)).limit(q.pageSize).offset(offset),
      db.select({ n: count() }).from(visits).innerJoin(jobs, visitJobs).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
  const where = standingWhere(caller, q, q.measure, q.stageId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ applicationId: applications.id, at: applications.stageEnteredAt })
      .from(applications)
      .innerJoin(jobs, applicationJobs)
      .where(where)
      .orderBy(desc(applications.stageEnteredAt), desc(applications.id))
      .limit(q.pageSize)
      .offset(offset),
    db.select({ n: count() }).from(applications).innerJoin(jobs, applicationJobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function funnelCandidates(db: Db, caller: Caller, q: FunnelCandidatesQuery): Promise<Page<ReportCandidate>> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const { rows, total } = await pageBehind(db, caller, q);
  const ids = rows.map((r) => r.applicationId);
  const details =
    ids.length === 0
      ? []
      : await db
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
          })
          .from(applications)
          .innerJoin(jobs, applicationJobs)
          .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId)))
          .innerJoin(recruitStages, and(eq(recruitStages.id, applications.stageId), eq(recruitStages.companyId, applications.companyId)))
          .where(inCompany(applications, caller.companyId, inArray(applications.id, ids)));
  const byId = new Map(details.map((d) => [d.applicationId, d]));
  const list = rows.flatMap((r) => {
    const d = byId.get(r.applicationId);
    return d ? [{ ...d, statusLabel: statusOf(d), happenedAt: r.at!.toISOString(), archivedAt: undefined, transferredToId: undefined, outcome: undefined, recruitmentState: undefined }] : [];
  });
  return {
    list: list.map(({ applicationId, resumeId, name, jobId, jobTitle, stageId, stageName, statusLabel, happenedAt }) => ({ applicationId, resumeId, name, jobId, jobTitle, stageId, stageName, statusLabel, happenedAt })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

// The funnel (spec contract of issue 16): per stage, the applications that first reached it in
// the period (`entered`, from the stage visits the database records) and those in it now and
// still in the process (`current`). `funnelCandidates` lists the applications behind `entered`
// with the very same conditions, so a number and its list always agree.
import { recruitmentStateLabel, type Funnel, type FunnelCandidatesQuery, type FunnelStage, type Page, type ReportCandidate, type ReportFilter } from '@bole/domain';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
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

/** Visits of the caller's applications whose stage was first reached in the period. */
function enteredWhere(caller: Caller, q: ReportFilter, more?: SQL): SQL {
  return and(inCompany(visits, caller.companyId), inPeriod(visits.firstEnteredAt, q), filterConditions(caller, q), more)!;
}

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

export async function funnel(db: Db, caller: Caller, q: ReportFilter): Promise<Funnel> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const [entered, current] = await Promise.all([
    joinCounted(db.select({ stageId: visits.stageId, n: count() }).from(visits).$dynamic()).where(enteredWhere(caller, q)).groupBy(visits.stageId),
    db
      .select({ stageId: applications.stageId, n: count() })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId)))
      .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId)))
      .where(inCompany(applications, caller.companyId, isNull(applications.archivedAt), isNull(applications.outcome), filterConditions(caller, q)))
      .groupBy(applications.stageId),
  ]);
  const enteredBy = new Map(entered.map((r) => [r.stageId, r.n]));
  const currentBy = new Map(current.map((r) => [r.stageId, r.n]));
  const order = await stageOrder(db, caller, q, [...new Set([...enteredBy.keys(), ...currentBy.keys()])]);
  const stages: FunnelStage[] = order.map((s) => ({ stageId: s.id, name: s.name, entered: enteredBy.get(s.id) ?? 0, current: currentBy.get(s.id) ?? 0 }));
  return { stages };
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
  const where = enteredWhere(caller, q, eq(visits.stageId, q.stageId));
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
      enteredAt: visits.firstEnteredAt,
        })
        .from(visits)
        .$dynamic(),
    )
      .innerJoin(recruitStages, and(eq(recruitStages.id, applications.stageId), eq(recruitStages.companyId, applications.companyId)))
      .where(where)
      .orderBy(desc(visits.firstEnteredAt), desc(visits.id))
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
    happenedAt: r.enteredAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

// 招聘流程 (/user/manage/recruitprocess, 360001): process templates of library stages, one of
// them the default for jobs without their own. Changing what a process holds never strands a
// candidate: stages holding in-process candidates of its jobs stay until they are moved.
import { PROCESSES_MAX, StageType, type RecruitProcess, type RecruitProcessCreate, type RecruitProcessUpdate } from '@bole/domain';
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applications } from '../applications/tables';
import { jobs } from '../jobs/tables';
import { ensureDefaultProcess } from './defaults';
import { stagesOfProcesses } from './job-stages';
import { recruitProcesses, recruitProcessStages, recruitStages } from './tables';

const rethrowName = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('PROCESS_NAME_TAKEN');
  throw error;
};

/** Condition on `jobs`: live jobs running on the process (the default one also takes jobs naming none). */
export function jobsOn(processId: number, isDefault: boolean): SQL {
  const own = eq(jobs.recruitProcessId, processId);
  return and(isNull(jobs.deletedAt), isDefault ? or(own, isNull(jobs.recruitProcessId)) : own)!;
}

/**
 * Refuses when jobs matching `onJobs` hold in-process candidates in a stage outside `keep`;
 * `error` names the situation (removing a stage, changing a job's process, a new default).
 */
export async function assertNoStranded(tx: Tx, companyId: number, onJobs: SQL, keep: readonly number[], error: 'PROCESS_STAGE_HAS_CANDIDATES' | 'PROCESS_CHANGE_BLOCKED'): Promise<void> {
  const [stranded] = await tx
    .select({ stage: recruitStages.name })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId)))
    .innerJoin(recruitStages, eq(recruitStages.id, applications.stageId))
    .where(inCompany(applications, companyId, isNull(applications.archivedAt), isNull(applications.outcome), onJobs, keep.length > 0 ? notInArray(applications.stageId, [...keep]) : undefined))
    .limit(1);
  if (stranded) {
    const message = error === 'PROCESS_STAGE_HAS_CANDIDATES' ? `使用该流程的职位在“${stranded.stage}”阶段还有候选人，请先移动这些候选人再移除该阶段` : `职位中还有候选人处于“${stranded.stage}”阶段，新流程没有该阶段，请先移动这些候选人`;
    throw new AppError(error, message);
  }
}

/** The stages sent must be live, enabled stages of the library, with a screening and an interview stage among them. */
async function checkStages(tx: Tx, companyId: number, stageIds: readonly number[]): Promise<void> {
  const rows = await tx
    .select({ id: recruitStages.id, type: recruitStages.type, enabled: recruitStages.enabled })
    .from(recruitStages)
    .where(inCompany(recruitStages, companyId, inArray(recruitStages.id, [...stageIds]), isNull(recruitStages.deletedAt)));
  if (rows.length !== stageIds.length) throw new AppError('NOT_FOUND');
  if (rows.some((r) => !r.enabled)) throw new AppError('STAGE_DISABLED');
  if (!rows.some((r) => r.type === StageType.Screening) || !rows.some((r) => r.type === StageType.Interview)) throw new AppError('PROCESS_NEEDS_STAGE');
}

async function writeStages(tx: Tx, companyId: number, processId: number, stageIds: readonly number[]): Promise<void> {
  await tx.delete(recruitProcessStages).where(inCompany(recruitProcessStages, companyId, eq(recruitProcessStages.processId, processId)));
  await tx.insert(recruitProcessStages).values(stageIds.map((stageId, i) => ({ companyId, processId, stageId, sort: i + 1 })));
}

async function processOr404(tx: Tx, companyId: number, id: number) {
  const [row] = await tx.select().from(recruitProcesses).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listProcesses(db: Db, companyId: number): Promise<RecruitProcess[]> {
  await db.transaction((tx) => ensureDefaultProcess(tx, companyId));
  const rows = await db.select().from(recruitProcesses).where(inCompany(recruitProcesses, companyId)).orderBy(sql`${recruitProcesses.isDefault} desc`, asc(recruitProcesses.id));
  const stages = await stagesOfProcesses(db, companyId, rows.map((r) => r.id));
  const counts = await Promise.all(rows.map(async (r) => (await db.select({ n: count() }).from(jobs).where(and(eq(jobs.companyId, companyId), jobsOn(r.id, r.isDefault))))[0]?.n ?? 0));
  return rows.map((r, i) => ({ id: r.id, name: r.name, isDefault: r.isDefault, stages: stages.get(r.id) ?? [], jobCount: counts[i]!, updatedAt: r.updatedAt.toISOString() }));
}

const byId = async (db: Db, companyId: number, id: number) => (await listProcesses(db, companyId)).find((p) => p.id === id)!;

export async function createProcess(db: Db, companyId: number, body: RecruitProcessCreate): Promise<RecruitProcess> {
  const id = await db
    .transaction(async (tx) => {
      await ensureDefaultProcess(tx, companyId);
      await lockCompany(tx, 'recruit-processes', companyId);
      const [stats] = await tx.select({ n: count() }).from(recruitProcesses).where(inCompany(recruitProcesses, companyId));
      if ((stats?.n ?? 0) >= PROCESSES_MAX) throw new AppError('PROCESS_LIMIT');
      await checkStages(tx, companyId, body.stageIds);
      const [row] = await tx.insert(recruitProcesses).values({ companyId, name: body.name }).returning({ id: recruitProcesses.id });
      await writeStages(tx, companyId, row!.id, body.stageIds);
      return row!.id;
    })
    .catch(rethrowName);
  return byId(db, companyId, id);
}

export async function updateProcess(db: Db, companyId: number, id: number, body: RecruitProcessUpdate): Promise<RecruitProcess> {
  await db
    .transaction(async (tx) => {
      const current = await processOr404(tx, companyId, id);
      if (body.name !== undefined) await tx.update(recruitProcesses).set({ name: body.name }).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, id)));
      if (body.stageIds !== undefined) {
        await checkStages(tx, companyId, body.stageIds);
        await assertNoStranded(tx, companyId, jobsOn(id, current.isDefault), body.stageIds, 'PROCESS_STAGE_HAS_CANDIDATES');
        await writeStages(tx, companyId, id, body.stageIds);
        await tx.update(recruitProcesses).set({ updatedAt: new Date() }).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, id)));
      }
    })
    .catch(rethrowName);
  return byId(db, companyId, id);
}

/** Makes a process the default: jobs naming none move onto it, so their candidates' stages must be in it. */
export async function makeDefault(db: Db, companyId: number, id: number): Promise<RecruitProcess> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'recruit-processes', companyId);
    const target = await processOr404(tx, companyId, id);
    if (target.isDefault) return;
    const keep = [...((await stagesOfProcesses(tx, companyId, [id])).get(id) ?? [])].map((s) => s.id);
    await assertNoStranded(tx, companyId, and(isNull(jobs.deletedAt), isNull(jobs.recruitProcessId))!, keep, 'PROCESS_CHANGE_BLOCKED');
    await tx.update(recruitProcesses).set({ isDefault: false }).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.isDefault, true)));
    await tx.update(recruitProcesses).set({ isDefault: true }).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, id)));
  });
  return byId(db, companyId, id);
}

export async function deleteProcess(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await processOr404(tx, companyId, id);
    if (current.isDefault) throw new AppError('PROCESS_DEFAULT_LOCKED');
    const [used] = await tx.select({ n: count() }).from(jobs).where(and(eq(jobs.companyId, companyId), jobsOn(id, false)));
    if ((used?.n ?? 0) > 0) throw new AppError('PROCESS_IN_USE');
    await tx.delete(recruitProcesses).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, id)));
  });
}

// The stages a job runs on: its own process when it names one of the company's, else the
// company's default process. Other modules read a job's stages through these functions.
import type { JobStage, ProcessStage, StageAction, StageType } from '@bole/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { ensureDefaultProcess } from './defaults';
import { recruitProcesses, recruitProcessStages, recruitStages } from './tables';

export type StageRow = { id: number; name: string; type: StageType; actions: StageAction[]; enabled: boolean };

/** The process a job runs on (`recruitProcessId` of the jobs table; a stale or foreign id counts as none). */
export async function processOfJob(tx: Tx, companyId: number, recruitProcessId: number | null): Promise<number> {
  if (recruitProcessId !== null) {
    const [own] = await tx.select({ id: recruitProcesses.id }).from(recruitProcesses).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, recruitProcessId)));
    if (own) return own.id;
  }
  return ensureDefaultProcess(tx, companyId);
}

/** The stages of processes, in process order, disabled ones included. */
export async function stagesOfProcesses(db: DbOrTx, companyId: number, processIds: readonly number[]): Promise<Map<number, ProcessStage[]>> {
  const byProcess = new Map<number, ProcessStage[]>(processIds.map((id) => [id, []]));
  if (processIds.length === 0) return byProcess;
  const rows = await db
    .select({ processId: recruitProcessStages.processId, id: recruitStages.id, name: recruitStages.name, type: recruitStages.type, actions: recruitStages.actions, enabled: recruitStages.enabled })
    .from(recruitProcessStages)
    .innerJoin(recruitStages, and(eq(recruitStages.id, recruitProcessStages.stageId), eq(recruitStages.companyId, recruitProcessStages.companyId)))
    .where(inCompany(recruitProcessStages, companyId, inArray(recruitProcessStages.processId, [...processIds])))
    .orderBy(asc(recruitProcessStages.sort), asc(recruitStages.id));
  for (const { processId, ...stage } of rows) byProcess.get(processId)?.push(stage);
  return byProcess;
}

/** A job's enabled stages in process order, with the process they come from. */
export async function stagesOfJob(tx: Tx, companyId: number, recruitProcessId: number | null): Promise<JobStage[]> {
  const processId = await processOfJob(tx, companyId, recruitProcessId);
  const stages = (await stagesOfProcesses(tx, companyId, [processId])).get(processId) ?? [];
  return stages.filter((s) => s.enabled).map((s, i) => ({ ...s, sort: i + 1, processId }));
}

/** Library stages by id (names for logs and cards). */
export async function stagesByIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, StageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: recruitStages.id, name: recruitStages.name, type: recruitStages.type, actions: recruitStages.actions, enabled: recruitStages.enabled })
    .from(recruitStages)
    .where(inCompany(recruitStages, companyId, inArray(recruitStages.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

// A job's side of the process: its stages (GET /api/jobs/{id}/stages) and which template it
// runs on (PUT /api/jobs/{id}/recruit-process; null = the company's default).
import type { JobProcessSet, JobStage } from '@bole/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { findJob, updateJob } from '../jobs/repository';
import { jobScope, type Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { ensureDefaultProcess } from './defaults';
import { stagesOfJob, stagesOfProcesses } from './job-stages';
import { assertNoStranded } from './processes.service';
import { recruitProcesses } from './tables';

export async function jobStages(db: Db, caller: Caller, jobId: number): Promise<JobStage[]> {
  return db.transaction(async (tx) => {
    const job = await findJob(tx, caller.companyId, jobId, { scope: jobScope(caller) });
    if (!job) throw new AppError('NOT_FOUND');
    return stagesOfJob(tx, caller.companyId, job.recruitProcessId);
  });
}

/**
 * Whether a job may run on `processId` (null: the default): the process must be the company's
 * (404), and an existing job's in-process candidates must all stand in stages it has (50111).
 * The jobs module checks PATCH /api/jobs with it too.
 */
export async function checkJobProcess(tx: Tx, companyId: number, jobId: number | null, processId: number | null): Promise<void> {
  let target = processId;
  if (target === null) target = await ensureDefaultProcess(tx, companyId);
  else {
    const [own] = await tx.select({ id: recruitProcesses.id }).from(recruitProcesses).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, target)));
    if (!own) throw new AppError('NOT_FOUND');
  }
  if (jobId === null) return;
  const keep = ((await stagesOfProcesses(tx, companyId, [target])).get(target) ?? []).filter((s) => s.enabled).map((s) => s.id);
  await assertNoStranded(tx, companyId, and(eq(jobs.id, jobId), isNull(jobs.deletedAt))!, keep, 'PROCESS_CHANGE_BLOCKED');
}

/** Puts the job on another process when none of its in-process candidates stands in a stage the process lacks. */
export async function setJobProcess(db: Db, caller: Caller, jobId: number, body: JobProcessSet): Promise<JobStage[]> {
  const { companyId } = caller;
  return db.transaction(async (tx) => {
    const job = await findJob(tx, companyId, jobId, { scope: jobScope(caller), forUpdate: true });
    if (!job) throw new AppError('NOT_FOUND');
    await checkJobProcess(tx, companyId, jobId, body.processId);
    await updateJob(tx, companyId, jobId, { recruitProcessId: body.processId });
    return stagesOfJob(tx, companyId, body.processId);
  });
}

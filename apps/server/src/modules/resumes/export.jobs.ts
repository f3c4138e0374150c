// Large Excel exports: what an export will hold before it runs (导出 asks first), and a
// background job for more than EXPORT_DIRECT_MAX_ROWS resumes with progress, a stored file
// and a download link kept EXPORT_FILE_KEEP_HOURS, recorded in the export audit as it runs.
import {
  EXPORT_DIRECT_MAX_ROWS,
  EXPORT_FILE_KEEP_HOURS,
  EXPORT_MAX_ROWS,
  ExportJobStatus,
  Perm,
  type ResumeExportJob,
  type ResumeExportPreview,
  type ResumeExportRequest,
} from '@bole/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { errorLine } from '../../platform/http/error-log';
import type { Jobs } from '../../platform/jobs/jobs';
import { audit, buildExcel, excelFileName, exportScope, fileAvailable, finishedExportFile, type ExportFile } from './export.service';
import { countRows } from './export.rows';
import { resumeExportJobs, resumeExportLogs } from './export.tables';
import { canSeeContact, canSeeSalary, type Caller } from './scope';

export const EXPORT_QUEUE = 'resume-export';
export type ExportJobData = { companyId: number; jobId: number };
export type ExportJobDeps = { db: Db; files: FileStorage; jobs: Jobs };

const HOUR_MS = 3_600_000;
const UNEXPECTED_FAILURE = '导出时发生错误，请稍后重新导出；如多次失败请缩小筛选范围后分批导出';

type JobRow = typeof resumeExportJobs.$inferSelect;

/** How many resumes an export of `body` holds for the caller, and what it shows of them. */
export async function previewExport(db: Db, caller: Caller, body: ResumeExportRequest): Promise<ResumeExportPreview> {
  const { found, foundCapped } = await countRows(db, caller, body);
  const count = Math.min(found, EXPORT_MAX_ROWS);
  return {
    count,
    found,
    foundCapped,
    capped: foundCapped || found > EXPORT_MAX_ROWS,
    contact: canSeeContact(caller),
    salary: canSeeSalary(caller),
    background: count > EXPORT_DIRECT_MAX_ROWS,
  };
}

function present(job: JobRow, now: Date): ResumeExportJob {
  return {
    id: job.id,
    status: job.status,
    done: job.done,
    total: job.total,
    error: job.error,
    fileName: job.fileName,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    downloadable: fileAvailable(job, now),
  };
}

/**
 * Queues a background export of `body`: its audit entry and job row now, the file by the
 * worker. The request is checked first, so an empty or foreign selection fails here.
 */
export async function createExportJob(deps: ExportJobDeps, caller: Caller, body: ResumeExportRequest, now = new Date()): Promise<ResumeExportJob> {
  const { db } = deps;
  const preview = await previewExport(db, caller, body);
  if (preview.count === 0) throw new AppError('RESUME_EXPORT_EMPTY');
  const scope = await exportScope(db, caller.companyId, body, preview.count);
  const job = await db.transaction(async (tx) => {
    const logId = await audit(tx, caller, { kind: 'excel', resumeCount: preview.count, resumeIds: [], request: body, scope, capped: preview.capped, fileName: excelFileName(now) });
    const [row] = await tx
      .insert(resumeExportJobs)
      .values({
        companyId: caller.companyId,
        accountId: caller.accountId,
        logId,
        operatorName: caller.userName,
        roleType: caller.roleType,
        codes: [...caller.codes],
        request: body,
        status: ExportJobStatus.Queued,
        total: preview.count,
      })
      .returning();
    return row!;
  });
  await deps.jobs.send(EXPORT_QUEUE, { companyId: caller.companyId, jobId: job.id } satisfies ExportJobData);
  return present(job, now);
}

/** One job of the caller's company that the caller asked for, or may read as the export audit's reader. */
async function jobFor(db: Db, caller: Caller, id: number): Promise<JobRow> {
  const [job] = await db
    .select()
    .from(resumeExportJobs)
    .where(and(eq(resumeExportJobs.companyId, caller.companyId), eq(resumeExportJobs.id, id)));
  if (!job || (job.accountId !== caller.accountId && !caller.codes.has(Perm.ResumeExportSettings))) throw new AppError('NOT_FOUND');
  return job;
}

export async function getExportJob(db: Db, caller: Caller, id: number, now = new Date()): Promise<ResumeExportJob> {
  return present(await jobFor(db, caller, id), now);
}

/** The finished file of a background export, while it is kept. */
export async function exportJobFile(deps: Pick<ExportJobDeps, 'db' | 'files'>, caller: Caller, id: number, now = new Date()): Promise<ExportFile> {
  const job = await jobFor(deps.db, caller, id);
  return finishedExportFile(deps.files, job, now, { fileName: excelFileName(job.createdAt), failure: UNEXPECTED_FAILURE });
}

/**
 * The worker's part: builds the file of a queued (or interrupted) job as its requester would
 * have got it, reporting progress, and stores it. It runs in the system scope, so every
 * query names the job's company. A refusal or an error marks the job failed with a reason in
 * Chinese; a server stopping mid-way leaves it running for the queue's retry.
 */
export async function runExportJob(deps: Pick<ExportJobDeps, 'db' | 'files'>, data: ExportJobData, signal?: AbortSignal, now = () => new Date()): Promise<void> {
  const { db, files } = deps;
  const mine = (...more: Parameters<typeof and>) => and(eq(resumeExportJobs.companyId, data.companyId), eq(resumeExportJobs.id, data.jobId), ...more);
  const [job] = await db
    .update(resumeExportJobs)
    .set({ status: ExportJobStatus.Running, startedAt: now() })
    .where(mine(inArray(resumeExportJobs.status, [ExportJobStatus.Queued, ExportJobStatus.Running])))
    .returning();
  if (!job) return;
  const caller: Caller = { companyId: job.companyId, accountId: job.accountId, roleType: job.roleType, codes: new Set(job.codes), userName: job.operatorName };
  const stopped = new Error('export stopped with the server');
  try {
    const started = now();
    const built = await buildExcel(db, caller, job.request as ResumeExportRequest, started, async (done, total) => {
      if (signal?.aborted) throw stopped;
      await db.update(resumeExportJobs).set({ done, total }).where(mine());
    });
    const stored = await files.put(built.file.bytes);
    const finishedAt = now();
    await db.transaction(async (tx) => {
      await tx
        .update(resumeExportJobs)
        .set({
          status: ExportJobStatus.Done,
          done: built.resumeIds.length,
          total: built.resumeIds.length,
          fileName: built.file.fileName,
          storageKey: stored.storageKey,
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + EXPORT_FILE_KEEP_HOURS * HOUR_MS),
        })
        .where(mine());
      await tx
        .update(resumeExportLogs)
        .set({ resumeCount: built.resumeIds.length, resumeIds: built.resumeIds, scope: built.scope, capped: built.capped, fileName: built.file.fileName })
        .where(and(eq(resumeExportLogs.companyId, data.companyId), eq(resumeExportLogs.id, job.logId)));
    });
  } catch (error) {
    if (error === stopped) throw error;
    const reason = error instanceof AppError ? error.message : UNEXPECTED_FAILURE;
    if (!(error instanceof AppError)) console.warn(`导出任务 #${job.id} 失败：${errorLine(error)}`);
    await db.update(resumeExportJobs).set({ status: ExportJobStatus.Failed, error: reason, finishedAt: now() }).where(mine());
  }
}

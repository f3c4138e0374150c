// 导出Excel of a large standard report (more than REPORT_EXPORT_DIRECT_MAX_ROWS rows) as a
// background job, as the resume exports run theirs (resumes/export.jobs.ts): asked for with the
// page's period and filters, counted by the worker as the requester would have seen it, the
// progress shown on the page, the file kept EXPORT_FILE_KEEP_HOURS and then deleted.
import { EXPORT_FILE_KEEP_HOURS, ExportJobStatus, REPORT_EXPORT_MAX_ROWS, type ReportExportJob, type ReportFilter, type StandardReportId } from '@bole/domain';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { errorLine } from '../../platform/http/error-log';
import { AppError } from '../../platform/http/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Caller } from '../jobs/scope';
import { stillNamed } from '../resumes/export.expiry';
import { fileAvailable, finishedExportFile, type ExportFile } from '../resumes/export.service';
import { computeReport } from './catalogue';
import { reportFile } from './catalogue-export';
import { reportExportJobs } from './export-job.tables';

export const REPORT_EXPORT_QUEUE = 'report-export';
const REPORT_EXPORT_EXPIRY_QUEUE = 'report-export-expiry';
const REPORT_EXPORT_EXPIRY_CRON = '23 * * * *';
export type ReportExportJobData = { companyId: number; jobId: number };
type Deps = { db: Db; files: FileStorage; jobs: Jobs };
type JobRow = typeof reportExportJobs.$inferSelect;

const HOUR_MS = 3_600_000;
const UNEXPECTED_FAILURE = '导出时发生错误，请稍后重新导出；如多次失败请缩短统计期间后分批导出';

const present = (job: JobRow, now: Date): ReportExportJob => ({
  id: job.id,
  reportId: job.reportId,
  status: job.status,
  done: job.done,
  total: job.total,
  error: job.error,
  fileName: job.fileName,
  createdAt: job.createdAt.toISOString(),
  finishedAt: job.finishedAt?.toISOString() ?? null,
  expiresAt: job.expiresAt?.toISOString() ?? null,
  downloadable: fileAvailable(job, now),
});

/** Queues the export; the rows are counted first, so an empty or too large report fails here. */
export async function createReportExportJob(deps: Pick<Deps, 'db' | 'jobs'>, caller: Caller, reportId: StandardReportId, filter: ReportFilter, now = new Date()): Promise<ReportExportJob> {
  const { rows } = await computeReport(deps.db, caller, reportId, filter);
  if (rows.length === 0) throw new AppError('VALIDATION', '期间内没有符合条件的数据，无需导出');
  if (rows.length > REPORT_EXPORT_MAX_ROWS) throw new AppError('VALIDATION', `报表共${rows.length}行，超过导出上限${REPORT_EXPORT_MAX_ROWS}行，请缩短统计期间或增加筛选条件后再导出`);
  const [job] = await deps.db
    .insert(reportExportJobs)
    .values({
      companyId: caller.companyId,
      accountId: caller.accountId,
      operatorName: caller.userName,
      roleType: caller.roleType,
      codes: [...caller.codes],
      reportId,
      filter,
      status: ExportJobStatus.Queued,
      total: rows.length,
    })
    .returning();
  await deps.jobs.send(REPORT_EXPORT_QUEUE, { companyId: caller.companyId, jobId: job!.id } satisfies ReportExportJobData);
  return present(job!, now);
}

/** One export the caller asked for (404 for anyone else's). */
async function jobFor(db: Db, caller: Caller, id: number): Promise<JobRow> {
  const [job] = await db
    .select()
    .from(reportExportJobs)
    .where(and(eq(reportExportJobs.companyId, caller.companyId), eq(reportExportJobs.id, id), eq(reportExportJobs.accountId, caller.accountId)));
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

export async function getReportExportJob(db: Db, caller: Caller, id: number, now = new Date()): Promise<ReportExportJob> {
  return present(await jobFor(db, caller, id), now);
}

export async function reportExportJobFile(deps: Pick<Deps, 'db' | 'files'>, caller: Caller, id: number, now = new Date()): Promise<ExportFile> {
  const job = await jobFor(deps.db, caller, id);
  return finishedExportFile(deps.files, job, now, { fileName: `${job.reportId}.xlsx`, failure: UNEXPECTED_FAILURE });
}

/**
 * The worker's part: makes the file of a queued (or interrupted) job as its requester, stores
 * it and marks it done; an error marks it failed with a reason in Chinese. It runs in the system
 * scope, so every query names the job's company.
 */
export async function runReportExportJob(deps: Pick<Deps, 'db' | 'files'>, data: ReportExportJobData, signal?: AbortSignal, now = () => new Date()): Promise<void> {
  const { db, files } = deps;
  const mine = () => and(eq(reportExportJobs.companyId, data.companyId), eq(reportExportJobs.id, data.jobId));
  const [job] = await db
    .update(reportExportJobs)
    .set({ status: ExportJobStatus.Running, startedAt: now(), done: 0 })
    .where(and(mine(), inArray(reportExportJobs.status, [ExportJobStatus.Queued, ExportJobStatus.Running])))
    .returning();
  if (!job) return;
  const caller: Caller = { companyId: job.companyId, accountId: job.accountId, roleType: job.roleType, codes: new Set(job.codes), userName: job.operatorName };
  try {
    const file = await reportFile(db, caller, job.reportId, job.filter, now());
    // A server stopping while the file was made leaves the job running, for the queue's retry.
    if (signal?.aborted) throw signal.reason;
    const stored = await files.put(file.bytes);
    const finishedAt = now();
    await db
      .update(reportExportJobs)
      .set({ status: ExportJobStatus.Done, done: file.rows, total: file.rows, fileName: file.fileName, storageKey: stored.storageKey, finishedAt, expiresAt: new Date(finishedAt.getTime() + EXPORT_FILE_KEEP_HOURS * HOUR_MS) })
      .where(mine());
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof AppError ? error.message : UNEXPECTED_FAILURE;
    if (!(error instanceof AppError)) console.warn(`报表导出任务 #${job.id} 失败：${errorLine(error)}`);
    await db.update(reportExportJobs).set({ status: ExportJobStatus.Failed, error: reason, finishedAt: now() }).where(mine());
  }
}

/** Forgets and deletes the report files whose link ran out (system scope); answers how many were deleted. */
export async function sweepExpiredReportExports(db: Db, files: FileStorage, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: reportExportJobs.id, companyId: reportExportJobs.companyId, storageKey: reportExportJobs.storageKey })
    .from(reportExportJobs)
    .where(and(isNotNull(reportExportJobs.storageKey), lt(reportExportJobs.expiresAt, now)));
  let removed = 0;
  for (const job of expired) {
    await db
      .update(reportExportJobs)
      .set({ storageKey: null })
      .where(and(eq(reportExportJobs.companyId, job.companyId), eq(reportExportJobs.id, job.id)));
    if (await stillNamed(db, job.storageKey!)) continue;
    await files.remove(job.storageKey!);
    removed += 1;
  }
  return removed;
}

export async function workReportExports(deps: Deps): Promise<void> {
  await deps.jobs.work<ReportExportJobData>(REPORT_EXPORT_QUEUE, (data, signal) => runReportExportJob(deps, data, signal));
  await deps.jobs.work(REPORT_EXPORT_EXPIRY_QUEUE, async () => {
    await sweepExpiredReportExports(deps.db, deps.files);
  });
  await deps.jobs.schedule(REPORT_EXPORT_EXPIRY_QUEUE, REPORT_EXPORT_EXPIRY_CRON);
}

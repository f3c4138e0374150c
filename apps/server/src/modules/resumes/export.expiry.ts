// The files of background exports hold phone numbers and e-mails: once a file's link runs out
// (EXPORT_FILE_KEEP_HOURS) the job forgets its key and the bytes are deleted, unless another
// row still names the same content (storage is by content hash: the same .xlsx uploaded back
// as an attachment shares the key). Runs hourly on the background job platform, across companies.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import type { Jobs } from '../../platform/jobs/jobs';
import { resumeExportJobs } from './export.tables';

export const EXPORT_EXPIRY_QUEUE = 'resume-export-expiry';
const EXPORT_EXPIRY_CRON = '17 * * * *';

/** Whether any table with a storage_key column still names `key` (each table found afresh, so new ones count too). */
export async function stillNamed(db: Db, key: string): Promise<boolean> {
  const { rows: tables } = await db.execute<{ table_name: string }>(
    sql`select c.table_name from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'storage_key' and t.table_type = 'BASE TABLE'`,
  );
  for (const { table_name } of tables) {
    const { rows } = await db.execute(sql`select 1 from ${sql.identifier(table_name)} where storage_key = ${key} limit 1`);
    if (rows.length > 0) return true;
  }
  return false;
}

/** Forgets and deletes the expired export files of every company (system scope); answers how many files were deleted. */
export async function sweepExpiredExports(db: Db, files: FileStorage, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: resumeExportJobs.id, companyId: resumeExportJobs.companyId, storageKey: resumeExportJobs.storageKey })
    .from(resumeExportJobs)
    .where(and(isNotNull(resumeExportJobs.storageKey), lt(resumeExportJobs.expiresAt, now)));
  let removed = 0;
  for (const job of expired) {
    const key = job.storageKey!;
    await db
      .update(resumeExportJobs)
      .set({ storageKey: null })
      .where(and(eq(resumeExportJobs.companyId, job.companyId), eq(resumeExportJobs.id, job.id)));
    if (await stillNamed(db, key)) continue;
    await files.remove(key);
    removed += 1;
  }
  return removed;
}

export async function scheduleExportExpiry(jobs: Jobs, db: Db, files: FileStorage): Promise<void> {
  await jobs.work(EXPORT_EXPIRY_QUEUE, async () => {
    await sweepExpiredExports(db, files);
  });
  await jobs.schedule(EXPORT_EXPIRY_QUEUE, EXPORT_EXPIRY_CRON);
}

// Excel import (210003): every row goes through storeResume, the one place the storing rules
// live, and gets a line in the report: 已入库, 已入库但有标记 (无手机号, 手机号格式有误, 手机号重复,
// 邮箱重复) or 未入库 with the reason. One bad row never stops the others. Batches are kept by
// the file's sha-256 per company: the same file again answers its first report and stores nothing.
import {
  duplicateKindLabels,
  ImportRowResult,
  PhoneFlag,
  phoneFlagLabels,
  resumeCreateSchema,
  ResumeParseStatus,
  type ImportBatch,
  type ImportBatchRow,
  type ImportRowReport,
  type ResumeCreated,
} from '@bole/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { bodyOfRow, labelOfPath } from './import.columns';
import type { ReadSheet } from './import.pool';
import type { SheetRow } from './import.read';
import { EXAMPLE_VALUES } from './import.template';
import { resumeImportBatches } from './export.tables';
import type { Caller } from './scope';
import { storeResume, type Operator } from './service';

type Batch = typeof resumeImportBatches.$inferSelect;
export type ImportUpload = { fileName: string; bytes: Buffer };

/** Progress is saved every this many rows, so a stale import resumes where it stopped. */
const SAVE_EVERY = 25;
/** A running import not saved for this long is taken to have died with its server. */
const STALE_MS = 10 * 60 * 1000;

const isExample = (values: ReadonlyMap<number, string>) => [...EXAMPLE_VALUES].every(([i, v]) => values.get(i) === v) && values.size === EXAMPLE_VALUES.size;

function flagsOf(created: ResumeCreated): string[] {
  const flags: string[] = [];
  if (created.parseStatus === ResumeParseStatus.SavedWithoutPhone) flags.push(phoneFlagLabels[PhoneFlag.Missing]);
  if (created.parseStatus === ResumeParseStatus.SavedWithBadPhone) flags.push(phoneFlagLabels[PhoneFlag.Malformed]);
  if (created.duplicateKind) flags.push(duplicateKindLabels[created.duplicateKind]);
  return flags;
}

/** Stores one row and says how it went; a refusal is a line of the report, not an error. */
async function importRow(db: Db, op: Operator, { row, values }: SheetRow): Promise<ImportRowReport> {
  const name = values.get(0) || null;
  const refuse = (reason: string): ImportRowReport => ({ row, name, result: ImportRowResult.Refused, flags: [], reason, resumeId: null });
  if (isExample(values)) return refuse('模板示例行，已跳过');
  if (!name) return refuse('缺少姓名');
  const parsed = resumeCreateSchema.safeParse(bodyOfRow(values));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const label = labelOfPath(issue.path);
    return refuse(label && !issue.message.includes(label) ? `${label}${issue.message}` : issue.message);
  }
  try {
    const created = await storeResume(db, op, parsed.data);
    const flags = flagsOf(created);
    return { row, name, result: flags.length ? ImportRowResult.Flagged : ImportRowResult.Stored, flags, reason: null, resumeId: created.id };
  } catch (error) {
    if (error instanceof AppError && error.http < 500) return refuse(error.message);
    throw error;
  }
}

const counts = (rows: readonly ImportRowReport[]) => ({
  stored: rows.filter((r) => r.result === ImportRowResult.Stored).length,
  flagged: rows.filter((r) => r.result === ImportRowResult.Flagged).length,
  refused: rows.filter((r) => r.result === ImportRowResult.Refused).length,
});

const summary = (b: Batch): ImportBatchRow => ({
  id: b.id,
  fileName: b.fileName,
  operatorName: b.operatorName,
  status: b.status,
  total: b.total,
  stored: b.stored,
  flagged: b.flagged,
  refused: b.refused,
  createdAt: b.createdAt.toISOString(),
});
const present = (b: Batch, repeated: boolean): ImportBatch => ({ ...summary(b), rows: b.rows, repeated });

async function save(db: Db, companyId: number, id: number, rows: ImportRowReport[], status: Batch['status'], updatedAt = new Date()): Promise<Batch> {
  const [batch] = await db
    .update(resumeImportBatches)
    .set({ rows, ...counts(rows), status, updatedAt })
    .where(inCompany(resumeImportBatches, companyId, eq(resumeImportBatches.id, id)))
    .returning();
  return batch!;
}

/**
 * Claims the file's batch: a new one, or a stale running one (its server died) to finish.
 * An earlier finished import of the same file answers as it is; a fresh running one is 409.
 */
async function claim(db: Db, caller: Caller, sha256: string, storageKey: string, fileName: string, total: number): Promise<{ batch: Batch; fresh: boolean }> {
  const { companyId } = caller;
  const [created] = await db
    .insert(resumeImportBatches)
    .values({ companyId, sha256, storageKey, fileName, total, accountId: caller.accountId, operatorName: caller.userName, status: 'running' })
    .onConflictDoNothing()
    .returning();
  if (created) return { batch: created, fresh: true };
  const bySha = inCompany(resumeImportBatches, companyId, eq(resumeImportBatches.sha256, sha256));
  const [taken] = await db
    .update(resumeImportBatches)
    .set({ updatedAt: new Date() })
    .where(and(bySha, eq(resumeImportBatches.status, 'running'), lt(resumeImportBatches.updatedAt, sql`now() - make_interval(secs => ${STALE_MS / 1000})`)))
    .returning();
  if (taken) return { batch: taken, fresh: true };
  const [existing] = await db.select().from(resumeImportBatches).where(bySha);
  if (!existing || existing.status === 'running') throw new AppError('RESUME_IMPORT_RUNNING');
  return { batch: existing, fresh: false };
}

/**
 * Imports an uploaded .xlsx row by row and answers the report (the earlier one for a file
 * imported before). `readSheet` opens the file off the main thread (import.pool.ts).
 */
export async function importResumes(db: Db, storage: FileStorage, readSheet: ReadSheet, caller: Caller, upload: ImportUpload): Promise<ImportBatch> {
  const sheet = await readSheet(upload.bytes);
  const stored = await storage.put(upload.bytes);
  const { batch, fresh } = await claim(db, caller, stored.sha256, stored.storageKey, upload.fileName, sheet.length);
  if (!fresh) return present(batch, true);
  const op: Operator = { companyId: caller.companyId, accountId: caller.accountId, userName: caller.userName };
  const rows = [...batch.rows];
  const done = new Set(rows.map((r) => r.row));
  try {
    for (const line of sheet) {
      if (done.has(line.row)) continue;
      rows.push(await importRow(db, op, line));
      if (rows.length % SAVE_EVERY === 0) await save(db, caller.companyId, batch.id, rows, 'running');
    }
  } catch (error) {
    // The database failed, not a row: keep what was stored and let the next upload of the file go on from there.
    await save(db, caller.companyId, batch.id, rows, 'running', new Date(0)).catch(() => undefined);
    throw error;
  }
  return present(await save(db, caller.companyId, batch.id, rows, 'done'), false);
}

/** The company's imports, newest first (the report stays visible after the drawer closes). */
export async function listImportBatches(db: Db, companyId: number, limit = 20): Promise<ImportBatchRow[]> {
  const rows = await db
    .select()
    .from(resumeImportBatches)
    .where(inCompany(resumeImportBatches, companyId))
    .orderBy(desc(resumeImportBatches.createdAt), desc(resumeImportBatches.id))
    .limit(limit);
  return rows.map(summary);
}

export async function getImportBatch(db: Db, companyId: number, id: number): Promise<ImportBatch> {
  const [batch] = await db
    .select()
    .from(resumeImportBatches)
    .where(inCompany(resumeImportBatches, companyId, eq(resumeImportBatches.id, id)));
  if (!batch) throw new AppError('NOT_FOUND');
  return present(batch, false);
}

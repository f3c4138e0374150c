// Exports of the talent pool: an Excel list (210004) and one resume as PDF or Word (250003),
// each written to the export audit (who exported what, when).
import {
  EXPORT_MAX_ROWS,
  ExportJobStatus,
  Perm,
  REDACTED_RESUME_LABEL,
  resumeDocumentFormatLabels,
  type Page,
  type PageQuery,
  type ResumeDetail,
  type ResumeDocumentFormat,
  type ResumeExportLog,
  type ResumeExportRequest,
} from '@bole/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { getBase } from '../company/base.service';
import { customTexts } from './custom-texts';
import { documentFileName, standardResume } from './export.document';
import { renderDocx } from './export.docx';
import { renderPdf } from './export.pdf';
import { pickRows, sheetOf, type Sheet } from './export.rows';
import { exportSettingsOf } from './export.settings';
import { resumeExportJobs, resumeExportLogs } from './export.tables';
import { chinaTime, describeFilters } from './export.text';
import { buildWorkbook } from './export.workbook';
import { canSeeContact, canSeeSalary, type Caller } from './scope';
import { accountNames, getDetail } from './service';
import { listTags } from './tags';

export type ExportFile = { fileName: string; mime: string; bytes: Buffer };

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MIME: Record<ResumeDocumentFormat, string> = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

type LogEntry = Omit<typeof resumeExportLogs.$inferInsert, 'id' | 'companyId' | 'accountId' | 'operatorName' | 'createdAt'>;

/** Writes one export to the company's export audit (导出记录); answers the entry's id. */
export async function audit(db: DbOrTx, caller: Caller, entry: LogEntry): Promise<number> {
  const [row] = await db
    .insert(resumeExportLogs)
    .values({ companyId: caller.companyId, accountId: caller.accountId, operatorName: caller.userName, ...entry })
    .returning({ id: resumeExportLogs.id });
  return row!.id;
}

/** The hidden-by-permission notes of an export, for its explanation sheet. */
export function permissionNotes(caller: Caller): string[] {
  const notes: string[] = [];
  if (!canSeeContact(caller)) notes.push('您的角色没有“查看候选人联系方式”权限，手机号、邮箱、微信号已打码');
  if (!canSeeSalary(caller)) notes.push('您的角色没有“查看候选人薪资”权限，薪资显示为 ***');
  return notes;
}

/** Reports resumes written so far of the total, between chunks of a large export. */
export type ExportProgress = (done: number, total: number) => Promise<void>;
export type ExcelExport = { file: ExportFile; resumeIds: number[]; scope: string; capped: boolean };

// A background export writes its rows this many at a time and reports progress after each.
const PROGRESS_CHUNK = 500;

/** What an Excel export covers, in words, for its explanation sheet and the audit. */
export async function exportScope(db: Db, companyId: number, body: ResumeExportRequest, count: number, owners?: ReadonlyMap<number, string>): Promise<string> {
  const { ids, ...filters } = body;
  if (ids) return `选中的 ${count} 份简历`;
  const tagNames = new Map(filters.tagIds?.length ? (await listTags(db, companyId)).map((t) => [t.id, t.name]) : []);
  const ownerName = filters.ownerAccountId ? ((owners ?? (await accountNames(db, companyId))).get(filters.ownerAccountId) ?? null) : null;
  const described = describeFilters(filters, tagNames, ownerName);
  return described ? `按筛选条件：${described}` : '人才库全部简历';
}

/** The .xlsx name of an Excel export made at `now`. */
export function excelFileName(now: Date): string {
  const stamp = chinaTime(now).replace(/[-: ]/g, '').slice(0, 12);
  return `人才库简历_${stamp.slice(0, 8)}_${stamp.slice(8)}.xlsx`;
}

/**
 * The selected resumes, or up to 10,000 of those the list's filters find (in list order),
 * as an .xlsx with the company's columns; nothing audited yet. With `progress`, the rows
 * are written in chunks and each chunk reported.
 */
export async function buildExcel(db: Db, caller: Caller, body: ResumeExportRequest, now: Date, progress?: ExportProgress): Promise<ExcelExport> {
  const { companyId } = caller;
  const [{ rows, capped }, settings, owners] = await Promise.all([pickRows(db, caller, body), exportSettingsOf(db, companyId), accountNames(db, companyId)]);
  if (rows.length === 0) throw new AppError('RESUME_EXPORT_EMPTY');
  let sheet: Sheet;
  if (progress) {
    sheet = { columns: [], rows: [] };
    await progress(0, rows.length);
    for (let i = 0; i < rows.length; i += PROGRESS_CHUNK) {
      const part = await sheetOf(db, caller, rows.slice(i, i + PROGRESS_CHUNK), owners, settings.excelColumns);
      sheet = { columns: part.columns, rows: [...sheet.rows, ...part.rows] };
      await progress(Math.min(i + PROGRESS_CHUNK, rows.length), rows.length);
    }
  } else sheet = await sheetOf(db, caller, rows, owners, settings.excelColumns);
  const scope = await exportScope(db, companyId, body, rows.length, owners);
  const cappedNote = capped ? `符合条件的简历超过 ${EXPORT_MAX_ROWS} 份，本次按列表顺序导出了前 ${EXPORT_MAX_ROWS} 份；请缩小筛选范围后分批导出其余简历` : null;
  const bytes = await buildWorkbook(sheet, { operatorName: caller.userName, time: chinaTime(now), scope, count: rows.length, capped: cappedNote, hidden: permissionNotes(caller) });
  return { file: { fileName: excelFileName(now), mime: XLSX, bytes }, resumeIds: rows.map((r) => r.id), scope, capped };
}

/** An Excel export downloaded at once (see buildExcel), written to the audit. */
export async function exportExcel(db: Db, caller: Caller, body: ResumeExportRequest, now = new Date()): Promise<ExportFile> {
  const { file, resumeIds, scope, capped } = await buildExcel(db, caller, body, now);
  await audit(db, caller, { kind: 'excel', resumeCount: resumeIds.length, resumeIds, request: body, scope, capped, fileName: file.fileName });
  return file;
}

/** The standard resume of a detail read for the caller, under the company's export settings. */
async function documentOf(db: Db, caller: Caller, detail: ResumeDetail, now: Date, contactAllowed: boolean) {
  const [settings, company, custom] = await Promise.all([exportSettingsOf(db, caller.companyId), getBase(db, caller.companyId), customTexts(db, caller.companyId, [detail.customFields])]);
  const model = standardResume(detail, settings, {
    companyName: company.name,
    exporterName: caller.userName,
    now,
    contactAllowed,
    salaryAllowed: caller.codes.has(Perm.CandidateSalary),
    custom: custom.texts[0] ?? [],
  });
  return { model, base: documentFileName(settings.fileNamePattern, detail, now) };
}

/** One resume the caller may see as a standard resume in PDF or Word, laid out as the company set. */
export async function exportDocument(db: Db, caller: Caller, id: number, format: ResumeDocumentFormat, now = new Date()): Promise<ExportFile> {
  const detail = await getDetail(db, caller, id);
  if (detail.deletedAt) throw new AppError('NOT_FOUND');
  const { model, base } = await documentOf(db, caller, detail, now, canSeeContact(caller));
  const title = `${detail.name}的简历`;
  const bytes = format === 'pdf' ? await renderPdf(model, title) : await renderDocx(model, title);
  const fileName = `${base}.${format}`;
  await audit(db, caller, {
    kind: format,
    resumeId: id,
    resumeName: detail.name,
    resumeCount: 1,
    resumeIds: [id],
    request: { format },
    scope: `${resumeDocumentFormatLabels[format]}简历：${detail.name}（#${id}）`,
    fileName,
  });
  return { fileName, mime: MIME[format], bytes };
}

/**
 * What a reader without 250001 gets for the resume's 原始简历 (resumeFileAccess 'redacted'): the
 * standard resume as a PDF with every contact masked, named 脱敏版. A view of the file, like the
 * original's preview, so no export audit row.
 */
export async function redactedResume(db: Db, caller: Caller, id: number, now = new Date()): Promise<ExportFile> {
  const detail = await getDetail(db, caller, id);
  const { model, base } = await documentOf(db, caller, detail, now, false);
  const bytes = await renderPdf(model, `${detail.name}的${REDACTED_RESUME_LABEL}`);
  return { fileName: `${base}_${REDACTED_RESUME_LABEL}.pdf`, mime: MIME.pdf, bytes };
}

/** The company's export audit, newest first (340003), with the state of background exports. */
export async function listExportLogs(db: Db, companyId: number, q: PageQuery, now = new Date()): Promise<Page<ResumeExportLog>> {
  const where = inCompany(resumeExportLogs, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: resumeExportLogs, job: { id: resumeExportJobs.id, status: resumeExportJobs.status, storageKey: resumeExportJobs.storageKey, expiresAt: resumeExportJobs.expiresAt } })
      .from(resumeExportLogs)
      .leftJoin(resumeExportJobs, and(eq(resumeExportJobs.logId, resumeExportLogs.id), eq(resumeExportJobs.companyId, companyId)))
      .where(where)
      .orderBy(desc(resumeExportLogs.createdAt), desc(resumeExportLogs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(resumeExportLogs).where(where),
  ]);
  return {
    list: rows.map(({ log: r, job }) => ({
      id: r.id,
      kind: r.kind,
      operatorName: r.operatorName,
      resumeCount: r.resumeCount,
      resumeId: r.resumeId,
      resumeName: r.resumeName,
      fileName: r.fileName,
      scope: r.scope,
      capped: r.capped,
      createdAt: r.createdAt.toISOString(),
      jobId: job?.id ?? null,
      status: job?.status ?? ExportJobStatus.Done,
      downloadable: job ? fileAvailable(job, now) : false,
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

type StoredExport = { status: ExportJobStatus; storageKey: string | null; expiresAt: Date | null };

/** A background export's file can be downloaded once done, until it expires. */
export function fileAvailable(job: StoredExport, now: Date): boolean {
  return job.status === ExportJobStatus.Done && job.storageKey !== null && job.expiresAt !== null && job.expiresAt > now;
}

/** The .xlsx of a finished background export while it is kept; otherwise why not (failed with its reason, not ready, expired). */
export async function finishedExportFile(
  files: Pick<FileStorage, 'has' | 'read'>,
  job: StoredExport & { error: string | null; fileName: string | null },
  now: Date,
  fallback: { fileName: string; failure: string },
): Promise<ExportFile> {
  if (job.status === ExportJobStatus.Failed) throw new AppError('RESUME_EXPORT_NOT_READY', `导出失败，没有可下载的文件：${job.error ?? fallback.failure}`);
  if (job.status !== ExportJobStatus.Done) throw new AppError('RESUME_EXPORT_NOT_READY');
  if (!fileAvailable(job, now) || !job.storageKey || !(await files.has(job.storageKey))) throw new AppError('RESUME_EXPORT_FILE_EXPIRED');
  return { fileName: job.fileName ?? fallback.fileName, mime: XLSX, bytes: await files.read(job.storageKey) };
}

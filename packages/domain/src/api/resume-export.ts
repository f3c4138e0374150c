// Export and import of the talent pool: /user/seting/resumeexport 简历导出设置 (stored per
// company as JSONB), the Excel export body, and the per-row report of an Excel import.
import { z } from 'zod';
import {
  DEFAULT_EXPORT_SETTINGS,
  EXPORT_COLUMN_KEYS,
  EXPORT_JOB_STATUSES,
  EXPORT_MAX_ROWS,
  fileNamePatternProblem,
  ImportRowResult,
  RESUME_SECTION_KEYS,
  ResumeDocumentFormat,
} from '../codes/resume-export';
import { resumeFiltersSchema } from './resume';

const distinct = (list: readonly string[]) => new Set(list).size === list.length;

// A custom field's column names the field by its key; the server checks the field exists.
const customColumnSchema = z.templateLiteral([`custom:`, z.string().min(1).max(32)]);
const excelColumnSchema = z.union([z.enum(EXPORT_COLUMN_KEYS), customColumnSchema], { error: 'Excel列不正确' });

const exportColumnsSchema = z
  .array(excelColumnSchema, { error: '请选择Excel列' })
  .min(1, '请至少选择一列导出到Excel')
  .refine(distinct, 'Excel列不能重复');
const resumeSectionsSchema = z
  .array(z.enum(RESUME_SECTION_KEYS, { error: '简历模块不正确' }), { error: '请选择简历模块' })
  .min(1, '请至少选择一个简历模块')
  .refine(distinct, '简历模块不能重复');
const fileNamePatternSchema = z
  .string({ error: '请填写文件名格式' })
  .trim()
  .check((ctx) => {
    const problem = fileNamePatternProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** The body of PUT /api/resume-export-settings: columns and sections in the order they appear. */
export const resumeExportSettingsSchema = z.object({
  excelColumns: exportColumnsSchema,
  documentSections: resumeSectionsSchema,
  // Phone, e-mail and WeChat on the PDF/Word; callers without 250001 never get them unmasked.
  includeContact: z.boolean({ error: '须为开启或关闭' }),
  // The company name, the exporter and the date across every page.
  watermark: z.boolean({ error: '须为开启或关闭' }),
  fileNamePattern: fileNamePatternSchema,
});
export type ResumeExportSettings = z.infer<typeof resumeExportSettingsSchema>;

export const defaultExportSettings: ResumeExportSettings = DEFAULT_EXPORT_SETTINGS;

// Responses are encoded, and the body's refinements and trimming are for input only.
export const resumeExportSettingsResponseSchema = z.object({
  excelColumns: z.array(excelColumnSchema),
  documentSections: z.array(z.enum(RESUME_SECTION_KEYS)),
  includeContact: z.boolean(),
  watermark: z.boolean(),
  fileNamePattern: z.string(),
  // When and by whom they were last saved; null while the defaults apply.
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ResumeExportSettingsResponse = z.infer<typeof resumeExportSettingsResponseSchema>;

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : typeof v === 'number' ? [v] : v),
  z
    .array(z.coerce.number({ error: '简历编号不正确' }).int('简历编号不正确').positive('简历编号不正确'), { error: '简历编号不正确' })
    .min(1, '请选择要导出的简历')
    .max(EXPORT_MAX_ROWS, `一次最多导出${EXPORT_MAX_ROWS}份简历`),
);

/** POST /api/resumes/export: the selected resumes (`ids`), or every resume the list filters find. */
export const resumeExportRequestSchema = resumeFiltersSchema.extend({ ids: idList.optional() });
export type ResumeExportRequest = z.infer<typeof resumeExportRequestSchema>;

/** POST /api/resumes/export/preview: what an export of the same body would hold, before it runs. */
export const resumeExportPreviewSchema = z.object({
  // The resumes the export will hold (at most EXPORT_MAX_ROWS).
  count: z.number(),
  // What the request finds; a keyword search counts up to 10,000 (`foundCapped`: more).
  found: z.number(),
  foundCapped: z.boolean(),
  // More were found than one export holds: the first `count` in list order are exported.
  capped: z.boolean(),
  // Phone, e-mail and WeChat in full (250001), otherwise masked; salaries shown (250027), otherwise ***.
  contact: z.boolean(),
  salary: z.boolean(),
  // More than EXPORT_DIRECT_MAX_ROWS: the export runs as a background job.
  background: z.boolean(),
});
export type ResumeExportPreview = z.infer<typeof resumeExportPreviewSchema>;

/** A background Excel export (POST /api/resumes/export/jobs, GET /api/resumes/export/jobs/:id). */
export const resumeExportJobSchema = z.object({
  id: z.number(),
  status: z.enum(EXPORT_JOB_STATUSES),
  // Resumes written so far of `total` (0 of 0 while queued).
  done: z.number(),
  total: z.number(),
  // Why a failed export failed, in Chinese.
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  // Until when the file can be downloaded (null until done).
  expiresAt: z.string().nullable(),
  downloadable: z.boolean(),
});
export type ResumeExportJob = z.infer<typeof resumeExportJobSchema>;

export const resumeDocumentQuerySchema = z.object({
  format: z.enum([ResumeDocumentFormat.Pdf, ResumeDocumentFormat.Docx], { error: '格式只能是pdf或docx' }),
});

/** One audit entry: who exported what, when. */
export const resumeExportLogSchema = z.object({
  id: z.number(),
  kind: z.enum(['excel', 'pdf', 'docx']),
  operatorName: z.string(),
  resumeCount: z.number(),
  // The resume of a PDF/Word download (null for Excel).
  resumeId: z.number().nullable(),
  resumeName: z.string().nullable(),
  fileName: z.string(),
  // What the export covered, in words: 选中的3份简历, 筛选：关键词"Java"…
  scope: z.string(),
  capped: z.boolean(),
  createdAt: z.string(),
  // The background job of a large Excel export (null: downloaded at once), its state and
  // whether its file can still be downloaded (GET /api/resumes/export/jobs/:jobId/file).
  jobId: z.number().nullable(),
  status: z.enum(EXPORT_JOB_STATUSES),
  downloadable: z.boolean(),
});
export type ResumeExportLog = z.infer<typeof resumeExportLogSchema>;

export const importRowReportSchema = z.object({
  // The row number as Excel shows it (the header is row 1).
  row: z.number(),
  name: z.string().nullable(),
  result: z.enum([ImportRowResult.Stored, ImportRowResult.Flagged, ImportRowResult.Refused]),
  // 无手机号, 手机号格式有误, 手机号重复, 邮箱重复 for a flagged row.
  flags: z.array(z.string()),
  // Why a refused row was not stored.
  reason: z.string().nullable(),
  resumeId: z.number().nullable(),
});
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

const batchFields = {
  id: z.number(),
  fileName: z.string(),
  operatorName: z.string(),
  status: z.enum(['running', 'done']),
  total: z.number(),
  stored: z.number(),
  flagged: z.number(),
  refused: z.number(),
  createdAt: z.string(),
};
export const importBatchRowSchema = z.object(batchFields);
export type ImportBatchRow = z.infer<typeof importBatchRowSchema>;

/** The answer of POST /api/resumes/import and GET /api/resumes/import/batches/:id. */
export const importBatchSchema = z.object({
  ...batchFields,
  rows: z.array(importRowReportSchema),
  // The same file was imported before: this is that import's report and nothing new was stored.
  repeated: z.boolean(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

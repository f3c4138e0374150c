import {
  EXPORT_MAX_ROWS,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  Perm,
  EXPORT_DIRECT_MAX_ROWS,
  EXPORT_FILE_KEEP_HOURS,
  resumeDocumentQuerySchema,
  resumeExportJobSchema,
  resumeExportLogSchema,
  resumeExportPreviewSchema,
  resumeExportRequestSchema,
  resumeExportSettingsResponseSchema,
  resumeExportSettingsSchema,
} from '@bole/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { contentDisposition } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { scheduleExportExpiry } from './export.expiry';
import { createExportJob, EXPORT_QUEUE, exportJobFile, getExportJob, previewExport, runExportJob, type ExportJobData } from './export.jobs';
import { exportDocument, exportExcel, listExportLogs, type ExportFile } from './export.service';
import { getExportSettings, saveExportSettings } from './export.settings';

/** Answers a generated file as a download under its Chinese name. */
export function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.mime)
    .header('Content-Disposition', contentDisposition('attachment', file.fileName, 'resume'))
    .header('Content-Length', String(file.bytes.length))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.bytes);
}

/** 导出: Excel lists, one resume as PDF or Word, and /user/seting/resumeexport with its audit. */
export async function exportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, files, jobs } = app.deps;
  const { db } = database;
  const tags = ['人才库'];
  const settingsTags = ['简历导出设置'];
  const settings = { permission: Perm.ResumeExportSettings };

  app.post(
    '/api/resumes/export',
    {
      config: { permission: Perm.ResumeExport },
      schema: {
        tags,
        summary: `导出Excel：传 ids 导出选中的简历，否则按列表的筛选条件导出（最多${EXPORT_MAX_ROWS}份，超出时按列表顺序导出前${EXPORT_MAX_ROWS}份）；联系方式无250001时打码，薪资无250027时隐藏`,
        body: resumeExportRequestSchema,
      },
    },
    async (request, reply) => sendFile(reply, await exportExcel(db, authOf(request), request.body)),
  );

  // Large exports run on the background job platform (pg-boss in production).
  await jobs.work<ExportJobData>(EXPORT_QUEUE, (data, signal) => runExportJob({ db, files }, data, signal));
  await scheduleExportExpiry(jobs, db, files);

  app.post(
    '/api/resumes/export/preview',
    {
      config: { permission: Perm.ResumeExport },
      schema: {
        tags,
        summary: `导出前确认：同一请求体将导出多少份简历（是否超过${EXPORT_MAX_ROWS}份上限），联系方式是否打码、薪资是否隐藏，是否超过${EXPORT_DIRECT_MAX_ROWS}份而转为后台导出`,
        body: resumeExportRequestSchema,
        response: { 200: envelope(resumeExportPreviewSchema) },
      },
    },
    async (request) => ok(await previewExport(db, authOf(request), request.body)),
  );

  app.post(
    '/api/resumes/export/jobs',
    {
      config: { permission: Perm.ResumeExport },
      schema: {
        tags,
        summary: `后台导出Excel：请求体同导出Excel；立即记入导出记录，完成后文件保留${EXPORT_FILE_KEEP_HOURS}小时供下载`,
        body: resumeExportRequestSchema,
        response: { 200: envelope(resumeExportJobSchema) },
      },
    },
    async (request) => ok(await createExportJob({ db, files, jobs }, authOf(request), request.body)),
  );

  app.get(
    '/api/resumes/export/jobs/:id',
    {
      config: { permission: [Perm.ResumeExport, Perm.ResumeExportSettings] },
      schema: { tags, summary: '后台导出的进度（仅发起人或有导出记录权限的账号）', params: idParamsSchema, response: { 200: envelope(resumeExportJobSchema) } },
    },
    async (request) => ok(await getExportJob(db, authOf(request), request.params.id)),
  );

  app.get(
    '/api/resumes/export/jobs/:id/file',
    {
      config: { permission: [Perm.ResumeExport, Perm.ResumeExportSettings], headerToken: true },
      schema: { tags, summary: '下载后台导出的Excel（仅发起人或有导出记录权限的账号，过期后不可下载）', params: idParamsSchema },
    },
    async (request, reply) => sendFile(reply, await exportJobFile({ db, files }, authOf(request), request.params.id)),
  );

  app.get(
    '/api/resumes/:id/export',
    {
      config: { permission: Perm.CandidateDownload, headerToken: true },
      schema: { tags, summary: '下载标准简历：format=pdf 或 docx，版式按简历导出设置', params: idParamsSchema, querystring: resumeDocumentQuerySchema },
    },
    async (request, reply) => sendFile(reply, await exportDocument(db, authOf(request), request.params.id, request.query.format)),
  );

  app.get(
    '/api/resume-export-settings',
    { config: settings, schema: { tags: settingsTags, summary: '简历导出设置（未保存过时为默认设置）', response: { 200: envelope(resumeExportSettingsResponseSchema) } } },
    async (request) => ok(await getExportSettings(db, authOf(request).companyId)),
  );

  app.put(
    '/api/resume-export-settings',
    {
      config: settings,
      schema: { tags: settingsTags, summary: '保存简历导出设置', body: resumeExportSettingsSchema, response: { 200: envelope(resumeExportSettingsResponseSchema) } },
    },
    async (request) => ok(await saveExportSettings(db, authOf(request), request.body)),
  );

  app.get(
    '/api/resume-export-logs',
    { config: settings, schema: { tags: settingsTags, summary: '导出记录：谁在何时导出了哪些简历', querystring: pageQuerySchema, response: { 200: envelope(pageSchema(resumeExportLogSchema)) } } },
    async (request) => ok(await listExportLogs(db, authOf(request).companyId, request.query)),
  );
}

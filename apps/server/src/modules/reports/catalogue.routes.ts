// 报表中心 (/report/list, /report/detail, /report/preview): the standard reports of the caller's
// company and data scope; 240001 to read, 240002 to export.
import { EXPORT_FILE_KEEP_HOURS, idParamsSchema, Perm, REPORT_EXPORT_DIRECT_MAX_ROWS, reportExportJobSchema, standardReportFilterSchema, standardReportPageSchema, standardReportParamsSchema, standardReportPrintSchema, standardReportQuerySchema } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { companies } from '../company/tables';
import { sendFile } from '../resumes/export.routes';
import { computeReport, reportPage } from './catalogue';
import { filterWords, reportFile } from './catalogue-export';
import { createReportExportJob, getReportExportJob, reportExportJobFile, workReportExports } from './export-jobs';

export async function catalogueRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, files, jobs } = app.deps;
  const { db } = database;
  const tags = ['报表与看板'];
  // Exports leave with the session header only, never on the cookie alone.
  const exporting = { permission: Perm.ReportExport, headerToken: true };

  app.get(
    '/api/reports/standard/:id',
    {
      config: { permission: Perm.ReportView },
      schema: {
        tags,
        summary: '标准报表：招聘进度、渠道效果、面试统计、Offer统计、招聘需求完成、人员入离职的分页行与合计，与对应看板同一口径',
        params: standardReportParamsSchema,
        querystring: standardReportQuerySchema,
        response: { 200: envelope(standardReportPageSchema) },
      },
    },
    async (request) => ok(await reportPage(db, authOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/reports/standard/:id/print',
    {
      config: { permission: Perm.ReportView },
      schema: {
        tags,
        summary: '报表打印预览：全部行、合计、公司名称与筛选条件的文字说明',
        params: standardReportParamsSchema,
        querystring: standardReportFilterSchema,
        response: { 200: envelope(standardReportPrintSchema) },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const [{ rows, summary }, filters, [company]] = await Promise.all([
        computeReport(db, caller, request.params.id, request.query),
        filterWords(db, caller.companyId, request.query),
        db.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.companyId)),
      ]);
      return ok({ companyName: company?.name ?? '', filters, list: rows, summary, countedAt: new Date().toISOString() });
    },
  );

  app.get(
    '/api/reports/standard/:id/export',
    {
      config: exporting,
      schema: {
        tags,
        summary: `导出报表：全部行与合计为 Excel（.xlsx），与页面同一期间与筛选条件；超过${REPORT_EXPORT_DIRECT_MAX_ROWS}行请用后台导出`,
        params: standardReportParamsSchema,
        querystring: standardReportFilterSchema,
      },
    },
    async (request, reply) => sendFile(reply, await reportFile(db, authOf(request), request.params.id, request.query, new Date(), REPORT_EXPORT_DIRECT_MAX_ROWS)),
  );

  app.post(
    '/api/reports/standard/:id/export-jobs',
    {
      config: { permission: Perm.ReportExport },
      schema: {
        tags,
        summary: `后台导出报表：行数较多时由后台生成 Excel，页面显示进度，完成后文件保留${EXPORT_FILE_KEEP_HOURS}小时供下载`,
        params: standardReportParamsSchema,
        body: standardReportFilterSchema,
        response: { 200: envelope(reportExportJobSchema) },
      },
    },
    async (request) => ok(await createReportExportJob({ db, jobs }, authOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/reports/export-jobs/:id',
    { config: { permission: Perm.ReportExport }, schema: { tags, summary: '后台导出报表的进度（仅发起人）', params: idParamsSchema, response: { 200: envelope(reportExportJobSchema) } } },
    async (request) => ok(await getReportExportJob(db, authOf(request), request.params.id)),
  );

  app.get(
    '/api/reports/export-jobs/:id/file',
    { config: exporting, schema: { tags, summary: '下载后台导出的报表（仅发起人，过期后不可下载）', params: idParamsSchema } },
    async (request, reply) => sendFile(reply, await reportExportJobFile({ db, files }, authOf(request), request.params.id)),
  );

  await workReportExports({ db, files, jobs });
}

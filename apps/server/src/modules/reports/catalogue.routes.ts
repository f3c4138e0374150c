// 报表中心 (/report/list, /report/detail, /report/preview): the standard reports of the caller's
// company and data scope; 240001 to read, 240002 to export.
import { Perm, standardReportFilterSchema, standardReportPageSchema, standardReportParamsSchema, standardReportPrintSchema, standardReportQuerySchema } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { companies } from '../company/tables';
import { sendFile } from '../resumes/export.routes';
import { computeReport, reportPage } from './catalogue';
import { filterWords, reportFile } from './catalogue-export';

export async function catalogueRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['报表与看板'];

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
      config: { permission: Perm.ReportExport },
      schema: { tags, summary: '导出报表：全部行与合计为 Excel（.xlsx），与页面同一期间与筛选条件', params: standardReportParamsSchema, querystring: standardReportFilterSchema },
    },
    async (request, reply) => sendFile(reply, await reportFile(db, authOf(request), request.params.id, request.query)),
  );
}

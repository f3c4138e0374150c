import {
  idParamsSchema,
  offerLetterPreviewQuerySchema,
  offerLetterPreviewSchema,
  offerLetterSampleValues,
  offerLetterTemplateCopySchema,
  offerLetterTemplateSaveSchema,
  offerLetterTemplateSchema,
  offerLetterValuesOfQuery,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { contentDisposition } from '../../platform/files/serve';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { chinaToday } from './dates';
import { letterheadOf, offerLetterPdf, offerLetterPreview } from './letter';
import { presentTemplate } from './templates.presenter';
import * as templates from './templates.service';

/**
 * Offer模板 (/user/template/offer, 330008) and the letter preview (/recruit/preview/offeremail):
 * those who send offers (220009) may read the templates and preview a letter, only 330008 changes them.
 */
export async function offerLetterRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, files } = app.deps;
  const { db } = database;
  const tags = ['Offer模板'];
  const manage = { permission: Perm.OfferTemplates };
  const read = { permission: [Perm.OfferTemplates, Perm.OfferSend] };
  const one = { 200: envelope(offerLetterTemplateSchema) };

  app.get(
    '/api/offer-letter-templates',
    { config: read, schema: { tags, summary: 'Offer模板列表，默认模板在前（没有模板的公司先得到“标准录用通知书”）', response: { 200: envelope(z.array(offerLetterTemplateSchema)) } } },
    async (request) => ok(await templates.listTemplates(db, authOf(request))),
  );
  app.get(
    '/api/offer-letter-templates/:id',
    { config: read, schema: { tags, summary: '一个Offer模板', params: idParamsSchema, response: one } },
    async (request) => ok(presentTemplate(await templates.templateOf(db, authOf(request).companyId, request.params.id))),
  );
  app.post(
    '/api/offer-letter-templates',
    {
      config: manage,
      schema: { tags, summary: '新建Offer模板：名称、Offer函内容（HTML，可插入占位符1-29）、是否默认；设为默认时其他模板不再是默认', body: offerLetterTemplateSaveSchema, response: one },
    },
    async (request) => ok(await templates.createTemplate(db, authOf(request), request.body)),
  );
  app.put(
    '/api/offer-letter-templates/:id',
    { config: manage, schema: { tags, summary: '修改Offer模板；默认模板只能通过把其他模板设为默认来取消', params: idParamsSchema, body: offerLetterTemplateSaveSchema, response: one } },
    async (request) => ok(await templates.updateTemplate(db, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/offer-letter-templates/:id/copy',
    { config: manage, schema: { tags, summary: '复制Offer模板（不是默认模板）；未给名称时为“原名称-副本”', params: idParamsSchema, body: offerLetterTemplateCopySchema, response: one } },
    async (request) => ok(await templates.copyTemplate(db, authOf(request), request.params.id, request.body.name)),
  );
  app.delete(
    '/api/offer-letter-templates/:id',
    { config: manage, schema: { tags, summary: '删除Offer模板（默认模板不能删除）', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await templates.deleteTemplate(db, authOf(request), request.params.id);
      return { status: 200 as const };
    },
  );

  /** Sample values with the caller's company, overridden by the values the query names. */
  const valuesOf = (companyName: string, query: z.infer<typeof offerLetterPreviewQuerySchema>) => ({ ...offerLetterSampleValues(companyName), ...offerLetterValuesOfQuery(query) });

  app.get(
    '/api/offer-letter-templates/:id/preview',
    {
      config: read,
      schema: {
        tags,
        summary: '预览Offer函：用示例数据渲染模板，查询参数按占位符名称（如 personName=张三）替换示例值；值会被转义，缺少的值显示为空',
        params: idParamsSchema,
        querystring: offerLetterPreviewQuerySchema,
        response: { 200: envelope(offerLetterPreviewSchema) },
      },
    },
    async (request) => {
      const { companyId } = authOf(request);
      await templates.templateOf(db, companyId, request.params.id);
      const head = await letterheadOf(db, files, companyId);
      return ok(await offerLetterPreview(db, companyId, { templateId: request.params.id, values: valuesOf(head.companyName, request.query), date: chinaToday() }, head.companyName));
    },
  );
  app.get(
    '/api/offer-letter-templates/:id/sample.pdf',
    {
      config: read,
      schema: { tags, summary: '下载示例Offer函PDF（application/pdf）：与预览相同的数据，内嵌中文字体，文字可选中和搜索', params: idParamsSchema, querystring: offerLetterPreviewQuerySchema },
    },
    async (request, reply) => {
      const { companyId } = authOf(request);
      await templates.templateOf(db, companyId, request.params.id);
      const { companyName } = await letterheadOf(db, files, companyId);
      const { pdf, filename } = await offerLetterPdf(db, files, companyId, { templateId: request.params.id, values: valuesOf(companyName, request.query), date: chinaToday() });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', filename, 'offer-letter'))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}

import {
  messageTemplateDetailSchema,
  messageTemplateParamsSchema,
  messageTemplatePreviewRequestSchema,
  messageTemplatePreviewSchema,
  messageTemplateSaveSchema,
  messageTemplateSchema,
  Perm,
  previewCandidateQuerySchema,
  previewCandidateSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { fromAddress } from './smtp';
import * as templates from './templates.service';

/** 邮件模板 (/user/template/email, 350001) and the preview 候选人邮件预览 also opens to those who notify candidates (220013). */
export async function messageTemplateRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const { db } = database;
  const tags = ['邮件模板'];
  const manage = { permission: Perm.EmailTemplates };
  const preview = { permission: [Perm.EmailTemplates, Perm.CandidateNotify] };
  const params = messageTemplateParamsSchema;
  const previewDeps = { publicUrl: config.publicUrl, platformSender: config.smtpUrl ? fromAddress(config.smtpUrl, config.publicUrl) : null };
  const one = { 200: envelope(messageTemplateDetailSchema) };

  app.get(
    '/api/message-templates',
    { config: manage, schema: { tags, summary: '全部模板类型（候选人通知按规定顺序，其后为系统通知），未自定义的为默认模板', response: { 200: envelope(z.array(messageTemplateSchema)) } } },
    async (request) => ok(await templates.listTemplates(db, authOf(request).companyId)),
  );
  app.get(
    '/api/message-templates/preview-candidates',
    {
      config: preview,
      schema: { tags, summary: '预览可选的候选人：本人数据范围内的应聘记录，按姓名搜索，最新的在前（最多20条）', querystring: previewCandidateQuerySchema, response: { 200: envelope(z.array(previewCandidateSchema)) } },
    },
    async (request) => ok(await templates.previewCandidates(db, authOf(request), request.query.keyword)),
  );
  app.get(
    '/api/message-templates/:type',
    { config: manage, schema: { tags, summary: '一个模板类型的邮件、短信、站内信内容及可用的占位符', params, response: one } },
    async (request) => ok(await templates.getTemplate(db, authOf(request).companyId, request.params.type)),
  );
  app.put(
    '/api/message-templates/:type',
    {
      config: manage,
      schema: { tags, summary: '保存模板：五段文字都必填，只能使用该类型可用的占位符（未知的占位符会被拒绝并提示）', params, body: messageTemplateSaveSchema, response: one },
    },
    async (request) => ok(await templates.saveTemplate(db, authOf(request), request.params.type, request.body)),
  );
  app.delete(
    '/api/message-templates/:type',
    { config: manage, schema: { tags, summary: '恢复默认模板：删除本企业的自定义内容，返回默认模板', params, response: one } },
    async (request) => ok(await templates.restoreTemplate(db, authOf(request).companyId, request.params.type)),
  );
  app.post(
    '/api/message-templates/:type/preview',
    {
      config: preview,
      schema: {
        tags,
        summary: '预览：用一位真实候选人的数据（未指定时为最新的应聘记录，没有时为示例数据）渲染模板；传 content 时预览未保存的内容',
        params,
        body: messageTemplatePreviewRequestSchema,
        response: { 200: envelope(messageTemplatePreviewSchema) },
      },
    },
    async (request) => ok(await templates.previewTemplate(db, previewDeps, authOf(request), request.params.type, request.body)),
  );
}

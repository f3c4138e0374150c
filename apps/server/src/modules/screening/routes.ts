import {
  applicationRecommendationsSchema,
  idParamsSchema,
  overdueQuerySchema,
  pageSchema,
  Perm,
  recommendationBulkPushSchema,
  recommendationPushResultSchema,
  recommendationPushSchema,
  recommendationSchema,
  screeningItemSchema,
  screeningJobSchema,
  screeningQuerySchema,
  screenFeedbackSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import { sendFile } from '../resumes/export.routes';
import { recommendationReport } from './report';
import * as service from './service';

/** 推荐给用人部门 (HR, 220004) and 简历筛选 (the recipients, 250040). */
export async function screeningRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const automation = messagingOf(app.deps);
  const tags = ['推荐给用人部门'];
  const push = { permission: Perm.PushToHiringDept };
  const screen = { permission: Perm.ScreenFeedback };

  app.post(
    '/api/applications/:id/recommendations',
    {
      config: push,
      schema: {
        tags,
        summary: '推荐给用人部门：不传 recipientIds 时推荐给职位的用人经理；已推荐且未反馈的用人经理会跳过',
        params: idParamsSchema,
        body: recommendationPushSchema,
        response: { 200: envelope(recommendationPushResultSchema) },
      },
    },
    async (request) => ok(await service.push(db, automation, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/recommendations/bulk',
    {
      config: push,
      schema: { tags, summary: '批量推荐给用人部门；已淘汰或已结束流程的候选人在 skipped 中说明', body: recommendationBulkPushSchema, response: { 200: envelope(recommendationPushResultSchema) } },
    },
    async (request) => ok(await service.bulkPush(db, automation, authOf(request), request.body)),
  );
  app.get(
    '/api/applications/:id/recommendations',
    {
      config: { permission: [Perm.ProcessView, Perm.PushToHiringDept] },
      schema: { tags, summary: '候选人的推荐记录与用人部门反馈（feedback：0未推荐 1待反馈 2通过 3未通过 4待定）', params: idParamsSchema, response: { 200: envelope(applicationRecommendationsSchema) } },
    },
    async (request) => ok(await service.forApplication(db, authOf(request), request.params.id)),
  );
  app.get(
    '/api/recommendations/overdue',
    { config: push, schema: { tags, summary: '超过反馈截止时间仍未反馈的推荐，逾期最久的在前；mine=1 只看我推荐的', querystring: overdueQuerySchema, response: { 200: envelope(pageSchema(recommendationSchema)) } } },
    async (request) => ok(await service.overdueList(db, authOf(request), request.query)),
  );
  app.get(
    '/api/recommendations/:id/report',
    {
      config: { permission: [Perm.PushToHiringDept, Perm.ScreenFeedback, Perm.RecommendReportView], headerToken: true },
      schema: { tags, summary: '下载推荐报告（PDF）：收到推荐的用人经理，或可推荐该职位候选人的HR', params: idParamsSchema },
    },
    async (request, reply) => sendFile(reply, await recommendationReport(db, authOf(request), request.params.id)),
  );

  const inbox = ['简历筛选'];
  app.get(
    '/api/screening',
    { config: screen, schema: { tags: inbox, summary: '推荐给我的简历，新的在前；按反馈状态和职位筛选', querystring: screeningQuerySchema, response: { 200: envelope(pageSchema(screeningItemSchema)) } } },
    async (request) => ok(await service.inbox(db, authOf(request), request.query)),
  );
  app.get(
    '/api/screening/jobs',
    { config: screen, schema: { tags: inbox, summary: '推荐给我的简历所属职位（筛选用），含待反馈数', response: { 200: envelope(z.array(screeningJobSchema)) } } },
    async (request) => ok(await service.inboxJobs(db, authOf(request))),
  );
  app.get(
    '/api/screening/:id',
    { config: screen, schema: { tags: inbox, summary: '推荐给我的一份简历（只有收到推荐的人可以查看）', params: idParamsSchema, response: { 200: envelope(screeningItemSchema) } } },
    async (request) => ok(await service.item(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/screening/:id/feedback',
    {
      config: screen,
      schema: { tags: inbox, summary: '反馈筛选结果：2通过 3未通过 4待定（待定之后还可改为通过或未通过）', params: idParamsSchema, body: screenFeedbackSchema, response: { 200: envelope(screeningItemSchema) } },
    },
    async (request) => ok(await service.answer(db, authOf(request), request.params.id, request.body)),
  );
}

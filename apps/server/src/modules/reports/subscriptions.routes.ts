// 报表订阅 (/user/seting/report): the subscriptions under 报表设置 (330019), 立即发送一次, and the
// half-hourly queue that sends them on schedule.
import {
  idParamsSchema,
  Perm,
  reportSendResultSchema,
  reportSubscriptionBodySchema,
  reportSubscriptionEnabledSchema,
  reportSubscriptionListQuerySchema,
  reportSubscriptionPageSchema,
  reportSubscriptionSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { messengerOf } from '../messaging/send';
import { currentPeriodOf, scheduleReportSubscriptions, sendSubscription } from './subscription-send';
import { createSubscription, deleteSubscription, listSubscriptions, setSubscriptionEnabled, subscriptionOf, updateSubscription } from './subscriptions';

export async function subscriptionRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const messenger = messengerOf(app.deps);
  const tags = ['报表与看板'];
  const manage = { permission: Perm.ReportSettings };
  const params = idParamsSchema;

  app.get(
    '/api/report-subscriptions',
    { config: manage, schema: { tags, summary: '报表订阅列表：按创建时间倒序分页，含下次发送时间与上次发送结果', querystring: reportSubscriptionListQuerySchema, response: { 200: envelope(reportSubscriptionPageSchema) } } },
    async (request) => ok(await listSubscriptions(db, authOf(request).companyId, request.query)),
  );

  app.post(
    '/api/report-subscriptions',
    { config: manage, schema: { tags, summary: '新建报表订阅：报表、收件人（本公司在职账号）、每天/每周/每月与发送时间（北京时间）', body: reportSubscriptionBodySchema, response: { 200: envelope(reportSubscriptionSchema) } } },
    async (request) => ok(await createSubscription(db, authOf(request), request.body)),
  );

  app.put(
    '/api/report-subscriptions/:id',
    { config: manage, schema: { tags, summary: '修改报表订阅', params, body: reportSubscriptionBodySchema, response: { 200: envelope(reportSubscriptionSchema) } } },
    async (request) => ok(await updateSubscription(db, authOf(request).companyId, request.params.id, request.body)),
  );

  app.patch(
    '/api/report-subscriptions/:id/enabled',
    { config: manage, schema: { tags, summary: '启用或停用报表订阅', params, body: reportSubscriptionEnabledSchema, response: { 200: envelope(reportSubscriptionSchema) } } },
    async (request) => ok(await setSubscriptionEnabled(db, authOf(request).companyId, request.params.id, request.body.enabled)),
  );

  app.delete(
    '/api/report-subscriptions/:id',
    { config: manage, schema: { tags, summary: '删除报表订阅', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await deleteSubscription(db, authOf(request).companyId, request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/api/report-subscriptions/:id/send',
    {
      config: manage,
      schema: { tags, summary: '立即发送一次：按当前应发送的统计期间，以每位收件人的权限生成报表并发送（不影响定时发送）', params, response: { 200: envelope(reportSendResultSchema) } },
    },
    async (request) => {
      const sub = await subscriptionOf(db, authOf(request).companyId, request.params.id);
      const now = new Date();
      const period = currentPeriodOf(sub, now);
      // Each test send is its own: it never stands in for, nor blocks, the scheduled one.
      return ok(await sendSubscription(db, messenger, sub, period, `report-subscription-test:${sub.id}:${now.getTime()}`, now));
    },
  );

  await scheduleReportSubscriptions(app.deps.jobs, db, messenger);
}

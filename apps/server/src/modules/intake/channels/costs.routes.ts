import { channelCostCreateSchema, channelCostPageSchema, channelCostQuerySchema, channelCostSchema, channelCostUpdateSchema, idParamsSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import * as costs from './costs.service';

/** 渠道费用 on 渠道管理 (/user/ditch/channel): entered and changed with 400001; 渠道分析 shows them to whoever sees the board. */
export async function channelCostRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['渠道管理'];
  const manage = { permission: Perm.Channels };
  const params = idParamsSchema;
  const one = { 200: envelope(channelCostSchema) };

  app.get(
    '/api/resume-channels/costs',
    {
      config: manage,
      schema: { tags, summary: '渠道费用列表：按月份倒序分页，可按起止月份（YYYY-MM）和渠道筛选；金额为分', querystring: channelCostQuerySchema, response: { 200: envelope(channelCostPageSchema) } },
    },
    async (request) => ok(await costs.listCosts(db, authOf(request).companyId, request.query)),
  );
  app.post(
    '/api/resume-channels/costs',
    { config: manage, schema: { tags, summary: '录入一个渠道某月的费用（amount 为元，最多两位小数；同一渠道同一月份只有一条）', body: channelCostCreateSchema, response: one } },
    async (request) => {
      const auth = authOf(request);
      return ok(await costs.createCost(db, auth.companyId, auth.accountId, request.body));
    },
  );
  app.patch(
    '/api/resume-channels/costs/:id',
    { config: manage, schema: { tags, summary: '修改渠道费用的渠道、月份、金额（元）或备注', params, body: channelCostUpdateSchema, response: one } },
    async (request) => {
      const auth = authOf(request);
      return ok(await costs.updateCost(db, auth.companyId, auth.accountId, request.params.id, request.body));
    },
  );
  app.delete(
    '/api/resume-channels/costs/:id',
    { config: manage, schema: { tags, summary: '删除一条渠道费用', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await costs.deleteCost(db, authOf(request).companyId, request.params.id);
      return ok(null);
    },
  );
}

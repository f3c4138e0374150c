import { customFieldReorderSchema, customFieldSchema, customFieldUpdateSchema, demandFieldCreateSchema, demandFieldUsageSchema, idParamsSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import * as fields from './fields.service';

/** 招聘需求字段 (/user/manage/recruitfield): read by whoever shows or fills in demands, changed with 380002. */
export async function demandFieldRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['招聘需求字段'];
  const params = idParamsSchema;
  const manage = { permission: Perm.DemandFields };
  const one = { 200: envelope(customFieldSchema) };
  const all = { 200: envelope(z.array(customFieldSchema)) };

  app.get(
    '/api/demand-fields',
    { config: { permission: [Perm.DemandView, Perm.DemandSubmit, Perm.DemandHandle, Perm.DemandFields] }, schema: { tags, summary: '招聘需求字段（含已停用的），按排序', response: all } },
    async (request) => ok(await fields.listDemandFields(db, authOf(request).companyId)),
  );
  app.post('/api/demand-fields', { config: manage, schema: { tags, summary: '新增招聘需求字段（类型、标识、日期精度和数据字典创建后不可修改；不支持附件）', body: demandFieldCreateSchema, response: one } }, async (request) =>
    ok(await fields.createDemandField(db, authOf(request).companyId, request.body)),
  );
  app.post('/api/demand-fields/reorder', { config: manage, schema: { tags, summary: '调整招聘需求字段顺序（传入全部字段id）', body: customFieldReorderSchema, response: all } }, async (request) =>
    ok(await fields.reorderDemandFields(db, authOf(request).companyId, request.body.ids)),
  );
  app.patch(
    '/api/demand-fields/:id',
    { config: manage, schema: { tags, summary: '编辑招聘需求字段：名称、必填、选项、提示、启用（删除的选项从招聘需求上清除）', params, body: customFieldUpdateSchema, response: one } },
    async (request) => ok(await fields.updateDemandField(db, authOf(request), request.params.id, request.body)),
  );
  app.get('/api/demand-fields/:id/usage', { config: manage, schema: { tags, summary: '有多少招聘需求填写了该字段（及每个选项）', params, response: { 200: envelope(demandFieldUsageSchema) } } }, async (request) =>
    ok(await fields.demandFieldUsage(db, authOf(request).companyId, request.params.id)),
  );
  app.delete(
    '/api/demand-fields/:id',
    { config: manage, schema: { tags, summary: '删除招聘需求字段（招聘需求上的该字段值一并清除）', params, response: { 200: envelope(z.object({ demandCount: z.number() })) } } },
    async (request) => ok(await fields.deleteDemandField(db, authOf(request), request.params.id)),
  );
}

import { customFieldReorderSchema, customFieldSchema, customFieldUpdateSchema, idParamsSchema, jobFieldCreateSchema, jobFieldUsageSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import * as fields from './fields.service';

/** 职位字段 (/user/manage/jobfield): read by whoever shows or fills in jobs, changed with 380001. */
export async function fieldRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['职位字段'];
  const params = idParamsSchema;
  const manage = { permission: Perm.JobFields };
  const one = { 200: envelope(customFieldSchema) };
  const all = { 200: envelope(z.array(customFieldSchema)) };

  app.get(
    '/api/job-fields',
    { config: { permission: [Perm.JobView, Perm.JobCreate, Perm.JobEdit, Perm.JobFields] }, schema: { tags, summary: '职位字段（含已停用的），按排序', response: all } },
    async (request) => ok(await fields.listJobFields(db, authOf(request).companyId)),
  );
  app.post('/api/job-fields', { config: manage, schema: { tags, summary: '新增职位字段（类型、标识、日期精度和数据字典创建后不可修改；不支持附件）', body: jobFieldCreateSchema, response: one } }, async (request) =>
    ok(await fields.createJobField(db, authOf(request).companyId, request.body)),
  );
  app.post('/api/job-fields/reorder', { config: manage, schema: { tags, summary: '调整职位字段顺序（传入全部字段id）', body: customFieldReorderSchema, response: all } }, async (request) =>
    ok(await fields.reorderJobFields(db, authOf(request).companyId, request.body.ids)),
  );
  app.patch(
    '/api/job-fields/:id',
    { config: manage, schema: { tags, summary: '编辑职位字段：名称、必填、选项、提示、启用（删除的选项从职位上清除）', params, body: customFieldUpdateSchema, response: one } },
    async (request) => ok(await fields.updateJobField(db, authOf(request), request.params.id, request.body)),
  );
  app.get('/api/job-fields/:id/usage', { config: manage, schema: { tags, summary: '有多少职位填写了该字段（及每个选项）', params, response: { 200: envelope(jobFieldUsageSchema) } } }, async (request) =>
    ok(await fields.jobFieldUsage(db, authOf(request).companyId, request.params.id)),
  );
  app.delete('/api/job-fields/:id', { config: manage, schema: { tags, summary: '删除职位字段（职位上的该字段值一并清除）', params, response: { 200: envelope(z.object({ jobCount: z.number() })) } } }, async (request) =>
    ok(await fields.deleteJobField(db, authOf(request), request.params.id)),
  );
}

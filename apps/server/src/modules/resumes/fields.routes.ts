import {
  idParamsSchema,
  Perm,
  resumeFieldCreateSchema,
  resumeFieldReorderSchema,
  resumeFieldSchema,
  resumeFieldUpdateSchema,
  resumeFieldUsageSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import * as fields from './fields.service';
import { VIEW_CODES } from './scope';

/** Custom resume fields (/user/manage/resumefield): read by whoever shows, fills or exports resumes, changed with 380004. */
export async function fieldRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['简历字段'];
  const params = idParamsSchema;
  const manage = { permission: Perm.ResumeFields };
  const one = { 200: envelope(resumeFieldSchema) };
  const all = { 200: envelope(z.array(resumeFieldSchema)) };

  app.get(
    '/api/resume-fields',
    { config: { permission: [...VIEW_CODES, Perm.ResumeCreate, Perm.ResumeFields, Perm.ResumeExportSettings] }, schema: { tags, summary: '简历字段（含已停用的），按排序', response: all } },
    async (request) => ok(await fields.listFieldDefs(db, authOf(request).companyId)),
  );
  app.post(
    '/api/resume-fields',
    { config: manage, schema: { tags, summary: '新增简历字段（类型、标识、日期精度和数据字典创建后不可修改）', body: resumeFieldCreateSchema, response: one } },
    async (request) => ok(await fields.createFieldDef(db, authOf(request).companyId, request.body)),
  );
  app.post(
    '/api/resume-fields/reorder',
    { config: manage, schema: { tags, summary: '调整简历字段顺序（传入全部字段id）', body: resumeFieldReorderSchema, response: all } },
    async (request) => ok(await fields.reorderFieldDefs(db, authOf(request).companyId, request.body.ids)),
  );
  app.patch(
    '/api/resume-fields/:id',
    { config: manage, schema: { tags, summary: '编辑简历字段：名称、必填、选项、提示、启用（删除的选项从简历上清除）', params, body: resumeFieldUpdateSchema, response: one } },
    async (request) => ok(await fields.updateFieldDef(db, authOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/resume-fields/:id/usage',
    { config: manage, schema: { tags, summary: '有多少简历填写了该字段（及每个选项）', params, response: { 200: envelope(resumeFieldUsageSchema) } } },
    async (request) => ok(await fields.fieldUsage(db, authOf(request).companyId, request.params.id)),
  );
  app.delete(
    '/api/resume-fields/:id',
    { config: manage, schema: { tags, summary: '删除简历字段（简历上的该字段值一并清除）', params, response: { 200: envelope(z.object({ resumeCount: z.number() })) } } },
    async (request) => ok(await fields.deleteFieldDef(db, authOf(request), request.params.id)),
  );
}

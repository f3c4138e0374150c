import {
  idParamsSchema,
  jobLevelCreateSchema,
  jobLevelReorderSchema,
  jobLevelSchema,
  jobLevelUpdateSchema,
  jobTypeCreateSchema,
  jobTypeNodeSchema,
  jobTypeReorderSchema,
  jobTypeUpdateSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import * as levels from './levels.service';
import * as types from './types.service';

/** Whoever shows, fills in or manages jobs reads the settings; 330002 and 330003 change them. */
const READ = [Perm.JobView, Perm.JobCreate, Perm.JobEdit, Perm.JobTypes, Perm.JobLevels];

/** 职位类别 (/user/manage/jobtype) and 职级 (/user/manage/joblevel). */
export async function settingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const params = idParamsSchema;
  const tree = { 200: envelope(z.array(jobTypeNodeSchema)) };
  const typeTags = ['职位类别'];
  const manageTypes = { permission: Perm.JobTypes };

  app.get('/api/job-types', { config: { permission: READ }, schema: { tags: typeTags, summary: '职位类别树（类别及其下的分类，含职位数）', response: tree } }, async (request) =>
    ok(await types.listTypeTree(db, authOf(request).companyId)),
  );
  app.post(
    '/api/job-types',
    { config: manageTypes, schema: { tags: typeTags, summary: '新增职位类别（传parentId为其下的分类，最多两级）', body: jobTypeCreateSchema, response: { 200: envelope(jobTypeNodeSchema) } } },
    async (request) => ok(await types.createType(db, authOf(request).companyId, request.body)),
  );
  app.post(
    '/api/job-types/reorder',
    { config: manageTypes, schema: { tags: typeTags, summary: '调整同一级职位类别的顺序（传入该级全部id）', body: jobTypeReorderSchema, response: tree } },
    async (request) => ok(await types.reorderTypes(db, authOf(request).companyId, request.body)),
  );
  app.patch('/api/job-types/:id', { config: manageTypes, schema: { tags: typeTags, summary: '重命名职位类别', params, body: jobTypeUpdateSchema, response: { 200: emptyEnvelope } } }, async (request) => {
    await types.renameType(db, authOf(request).companyId, request.params.id, request.body);
    return ok(null);
  });
  app.delete('/api/job-types/:id', { config: manageTypes, schema: { tags: typeTags, summary: '删除职位类别（须无下级分类且无职位使用）', params, response: { 200: emptyEnvelope } } }, async (request) => {
    await types.deleteType(db, authOf(request).companyId, request.params.id);
    return ok(null);
  });

  const levelTags = ['职级'];
  const manageLevels = { permission: Perm.JobLevels };
  const all = { 200: envelope(z.array(jobLevelSchema)) };
  app.get('/api/job-levels', { config: { permission: READ }, schema: { tags: levelTags, summary: '职级列表（含使用的职位数），按公司排序', response: all } }, async (request) =>
    ok(await levels.listLevels(db, authOf(request).companyId)),
  );
  app.post('/api/job-levels', { config: manageLevels, schema: { tags: levelTags, summary: '新增职级', body: jobLevelCreateSchema, response: { 200: envelope(jobLevelSchema) } } }, async (request) =>
    ok(await levels.createLevel(db, authOf(request).companyId, request.body)),
  );
  app.post('/api/job-levels/reorder', { config: manageLevels, schema: { tags: levelTags, summary: '调整职级顺序（传入全部职级id）', body: jobLevelReorderSchema, response: all } }, async (request) =>
    ok(await levels.reorderLevels(db, authOf(request).companyId, request.body.ids)),
  );
  app.patch(
    '/api/job-levels/:id',
    { config: manageLevels, schema: { tags: levelTags, summary: '编辑职级名称与说明', params, body: jobLevelUpdateSchema, response: { 200: envelope(jobLevelSchema) } } },
    async (request) => ok(await levels.updateLevel(db, authOf(request).companyId, request.params.id, request.body)),
  );
  app.delete('/api/job-levels/:id', { config: manageLevels, schema: { tags: levelTags, summary: '删除职级（须无职位使用）', params, response: { 200: emptyEnvelope } } }, async (request) => {
    await levels.deleteLevel(db, authOf(request).companyId, request.params.id);
    return ok(null);
  });
}

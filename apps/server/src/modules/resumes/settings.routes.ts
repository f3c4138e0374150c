import {
  candidateTagCreateSchema,
  candidateTagSchema,
  candidateTagUpdateSchema,
  idParamsSchema,
  pageSchema,
  Perm,
  resumeRecordQuerySchema,
  resumeRecordSchema,
  savedSearchCreateSchema,
  savedSearchSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { companyHistory } from './records';
import { VIEW_CODES } from './scope';
import * as tags from './tags';

/** Around the pool: the tag catalogue (/user/manage/tag), company-wide records (/user/other/resumerecord), saved searches. */
export async function settingsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const params = idParamsSchema;
  const tagDocs = ['标签管理'];
  const manage = { permission: Perm.Tags };

  app.get(
    '/api/resume-tags',
    { config: { permission: [Perm.Tags, Perm.CandidateTag, Perm.TalentPoolView] }, schema: { tags: tagDocs, summary: '标签库', response: { 200: envelope(z.array(candidateTagSchema)) } } },
    async (request) => ok(await tags.listTags(db, authOf(request).companyId)),
  );
  app.post(
    '/api/resume-tags',
    { config: manage, schema: { tags: tagDocs, summary: '新建标签', body: candidateTagCreateSchema, response: { 200: envelope(candidateTagSchema) } } },
    async (request) => ok(await tags.createTag(db, authOf(request).companyId, request.body)),
  );
  app.patch(
    '/api/resume-tags/:id',
    { config: manage, schema: { tags: tagDocs, summary: '编辑标签', params, body: candidateTagUpdateSchema, response: { 200: envelope(candidateTagSchema) } } },
    async (request) => ok(await tags.updateTag(db, authOf(request).companyId, request.params.id, request.body)),
  );
  app.delete(
    '/api/resume-tags/:id',
    { config: manage, schema: { tags: tagDocs, summary: '删除标签（简历上的该标签一并移除）', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await tags.deleteTag(db, authOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/api/resume-records',
    {
      config: { permission: Perm.CompanyResumeRecord },
      schema: { tags: ['简历操作记录'], summary: '全公司简历操作记录', querystring: resumeRecordQuerySchema, response: { 200: envelope(pageSchema(resumeRecordSchema)) } },
    },
    async (request) => ok(await companyHistory(db, authOf(request), request.query)),
  );

  const savedDocs = ['人才库'];
  app.get(
    '/api/resumes/saved-searches',
    { config: { permission: VIEW_CODES }, schema: { tags: savedDocs, summary: '我的常用搜索', response: { 200: envelope(z.array(savedSearchSchema)) } } },
    async (request) => ok(await tags.listSavedSearches(db, authOf(request))),
  );
  app.post(
    '/api/resumes/saved-searches',
    { config: { permission: VIEW_CODES }, schema: { tags: savedDocs, summary: '保存常用搜索', body: savedSearchCreateSchema, response: { 200: envelope(savedSearchSchema) } } },
    async (request) => ok(await tags.createSavedSearch(db, authOf(request), request.body)),
  );
  app.delete(
    '/api/resumes/saved-searches/:id',
    { config: { permission: VIEW_CODES }, schema: { tags: savedDocs, summary: '删除常用搜索', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await tags.deleteSavedSearch(db, authOf(request), request.params.id);
      return ok(null);
    },
  );
}

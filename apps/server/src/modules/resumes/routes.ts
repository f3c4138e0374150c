import {
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  Perm,
  resumeCreatedSchema,
  resumeCreateSchema,
  resumeDetailSchema,
  resumeHandOverSchema,
  resumeListQuerySchema,
  resumeMergeSchema,
  resumePageSchema,
  resumeRecordSchema,
  resumeRowSchema,
  resumeTagsSetSchema,
  resumeUpdateSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { registerHandOver } from '../company/accounts.service';
import { commentRoutes } from './comments.routes';
import { fieldRoutes } from './fields.routes';
import { exportRoutes } from './export.routes';
import { handOverAllHook, handOverResume } from './handover';
import { importRoutes } from './import.routes';
import { listDuplicates, listResumes } from './list';
import { mergeResume } from './merge';
import { resumeHistory } from './records';
import { VIEW_CODES } from './scope';
import { defaultSegmenter } from './search';
import * as service from './service';
import { resumeFileRoutes } from './files.routes';
import { resumeSettingsRoutes } from './resume-settings.routes';
import { settingsRoutes } from './settings.routes';
import { shareRoutes } from './share.routes';
import { setResumeTags } from './tags';

/** The talent pool (/resume/list, /resume/detail/{id}, /lite/resume/list). */
export async function resumeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['人才库'];
  const view = { permission: VIEW_CODES };
  const params = idParamsSchema;
  const detail = { 200: envelope(resumeDetailSchema) };

  // A departing account's resumes go to whoever takes over its work.
  registerHandOver({ key: 'resumes', label: '负责的简历', run: handOverAllHook(db) });
  // Load the segmentation dictionary (about 0.7 s) before the first search, not during it.
  if (app.deps.config.env !== 'test') app.addHook('onReady', async () => void defaultSegmenter.cut('伯乐'));

  app.get(
    '/api/resumes',
    { config: view, schema: { tags, summary: '简历列表：关键词搜索、筛选、排序（回收站 recycled=true 需210013）', querystring: resumeListQuerySchema, response: { 200: envelope(resumePageSchema) } } },
    async (request) => ok(await listResumes(db, authOf(request), request.query)),
  );

  app.post(
    '/api/resumes',
    {
      config: { permission: Perm.ResumeCreate },
      schema: { tags, summary: '新增简历：返回 id 与入库状态 parseStatus（1、4、5、6；姓名超过30个字符返回400且不保存）', body: resumeCreateSchema, response: { 200: envelope(resumeCreatedSchema) } },
    },
    async (request) => {
      const caller = authOf(request);
      return ok(await service.storeResume(db, caller, request.body));
    },
  );

  app.get('/api/resumes/:id', { config: view, schema: { tags, summary: '简历详情', params, response: detail } }, async (request) => ok(await service.getDetail(db, authOf(request), request.params.id)));

  app.patch(
    '/api/resumes/:id',
    { config: { permission: Perm.ResumeEdit }, schema: { tags, summary: '编辑简历（只改传入的字段；传入的经历列表整体替换）', params, body: resumeUpdateSchema, response: detail } },
    async (request) => ok(await service.updateResume(db, authOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/resumes/:id',
    { config: { permission: Perm.ResumeDelete }, schema: { tags, summary: '删除简历（移入回收站）', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteResume(db, authOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/api/resumes/:id/restore',
    { config: { permission: Perm.ResumeRestore }, schema: { tags, summary: '从回收站恢复简历', params, response: detail } },
    async (request) => ok(await service.restoreResume(db, authOf(request), request.params.id)),
  );

  app.get(
    '/api/resumes/:id/duplicates',
    { config: { permission: Perm.DuplicatesView }, schema: { tags, summary: '重复简历（同手机号、同邮箱或已关联）', params, response: { 200: envelope(z.array(resumeRowSchema)) } } },
    async (request) => ok(await listDuplicates(db, authOf(request), request.params.id)),
  );

  app.post(
    '/api/resumes/:id/merge',
    { config: { permission: Perm.ResumeMerge }, schema: { tags, summary: '把这份重复简历合并到 intoId', params, body: resumeMergeSchema, response: detail } },
    async (request) => ok(await mergeResume(db, authOf(request), request.params.id, request.body.intoId)),
  );

  app.get(
    '/api/resumes/:id/records',
    { config: { permission: Perm.CandidateRecords }, schema: { tags, summary: '简历操作记录', params, querystring: pageQuerySchema, response: { 200: envelope(pageSchema(resumeRecordSchema)) } } },
    async (request) => ok(await resumeHistory(db, authOf(request), request.params.id, request.query)),
  );

  app.post(
    '/api/resumes/:id/tags',
    { config: { permission: Perm.CandidateTag }, schema: { tags, summary: '设置简历标签（整体替换）', params, body: resumeTagsSetSchema, response: detail } },
    async (request) => ok(await setResumeTags(db, authOf(request), request.params.id, request.body.tagIds)),
  );

  app.post(
    '/api/resumes/:id/handover',
    { config: { permission: Perm.ResumeHandOver }, schema: { tags, summary: '移交简历给其他账号', params, body: resumeHandOverSchema, response: detail } },
    async (request) => ok(await handOverResume(db, authOf(request), request.params.id, request.body.toAccountId)),
  );

  await app.register(settingsRoutes);
  await app.register(exportRoutes);
  await app.register(importRoutes);
  await app.register(fieldRoutes);
  await app.register(resumeFileRoutes);
  await app.register(resumeSettingsRoutes);
  await app.register(commentRoutes);
  await app.register(shareRoutes);
}

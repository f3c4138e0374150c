import { idParamsSchema, jobCreatedSchema, jobCreateSchema, jobDetailSchema, jobFilterFlagsSchema, jobListFilterLabels, jobListQuerySchema, jobPageSchema, jobUpdateSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { availableFlags } from '../applications/flags';
import { registerHandOver } from '../company/accounts.service';
import { registerJobApproval } from './approval';
import { fieldRoutes } from './fields.routes';
import { handOverJobs } from './handover';
import { scheduleRetentionSweep } from './retention';
import * as service from './service';
import { settingsRoutes } from './settings.routes';

/** 职位管理 (/job/list) and 我的职位 (/lite/job/list, the same list within a hiring manager's scope). */
export async function jobRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, jobs: background } = app.deps;
  const { db } = database;
  const tags = ['职位'];
  const params = idParamsSchema;
  const detail = { 200: envelope(jobDetailSchema) };

  registerHandOver({ key: 'jobs', label: '负责或参与的职位', run: handOverJobs });
  registerJobApproval();
  await scheduleRetentionSweep(background, db);

  app.get(
    '/api/jobs',
    {
      config: { permission: Perm.JobView },
      schema: { tags, summary: '职位列表：关键词、状态、部门（含下级）、招聘负责人、工作性质、城市、候选人情况（flag）筛选（用人经理只看自己作为用人经理的职位）', querystring: jobListQuerySchema, response: { 200: envelope(jobPageSchema) } },
    },
    async (request) => ok(await service.listJobs(db, authOf(request), request.query)),
  );

  app.get(
    '/api/jobs/filter-flags',
    { config: { permission: Perm.JobView }, schema: { tags, summary: '职位列表可用的候选人筛选条件（推荐待筛选等，有数据支撑的才列出）', response: { 200: envelope(jobFilterFlagsSchema) } } },
    async () => ok(availableFlags().map((value) => ({ value, label: jobListFilterLabels[value] }))),
  );

  app.post(
    '/api/jobs',
    {
      config: { permission: Perm.JobCreate },
      schema: { tags, summary: '新建职位：薪资单位为元（年薪也按元）；不传orgId时为公司根部门，不传userId时招聘负责人为本人', body: jobCreateSchema, response: { 200: envelope(jobCreatedSchema) } },
    },
    async (request) => ok(await service.createJob(db, authOf(request), request.body)),
  );

  app.get('/api/jobs/:id', { config: { permission: Perm.JobView }, schema: { tags, summary: '职位详情', params, response: detail } }, async (request) =>
    ok(await service.getJob(db, authOf(request), request.params.id)),
  );

  app.patch(
    '/api/jobs/:id',
    {
      config: { permission: [Perm.JobEdit, Perm.JobPublish] },
      schema: { tags, summary: '编辑职位（只改传入的字段）；status 1 开启、2 关闭（需230004），其余字段需230003', params, body: jobUpdateSchema, response: detail },
    },
    async (request) => ok(await service.updateJob(db, authOf(request), request.params.id, request.body)),
  );

  app.delete('/api/jobs/:id', { config: { permission: Perm.JobDelete }, schema: { tags, summary: '删除职位', params, response: { 200: emptyEnvelope } } }, async (request) => {
    await service.deleteJob(db, authOf(request), request.params.id);
    return ok(null);
  });

  await app.register(settingsRoutes);
  await app.register(fieldRoutes);
}

import {
  idParamsSchema,
  jobProcessSetSchema,
  jobStageSchema,
  Perm,
  processJobPageSchema,
  processJobQuerySchema,
  recruitProcessCreateSchema,
  recruitProcessSchema,
  recruitProcessUpdateSchema,
  recruitSettingsSchema,
  recruitSettingsUpdateSchema,
  recruitStageCreateSchema,
  recruitStageOrderSchema,
  recruitStageSchema,
  recruitStageUpdateSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { jobStages, setJobProcess } from './jobs.service';
import { processJobs } from './process-jobs.service';
import * as processes from './processes.service';
import { recruitSettingsOf, updateRecruitSettings } from './settings.service';
import * as stages from './stages.service';

/** 招聘流程 and 招聘阶段 settings, a job's stages and process, and 通用招聘设置. */
export async function processRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['招聘流程设置'];
  const params = idParamsSchema;
  const jobStageList = { 200: envelope(z.array(jobStageSchema)) };
  const stage = { 200: envelope(recruitStageSchema) };
  const process = { 200: envelope(recruitProcessSchema) };
  const deleted = { 200: emptyEnvelope };
  // Those who edit processes pick from the library, and the process pages read both.
  const settingsRead = [Perm.RecruitProcesses, Perm.RecruitStages];

  app.get('/api/jobs/:id/stages', { config: { permission: [Perm.ProcessView, Perm.JobView, Perm.ScreenFeedback] }, schema: { tags, summary: '职位的招聘阶段（启用的，按流程顺序）', params, response: jobStageList } }, async (request) =>
    ok(await jobStages(db, authOf(request), request.params.id)),
  );
  app.put(
    '/api/jobs/:id/recruit-process',
    { config: { permission: Perm.JobEdit }, schema: { tags, summary: '为职位指定招聘流程（null为公司默认流程）；候选人所在阶段须在新流程中', params, body: jobProcessSetSchema, response: jobStageList } },
    async (request) => ok(await setJobProcess(db, authOf(request), request.params.id, request.body)),
  );

  app.get('/api/recruit-stages', { config: { permission: settingsRead }, schema: { tags, summary: '招聘阶段库', response: { 200: envelope(z.array(recruitStageSchema)) } } }, async (request) =>
    ok(await stages.listStages(db, authOf(request).companyId)),
  );
  app.post('/api/recruit-stages', { config: { permission: Perm.RecruitStages }, schema: { tags, summary: '新增招聘阶段（不传actions时开启该类型的全部操作）', body: recruitStageCreateSchema, response: stage } }, async (request) =>
    ok(await stages.createStage(db, authOf(request).companyId, request.body)),
  );
  app.put('/api/recruit-stages/order', { config: { permission: Perm.RecruitStages }, schema: { tags, summary: '调整招聘阶段顺序', body: recruitStageOrderSchema, response: { 200: envelope(z.array(recruitStageSchema)) } } }, async (request) =>
    ok(await stages.reorderStages(db, authOf(request).companyId, request.body)),
  );
  app.patch('/api/recruit-stages/:id', { config: { permission: Perm.RecruitStages }, schema: { tags, summary: '编辑招聘阶段：名称、操作、启用/停用（类型不可改）', params, body: recruitStageUpdateSchema, response: stage } }, async (request) =>
    ok(await stages.updateStage(db, authOf(request).companyId, request.params.id, request.body)),
  );
  app.delete('/api/recruit-stages/:id', { config: { permission: Perm.RecruitStages }, schema: { tags, summary: '删除招聘阶段（阶段中有候选人时不可删除）', params, response: deleted } }, async (request) => {
    await stages.deleteStage(db, authOf(request).companyId, request.params.id);
    return ok(null);
  });

  app.get('/api/recruit-processes', { config: { permission: [...settingsRead, Perm.JobEdit] }, schema: { tags, summary: '招聘流程模板（默认流程在前）', response: { 200: envelope(z.array(recruitProcessSchema)) } } }, async (request) =>
    ok(await processes.listProcesses(db, authOf(request).companyId)),
  );
  app.post('/api/recruit-processes', { config: { permission: Perm.RecruitProcesses }, schema: { tags, summary: '新增招聘流程：按顺序选择阶段', body: recruitProcessCreateSchema, response: process } }, async (request) =>
    ok(await processes.createProcess(db, authOf(request).companyId, request.body)),
  );
  app.patch('/api/recruit-processes/:id', { config: { permission: Perm.RecruitProcesses }, schema: { tags, summary: '编辑招聘流程的名称或阶段', params, body: recruitProcessUpdateSchema, response: process } }, async (request) =>
    ok(await processes.updateProcess(db, authOf(request).companyId, request.params.id, request.body)),
  );
  app.get(
    '/api/recruit-processes/:id/jobs',
    { config: { permission: Perm.RecruitProcesses }, schema: { tags, summary: '使用该流程的职位（默认流程含未指定流程的职位）：状态和流程中的候选人数', params, querystring: processJobQuerySchema, response: { 200: envelope(processJobPageSchema) } } },
    async (request) => ok(await processJobs(db, authOf(request).companyId, request.params.id, request.query)),
  );
  app.post('/api/recruit-processes/:id/default', { config: { permission: Perm.RecruitProcesses }, schema: { tags, summary: '设为默认流程（未指定流程的职位使用它）', params, response: process } }, async (request) =>
    ok(await processes.makeDefault(db, authOf(request).companyId, request.params.id)),
  );
  app.delete('/api/recruit-processes/:id', { config: { permission: Perm.RecruitProcesses }, schema: { tags, summary: '删除招聘流程（默认流程和使用中的流程不可删除）', params, response: deleted } }, async (request) => {
    await processes.deleteProcess(db, authOf(request).companyId, request.params.id);
    return ok(null);
  });

  app.get(
    '/api/recruit-settings',
    { config: { permission: [Perm.RecruitGeneralSettings, Perm.ProcessView] }, schema: { tags, summary: '通用招聘设置（流程页面也读取它：淘汰是否必填原因等）', response: { 200: envelope(recruitSettingsSchema) } } },
    async (request) => ok(await recruitSettingsOf(db, authOf(request).companyId)),
  );
  app.put('/api/recruit-settings', { config: { permission: Perm.RecruitGeneralSettings }, schema: { tags, summary: '修改通用招聘设置（只改传入的项）', body: recruitSettingsUpdateSchema, response: { 200: envelope(recruitSettingsSchema) } } }, async (request) => {
    const caller = authOf(request);
    return ok(await updateRecruitSettings(db, caller.companyId, caller.accountId, request.body));
  });
}

import {
  applicationSchema,
  bulkResultSchema,
  idParamsSchema,
  onboardingConfirmSchema,
  onboardingEntryDateSchema,
  onboardingExtendSchema,
  onboardingFilterSchema,
  onboardingListQuerySchema,
  onboardingNoShowSchema,
  onboardingPageSchema,
  onboardingRegularizeSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { registerEventKinds } from '../applications/events';
import { messagingOf } from '../messaging/send';
import { sendFile } from '../resumes/export.routes';
import { exportHires } from './export';
import { changeEntryDate, confirmEntry, extendProbation, listHires, markNoShow, ONBOARDING_EVENTS, regularize } from './service';

/** 入职管理 (/recruit/job?view=onboarding): hires of the jobs the caller sees, by tab, and 办理入职 on them. */
export async function onboardingRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const messaging = messagingOf(app.deps);
  const tags = ['入职管理'];
  const params = idParamsSchema;
  const handle = { permission: Perm.EntryHandle };
  const bulk = { 200: envelope(bulkResultSchema) };
  const one = { 200: envelope(applicationSchema) };

  registerEventKinds(ONBOARDING_EVENTS);

  app.get(
    '/api/onboarding',
    {
      config: { permission: Perm.ProcessView },
      schema: { tags, summary: '入职管理列表：待入职、已入职（试用期）、已转正、未到岗，按姓名/手机号、职位、入职部门、入职时间和转正日期筛选；counts为各页签人数', querystring: onboardingListQuerySchema, response: { 200: envelope(onboardingPageSchema) } },
    },
    async (request) => ok(await listHires(db, authOf(request), request.query)),
  );
  app.post(
    '/api/onboarding/confirm',
    { config: handle, schema: { tags, summary: '确认入职（可批量）：实际入职日期默认为计划日期；转正日期 = 入职日期 + Offer的试用期月数（无试用期则无）', body: onboardingConfirmSchema, response: bulk } },
    async (request) => ok(await confirmEntry(db, authOf(request), request.body)),
  );
  app.post(
    '/api/onboarding/no-show',
    { config: handle, schema: { tags, summary: '未到岗（可批量）：须选择公司的拒绝Offer原因，可填备注；候选人以该原因淘汰，不通知候选人', body: onboardingNoShowSchema, response: bulk } },
    async (request) => ok(await markNoShow(db, authOf(request), messaging, request.body)),
  );
  app.post(
    '/api/onboarding/regularize',
    { config: handle, schema: { tags, summary: '转正（可批量）：只限已入职（试用期）的人员；转正日期默认为计划转正日期', body: onboardingRegularizeSchema, response: bulk } },
    async (request) => ok(await regularize(db, authOf(request), request.body)),
  );
  app.post(
    '/api/onboarding/:id/entry-date',
    { config: handle, schema: { tags, summary: '修改入职时间：待入职为计划日期；已入职为实际日期，转正日期按Offer试用期重新计算', params, body: onboardingEntryDateSchema, response: one } },
    async (request) => ok(await changeEntryDate(db, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/onboarding/:id/extend-probation',
    { config: handle, schema: { tags, summary: '延长试用期：新的转正日期须晚于原转正日期', params, body: onboardingExtendSchema, response: one } },
    async (request) => ok(await extendProbation(db, authOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/onboarding/export',
    {
      config: { permission: Perm.ProcessExport, headerToken: true },
      schema: { tags, summary: '导出入职人员Excel（须同时有导出与办理入职权限）：已入职（试用期）或已转正页签的筛选结果；无权限查看的Offer字段不导出该列', querystring: onboardingFilterSchema },
    },
    async (request, reply) => {
      const caller = authOf(request);
      if (!caller.codes.has(Perm.EntryHandle)) throw new AppError('FORBIDDEN');
      return sendFile(reply, await exportHires(db, caller, request.query));
    },
  );
}

import {
  demandCloseSchema,
  demandCreatedSchema,
  demandCreateSchema,
  demandDetailSchema,
  demandListQuerySchema,
  demandOptionSchema,
  demandOptionsQuerySchema,
  demandPageSchema,
  demandUpdateSchema,
  idParamsSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { registerHandOver } from '../company/accounts.service';
import { registerDemandApproval } from './approval';
import { demandFieldRoutes } from './fields.routes';
import { handOverDemands } from './handover';
import * as service from './service';

/** 招聘需求 (/job/demand for HR, /lite/recruit/demand for hiring managers) and 招聘需求字段. */
export async function demandRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['招聘需求'];
  const params = idParamsSchema;
  const detail = { 200: envelope(demandDetailSchema) };
  const anyDemand = { permission: [Perm.DemandView, Perm.DemandSubmit, Perm.DemandHandle] };
  const change = { permission: [Perm.DemandSubmit, Perm.DemandHandle] };

  registerHandOver({ key: 'demands', label: '提交或负责的招聘需求', run: handOverDemands });
  registerDemandApproval();

  app.get(
    '/api/demands',
    {
      config: anyDemand,
      schema: { tags, summary: '招聘需求列表：关键词、状态、部门（含下级）、紧急程度、只看我提交的（有230008可看全公司的，否则只看自己提交或负责的）', querystring: demandListQuerySchema, response: { 200: envelope(demandPageSchema) } },
    },
    async (request) => ok(await service.listDemands(db, authOf(request), request.query)),
  );
  app.get(
    '/api/demands/options',
    {
      config: { permission: [Perm.JobCreate, Perm.JobEdit, Perm.DemandHandle] },
      schema: { tags, summary: '职位可关联的招聘需求：已通过审批的，及ids指定的（职位已关联的）', querystring: demandOptionsQuerySchema, response: { 200: envelope(z.array(demandOptionSchema)) } },
    },
    async (request) => ok(await service.demandOptions(db, authOf(request), request.query)),
  );
  app.post(
    '/api/demands',
    { config: { permission: Perm.DemandSubmit }, schema: { tags, summary: '提交招聘需求：保存为草稿，submit为true时直接提交审批（未设置审批流程时直接通过）', body: demandCreateSchema, response: { 200: envelope(demandCreatedSchema) } } },
    async (request) => ok(await service.createDemand(db, authOf(request), request.body)),
  );
  app.get('/api/demands/:id', { config: anyDemand, schema: { tags, summary: '招聘需求详情：关联职位、进度、审批记录', params, response: detail } }, async (request) =>
    ok(await service.getDemand(db, authOf(request), request.params.id)),
  );
  app.patch(
    '/api/demands/:id',
    { config: change, schema: { tags, summary: '修改招聘需求（只改传入的字段；草稿、已驳回或已撤回的，提交人或有230008的同事）', params, body: demandUpdateSchema, response: detail } },
    async (request) => ok(await service.updateDemand(db, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/demands/:id/submit',
    { config: change, schema: { tags, summary: '提交审批（草稿、已驳回或已撤回的，开始新一轮审批）', params, response: detail } },
    async (request) => ok(await service.submitDemandById(db, authOf(request), request.params.id)),
  );
  app.post('/api/demands/:id/withdraw', { config: change, schema: { tags, summary: '撤回审批中的招聘需求（提交人）', params, response: detail } }, async (request) =>
    ok(await service.withdrawDemand(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/demands/:id/close',
    { config: change, schema: { tags, summary: '关闭招聘需求（审批中的不能关闭）', params, body: demandCloseSchema, response: detail } },
    async (request) => ok(await service.closeDemand(db, authOf(request), request.params.id, request.body)),
  );

  await app.register(demandFieldRoutes);
}

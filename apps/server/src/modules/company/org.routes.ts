import { idParamsSchema, orgCreateSchema, orgNodeSchema, orgOptionSchema, orgRowSchema, orgUpdateSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import * as service from './org.service';

/** The department tree (/user/company/organization). */
export async function orgRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['组织架构'];
  const permission = Perm.CompanyOrg;

  app.get(
    '/api/company/orgs',
    { config: { permission }, schema: { tags, summary: '部门树（含负责人与人数）', response: { 200: envelope(z.array(orgNodeSchema)) } } },
    async (request) => ok(await service.orgTreeOf(db, authOf(request).companyId)),
  );

  app.get(
    '/api/company/orgs/options',
    { config: { permission: 'login' }, schema: { tags, summary: '部门树选项（选择部门用）', response: { 200: envelope(z.array(orgOptionSchema)) } } },
    async (request) => ok(await service.orgOptionsOf(db, authOf(request).companyId)),
  );

  app.post(
    '/api/company/orgs',
    { config: { permission }, schema: { tags, summary: '新建部门', body: orgCreateSchema, response: { 200: envelope(orgRowSchema) } } },
    async (request) => ok(await service.createOrg(db, authOf(request).companyId, request.body)),
  );

  app.patch(
    '/api/company/orgs/:id',
    {
      config: { permission },
      schema: { tags, summary: '重命名、移动、更换负责人或调整排序', params: idParamsSchema, body: orgUpdateSchema, response: { 200: envelope(orgRowSchema) } },
    },
    async (request) => ok(await service.updateOrg(db, authOf(request).companyId, request.params.id, request.body)),
  );

  app.delete(
    '/api/company/orgs/:id',
    { config: { permission }, schema: { tags, summary: '删除部门（须无下级部门和账号）', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteOrg(db, authOf(request).companyId, request.params.id);
      return { status: 200 as const };
    },
  );
}

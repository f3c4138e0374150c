import {
  accountJobScopeSchema,
  accountListQuerySchema,
  departmentGrantsSchema,
  idParamsSchema,
  pageSchema,
  Perm,
  permissionCatalogSchema,
  roleCreateSchema,
  roleGrantsSchema,
  roleRowSchema,
  roleUpdateSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import * as views from './permission-views.service';
import { permissionCatalog } from './roles.presenter';
import * as service from './roles.service';

/** Roles and permissions (/user/manage/role). */
export async function roleRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['角色权限'];
  const permission = Perm.CompanyRoles;
  const catalog = permissionCatalog();

  app.get(
    '/api/company/roles',
    { config: { permission }, schema: { tags, summary: '角色列表（含账号数）', response: { 200: envelope(z.array(roleRowSchema)) } } },
    async (request) => ok(await service.listRoles(db, authOf(request).companyId)),
  );

  app.post(
    '/api/company/roles',
    { config: { permission }, schema: { tags, summary: '新建自定义角色', body: roleCreateSchema, response: { 200: envelope(roleRowSchema) } } },
    async (request) => ok(await service.createRole(db, authOf(request), request.body)),
  );

  app.patch(
    '/api/company/roles/:id',
    {
      config: { permission },
      schema: { tags, summary: '编辑角色（系统角色只能改权限和说明）', params: idParamsSchema, body: roleUpdateSchema, response: { 200: envelope(roleRowSchema) } },
    },
    async (request) => ok(await service.updateRole(db, authOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/company/roles/:id',
    { config: { permission }, schema: { tags, summary: '删除自定义角色（须无账号使用）', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteRole(db, authOf(request).companyId, request.params.id);
      return { status: 200 as const };
    },
  );

  app.post(
    '/api/company/roles/:id/reset',
    { config: { permission }, schema: { tags, summary: '系统角色恢复默认权限', params: idParamsSchema, response: { 200: envelope(roleRowSchema) } } },
    async (request) => ok(await service.resetRole(db, authOf(request), request.params.id)),
  );

  app.get(
    '/api/company/permissions',
    { config: { permission }, schema: { tags, summary: '权限目录（按社招、校招分组）', response: { 200: envelope(permissionCatalogSchema) } } },
    async () => ok(catalog),
  );

  app.get(
    '/api/company/permissions/by-role',
    { config: { permission }, schema: { tags, summary: '按角色查看权限', response: { 200: envelope(z.array(roleGrantsSchema)) } } },
    async (request) => ok(await views.grantsByRole(db, authOf(request).companyId)),
  );

  app.get(
    '/api/company/permissions/by-department',
    { config: { permission }, schema: { tags, summary: '按部门查看账号及其角色', response: { 200: envelope(z.array(departmentGrantsSchema)) } } },
    async (request) => ok(await views.grantsByDepartment(db, authOf(request).companyId)),
  );

  app.get(
    '/api/company/permissions/by-job',
    {
      config: { permission },
      schema: { tags, summary: '按职位查看：每个账号可处理的职位范围', querystring: accountListQuerySchema, response: { 200: envelope(pageSchema(accountJobScopeSchema)) } },
    },
    async (request) => ok(await views.jobScopes(db, authOf(request).companyId, request.query)),
  );
}

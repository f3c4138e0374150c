import { companyBaseSchema, companyBaseViewSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import * as service from './base.service';

/** The company's base info (/user/company/base). */
export async function baseRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['企业信息'];
  const permission = Perm.CompanyBase;

  app.get(
    '/api/company/base',
    { config: { permission }, schema: { tags, summary: '企业基本信息', response: { 200: envelope(companyBaseViewSchema) } } },
    async (request) => ok(await service.getBase(db, authOf(request).companyId)),
  );

  app.put(
    '/api/company/base',
    { config: { permission }, schema: { tags, summary: '保存企业基本信息', body: companyBaseSchema, response: { 200: envelope(companyBaseViewSchema) } } },
    async (request) => ok(await service.saveBase(db, authOf(request).companyId, request.body)),
  );
}

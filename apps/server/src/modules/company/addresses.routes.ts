import { addressRowSchema, addressSaveSchema, idParamsSchema, pageQuerySchema, pageSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import * as service from './addresses.service';

/** Office and interview addresses (/user/company/address). */
export async function addressRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['地址管理'];
  const permission = Perm.CompanyAddress;

  app.get(
    '/api/company/addresses',
    { config: { permission }, schema: { tags, summary: '地址列表（默认地址在前）', querystring: pageQuerySchema, response: { 200: envelope(pageSchema(addressRowSchema)) } } },
    async (request) => ok(await service.listAddresses(db, authOf(request).companyId, request.query)),
  );

  app.post(
    '/api/company/addresses',
    { config: { permission }, schema: { tags, summary: '新建地址', body: addressSaveSchema, response: { 200: envelope(addressRowSchema) } } },
    async (request) => ok(await service.createAddress(db, authOf(request).companyId, request.body)),
  );

  app.put(
    '/api/company/addresses/:id',
    { config: { permission }, schema: { tags, summary: '编辑地址', params: idParamsSchema, body: addressSaveSchema, response: { 200: envelope(addressRowSchema) } } },
    async (request) => ok(await service.updateAddress(db, authOf(request).companyId, request.params.id, request.body)),
  );

  app.delete(
    '/api/company/addresses/:id',
    { config: { permission }, schema: { tags, summary: '删除地址（须无会议室使用）', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteAddress(db, authOf(request).companyId, request.params.id);
      return { status: 200 as const };
    },
  );
}

import { companyAssetsQuerySchema, companyAssetsSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { readAssets } from './assets';

/** 资产与套餐 (320008, the super administrator's by default): balances, packages and the ledger. */
export async function pointRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.get(
    '/api/company/assets',
    {
      config: { permission: Perm.CompanyAssets },
      schema: {
        tags: ['资产与套餐'],
        summary: '公司各类点数余额、套餐（状态：1生效中 2已过期 3已作废 999试用中）与点数明细（分页，新的在前）；套餐由平台开通，产品内没有支付',
        querystring: companyAssetsQuerySchema,
        response: { 200: envelope(companyAssetsSchema) },
      },
    },
    async (request) => ok(await readAssets(db, authOf(request).companyId, request.query)),
  );
}

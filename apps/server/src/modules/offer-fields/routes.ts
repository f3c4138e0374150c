import { customFieldReorderSchema, customFieldSchema, customFieldUpdateSchema, idParamsSchema, offerFieldCreateSchema, offerFieldSettingsSchema, offerFieldUsageSchema, offerStandardSaveSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import * as fields from './service';

/** Offer字段 (/user/manage/offerfield): read by whoever reads or drafts offers, changed with 380003. */
export async function offerFieldRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['Offer字段'];
  const params = idParamsSchema;
  const manage = { permission: Perm.OfferFields };
  const settings = { 200: envelope(offerFieldSettingsSchema) };
  const one = { 200: envelope(customFieldSchema) };

  app.get(
    '/api/offer-fields',
    {
      config: { permission: [Perm.OfferFields, Perm.OfferView, Perm.OfferEdit] },
      schema: { tags, summary: 'Offer字段：标准字段的启用/必填（入职时间、入职部门、试用期、薪资等始终启用且必填）和自定义字段（含已停用的）', response: settings },
    },
    async (request) => ok(await fields.getOfferFieldSettings(db, authOf(request).companyId)),
  );
  app.put(
    '/api/offer-fields/standard',
    { config: manage, schema: { tags, summary: '设置标准字段的启用/必填（只改提交的字段；锁定的字段不能停用或取消必填）', body: offerStandardSaveSchema, response: settings } },
    async (request) => ok(await fields.saveOfferStandardFields(db, authOf(request), request.body)),
  );
  app.post('/api/offer-fields', { config: manage, schema: { tags, summary: '新增Offer字段（类型、标识、日期精度和数据字典创建后不可修改；不支持附件）', body: offerFieldCreateSchema, response: one } }, async (request) =>
    ok(await fields.createOfferField(db, authOf(request).companyId, request.body)),
  );
  app.post('/api/offer-fields/reorder', { config: manage, schema: { tags, summary: '调整Offer字段顺序（传入全部自定义字段id）', body: customFieldReorderSchema, response: { 200: envelope(z.array(customFieldSchema)) } } }, async (request) =>
    ok(await fields.reorderOfferFields(db, authOf(request).companyId, request.body.ids)),
  );
  app.patch(
    '/api/offer-fields/:id',
    { config: manage, schema: { tags, summary: '编辑Offer字段：名称、必填、选项、提示、启用（删除的选项从Offer上清除）', params, body: customFieldUpdateSchema, response: one } },
    async (request) => ok(await fields.updateOfferField(db, authOf(request), request.params.id, request.body)),
  );
  app.get('/api/offer-fields/:id/usage', { config: manage, schema: { tags, summary: '有多少Offer填写了该字段（及每个选项）', params, response: { 200: envelope(offerFieldUsageSchema) } } }, async (request) =>
    ok(await fields.offerFieldUsage(db, authOf(request).companyId, request.params.id)),
  );
  app.delete('/api/offer-fields/:id', { config: manage, schema: { tags, summary: '删除Offer字段（Offer上的该字段值一并清除）', params, response: { 200: envelope(z.object({ offerCount: z.number() })) } } }, async (request) =>
    ok(await fields.deleteOfferField(db, authOf(request), request.params.id)),
  );
}

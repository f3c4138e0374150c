import {
  idParamsSchema,
  offerCancelSchema,
  offerCreatedSchema,
  offerCreateSchema,
  offerDetailSchema,
  offerListQuerySchema,
  offerPageSchema,
  offerSendSchema,
  offerSentSchema,
  offerUpdateSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { contentDisposition } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import { registerOfferApproval } from './approval';
import { offerLetterFor } from './letter';
import { sendOffer } from './send';
import * as service from './service';

/** Offers of candidates in an Offer stage: drafting, Offer审批, sending, 作废. */
export async function offerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { files } = app.deps;
  const messaging = messagingOf(app.deps);
  const tags = ['Offer'];
  const params = idParamsSchema;
  const detail = { 200: envelope(offerDetailSchema) };
  const read = { permission: [Perm.OfferView, Perm.OfferEdit] };
  const edit = { permission: Perm.OfferEdit };
  const approve = { permission: [Perm.OfferApprovalStart, Perm.OfferEdit] };

  registerOfferApproval();

  app.get(
    '/api/offers',
    { config: read, schema: { tags, summary: 'Offer列表：关键词（候选人、职位）、状态、候选人的投递；只含可见职位的，字段按Offer字段权限隐藏', querystring: offerListQuerySchema, response: { 200: envelope(offerPageSchema) } } },
    async (request) => ok(await service.listOffers(db, authOf(request), request.query)),
  );
  app.get(
    '/api/applications/:id/offers',
    { config: read, schema: { tags, summary: '候选人在该职位的Offer（含已作废、已拒绝的），最新的在前', params, response: { 200: envelope(offerPageSchema) } } },
    async (request) => ok(await service.listOffers(db, authOf(request), { page: 1, pageSize: 100, applicationId: request.params.id })),
  );
  app.post(
    '/api/offers',
    {
      config: edit,
      schema: { tags, summary: '添加Offer：候选人须在开启“添加Offer”的Offer阶段，每个投递只能有一个未结束的Offer；薪资单位为元，最多两位小数；submit为true时直接提交审批', body: offerCreateSchema, response: { 200: envelope(offerCreatedSchema) } },
    },
    async (request) => ok(await service.createOffer(db, authOf(request), request.body)),
  );
  app.get('/api/offers/:id', { config: read, schema: { tags, summary: 'Offer详情：状态、审批状态与审批记录；无权查看的字段为null并列在hidden中', params, response: detail } }, async (request) =>
    ok(await service.getOffer(db, authOf(request), request.params.id)),
  );
  app.patch(
    '/api/offers/:id',
    { config: edit, schema: { tags, summary: '修改Offer（只改传入的字段；草稿、审批驳回或已撤回的；不能填写无权查看的字段）', params, body: offerUpdateSchema, response: detail } },
    async (request) => ok(await service.updateOffer(db, authOf(request), request.params.id, request.body)),
  );
  app.post('/api/offers/:id/submit', { config: approve, schema: { tags, summary: '提交Offer审批（未设置审批流程时直接通过）', params, response: detail } }, async (request) =>
    ok(await service.submitOfferById(db, authOf(request), request.params.id)),
  );
  app.post('/api/offers/:id/withdraw', { config: approve, schema: { tags, summary: '撤回审批中的Offer（提交人）', params, response: detail } }, async (request) =>
    ok(await service.withdrawOffer(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/offers/:id/send',
    {
      config: { permission: Perm.OfferSend },
      schema: { tags, summary: '发送Offer：设置了Offer审批流程时须审批通过；候选人邮件含答复链接，expiresOn为答复截止日期（默认7天后）', params, body: offerSendSchema, response: { 200: envelope(offerSentSchema) } },
    },
    async (request) => ok(await sendOffer(db, messaging, files, authOf(request), request.params.id, request.body ?? {})),
  );
  app.get(
    '/api/offers/:id/letter.pdf',
    { config: read, schema: { tags, summary: 'Offer函PDF（application/pdf）：Offer的模板（未选时用默认模板），无权查看的字段留空', params } },
    async (request, reply) => {
      const { pdf, filename } = await offerLetterFor(db, files, messaging.publicUrl, authOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', filename, 'offer-letter'))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
  app.post('/api/offers/:id/cancel', { config: edit, schema: { tags, summary: '作废Offer（审批中的须先撤回；已答复的不能作废）', params, body: offerCancelSchema, response: detail } }, async (request) =>
    ok(await service.cancelOffer(db, authOf(request), request.params.id, request.body ?? {})),
  );
}

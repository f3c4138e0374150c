import { offerAnswerSchema, offerTokenParamsSchema, publicOfferSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import { answerOfferByLink, letterByLink, readOfferByLink } from './answer';

/** The candidate answering his offer through the offer mail's link (/out/feedback/offer): no login, limited per IP, never cached. */
export async function offerAnswerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { files } = app.deps;
  const messaging = messagingOf(app.deps);
  const tags = ['Offer'];
  const params = offerTokenParamsSchema;

  app.get(
    '/api/out/offers/:token',
    {
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: '候选人查看Offer（无需登录）：公司、职位、入职时间与部门、试用期、薪资、答复截止时间、拒绝原因；已答复、已过期或已撤销时只说明状态', params, response: { 200: envelope(publicOfferSchema) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await readOfferByLink(db, request.params.token));
    },
  );
  app.get(
    '/api/out/offers/:token/letter.pdf',
    { config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, summary: '候选人的Offer函PDF（无需登录；已过期或已撤销的不再提供）', params } },
    async (request, reply) => {
      const { pdf, filename } = await letterByLink(db, files, messaging.publicUrl, request.params.token);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('inline', filename, 'offer-letter'))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
  app.post(
    '/api/out/offers/:token/answer',
    {
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: '候选人接受或拒绝Offer（无需登录，只能答复一次；拒绝须选择拒绝Offer原因）；接受后候选人设为待入职', params, body: offerAnswerSchema, response: { 200: envelope(publicOfferSchema) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await answerOfferByLink(db, messaging, request.params.token, request.body));
    },
  );
}

import {
  feedbackAnswerSchema,
  feedbackLinkCreatedSchema,
  feedbackLinkCreateSchema,
  feedbackLinkParamsSchema,
  feedbackLinkSchema,
  feedbackTokenParamsSchema,
  idParamsSchema,
  Perm,
  publicFeedbackSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import { messagingOf } from '../messaging/send';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import * as service from './service';

/** Candidate feedback links: HR makes them (220013); the candidate answers at /out/feedback/userc/* without login. */
export async function candidateFeedbackRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const messaging = messagingOf(app.deps);
  const tags = ['候选人反馈链接'];
  const notify = { permission: Perm.CandidateNotify };

  app.post(
    '/api/applications/:id/feedback-links',
    {
      config: notify,
      schema: {
        tags,
        summary: '创建候选人反馈链接（join 确认入职、offer Offer反馈、abandon 放弃入职；有效期1、3、7、15或30天，只能答复一次）；token 只在此时返回',
        params: idParamsSchema,
        body: feedbackLinkCreateSchema,
        response: { 200: envelope(feedbackLinkCreatedSchema) },
      },
    },
    async (request) => ok(await service.createLink(db, messaging, authOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/applications/:id/feedback-links',
    { config: { permission: [Perm.ProcessView, Perm.CandidateNotify] }, schema: { tags, summary: '候选人的反馈链接与答复，新的在前', params: idParamsSchema, response: { 200: envelope(z.array(feedbackLinkSchema)) } } },
    async (request) => ok(await service.listLinks(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/applications/:id/feedback-links/:linkId/revoke',
    { config: notify, schema: { tags, summary: '撤销未答复的反馈链接', params: feedbackLinkParamsSchema, response: { 200: envelope(feedbackLinkSchema) } } },
    async (request) => ok(await service.revokeLink(db, authOf(request), request.params.id, request.params.linkId)),
  );

  // The candidate, holding the link; limited per IP like the other public routes, never cached.
  app.get(
    '/api/out/feedback/:token',
    {
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: '反馈链接的内容（无需登录）；已答复、已过期或已撤销时只说明状态', params: feedbackTokenParamsSchema, response: { 200: envelope(publicFeedbackSchema) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await service.readPublic(db, request.params.token));
    },
  );
  app.post(
    '/api/out/feedback/:token',
    {
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: '候选人答复（无需登录，只能答复一次）', params: feedbackTokenParamsSchema, body: feedbackAnswerSchema, response: { 200: envelope(publicFeedbackSchema) } },
    },
    async (request) => ok(await service.answerLink(db, request.params.token, request.body)),
  );
}

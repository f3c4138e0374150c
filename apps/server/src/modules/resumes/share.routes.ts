import { idParamsSchema, Perm, resumeShareCreatedSchema, resumeShareCreateSchema, resumeShareLinkSchema, sharedResumeSchema, shareParamsSchema, shareTokenParamsSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import * as service from './share.service';

/** Share links of a resume (250032) and the public resume they open (/out/resume). */
export async function shareRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['简历分享'];
  const share = { permission: Perm.ResumeShare };

  app.get(
    '/api/resumes/:id/shares',
    { config: share, schema: { tags, summary: '简历的分享链接，新的在前', params: idParamsSchema, response: { 200: envelope(z.array(resumeShareLinkSchema)) } } },
    async (request) => ok(await service.listShares(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/resumes/:id/shares',
    {
      config: share,
      schema: { tags, summary: '创建分享链接（有效期1、3、7或30天；显示联系方式需250001）；token 只在此时返回', params: idParamsSchema, body: resumeShareCreateSchema, response: { 200: envelope(resumeShareCreatedSchema) } },
    },
    async (request) => ok(await service.createShare(db, config, authOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/resumes/:id/shares/:shareId/revoke',
    { config: share, schema: { tags, summary: '撤销分享链接', params: shareParamsSchema, response: { 200: envelope(resumeShareLinkSchema) } } },
    async (request) => ok(await service.revokeShare(db, authOf(request), request.params.id, request.params.shareId)),
  );

  // Anyone holding the link, without login; limited per IP like the public sign-in routes.
  app.get(
    '/api/out/resumes/:token',
    { config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, summary: '分享链接打开的简历（无需登录）', params: shareTokenParamsSchema, response: { 200: envelope(sharedResumeSchema) } } },
    async (request, reply) => {
      // A personal record behind a secret address: no shared cache keeps a copy.
      void reply.header('cache-control', 'no-store');
      return ok(await service.readShared(db, request.params.token));
    },
  );
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/plugin';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. With
 * `requireLogin` (production) only a logged-in user reads it: a page is sent to the login
 * first, the document itself answers 401.
 */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; requireLogin: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '伯乐招聘 API', version: '1.0.0', description: '所有响应均为 { status, data?, message? } 信封；status 200 表示成功。' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (request, reply) => {
        if (!opts.requireLogin || (await sessionOf(opts.db, request))) return;
        if (request.url.startsWith('/api/docs/json') || request.url.startsWith('/api/docs/yaml')) throw new AppError('NOT_LOGGED_IN');
        return reply.redirect(`/login?target=${encodeURIComponent('/api/docs')}`);
      },
    },
  });
});

import { idParamsSchema, noticeCountSchema, noticeQuerySchema, noticeReadAllSchema, noticeSchema, pageSchema } from '@bole/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { listNotices, readAllNotices, readNotice, unreadNoticeCount } from './notices';

/**
 * 消息中心 (the header's bell and /home/notices): every signed-in user reads and marks his own
 * in-app notices, so the routes need a login and no code; the queries name his account.
 */
export async function noticeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['消息中心'];
  const login = { permission: 'login' } as const;
  const me = (request: FastifyRequest) => {
    const { companyId, accountId } = authOf(request);
    return { companyId, accountId };
  };

  app.get(
    '/api/notices',
    { config: login, schema: { tags, summary: '我的站内信，新的在前（unread=true 只看未读）', querystring: noticeQuerySchema, response: { 200: envelope(pageSchema(noticeSchema)) } } },
    async (request) => ok(await listNotices(db, me(request), request.query)),
  );
  app.get(
    '/api/notices/unread-count',
    { config: login, schema: { tags, summary: '我的未读站内信数量', response: { 200: envelope(noticeCountSchema) } } },
    async (request) => ok({ count: await unreadNoticeCount(db, me(request)) }),
  );
  app.post(
    '/api/notices/read-all',
    { config: login, schema: { tags, summary: '把我的站内信全部标记为已读', response: { 200: envelope(noticeReadAllSchema) } } },
    async (request) => ok({ updated: await readAllNotices(db, me(request)) }),
  );
  app.post(
    '/api/notices/:id/read',
    { config: login, schema: { tags, summary: '把我的一条站内信标记为已读（他人的答 404）', params: idParamsSchema, response: { 200: envelope(noticeSchema) } } },
    async (request) => ok(await readNotice(db, me(request), request.params.id)),
  );
}

import { accountInfoSchema, homeTodosSchema, liteCountsSchema, menuFor, menuItemSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { loadAccountInfo } from './account-info';
import { liteCounts } from './lite-counts';
import { homeTodos } from './todos';

export async function commonRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['通用'];

  app.get(
    '/api/common/account/info',
    { config: { permission: 'login' }, schema: { tags, summary: '当前用户信息与权限', response: { 200: envelope(accountInfoSchema) } } },
    async (request) => ok(await loadAccountInfo(db, app.deps.config, authOf(request).accountId, request.headers.systype as string | undefined)),
  );

  app.get(
    '/api/common/menu',
    {
      config: { permission: 'login' },
      schema: { tags, summary: '当前角色与招聘类型的导航菜单', querystring: z.object({ sysType: z.coerce.number().int().min(1).max(2).optional() }), response: { 200: envelope(z.array(menuItemSchema)) } },
    },
    async (request) => {
      const auth = authOf(request);
      const sysType = request.query.sysType === 2 ? 2 : request.query.sysType === 1 ? 1 : (auth.sysType ?? 1);
      const codes = auth.sysType === null ? auth.codes : sysType === 2 ? auth.campusCodes : auth.socialCodes;
      return ok(menuFor({ roleType: auth.roleType, sysType, codes: [...codes] }));
    },
  );

  app.get(
    '/api/common/lite/counts',
    {
      // Every signed-in user may ask; the answer holds only the lite menu entries his own codes open.
      config: { permission: 'login' },
      schema: { tags, summary: '用人经理/前台菜单各入口待处理的数量（简历筛选待反馈、待我审批）', response: { 200: envelope(liteCountsSchema) } },
    },
    async (request) => ok(await liteCounts(db, authOf(request))),
  );

  app.get(
    '/api/home/todos',
    { config: { permission: 'login' }, schema: { tags, summary: '首页待办', response: { 200: envelope(homeTodosSchema) } } },
    async (request) => ok({ cards: await homeTodos(db, authOf(request)) }),
  );
}

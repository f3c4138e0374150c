import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { envelope, ok } from '../../platform/http/envelope';
import { BASEDATA_LISTS, BASEDATA_VERSION } from './data';

const listNames = Object.keys(BASEDATA_LISTS) as (keyof typeof BASEDATA_LISTS)[];
const itemSchema = z.looseObject({ code: z.string(), name: z.string() });

/** Reference lists (spec section 7): public, cached by the browser per list version. */
export async function basedataRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['基础数据'];

  app.get(
    '/api/basedata/version',
    { config: { permission: 'public' }, schema: { tags, summary: '各基础数据列表的版本', response: { 200: envelope(z.record(z.string(), z.string())) } } },
    async () => ok(BASEDATA_VERSION),
  );

  app.get(
    '/api/basedata/:list',
    {
      config: { permission: 'public' },
      schema: { tags, summary: '基础数据列表', description: `可选列表：${listNames.join(', ')}`, params: z.object({ list: z.string().max(40) }), response: { 200: envelope(z.array(itemSchema)) } },
    },
    async (request, reply) => {
      const name = request.params.list as keyof typeof BASEDATA_LISTS;
      if (!Object.hasOwn(BASEDATA_LISTS, name)) throw new AppError('ROUTE_NOT_FOUND');
      reply.header('cache-control', 'public, max-age=3600');
      return ok(BASEDATA_LISTS[name] as z.infer<typeof itemSchema>[]);
    },
  );
}

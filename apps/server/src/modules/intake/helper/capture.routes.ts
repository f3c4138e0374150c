// The one cross-origin endpoint: the bookmarklet posts from a job board's page. Any origin may
// call it because the helper key in the header is the whole authority; no credentials are
// allowed, so a browser never attaches Bole's cookies to it.
import { HELPER_KEY_HEADER, HELPER_PAGE_MAX_BYTES, helperCaptureResultSchema, helperCaptureSchema } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../platform/http/envelope';
import { createParsePool } from '../parse-pool';
import { capturePage } from './capture.service';

const URL = '/api/helper/capture';

export async function captureRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Captured pages are parsed in a worker of their own, started on the first capture.
  const pool = createParsePool();
  app.addHook('onClose', async () => pool.close());
  const deps = { db: app.deps.database.db, files: app.deps.files, parse: pool.parse };

  // Every answer of this plugin, refusals included, must be readable by the job board's page.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  app.options(URL, { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', `content-type, ${HELPER_KEY_HEADER}`);
    reply.header('access-control-max-age', '600');
    // Chrome asks before a public site may call a server on the user's own network.
    if (request.headers['access-control-request-private-network'] === 'true') reply.header('access-control-allow-private-network', 'true');
    return reply.status(204).send();
  });

  app.post(
    URL,
    {
      // Sessions play no part: the route is public to the auth plugin and checks the key itself.
      // The page's HTML is taken as it is (the parser drops control characters); url and title are checked.
      config: { permission: 'public', rawText: ['html'] },
      // Larger than the page limit, so an oversize page gets its own message rather than a generic one.
      bodyLimit: HELPER_PAGE_MAX_BYTES * 4,
      schema: {
        tags: ['简历助手'],
        summary: `简历助手收录简历：请求头 ${HELPER_KEY_HEADER} 携带个人密钥（不使用Cookie，允许跨域），提交招聘网站简历页的地址、标题和HTML（不超过2MB），按网址识别渠道后入库，返回简历 id 与入库结果`,
        body: helperCaptureSchema,
        response: { 200: envelope(helperCaptureResultSchema) },
      },
    },
    async (request) => {
      const key = request.headers[HELPER_KEY_HEADER];
      return ok(await capturePage(deps, typeof key === 'string' ? key.trim() : undefined, request.body));
    },
  );
}

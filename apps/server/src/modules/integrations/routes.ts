import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';

/**
 * DingTalk embedded mode (spec section 7). Both calls need the company's DingTalk app to
 * be bound first (corpId, app key and secret); until a company binds one they answer
 * that it is not bound, in the envelope, so the embedded page can say so.
 */
export async function integrationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['钉钉集成'];

  app.get(
    '/api/dingtalk/third/login.json',
    {
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: '钉钉免登：用 authCode 换取登录', querystring: z.object({ authCode: z.string({ error: '缺少authCode' }).min(1, '缺少authCode').max(200), corpId: z.string({ error: '缺少corpId' }).min(1, '缺少corpId').max(100) }) },
    },
    async () => {
      throw new AppError('NOT_FOUND', '该钉钉企业尚未绑定伯乐招聘，请联系管理员在设置中完成绑定');
    },
  );

  app.get(
    '/api/dingtalk/js/sign.json',
    { config: { permission: 'login' }, schema: { tags, summary: '钉钉 JSAPI 签名', querystring: z.object({ url: z.string({ error: '缺少url' }).min(1, '缺少url').max(2000) }) } },
    async () => {
      throw new AppError('NOT_FOUND', '企业尚未配置钉钉集成');
    },
  );
}

import {
  dingtalkAccountBindSchema,
  dingtalkAccountListQuerySchema,
  dingtalkAccountRowSchema,
  dingtalkLoginQuerySchema,
  dingtalkLoginResultSchema,
  dingtalkSettingsBodySchema,
  dingtalkSettingsSchema,
  dingtalkSignQuerySchema,
  dingtalkSignSchema,
  dingtalkTestResultSchema,
  idParamsSchema,
  pageSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { sessionClientOf, setTokenCookie } from '../auth/routes';
import { loadAccountInfo } from '../common/account-info';
import { DingTalkClient } from './dingtalk-client';
import * as service from './service';

/**
 * DingTalk (钉钉) integration: the embedded mode's two calls of spec section 7, and the
 * settings of /user/other/docking (第三方对接) where an administrator binds the company's
 * DingTalk app and says which DingTalk user each account is.
 */
export async function integrationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { config } = app.deps;
  // One client per app: its token and ticket caches live as long as the server.
  const deps: service.DingtalkDeps = { db, secretKey: config.secretKey, dingtalk: new DingTalkClient({ baseUrl: config.dingtalkApi }) };
  const tags = ['钉钉集成'];
  const permission = Perm.CompanyDocking;

  app.get(
    '/api/dingtalk/third/login.json',
    {
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: '钉钉免登：用 authCode 换取登录', querystring: dingtalkLoginQuerySchema, response: { 200: envelope(dingtalkLoginResultSchema) } },
    },
    async (request, reply) => {
      const { started, firstLogin } = await service.loginByAuthCode(deps, request.query, sessionClientOf(request));
      setTokenCookie(reply, started.token);
      const user = await loadAccountInfo(db, config, started.accountId, request.headers.systype as string | undefined);
      return ok({
        token: started.token,
        roleType: user.roleType,
        role: user.role,
        sysType: user.sysType,
        firstLogin,
        userName: user.userName,
        userId: user.userId,
        companyId: user.companyId,
      });
    },
  );

  app.get(
    '/api/dingtalk/js/sign.json',
    {
      config: { permission: 'login' },
      schema: { tags, summary: '钉钉 JSAPI 签名', querystring: dingtalkSignQuerySchema, response: { 200: envelope(dingtalkSignSchema) } },
    },
    async (request) => ok(await service.jsapiSign(deps, authOf(request).companyId, request.query.url)),
  );

  app.get(
    '/api/integrations/dingtalk',
    { config: { permission }, schema: { tags, summary: '钉钉集成设置（未绑定时为 null）', response: { 200: envelope(dingtalkSettingsSchema.nullable()) } } },
    async (request) => ok(await service.getSettings(deps, authOf(request).companyId)),
  );

  app.put(
    '/api/integrations/dingtalk',
    {
      config: { permission },
      schema: { tags, summary: '绑定或修改钉钉应用（AppSecret 留空则不修改）', body: dingtalkSettingsBodySchema, response: { 200: envelope(dingtalkSettingsSchema) } },
    },
    async (request) => ok(await service.saveSettings(deps, authOf(request).companyId, request.body)),
  );

  app.post(
    '/api/integrations/dingtalk/test',
    { config: { permission }, schema: { tags, summary: '测试钉钉连接（用已保存的 AppKey 与 AppSecret 获取 access_token）', response: { 200: envelope(dingtalkTestResultSchema) } } },
    async (request) => ok(await service.testConnection(deps, authOf(request).companyId)),
  );

  app.delete(
    '/api/integrations/dingtalk',
    { config: { permission }, schema: { tags, summary: '解除钉钉绑定', response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.unbind(deps, authOf(request).companyId);
      return { status: 200 as const };
    },
  );

  app.get(
    '/api/integrations/dingtalk/accounts',
    {
      config: { permission },
      schema: { tags, summary: '账号与钉钉用户的对应关系', querystring: dingtalkAccountListQuerySchema, response: { 200: envelope(pageSchema(dingtalkAccountRowSchema)) } },
    },
    async (request) => ok(await service.listAccounts(deps, authOf(request).companyId, request.query)),
  );

  app.patch(
    '/api/integrations/dingtalk/accounts/:id',
    {
      config: { permission },
      schema: { tags, summary: '设置账号的钉钉用户ID（留空解除）', params: idParamsSchema, body: dingtalkAccountBindSchema, response: { 200: envelope(dingtalkAccountRowSchema) } },
    },
    async (request) => ok(await service.bindAccount(deps, authOf(request).companyId, request.params.id, request.body.thirdUserId)),
  );
}

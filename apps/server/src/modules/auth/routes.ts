import { acceptInviteBodySchema, changePasswordBodySchema, forgetBodySchema, loginBodySchema, loginResultSchema, registerBodySchema, resetBodySchema } from '@bole/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { refuseCrossSite } from '../../platform/http/security';
import { loadAccountInfo } from '../common/account-info';
import { messagingOf } from '../messaging/send';
import { SESSION_DAYS } from './repository';
import * as service from './service';
import { scheduleAttemptPruning } from './throttle';

/** The caller's address and browser, kept with a new session. */
export const sessionClientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) });

/** Sets the `token` cookie of a new session (every way of logging in answers with it). */
export function setTokenCookie(reply: FastifyReply, token: string) {
  // Readable by the page on purpose: the client copies it into the `token` header, which
  // is what state-changing requests are checked for.
  // Secure over HTTPS (directly or through a proxy TRUST_PROXY names), so it never travels in clear.
  const secure = reply.request.protocol === 'https';
  reply.setCookie('token', token, { path: '/', maxAge: SESSION_DAYS * 24 * 3600, sameSite: 'lax', httpOnly: false, secure });
}

export async function authRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['认证'];
  const mailer = messagingOf(app.deps);
  // Starting a session from another site's page is refused (login CSRF).
  const preValidation = refuseCrossSite(config.publicUrl);
  await scheduleAttemptPruning(app.deps.jobs, db);

  async function answerSession(request: FastifyRequest, reply: FastifyReply, started: service.SessionStarted) {
    setTokenCookie(reply, started.token);
    const user = await loadAccountInfo(db, config, started.accountId, request.headers.systype as string | undefined);
    return ok({ token: started.token, user });
  }

  app.post(
    '/api/auth/register',
    {
      preValidation,
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: '注册企业账号', body: registerBodySchema, response: { 200: envelope(loginResultSchema) } },
    },
    async (request, reply) => answerSession(request, reply, await service.register(db, request.body, sessionClientOf(request))),
  );

  app.post(
    '/api/auth/login',
    {
      preValidation,
      config: { permission: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: '邮箱或手机号登录', body: loginBodySchema, response: { 200: envelope(loginResultSchema) } },
    },
    async (request, reply) => answerSession(request, reply, await service.login(db, request.body, sessionClientOf(request))),
  );

  app.post('/api/auth/logout', { config: { permission: 'login' }, schema: { tags, summary: '退出登录', response: { 200: emptyEnvelope } } }, async (request, reply) => {
    await service.logout(db, authOf(request).sessionId);
    reply.clearCookie('token', { path: '/' });
    return { status: 200 as const };
  });

  app.post(
    '/api/auth/password/forget',
    {
      config: { permission: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      // The same answer for every account, known or not; never the link (issue 11, item 1).
      schema: { tags, summary: '申请重置密码', body: forgetBodySchema, response: { 200: envelope(z.object({ sent: z.boolean() })) } },
    },
    async (request) => {
      await service.requestReset(db, mailer, request.body.account);
      return ok({ sent: true });
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: '通过重置链接设置新密码', body: resetBodySchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.resetPassword(db, request.body.token, request.body.password);
      return { status: 200 as const };
    },
  );

  app.post(
    '/api/auth/invite/accept',
    {
      preValidation,
      config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: '接受邀请并设置密码', body: acceptInviteBodySchema, response: { 200: envelope(loginResultSchema) } },
    },
    async (request, reply) => answerSession(request, reply, await service.acceptInvite(db, request.body.token, request.body.password, sessionClientOf(request))),
  );

  app.post(
    '/api/auth/password/change',
    { config: { permission: 'login' }, schema: { tags, summary: '修改密码', body: changePasswordBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.changePassword(db, authOf(request), request.body, sessionClientOf(request));
      return { status: 200 as const };
    },
  );
}

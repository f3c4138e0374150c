import {
  accountCreateSchema,
  accountHandOverSchema,
  accountListQuerySchema,
  accountOptionSchema,
  accountRowSchema,
  accountUpdateSchema,
  handOverResultSchema,
  idParamsSchema,
  pageSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { messagingOf } from '../messaging/send';
import * as service from './accounts.service';

/** Accounts of the company (/user/company/accounts). */
export async function accountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['账号管理'];
  const permission = Perm.CompanyAccounts;
  const mailer = messagingOf(app.deps);

  app.get(
    '/api/company/accounts',
    { config: { permission }, schema: { tags, summary: '账号列表', querystring: accountListQuerySchema, response: { 200: envelope(pageSchema(accountRowSchema)) } } },
    async (request) => ok(await service.listAccounts(db, authOf(request).companyId, request.query)),
  );

  app.get(
    '/api/company/accounts/options',
    { config: { permission: 'login' }, schema: { tags, summary: '在职账号选项（选择人员用）', response: { 200: envelope(z.array(accountOptionSchema)) } } },
    async (request) => ok(await service.accountOptions(db, authOf(request).companyId)),
  );

  app.post(
    '/api/company/accounts',
    {
      config: { permission },
      // Never answers the invitation link: it is mailed to the account (issue 11 item 1, issue 13 item 6).
      schema: {
        tags,
        summary: '新建账号（不填密码则为待激活：邀请链接发到其登录邮箱，设置密码后登录）',
        body: accountCreateSchema,
        response: { 200: envelope(accountRowSchema) },
      },
    },
    async (request) => ok(await service.createAccount(db, mailer, authOf(request), request.body)),
  );

  app.post(
    '/api/company/accounts/:id/invite',
    {
      config: { permission },
      schema: { tags, summary: '重新发送邀请：给待激活账号的登录邮箱发一条新的邀请链接，旧链接失效', params: idParamsSchema, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await service.resendInvite(db, mailer, authOf(request), request.params.id);
      return { status: 200 as const };
    },
  );

  app.patch(
    '/api/company/accounts/:id',
    {
      config: { permission },
      schema: { tags, summary: '编辑账号、分配角色、调整部门、停用或启用', params: idParamsSchema, body: accountUpdateSchema, response: { 200: envelope(accountRowSchema) } },
    },
    async (request) => ok(await service.updateAccount(db, authOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/company/accounts/:id/handover',
    {
      config: { permission },
      schema: { tags, summary: '离职交接：把工作移交给其他账号', params: idParamsSchema, body: accountHandOverSchema, response: { 200: envelope(handOverResultSchema) } },
    },
    async (request) => ok(await service.handOver(db, authOf(request), request.params.id, request.body)),
  );
}

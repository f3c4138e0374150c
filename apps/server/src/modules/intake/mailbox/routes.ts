import {
  idParamsSchema,
  MAILBOX_POLL_MINUTES,
  mailboxReceiveResultSchema,
  mailboxRowSchema,
  mailboxSaveSchema,
  mailboxTestResultSchema,
  mailboxTestSchema,
  mailListQuerySchema,
  mailRowSchema,
  MailState,
  pageSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { canSeeContact } from '../../resumes/scope';
import { createParsePool } from '../parse-pool';
import { receiveMailbox } from './receive';
import * as service from './service';

/** The schedule's queue: every few minutes it queues a receive run of each enabled mailbox. */
const SCHEDULE_QUEUE = 'mailbox-schedule';

/**
 * 邮箱简历收取 (/resume/mailtake, permission 310003): the mailbox settings, 立即收取, the
 * waiting and processed mails and 重新处理; and the background receive runs.
 */
export async function mailboxRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Collected files are parsed in a worker of their own, so polling never holds up uploads.
  const pool = createParsePool();
  app.addHook('onClose', async () => pool.close());
  const { config, database, files, jobs } = app.deps;
  const mailTargets = { allowPrivateHosts: config.mailAllowPrivateHosts };
  const deps: service.MailboxDeps = { db: database.db, files, parse: pool.parse, secretKey: config.secretKey, mailTargets, jobs };

  await jobs.work<service.ReceiveJob>(service.RECEIVE_QUEUE, async (job, signal) => {
    await receiveMailbox(deps, job.companyId, job.mailboxId, signal);
  });
  await jobs.work(SCHEDULE_QUEUE, async () => {
    await service.receiveAll(deps);
  });
  await jobs.schedule(SCHEDULE_QUEUE, `*/${MAILBOX_POLL_MINUTES} * * * *`);

  const tags = ['邮箱简历收取'];
  const permission = Perm.MailboxCollect;

  app.get(
    '/api/mailtake/mailboxes',
    { config: { permission }, schema: { tags, summary: '收取邮箱列表（含收取状态与待处理、已处理邮件数）', response: { 200: envelope(z.array(mailboxRowSchema)) } } },
    async (request) => ok(await service.listMailboxes(deps, authOf(request).companyId)),
  );

  app.post(
    '/api/mailtake/mailboxes',
    { config: { permission }, schema: { tags, summary: '添加收取邮箱（密码/授权码加密保存）', body: mailboxSaveSchema, response: { 200: envelope(mailboxRowSchema) } } },
    async (request) => ok(await service.createMailbox(deps, authOf(request), request.body)),
  );

  app.post(
    '/api/mailtake/mailboxes/test',
    {
      config: { permission },
      schema: { tags, summary: '测试连接：用表单的设置登录并打开文件夹（带 id 且未填密码时用已保存的密码，仅限原服务器、端口、SSL和账号）', body: mailboxTestSchema, response: { 200: envelope(mailboxTestResultSchema) } },
    },
    async (request) => ok(await service.testMailbox(deps, authOf(request).companyId, request.body)),
  );

  app.put(
    '/api/mailtake/mailboxes/:id',
    {
      config: { permission },
      schema: { tags, summary: '修改收取邮箱（密码留空则不修改；更换服务器、端口、SSL或账号时须重新填写）', params: idParamsSchema, body: mailboxSaveSchema, response: { 200: envelope(mailboxRowSchema) } },
    },
    async (request) => ok(await service.updateMailbox(deps, authOf(request).companyId, request.params.id, request.body)),
  );

  app.delete(
    '/api/mailtake/mailboxes/:id',
    { config: { permission }, schema: { tags, summary: '删除收取邮箱（已收取的邮件记录保留）', params: idParamsSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteMailbox(deps, authOf(request).companyId, request.params.id);
      return { status: 200 as const };
    },
  );

  app.post(
    '/api/mailtake/mailboxes/:id/receive',
    { config: { permission }, schema: { tags, summary: '立即收取', params: idParamsSchema, response: { 200: envelope(mailboxReceiveResultSchema) } } },
    async (request) => ok(await service.receiveNow(deps, authOf(request).companyId, request.params.id)),
  );

  for (const state of [MailState.Waiting, MailState.Processed]) {
    app.get(
      `/api/mailtake/mails/${state}`,
      {
        config: { permission },
        schema: {
          tags,
          summary: state === MailState.Waiting ? '待处理邮件（已收取、尚未处理或处理出错待重试）' : '已处理邮件（入库结果 1 已入库、2 入库失败、3 重复简历）',
          querystring: mailListQuerySchema,
          response: { 200: envelope(pageSchema(mailRowSchema)) },
        },
      },
      async (request) => {
        const caller = authOf(request);
        return ok(await service.listMails(deps, caller.companyId, state, request.query, canSeeContact(caller)));
      },
    );
  }

  app.post(
    '/api/mailtake/mails/:id/retry',
    { config: { permission }, schema: { tags, summary: '重新处理邮件（待处理的或入库失败的）', params: idParamsSchema, response: { 200: envelope(mailRowSchema) } } },
    async (request) => {
      const caller = authOf(request);
      return ok(await service.retryMail(deps, caller, request.params.id, canSeeContact(caller)));
    },
  );
}

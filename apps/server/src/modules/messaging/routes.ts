import { outboxMessageSchema, outboxQuerySchema, pageSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { deliverMessage, DELIVER_QUEUE, listOutbox, sweepOutbox, SWEEP_CRON, SWEEP_QUEUE, type DeliverJob } from './service';
import { fromAddress, smtpSender } from './smtp';

/** 发送记录 (/user/seting/email) and the workers that deliver the outbox. */
export async function messagingRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, config } = app.deps;
  const { db } = database;
  const mail = config.smtpUrl ? smtpSender(config.smtpUrl, fromAddress(config.smtpUrl, config.publicUrl)) : null;

  await jobs.work<DeliverJob>(DELIVER_QUEUE, (job) => deliverMessage({ db, jobs, mail }, job));
  await jobs.work(SWEEP_QUEUE, async () => {
    await sweepOutbox({ db, jobs });
  });
  await jobs.schedule(SWEEP_QUEUE, SWEEP_CRON);

  app.get(
    '/api/outbox',
    {
      config: { permission: Perm.MailboxSettings },
      schema: {
        tags: ['邮箱设置'],
        summary: '发送记录：本企业发出的每一条邮件、短信和站内信及其发送结果，按状态、渠道、收件人筛选，最新的在前',
        querystring: outboxQuerySchema,
        response: { 200: envelope(pageSchema(outboxMessageSchema)) },
      },
    },
    async (request) => ok(await listOutbox(db, authOf(request).companyId, request.query)),
  );
}

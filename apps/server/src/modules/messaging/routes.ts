import { emailSettingsSaveSchema, emailSettingsSchema, emailSettingsTestResultSchema, outboxMessageSchema, outboxQuerySchema, pageSchema, Perm } from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { companySender, getEmailSettings, saveEmailSettings, testEmailSettings } from './email-settings';
import { deliverMessage, DELIVER_QUEUE, listOutbox, sweepOutbox, SWEEP_CRON, SWEEP_QUEUE, type DeliverJob } from './service';
import { fromAddress, smtpSender } from './smtp';

/** 发送记录 (/user/seting/email) and the workers that deliver the outbox. */
export async function messagingRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, config } = app.deps;
  const { db } = database;
  const mail = config.smtpUrl ? smtpSender(config.smtpUrl, fromAddress(config.smtpUrl, config.publicUrl)) : null;
  const settings = { db, secretKey: config.secretKey, allowPrivateHosts: config.mailAllowPrivateHosts };
  const companyMail = (companyId: number) => companySender(settings, companyId);

  await jobs.work<DeliverJob>(DELIVER_QUEUE, (job) => deliverMessage({ db, jobs, secretKey: config.secretKey, mail, companyMail }, job));
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

  app.get(
    '/api/email-settings',
    {
      config: { permission: Perm.MailboxSettings },
      schema: {
        tags: ['邮箱设置'],
        summary: '发信设置：企业自己的发信服务器（从不返回密码，只答是否已设置）；未设置时为 null，企业邮件经平台的 SMTP_URL 发出',
        response: { 200: envelope(emailSettingsSchema.nullable()) },
      },
    },
    async (request) => ok(await getEmailSettings(db, authOf(request).companyId)),
  );

  app.put(
    '/api/email-settings',
    {
      config: { permission: Perm.MailboxSettings },
      schema: {
        tags: ['邮箱设置'],
        summary: '保存发信设置：密码留空则沿用已保存的密码（服务器、端口、SSL和账号不变时）；账号和密码都可为空（无需登录的中继）',
        body: emailSettingsSaveSchema,
        response: { 200: envelope(emailSettingsSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return ok(await saveEmailSettings(settings, { companyId: auth.companyId, accountId: auth.accountId }, request.body));
    },
  );

  app.post(
    '/api/email-settings/test',
    {
      config: { permission: Perm.MailboxSettings },
      schema: {
        tags: ['邮箱设置'],
        summary: '发送测试邮件：经已保存的发信设置发给当前账号的登录邮箱；失败时 error 为邮件服务器的答复（中文）',
        response: { 200: envelope(emailSettingsTestResultSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return ok(await testEmailSettings(settings, { companyId: auth.companyId, accountId: auth.accountId }));
    },
  );
}

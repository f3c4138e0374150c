import {
  emailSettingsSaveSchema,
  emailSettingsSchema,
  emailSettingsTestResultSchema,
  idParamsSchema,
  outboxMessageDetailSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  pageSchema,
  Perm,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { companySender, getEmailSettings, saveEmailSettings, testEmailSettings } from './email-settings';
import { cancelMessage, getOutboxMessage, listOutbox, resendMessage } from './outbox';
import { deletePersonalSender, getPersonalSender, personalSender, savePersonalSender, testPersonalSender } from './personal-sender';
import { deliverMessage, DELIVER_QUEUE, sweepOutbox, SWEEP_CRON, SWEEP_QUEUE, type DeliverJob } from './service';
import { fromAddress, smtpSender } from './smtp';

const tags = ['邮箱设置'];

/** 邮箱设置 (/user/seting/email): 发信设置, 个人发件邮箱, 发送记录, and the workers that deliver the outbox. */
export async function messagingRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, jobs, config } = app.deps;
  const { db } = database;
  const mail = config.smtpUrl ? smtpSender(config.smtpUrl, fromAddress(config.smtpUrl, config.publicUrl)) : null;
  const settings = { db, secretKey: config.secretKey, allowPrivateHosts: config.mailAllowPrivateHosts };
  const companyMail = (companyId: number) => companySender(settings, companyId);
  const personalMail = (companyId: number, accountId: number) => personalSender(settings, { companyId, accountId });

  // No SMS provider is configured yet: SMS are kept in the outbox (sms.ts).
  // Twenty at a poll: pg-boss waits two seconds between polls, even with jobs waiting.
  await jobs.work<DeliverJob>(DELIVER_QUEUE, (job) => deliverMessage({ db, jobs, secretKey: config.secretKey, mail, companyMail, personalMail }, job), { batchSize: 20 });
  await jobs.work(SWEEP_QUEUE, async () => {
    await sweepOutbox({ db, jobs });
  });
  await jobs.schedule(SWEEP_QUEUE, SWEEP_CRON);

  const owner = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { companyId: auth.companyId, accountId: auth.accountId };
  };

  app.get(
    '/api/outbox',
    {
      config: { permission: Perm.MailboxSettings },
      schema: {
        tags,
        summary: '发送记录：本企业发出的每一条邮件、短信和站内信及其发送结果，按状态、渠道、收件人和创建日期（北京时间）筛选，最新的在前',
        querystring: outboxQuerySchema,
        response: { 200: envelope(pageSchema(outboxMessageSchema)) },
      },
    },
    async (request) => ok(await listOutbox(db, authOf(request).companyId, request.query)),
  );

  const one = { 200: envelope(outboxMessageDetailSchema) };

  app.get(
    '/api/outbox/:id',
    {
      config: { permission: Perm.MailboxSettings },
      schema: { tags, summary: '一条消息的全文：HTML和纯文本正文、触发原因、尝试次数和时间；一次性链接只显示为占位说明', params: idParamsSchema, response: one },
    },
    async (request) => ok(await getOutboxMessage(db, authOf(request).companyId, request.params.id)),
  );

  app.post(
    '/api/outbox/:id/resend',
    {
      config: { permission: Perm.MailboxSettings },
      schema: { tags, summary: '重发发送失败或已取消的消息：重新排队并立即发送，尝试次数从0开始', params: idParamsSchema, response: one },
    },
    async (request) => ok(await resendMessage({ db, jobs }, authOf(request).companyId, request.params.id)),
  );

  app.post(
    '/api/outbox/:id/cancel',
    {
      config: { permission: Perm.MailboxSettings },
      schema: { tags, summary: '取消发送排队中、尚未开始发送的消息', params: idParamsSchema, response: one },
    },
    async (request) => ok(await cancelMessage(db, authOf(request).companyId, request.params.id)),
  );

  app.get(
    '/api/email-settings',
    {
      config: { permission: Perm.MailboxSettings },
      schema: {
        tags,
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
        tags,
        summary: '保存发信设置：密码留空则沿用已保存的密码（服务器、端口、SSL和账号不变时）；账号和密码都可为空（无需登录的中继）',
        body: emailSettingsSaveSchema,
        response: { 200: envelope(emailSettingsSchema) },
      },
    },
    async (request) => ok(await saveEmailSettings(settings, owner(request), request.body)),
  );

  app.post(
    '/api/email-settings/test',
    {
      config: { permission: Perm.MailboxSettings },
      schema: {
        tags,
        summary: '发送测试邮件：经已保存的发信设置发给当前账号的登录邮箱；失败时 error 为邮件服务器的答复（中文）',
        response: { 200: envelope(emailSettingsTestResultSchema) },
      },
    },
    async (request) => ok(await testEmailSettings(settings, owner(request))),
  );

  // 个人发件邮箱: every account sets only his own, so any logged-in account may.
  app.get(
    '/api/email-settings/personal',
    {
      config: { permission: 'login' },
      schema: {
        tags,
        summary: '个人发件邮箱：当前账号自己的发信邮箱（从不返回密码）；未设置时为 null，以他名义发出的邮件经企业的发信设置发出',
        response: { 200: envelope(emailSettingsSchema.nullable()) },
      },
    },
    async (request) => ok(await getPersonalSender(db, owner(request))),
  );

  app.put(
    '/api/email-settings/personal',
    {
      config: { permission: 'login' },
      schema: {
        tags,
        summary: '保存个人发件邮箱：与发信设置相同的字段和密码规则',
        body: emailSettingsSaveSchema,
        response: { 200: envelope(emailSettingsSchema) },
      },
    },
    async (request) => ok(await savePersonalSender(settings, owner(request), request.body)),
  );

  app.delete(
    '/api/email-settings/personal',
    { config: { permission: 'login' }, schema: { tags, summary: '删除个人发件邮箱：以后以当前账号名义发出的邮件经企业的发信设置发出', response: { 200: emptyEnvelope } } },
    async (request) => {
      await deletePersonalSender(db, owner(request));
      return { status: 200 as const };
    },
  );

  app.post(
    '/api/email-settings/personal/test',
    {
      config: { permission: 'login' },
      schema: {
        tags,
        summary: '经个人发件邮箱给当前账号的登录邮箱发送测试邮件；失败时 error 为邮件服务器的答复（中文）',
        response: { 200: envelope(emailSettingsTestResultSchema) },
      },
    },
    async (request) => ok(await testPersonalSender(settings, owner(request))),
  );
}

import path from 'node:path';
import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { applyChineseZodMessages } from '@bole/domain';
import type { Config, TrustProxy } from './config';
import { applicationRoutes } from './modules/applications/routes';
import { jobCountRoutes } from './modules/applications/job-counts.routes';
import { approvalRoutes } from './modules/approvals/routes';
import { authRoutes } from './modules/auth/routes';
import { basedataRoutes } from './modules/basedata/routes';
import { commonRoutes } from './modules/common/routes';
import { companyRoutes } from './modules/company/routes';
import { channelRoutes } from './modules/intake/channels/routes';
import { captureRoutes } from './modules/intake/helper/capture.routes';
import { helperRoutes } from './modules/intake/helper/routes';
import { mailboxRoutes } from './modules/intake/mailbox/routes';
import { intakeRoutes } from './modules/intake/routes';
import { resumeRuleRoutes } from './modules/intake/rules/routes';
import { integrationRoutes } from './modules/integrations/routes';
import { jobRoutes } from './modules/jobs/routes';
import { processRoutes } from './modules/processes/routes';
import { portalRoutes } from './modules/portal/routes';
import { demandRoutes } from './modules/demands/routes';
import { reasonRoutes } from './modules/reasons/routes';
import { resumeRoutes } from './modules/resumes/routes';
import { screeningRoutes } from './modules/screening/routes';
import { candidateFeedbackRoutes } from './modules/candidate-feedback/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { automationRoutes } from './modules/automation/routes';
import { messageTemplateRoutes } from './modules/messaging/templates.routes';
import { noticeRoutes } from './modules/messaging/notices.routes';
import { interviewDeskRoutes } from './modules/interviews/desk.routes';
import { interviewCalendarRoutes } from './modules/interviews/calendar.routes';
import { interviewIcsRoutes } from './modules/interviews/ics.routes';
import { interviewRoutes } from './modules/interviews/routes';
import { interviewSlotRoutes } from './modules/interviews/slots.routes';
import { interviewEvaluationRoutes } from './modules/interviews/evaluations.routes';
import { offerLetterRoutes } from './modules/offer-letters/routes';
import { offerRoutes } from './modules/offers/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { catalogueRoutes } from './modules/reports/catalogue.routes';
import { subscriptionRoutes } from './modules/reports/subscriptions.routes';
import { reportRoutes } from './modules/reports/routes';
import { offerAnswerRoutes } from './modules/offers/answer.routes';
import { offerFieldRoutes } from './modules/offer-fields/routes';
import { pointRoutes } from './modules/points/routes';
import { backgroundCheckRoutes } from './modules/background-checks/routes';
import { onboardingFormRoutes } from './modules/onboarding-forms/routes';
import { authPlugin } from './platform/auth/plugin';
import type { Database } from './platform/db/client';
import { docsPlugin } from './platform/docs/plugin';
import { localFileStorage, type FileStorage } from './platform/files/storage';
import { inProcessJobs } from './platform/jobs/in-process';
import type { Jobs } from './platform/jobs/jobs';
import { errorSummary } from './platform/http/error-log';
import { registerErrorHandling } from './platform/http/errors';
import { registerInputGuard } from './platform/http/input-guard';
import { requestLogSerializers } from './platform/http/log';
import { securityHeadersPlugin } from './platform/http/security';
import { webPlugin } from './platform/web/plugin';
import { webBuildVersion } from './version';

/** The largest single uploaded file. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type AppDeps = { config: Config; database: Database; files: FileStorage; jobs: Jobs };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Fastify's trustProxy: a hop count becomes the function Fastify makes of a number, which its types leave out. */
function trustProxyOf(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole server: platform plugins first, then the business modules. Only main.ts listens. */
export async function buildApp(input: Omit<AppDeps, 'files' | 'jobs'> & { files?: FileStorage; jobs?: Jobs; logStream?: Writable }): Promise<FastifyInstance> {
  // main.ts passes pg-boss; without it (tests) jobs run in-process.
  const deps: AppDeps = { ...input, files: input.files ?? localFileStorage(input.config.filesDir), jobs: input.jobs ?? inProcessJobs() };
  applyChineseZodMessages();
  const app = Fastify({
    // Request lines without query strings or token segments: no reset or share token reaches the log.
    // Errors as summaries (error-log.ts): a failed query's values never reach the log. A test may read the log from logStream.
    logger:
      deps.config.env === 'test' && !input.logStream
        ? false
        : { level: deps.config.logLevel, serializers: { ...requestLogSerializers, err: errorSummary }, stream: input.logStream },
    // Forwarded headers only from the configured proxies: otherwise a client names its own IP.
    trustProxy: trustProxyOf(deps.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // Running jobs end before any module closes what they use, and before main.ts closes the database.
  app.addHook('preClose', async () => deps.jobs.stop());

  const version = webBuildVersion(path.join(deps.config.webDist, 'index.html'));
  registerErrorHandling(app);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody);
  // Uploads (attachments, resume files): a route reads its parts with request.file(s)().
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 50, fields: 50 } });
  if (deps.config.ipRateLimit) await app.register(rateLimit, { global: false });
  await app.register(docsPlugin, { db: deps.database.db, requireLogin: deps.config.env === 'production' });
  await app.register(authPlugin, { db: deps.database.db });
  registerInputGuard(app);

  app.get('/api/health', { config: { permission: 'public' } }, async () => {
    await deps.database.pool.query('select 1');
    return { status: 200 as const, data: { ok: true, version } };
  });

  await app.register(authRoutes);
  await app.register(commonRoutes);
  await app.register(basedataRoutes);
  await app.register(companyRoutes);
  await app.register(resumeRoutes);
  await app.register(intakeRoutes);
  await app.register(channelRoutes);
  await app.register(helperRoutes);
  await app.register(captureRoutes);
  await app.register(mailboxRoutes);
  await app.register(resumeRuleRoutes);
  await app.register(reasonRoutes);
  await app.register(integrationRoutes);
  await app.register(approvalRoutes);
  await app.register(jobRoutes);
  await app.register(processRoutes);
  await app.register(applicationRoutes);
  await app.register(jobCountRoutes);
  await app.register(portalRoutes);
  await app.register(demandRoutes);
  await app.register(screeningRoutes);
  await app.register(candidateFeedbackRoutes);
  await app.register(messagingRoutes);
  await app.register(automationRoutes);
  await app.register(messageTemplateRoutes);
  await app.register(noticeRoutes);
  await app.register(interviewEvaluationRoutes);
  await app.register(interviewDeskRoutes);
  await app.register(interviewCalendarRoutes);
  await app.register(interviewIcsRoutes);
  await app.register(interviewRoutes);

  await app.register(interviewSlotRoutes);
  await app.register(offerLetterRoutes);
  await app.register(offerRoutes);
  await app.register(onboardingRoutes);
  await app.register(reportRoutes);
  await app.register(catalogueRoutes);
  await app.register(subscriptionRoutes);
  await app.register(offerAnswerRoutes);
  await app.register(offerFieldRoutes);
  await app.register(pointRoutes);
  await app.register(backgroundCheckRoutes);
  await app.register(onboardingFormRoutes);
  await app.register(webPlugin, { dist: deps.config.webDist, version });
  return app;
}

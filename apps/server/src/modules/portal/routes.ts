// The careers portal's JSON API: the settings pages (signed in, by permission) and the public
// site under /api/portal/{slug} (no login, limited per IP).
import {
  applyFormSettingsInputSchema,
  applyFormSettingsSchema,
  idParamsSchema,
  jobGuideSchema,
  jobGuideOutSchema,
  Perm,
  portalAppliedSchema,
  portalBrandingSchema,
  portalBrandingOutSchema,
  portalImageSchema,
  portalJobDetailSchema,
  portalJobPageSchema,
  portalJobParamsSchema,
  portalJobQuerySchema,
  portalOptionsSchema,
  portalOptionsOutSchema,
  portalOverviewSchema,
  portalSiteInfoSchema,
  portalSiteSchema,
  portalSiteOutSchema,
  portalSlugParamsSchema,
} from '@bole/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { createParsePool } from '../intake/parse-pool';
import { applyToJob } from './apply.service';
import { readImage, saveImage } from './images.service';
import { listPortalJobs, openPortal, overview, portalJob, siteInfo } from './public.service';
import { messagingOf } from '../messaging/send';
import { PORTAL_APPLY_LIMIT, PORTAL_READ_LIMIT } from './limits';
import { portalPageRoutes } from './pages/routes';
import { clientOf, readApplication } from './request';
import { readSection, saveApplyForm, saveOptions, saveSection } from './settings.service';


/** The attachment parser runs in its own worker, started with the first attachment. */
export function lazyParser() {
  let pool: ReturnType<typeof createParsePool> | undefined;
  return {
    parse: (bytes: Buffer, fileName: string) => (pool ??= createParsePool()).parse(bytes, fileName),
    close: async () => pool?.close(),
  };
}

export async function portalRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { config, files } = app.deps;
  const parser = lazyParser();
  app.addHook('onClose', async () => parser.close());
  const applyDeps = { db, files, parse: parser.parse, messaging: messagingOf(app.deps) };
  await app.register(portalPageRoutes, { apply: applyDeps });
  const tags = ['招聘官网'];
  const caller = (request: Parameters<typeof authOf>[0]) => {
    const a = authOf(request);
    return { companyId: a.companyId, accountId: a.accountId };
  };

  // ------------------------------------------------------------ settings pages
  app.get('/api/portal-settings/overview', { config: { permission: [Perm.Portal, Perm.PortalSettings] }, schema: { tags, summary: '官网概览：官网地址、是否开放、展示职位数、访问量与申请数', response: { 200: envelope(portalOverviewSchema) } } }, async (request) =>
    ok(await overview(db, authOf(request).companyId, config.publicUrl)),
  );
  app.get('/api/portal-settings/apply-form', { config: { permission: Perm.ApplyFormSettings }, schema: { tags, summary: '申请表设置', response: { 200: envelope(applyFormSettingsSchema) } } }, async (request) =>
    ok(await readSection(db, authOf(request).companyId, 'applyForm')),
  );
  app.put(
    '/api/portal-settings/apply-form',
    { config: { permission: Perm.ApplyFormSettings }, schema: { tags, summary: '保存申请表设置（隐私协议内容变更时版本号加一）', body: applyFormSettingsInputSchema, response: { 200: envelope(applyFormSettingsSchema) } } },
    async (request) => ok(await saveApplyForm(db, caller(request), request.body)),
  );
  app.get('/api/portal-settings/site', { config: { permission: Perm.Portal }, schema: { tags, summary: '官网内容', response: { 200: envelope(portalSiteOutSchema) } } }, async (request) =>
    ok(await readSection(db, authOf(request).companyId, 'site')),
  );
  app.put('/api/portal-settings/site', { config: { permission: Perm.Portal }, schema: { tags, summary: '保存官网内容', body: portalSiteSchema, response: { 200: envelope(portalSiteOutSchema) } } }, async (request) =>
    ok(await saveSection(db, caller(request), 'site', request.body)),
  );
  app.get('/api/portal-settings/options', { config: { permission: Perm.PortalSettings }, schema: { tags, summary: '官网设置', response: { 200: envelope(portalOptionsOutSchema) } } }, async (request) =>
    ok(await readSection(db, authOf(request).companyId, 'options')),
  );
  app.put('/api/portal-settings/options', { config: { permission: Perm.PortalSettings }, schema: { tags, summary: '保存官网设置', body: portalOptionsSchema, response: { 200: envelope(portalOptionsOutSchema) } } }, async (request) =>
    ok(await saveOptions(db, caller(request), request.body)),
  );
  app.get('/api/portal-settings/branding', { config: { permission: Perm.EmployerBranding }, schema: { tags, summary: '雇主品牌宣传', response: { 200: envelope(portalBrandingOutSchema) } } }, async (request) =>
    ok(await readSection(db, authOf(request).companyId, 'branding')),
  );
  app.put('/api/portal-settings/branding', { config: { permission: Perm.EmployerBranding }, schema: { tags, summary: '保存雇主品牌宣传', body: portalBrandingSchema, response: { 200: envelope(portalBrandingOutSchema) } } }, async (request) =>
    ok(await saveSection(db, caller(request), 'branding', request.body)),
  );
  // Everyone who writes jobs reads the guide in the job drawer.
  app.get('/api/portal-settings/job-guide', { config: { permission: 'login' }, schema: { tags, summary: '职位发布指引（新建职位时展示）', response: { 200: envelope(jobGuideOutSchema) } } }, async (request) =>
    ok(await readSection(db, authOf(request).companyId, 'jobGuide')),
  );
  app.put('/api/portal-settings/job-guide', { config: { permission: Perm.JobGuide }, schema: { tags, summary: '保存职位发布指引', body: jobGuideSchema, response: { 200: envelope(jobGuideOutSchema) } } }, async (request) =>
    ok(await saveSection(db, caller(request), 'jobGuide', request.body)),
  );
  app.post(
    '/api/portal-settings/images',
    { config: { permission: [Perm.Portal, Perm.EmployerBranding] }, schema: { tags, summary: '上传官网图片（multipart：file；JPG、PNG或WEBP，不超过2MB）', consumes: ['multipart/form-data'], response: { 200: envelope(portalImageSchema) } } },
    async (request) => {
      const part = request.isMultipart() ? await request.file({ limits: { fileSize: 2 * 1024 * 1024 + 1 } }) : undefined;
      if (!part) throw new AppError('PORTAL_IMAGE_INVALID');
      const bytes = await part.toBuffer().catch(() => {
        throw new AppError('PORTAL_IMAGE_INVALID');
      });
      return ok(await saveImage(db, files, caller(request), bytes));
    },
  );

  // ------------------------------------------------------------ public site
  const publicRead = { permission: 'public' as const, rateLimit: PORTAL_READ_LIMIT };
  app.get('/api/portal/:slug', { config: publicRead, schema: { tags, summary: '招聘官网：企业信息、官网内容、申请表与筛选项（无需登录）', params: portalSlugParamsSchema, response: { 200: envelope(portalSiteInfoSchema) } } }, async (request) => {
    const { company, settings } = await openPortal(db, request.params.slug);
    return ok(await siteInfo(db, company, settings));
  });
  app.get(
    '/api/portal/:slug/jobs',
    { config: publicRead, schema: { tags, summary: '官网职位列表（关键词、城市、职位类别、工作性质筛选，分页）', params: portalSlugParamsSchema, querystring: portalJobQuerySchema, response: { 200: envelope(portalJobPageSchema) } } },
    async (request) => {
      const { company, settings } = await openPortal(db, request.params.slug);
      return ok(await listPortalJobs(db, company.id, settings, request.query));
    },
  );
  app.get('/api/portal/:slug/jobs/:jobId', { config: publicRead, schema: { tags, summary: '官网职位详情', params: portalJobParamsSchema, response: { 200: envelope(portalJobDetailSchema) } } }, async (request) => {
    const { company, settings } = await openPortal(db, request.params.slug);
    return ok(await portalJob(db, company.id, settings, request.params.jobId));
  });
  app.get('/api/portal/:slug/images/:id', { config: publicRead, schema: { tags, summary: '官网图片', params: portalSlugParamsSchema.extend(idParamsSchema.shape) } }, async (request, reply) => {
    const image = await readImage(db, files, request.params.slug, request.params.id);
    return reply.header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').type(image.mime).send(image.bytes);
  });
  app.post(
    '/api/portal/:slug/jobs/:jobId/apply',
    {
      config: { permission: 'public', rateLimit: PORTAL_APPLY_LIMIT },
      schema: {
        tags,
        summary:
          '申请职位（无需登录）：JSON 为人才库简历字段加 consent: true；或 multipart 同样的字段加 file（简历附件，不超过10MB）。同一手机号重复申请同一职位返回第一次的申请（created: false）',
        params: portalJobParamsSchema,
        consumes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
        response: { 200: envelope(portalAppliedSchema) },
      },
    },
    async (request) => {
      const { body, file } = await readApplication(request);
      return ok(await applyToJob(applyDeps, { slug: request.params.slug, jobId: request.params.jobId, body, file, client: clientOf(request) }));
    },
  );
}

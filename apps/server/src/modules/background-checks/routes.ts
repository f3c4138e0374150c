import {
  backgroundCheckCreateSchema,
  backgroundCheckFindingsSchema,
  backgroundCheckPageSchema,
  backgroundCheckQuoteQuerySchema,
  backgroundCheckQuoteSchema,
  backgroundCheckSchema,
  backgroundCheckTokenParamsSchema,
  idParamsSchema,
  pageQuerySchema,
  Perm,
  publicBackgroundCheckSchema,
} from '@bole/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { cleanFileName, contentDisposition } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { messagingOf } from '../messaging/send';
import * as agency from './agency';
import { agencyProvider } from './provider';
import * as service from './service';

/** The agency's multipart upload: the `findings` JSON field and the `file` PDF. */
async function readReport(request: FastifyRequest): Promise<{ findings: unknown; file: agency.ReportUpload | undefined }> {
  if (!request.isMultipart()) throw new AppError('BACKGROUND_CHECK_REPORT_MISSING');
  let file: agency.ReportUpload | undefined;
  let findings: unknown;
  try {
    for await (const part of request.parts({ limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 5 } })) {
      if (part.type === 'field' && part.fieldname === 'findings') findings = part.value;
      else if (part.type === 'file' && part.fieldname === 'file') file = { fileName: cleanFileName(part.filename) || '背调报告.pdf', bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BACKGROUND_CHECK_REPORT_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new AppError('ATTACHMENT_TOO_MANY');
    throw error;
  }
  return { findings, file };
}

function parseFindings(raw: unknown) {
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = backgroundCheckFindingsSchema.safeParse(json);
  if (!parsed.success) throw new AppError('BACKGROUND_CHECK_FINDINGS_INVALID');
  return parsed.data;
}

/**
 * Background checks (420001 orders and cancels; 250019 reads reports) and the agency's
 * public routes behind its signed link. The link never appears in an answer: it goes to the
 * agency's mailbox through the outbox only.
 */
export async function backgroundCheckRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const storage = app.deps.files;
  const messaging = messagingOf(app.deps);
  const provider = agencyProvider(messaging);
  const tags = ['背景调查'];
  const order = { permission: Perm.BackgroundCheck };
  const read = { permission: [Perm.BackgroundCheck, Perm.BackgroundReportView] };

  app.get(
    '/api/background-checks/quote',
    {
      config: order,
      schema: {
        tags,
        summary: '背调报价：points = (教育经历×1 + 工作经历×16 + 项目经历(有则13+10×项数))×36，并返回公司背调点数余额',
        querystring: backgroundCheckQuoteQuerySchema,
        response: { 200: envelope(backgroundCheckQuoteSchema) },
      },
    },
    async (request) => ok(await service.quote(db, authOf(request), request.query)),
  );
  app.post(
    '/api/background-checks',
    {
      config: order,
      schema: {
        tags,
        summary: '发起背景调查（候选人须在开启“发起背景调查”的Offer阶段）：同一事务内扣除背调点数，点数不足时不扣除并说明余额；委托邮件经发送记录发给背调机构',
        body: backgroundCheckCreateSchema,
        response: { 200: envelope(backgroundCheckSchema) },
      },
    },
    async (request) => ok(await service.order(db, provider, messaging, authOf(request), request.body)),
  );
  app.get(
    '/api/background-checks',
    { config: order, schema: { tags, summary: '背调结果：公司的背景调查，新的在前', querystring: pageQuerySchema, response: { 200: envelope(backgroundCheckPageSchema) } } },
    async (request) => ok(await service.listForCompany(db, authOf(request), request.query)),
  );
  app.get(
    '/api/applications/:id/background-checks',
    { config: read, schema: { tags, summary: '候选人的背景调查与状态，新的在前', params: idParamsSchema, response: { 200: envelope(z.array(backgroundCheckSchema)) } } },
    async (request) => ok(await service.listForApplication(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/background-checks/:id/cancel',
    { config: order, schema: { tags, summary: '取消背景调查（背调机构开始调查之前），退回点数，只退一次', params: idParamsSchema, response: { 200: envelope(backgroundCheckSchema) } } },
    async (request) => ok(await service.cancel(db, authOf(request), request.params.id)),
  );
  app.get(
    '/api/background-checks/:id/report',
    { config: { permission: Perm.BackgroundReportView }, schema: { tags, summary: '背调报告（PDF，查看背调报告权限）', params: idParamsSchema } },
    async (request, reply) => {
      const row = await service.checkFor(db, authOf(request), request.params.id);
      if (!row.reportStorageKey || !row.reportFileName) throw new AppError('NOT_FOUND');
      const bytes = await storage.read(row.reportStorageKey);
      return reply
        .type('application/pdf')
        .header('Content-Length', String(bytes.length))
        .header('Content-Disposition', contentDisposition('inline', row.reportFileName, `background-check-${row.id}`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );

  // The agency, holding the link; limited per IP like the other public routes, never cached.
  const publicRoute = (max: number) => ({ permission: 'public' as const, rateLimit: { max, timeWindow: '1 minute' } });
  app.get(
    '/api/out/background-checks/:token',
    { config: publicRoute(30), schema: { tags, summary: '背调机构：委托内容（无需登录）', params: backgroundCheckTokenParamsSchema, response: { 200: envelope(publicBackgroundCheckSchema) } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await agency.readPublic(db, request.params.token));
    },
  );
  app.post(
    '/api/out/background-checks/:token/start',
    { config: publicRoute(10), schema: { tags, summary: '背调机构：开始调查（之后企业不能再取消）', params: backgroundCheckTokenParamsSchema, response: { 200: envelope(publicBackgroundCheckSchema) } } },
    async (request) => ok(await agency.start(db, request.params.token)),
  );
  app.post(
    '/api/out/background-checks/:token/report',
    {
      config: publicRoute(10),
      schema: { tags, summary: '背调机构：提交每项核实结果（findings，JSON）与PDF报告（file，最大20MB），只能提交一次', params: backgroundCheckTokenParamsSchema, response: { 200: envelope(publicBackgroundCheckSchema) } },
    },
    async (request) => {
      const { findings, file } = await readReport(request);
      return ok(await agency.submitReport(db, storage, request.params.token, parseFindings(findings), file));
    },
  );
}

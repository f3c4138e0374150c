import {
  idParamsSchema,
  onboardingFileParamsSchema,
  onboardingFormDraftSchema,
  onboardingFormSchema,
  onboardingSensitiveSchema,
  onboardingTokenFileParamsSchema,
  onboardingTokenParamsSchema,
  onboardingUploadQuerySchema,
  Perm,
  publicOnboardingFormSchema,
} from '@bole/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { cleanFileName, contentDisposition, contentTypeOf } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { messagingOf } from '../messaging/send';
import { registerEntryFormReader } from '../onboarding/entry-form';
import * as publicForm from './public';
import * as service from './service';

/** The one `file` part of the new hire's upload. */
async function readUpload(request: FastifyRequest): Promise<publicForm.Upload | undefined> {
  if (!request.isMultipart()) throw new AppError('ONBOARDING_FILE_MISSING');
  let file: publicForm.Upload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: 10 * 1024 * 1024 + 1, files: 1, fields: 2 } })) {
      if (part.type === 'file' && part.fieldname === 'file') file = { fileName: cleanFileName(part.filename), bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ONBOARDING_FILE_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new AppError('ATTACHMENT_TOO_MANY');
    throw error;
  }
  return file;
}

const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * 入职登记: HR sends the link and reopens (220011 办理入职), reads the block (220011 or 250035),
 * and with 250035 查看入职资料 the full numbers and the documents. The new hire's routes are
 * public behind the link's token, which no answer or log line carries.
 */
export async function onboardingFormRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const storage = app.deps.files;
  const secretKey = app.deps.config.secretKey;
  const messaging = messagingOf(app.deps);
  const tags = ['入职登记'];
  // The 入职管理 list's 入职资料 column (未发送 / 待填写 / 已提交).
  registerEntryFormReader(service.entryFormCells);
  const answer = { 200: envelope(onboardingFormSchema) };

  app.get(
    '/api/applications/:id/onboarding-form',
    { config: { permission: [Perm.EntryHandle, Perm.EntryDocsView] }, schema: { tags, summary: '入职资料：状态、填写内容（身份证号、银行卡号脱敏）与入职材料', params: idParamsSchema, response: answer } },
    async (request) => ok(await service.readForm(db, authOf(request), request.params.id)),
  );
  app.post(
    '/api/applications/:id/onboarding-form/send',
    {
      config: { permission: Perm.EntryHandle },
      schema: { tags, summary: '向待入职候选人发送入职登记链接（邮件；有效期至入职日期后7天；重新发送会使旧链接失效）；链接不在应答中返回', params: idParamsSchema, response: answer },
    },
    async (request) => ok(await service.sendLink(db, messaging, authOf(request), request.params.id)),
  );
  app.post(
    '/api/applications/:id/onboarding-form/reopen',
    { config: { permission: Perm.EntryHandle }, schema: { tags, summary: '重新开放已提交的入职登记，候选人可通过原链接再次修改', params: idParamsSchema, response: answer } },
    async (request) => ok(await service.reopen(db, authOf(request), request.params.id)),
  );
  app.get(
    '/api/applications/:id/onboarding-form/sensitive',
    {
      config: { permission: Perm.EntryDocsView, headerToken: true },
      schema: { tags, summary: '完整的身份证号与银行卡号（查看入职资料权限；每次查看都会记录）', params: idParamsSchema, response: { 200: envelope(onboardingSensitiveSchema) } },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await service.readSensitive(db, secretKey, authOf(request), request.params.id));
    },
  );
  app.get(
    '/api/applications/:id/onboarding-form/files/:fileId',
    { config: { permission: Perm.EntryDocsView, headerToken: true }, schema: { tags, summary: '下载入职材料（查看入职资料权限；每次下载都会记录）', params: onboardingFileParamsSchema } },
    async (request, reply) => {
      const file = await service.documentFor(db, authOf(request), request.params.id, request.params.fileId);
      const bytes = await storage.read(file.storageKey);
      return reply
        .type(contentTypeOf(file.fileName))
        .header('Content-Length', String(bytes.length))
        .header('Content-Disposition', contentDisposition('attachment', file.fileName, `onboarding-${file.id}`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );

  // The new hire, holding the link; limited per IP like the other public routes, never cached.
  const publicRoute = (max: number) => ({ permission: 'public' as const, rateLimit: { max, timeWindow: '1 minute' } });
  const publicAnswer = { 200: envelope(publicOnboardingFormSchema) };
  app.get(
    '/api/out/onboarding-forms/:token',
    { config: publicRoute(30), schema: { tags, summary: '入职登记表（无需登录）；身份证号、银行卡号只返回脱敏值', params: onboardingTokenParamsSchema, response: publicAnswer } },
    async (request, reply) => {
      noStore(reply);
      return ok(await publicForm.readPublic(db, request.params.token));
    },
  );
  app.put(
    '/api/out/onboarding-forms/:token',
    {
      config: publicRoute(30),
      schema: { tags, summary: '保存入职登记（提交前可多次保存）；身份证号、银行卡号只在重新填写时发送', params: onboardingTokenParamsSchema, body: onboardingFormDraftSchema, response: publicAnswer },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await publicForm.save(db, secretKey, request.params.token, request.body, false));
    },
  );
  app.post(
    '/api/out/onboarding-forms/:token/submit',
    {
      config: publicRoute(10),
      schema: { tags, summary: '保存并提交入职登记（须填写完整并上传身份证正反面；提交后只读）', params: onboardingTokenParamsSchema, body: onboardingFormDraftSchema, response: publicAnswer },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await publicForm.save(db, secretKey, request.params.token, request.body, true));
    },
  );
  app.post(
    '/api/out/onboarding-forms/:token/files',
    {
      config: publicRoute(20),
      schema: { tags, summary: '上传入职材料（file；JPG、JPEG、PNG或PDF，最大10MB；kind 为材料类型）', params: onboardingTokenParamsSchema, querystring: onboardingUploadQuerySchema, response: publicAnswer },
    },
    async (request, reply) => {
      noStore(reply);
      const file = await readUpload(request);
      return ok(await publicForm.upload(db, storage, request.params.token, request.query.kind, file));
    },
  );
  app.delete(
    '/api/out/onboarding-forms/:token/files/:fileId',
    { config: publicRoute(20), schema: { tags, summary: '删除一份入职材料（提交前）', params: onboardingTokenFileParamsSchema, response: publicAnswer } },
    async (request, reply) => {
      noStore(reply);
      return ok(await publicForm.removeDocument(db, request.params.token, request.params.fileId));
    },
  );
}

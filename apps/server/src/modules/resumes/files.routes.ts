import {
  ATTACHMENT_MAX_MB,
  idParamsSchema,
  isAllowedAttachment,
  isWordPreview,
  Perm,
  resumeFileParamsSchema,
  resumeFileQuerySchema,
  resumeFileSchema,
  resumeFileUploadFieldsSchema,
} from '@bole/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { cleanFileName, contentDisposition, contentMatchesName, contentTypeOf } from '../../platform/files/serve';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { FRAMED_BY_SELF } from '../../platform/http/security';
import { assertUploadable, deleteFile, openFile, uploadFile, type Upload } from './files';
import { PREVIEW_CSP } from './preview.page';
import { createWordPreviews } from './preview.service';

const MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;

/** The one file and the text fields of a multipart upload, checked before anything is stored. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('ATTACHMENT_MISSING');
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname === 'file') file = { fileName: cleanFileName(part.filename), bytes: await part.toBuffer() };
      else await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ATTACHMENT_TOO_LARGE', `文件大小不能超过${ATTACHMENT_MAX_MB}MB`);
    if (code === 'FST_FILES_LIMIT') throw new AppError('ATTACHMENT_TOO_MANY');
    throw error;
  }
  if (!file || file.fileName === '') throw new AppError('ATTACHMENT_MISSING');
  const parsed = resumeFileUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new AppError('ATTACHMENT_KIND');
  if (!isAllowedAttachment(file.fileName)) throw new AppError('ATTACHMENT_TYPE');
  if (file.bytes.length === 0) throw new AppError('ATTACHMENT_EMPTY');
  if (!contentMatchesName(file.fileName, file.bytes)) throw new AppError('ATTACHMENT_CONTENT_MISMATCH');
  return { ...file, kind: parsed.data.kind };
}

/** 附件 of a resume: upload, preview or download, delete. */
export async function resumeFileRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const storage = app.deps.files;
  const tags = ['人才库'];
  const params = resumeFileParamsSchema;
  const previews = createWordPreviews();
  app.addHook('onClose', async () => previews.close());

  app.post(
    '/api/resumes/:id/files',
    {
      config: { permission: Perm.CandidateAttachmentUpload },
      schema: {
        tags,
        summary: `上传附件（multipart：file 必填，kind 默认 attachment 其他附件；单个文件不超过${ATTACHMENT_MAX_MB}MB；同一文件在企业内已存在时返回409）`,
        params: idParamsSchema,
        response: { 200: envelope(resumeFileSchema) },
      },
    },
    async (request) => {
      const caller = authOf(request);
      // A resume the caller cannot reach answers 404 before the upload is read.
      await assertUploadable(db, caller, request.params.id);
      return ok(await uploadFile(db, storage, caller, request.params.id, await readUpload(request)));
    },
  );

  // The browser loads this with the session cookie (<img>, <iframe>, links), so it answers the bytes, not an envelope.
  app.get(
    '/api/resumes/:id/files/:fileId',
    {
      // The attachment preview shows it in an <iframe> of the web app.
      helmet: FRAMED_BY_SELF,
      config: { permission: Perm.CandidateAttachmentView },
      schema: {
        tags,
        summary:
          '预览或下载附件：jpg、jpeg、png、pdf 在浏览器中打开，doc、docx 在服务器上转为网页预览（无法转换时返回422与原因页面），其他类型或 download=1 时下载原文件；无250001时原始简历为脱敏版标准简历（PDF），其他附件拒绝（30019）',
        params,
        querystring: resumeFileQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = authOf(request);
      const opened = await openFile(db, storage, caller, request.params.id, request.params.fileId);
      if (opened.redacted) {
        const { rendition } = opened;
        return reply
          .type(rendition.mime)
          .header('Content-Length', String(rendition.bytes.length))
          .header('Content-Disposition', contentDisposition(request.query.download ? 'attachment' : 'inline', rendition.fileName, 'resume'))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'no-store')
          .send(rendition.bytes);
      }
      const { file } = opened;
      const inline = file.previewable && !request.query.download;
      if (inline && isWordPreview(file.fileName)) {
        const page = await previews.pageOf(db, storage, caller.companyId, { ...opened.stored, fileName: file.fileName });
        return reply
          .code(page.ok ? 200 : 422)
          .type('text/html; charset=utf-8')
          .header('Content-Security-Policy', PREVIEW_CSP)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Referrer-Policy', 'no-referrer')
          .header('Cache-Control', 'no-store')
          .send(page.html);
      }
      reply
        .type(contentTypeOf(file.fileName))
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName, `attachment-${file.id}`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=300');
      // A download never runs anything on our origin, even if a browser were to render it.
      if (!inline) reply.header('Content-Security-Policy', 'sandbox');
      return reply.send(opened.stream());
    },
  );

  app.delete(
    '/api/resumes/:id/files/:fileId',
    { config: { permission: Perm.CandidateAttachmentDelete }, schema: { tags, summary: '删除附件（记入操作记录）', params, response: { 200: emptyEnvelope } } },
    async (request) => {
      await deleteFile(db, authOf(request), request.params.id, request.params.fileId);
      return ok(null);
    },
  );
}

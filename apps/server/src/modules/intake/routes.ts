// Resume intake routes: POST /api/resumes/upload (one resume file into the talent pool) and
// POST /api/resumes/upload/batch (many files and zipped folders, a result per file).
import { Perm, RESUME_BATCH_MAX_FILES, RESUME_BATCH_TOTAL_MAX_MB, RESUME_BATCH_ZIP_MAX_MB, RESUME_UPLOAD_MAX_MB, resumeBatchResultSchema, resumeUploadResultSchema } from '@bole/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finished } from 'node:stream/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { cleanFileName } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { intakeBatch, type BatchFile } from './batch.service';
import { createParsePool } from './parse-pool';
import { RESUME_FILE_MAX_BYTES } from './parser';
import { intakeResumeFile, type IncomingFile } from './upload.service';

const refused = (key: 'RESUME_FILE_MISSING' | 'RESUME_FILE_TOO_LARGE') => new AppError(key, undefined, { storageResult: 2 });

/** The `file` part of a multipart request; other parts are read and dropped. */
async function readResumeFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw refused('RESUME_FILE_MISSING');
  let file: IncomingFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: RESUME_FILE_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file' && part.fieldname === 'file') file = { fileName: cleanFileName(part.filename) || '简历', bytes: await part.toBuffer(), mime: part.mimetype || null };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused('RESUME_FILE_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', '一次只能上传一个文件');
    throw error;
  }
  if (!file) throw refused('RESUME_FILE_MISSING');
  return file;
}

const TOTAL_MAX_BYTES = RESUME_BATCH_TOTAL_MAX_MB * 1024 * 1024;

/**
 * Every `file` part of a multipart request; a part over the zip limit is refused on its own,
 * and once the parts held reach the total limit the rest are drained unread and refused.
 */
async function readBatch(request: FastifyRequest): Promise<BatchFile[]> {
  if (!request.isMultipart()) throw refused('RESUME_FILE_MISSING');
  const files: BatchFile[] = [];
  let held = 0;
  try {
    const limits = { fileSize: RESUME_BATCH_ZIP_MAX_MB * 1024 * 1024, files: RESUME_BATCH_MAX_FILES, fields: 10 };
    for await (const part of request.files({ limits, throwFileSizeLimit: false })) {
      const fileName = cleanFileName(part.filename) || '简历';
      const overTotal = { fileName, refused: `本次上传的文件合计超过${RESUME_BATCH_TOTAL_MAX_MB}MB，此文件未上传，请分批上传` };
      if (part.fieldname !== 'file' || held >= TOTAL_MAX_BYTES) {
        await finished(part.file.resume());
        if (part.fieldname === 'file') files.push(overTotal);
        continue;
      }
      const bytes = await part.toBuffer();
      held += bytes.length;
      if (part.file.truncated) files.push({ fileName, refused: `文件超过${RESUME_BATCH_ZIP_MAX_MB}MB，未上传` });
      else if (held > TOTAL_MAX_BYTES) files.push(overTotal);
      else files.push({ fileName, bytes, mime: part.mimetype || null });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', `一次最多上传${RESUME_BATCH_MAX_FILES}个文件，请分批上传`);
    throw error;
  }
  if (files.length === 0) throw refused('RESUME_FILE_MISSING');
  return files;
}

export async function intakeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const pool = createParsePool();
  app.addHook('onClose', async () => pool.close());
  const deps = { db, files: app.deps.files, parse: pool.parse };

  app.post(
    '/api/resumes/upload',
    {
      // Uploading a file adds a resume (新增简历) or imports one (导入简历): either code will do.
      config: { permission: [Perm.ResumeCreate, Perm.ResumeImport] },
      schema: {
        tags: ['人才库'],
        summary: `上传简历文件入库（multipart：file；PDF、Word、HTML、TXT、邮件或图片，不超过${RESUME_UPLOAD_MAX_MB}MB）：返回简历 id、入库状态 parseStatus 与入库结果 storageResult（1 已入库，3 重复简历；无法读取的文件返回错误且 data.storageResult 为 2）`,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(resumeUploadResultSchema) },
      },
    },
    async (request) => ok(await intakeResumeFile(deps, authOf(request), await readResumeFile(request))),
  );

  app.post(
    '/api/resumes/upload/batch',
    {
      config: { permission: [Perm.ResumeCreate, Perm.ResumeImport] },
      schema: {
        tags: ['人才库'],
        summary: `批量上传简历（multipart：多个 file，可含 zip 压缩的文件夹，共不超过${RESUME_BATCH_MAX_FILES}份、合计不超过${RESUME_BATCH_TOTAL_MAX_MB}MB）：逐个入库，返回每个文件的入库结果；损坏或无法读取的文件只影响它自己`,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(resumeBatchResultSchema) },
      },
    },
    async (request) => ok(await intakeBatch(deps, authOf(request), await readBatch(request))),
  );
}

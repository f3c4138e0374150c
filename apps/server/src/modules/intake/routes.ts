// Resume intake routes: POST /api/resumes/upload (one resume file into the talent pool).
import { Perm, RESUME_UPLOAD_MAX_MB, resumeUploadResultSchema } from '@bole/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/plugin';
import { cleanFileName } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
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
}

import { idParamsSchema, IMPORT_MAX_ROWS, importBatchRowSchema, importBatchSchema, Perm } from '@bole/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth/plugin';
import { cleanFileName } from '../../platform/files/serve';
import { envelope, ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { sendFile } from './export.routes';
import { createSheetReader } from './import.pool';
import { getImportBatch, importResumes, listImportBatches, type ImportUpload } from './import.service';
import { buildTemplate, TEMPLATE_FILE_NAME } from './import.template';

const MAX_MB = 10;

/** The `file` part of a multipart upload. */
async function readFile(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new AppError('RESUME_IMPORT_NO_FILE');
  let upload: ImportUpload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_MB * 1024 * 1024, files: 1, fields: 5 } })) {
      if (part.type === 'file' && part.fieldname === 'file') upload = { fileName: cleanFileName(part.filename) || '导入文件.xlsx', bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('RESUME_IMPORT_UNREADABLE', `文件不能超过${MAX_MB}MB`);
    if (code === 'FST_FILES_LIMIT') throw new AppError('RESUME_IMPORT_UNREADABLE', '一次只能导入一个文件');
    throw error;
  }
  if (!upload) throw new AppError('RESUME_IMPORT_NO_FILE');
  return upload;
}

/** 导入: the template, the import with its per-row report, and the company's recent imports. */
export async function importRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['人才库'];
  const config = { permission: Perm.ResumeImport };
  const sheets = createSheetReader();
  app.addHook('onClose', async () => sheets.close());

  app.get('/api/resumes/import/template', { config, schema: { tags, summary: '下载简历导入模板（.xlsx，含示例行与填写说明）' } }, async (_request, reply) =>
    sendFile(reply, { fileName: TEMPLATE_FILE_NAME, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: await buildTemplate() }),
  );

  app.post(
    '/api/resumes/import',
    {
      config,
      schema: {
        tags,
        summary: `从Excel导入简历（multipart：file，.xlsx，最多${IMPORT_MAX_ROWS}行）：逐行入库并返回每行结果；同一文件再次导入时返回上次的结果（repeated=true），不会重复入库`,
        response: { 200: envelope(importBatchSchema) },
      },
    },
    async (request) => ok(await importResumes(db, app.deps.files, sheets.read, authOf(request), await readFile(request))),
  );

  app.get(
    '/api/resumes/import/batches',
    { config, schema: { tags, summary: '最近的导入记录（20条）', response: { 200: envelope(z.array(importBatchRowSchema)) } } },
    async (request) => ok(await listImportBatches(db, authOf(request).companyId)),
  );

  app.get(
    '/api/resumes/import/batches/:id',
    { config, schema: { tags, summary: '一次导入的逐行结果', params: idParamsSchema, response: { 200: envelope(importBatchSchema) } } },
    async (request) => ok(await getImportBatch(db, authOf(request).companyId, request.params.id)),
  );
}

// Reading an application off the wire: JSON, a urlencoded form, or multipart with the
// resume attachment in `file` (at most PORTAL_ATTACHMENT_MAX_MB, one file, a few dozen fields).
import { PORTAL_ATTACHMENT_MAX_MB } from '@bole/domain';
import type { FastifyRequest } from 'fastify';
import { cleanFileName } from '../../platform/files/serve';
import { AppError } from '../../platform/http/errors';
import { checkInput } from '../../platform/http/input-guard';
import type { IncomingFile } from '../intake/upload.service';
import type { ApplyClient } from './apply.service';

export type ApplicationBody = { body: Record<string, unknown>; file?: IncomingFile };

export async function readApplication(request: FastifyRequest): Promise<ApplicationBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
  }
  const body: Record<string, unknown> = {};
  let file: IncomingFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PORTAL_ATTACHMENT_MAX_MB * 1024 * 1024, files: 1, fields: 40, fieldSize: 64 * 1024 } })) {
      if (part.type === 'field') body[part.fieldname] = part.value;
      else {
        const bytes = await part.toBuffer();
        // A browser sends an empty file part when nothing was chosen.
        if (part.fieldname === 'file' && bytes.length > 0) file = { fileName: cleanFileName(part.filename) || '简历', bytes, mime: part.mimetype || null };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PORTAL_ATTACHMENT_TOO_LARGE', undefined, { fields: [{ field: 'file', message: `文件不能超过${PORTAL_ATTACHMENT_MAX_MB}MB` }] });
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', '只能上传一个简历附件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST');
    throw error;
  }
  // The form's fields arrive here, past the check every parsed body gets.
  checkInput(body);
  return { body, file };
}

export const clientOf = (request: FastifyRequest): ApplyClient => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null });

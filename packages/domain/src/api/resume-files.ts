// Resume attachments: the fields of an upload (POST /api/resumes/:id/files, multipart: `file`
// plus an optional `kind`) and of a file's address.
import { z } from 'zod';
import { RESUME_FILE_KINDS, ResumeFileKind } from '../codes/resume-files';

/** The text fields sent beside the file. */
export const resumeFileUploadFieldsSchema = z.object({
  kind: z.enum(RESUME_FILE_KINDS, { error: '附件类型不正确' }).default(ResumeFileKind.Attachment),
});
export type ResumeFileUploadFields = z.infer<typeof resumeFileUploadFieldsSchema>;

export const resumeFileParamsSchema = z.object({ id: z.coerce.number().int().positive(), fileId: z.coerce.number().int().positive() });

/** GET /api/resumes/:id/files/:fileId: `download=1` saves the file instead of showing it. */
export const resumeFileQuerySchema = z.object({
  download: z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' || v === '' ? false : v), z.boolean({ error: 'download须为1或0' }).optional()),
});

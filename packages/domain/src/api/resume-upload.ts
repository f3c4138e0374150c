// Uploading a resume file into the talent pool (POST /api/resumes/upload): the parser
// reads it, the original is kept, and the answer tells how it was stored.
import { z } from 'zod';
import { ResumeParseStatus } from '../codes/resume';
import { StorageResult } from '../codes/intake';

/** The largest resume file the parser reads, in MB. */
export const RESUME_UPLOAD_MAX_MB = 10;

export const resumeUploadResultSchema = z.object({
  /** The resume the file went into: a new one, or the one that already holds the same file. */
  id: z.number(),
  /** Resume parse status (1, 2, 4, 5, 6 or 7). */
  parseStatus: z.number(),
  /** Storage result: 1 stored, 3 duplicate (2 failed comes with an error status instead). */
  storageResult: z.number(),
  duplicateOfId: z.number().nullable(),
  duplicateKind: z.enum(['phone', 'email', 'attachment']).nullable(),
  fileName: z.string(),
  /** What the file turned out to be: pdf, docx, doc, html, mhtml, text, eml or image. */
  format: z.string(),
  /** Why the resume needs a look (parse failed, stored as a duplicate); null when all went well. */
  reason: z.string().nullable(),
});
export type ResumeUploadResult = z.infer<typeof resumeUploadResultSchema>;

/**
 * Storage result of a stored resume's parse status: the same file or the same phone already
 * in the pool is a duplicate (3); a resume saved, even one that failed to parse and keeps
 * only its original, is stored (1).
 */
export function storageResultOf(parseStatus: number): StorageResult {
  if (parseStatus === ResumeParseStatus.DuplicateAttachment || parseStatus === ResumeParseStatus.DuplicatePhone) return StorageResult.Duplicate;
  if (parseStatus === ResumeParseStatus.NameTooLong) return StorageResult.Failed;
  return StorageResult.Stored;
}

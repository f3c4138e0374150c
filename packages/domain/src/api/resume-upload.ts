// Uploading a resume file into the talent pool (POST /api/resumes/upload): the parser
// reads it, the original is kept, and the answer tells how it was stored.
import { z } from 'zod';
import { ResumeParseStatus } from '../codes/resume';
import { StorageResult } from '../codes/intake';

/** The largest resume file the parser reads, in MB. */
export const RESUME_UPLOAD_MAX_MB = 10;
/** Most resumes one bulk upload takes (files and files inside zips together). */
export const RESUME_BATCH_MAX_FILES = 100;
/** The largest zip of resumes, in MB (the server's upload limit). */
export const RESUME_BATCH_ZIP_MAX_MB = 20;
/** The most one bulk upload holds in all; files past it are listed as not uploaded. */
export const RESUME_BATCH_TOTAL_MAX_MB = 100;

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

/**
 * Storage result of a zip entry that an operating system left there (macOS `__MACOSX/` and
 * `.DS_Store`, Windows `Thumbs.db`, Office lock files): listed with its reason, not stored, not a
 * failure. Only bulk uploads answer it.
 */
export const BATCH_SKIPPED = 4;
export const BATCH_SKIPPED_REASON = '系统文件，已忽略';

/** One file of a bulk upload: where it went, why it was not stored (storage result 2), or why it was skipped (4). */
export const resumeBatchItemSchema = z.object({
  /** The file's name; a file from a zip carries its path inside the zip. */
  fileName: z.string(),
  /** 1 stored, 2 failed, 3 duplicate, 4 skipped (an operating system's file in a zip). */
  storageResult: z.number(),
  id: z.number().nullable(),
  parseStatus: z.number().nullable(),
  format: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ResumeBatchItem = z.infer<typeof resumeBatchItemSchema>;

/** POST /api/resumes/upload/batch: a result per file and the counts per storage result. */
export const resumeBatchResultSchema = z.object({
  total: z.number(),
  stored: z.number(),
  duplicates: z.number(),
  failed: z.number(),
  /** Operating systems' files in zips, listed but not stored. */
  skipped: z.number(),
  items: z.array(resumeBatchItemSchema),
});
export type ResumeBatchResult = z.infer<typeof resumeBatchResultSchema>;

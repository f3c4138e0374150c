// A resume file into the talent pool: parsed off the main thread, the original kept, the
// resume stored by the talent pool's own rules (statuses, duplicates). Files the parser
// refuses are not stored; files it cannot read are kept with parse status 2 under a
// placeholder name, so nothing HR sends is lost. Used by the upload route and mailbox intake.
import { resumeCreateSchema, storageResultOf, type ResumeCreate, type ResumeCreated, type ResumeUploadResult } from '@bole/domain';
import type { Db, Tx } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { storeResume, type Operator } from '../resumes/service';
import type { ParseFn } from './parse-pool';
import { ParseRefusal, placeholderName, type ParsedFile } from './parser';

export type IntakeDeps = { db: Db; files: FileStorage; parse: ParseFn };
export type IncomingFile = { fileName: string; bytes: Buffer; mime?: string | null };
/** Facts the caller knows besides the file (a mailbox's channel, an owner). */
export type IntakeExtras = Pick<ResumeCreate, 'channel' | 'source' | 'ownerAccountId'>;

const KEEP_ORIGINAL = '已保存原件，请对照原件补充信息';

/** The body to store: the parsed fields through the same schema as POST /api/resumes, a placeholder name when none was found. */
function bodyOf(parsed: ParsedFile, fileName: string, extras: IntakeExtras): { input: ResumeCreate; failure?: string } {
  const name = parsed.resume.name ?? placeholderName(fileName);
  const full = resumeCreateSchema.safeParse({ ...parsed.resume, name, ...extras });
  if (full.success) return { input: full.data, failure: parsed.failure };
  // A value the schema refuses (a field too long) costs that parse, not the file.
  return { input: resumeCreateSchema.parse({ name, ...extras }), failure: parsed.failure ?? '解析结果不完整' };
}

function reasonOf(parseStatus: number, duplicateOfId: number | null, failure: string | undefined): string | null {
  if (parseStatus === 7) return `该文件已上传过，对应简历#${duplicateOfId}`;
  if (failure) return `${failure}，${KEEP_ORIGINAL}`;
  if (parseStatus === 5) return `手机号与简历#${duplicateOfId}重复，已保存并关联`;
  if (parseStatus === 4) return '简历中没有手机号';
  if (parseStatus === 6) return '手机号格式有误';
  return null;
}

/** Bookkeeping of the caller (a collected mail) that commits in the resume's own transaction, with its result and stored name. */
export type IntakeWithin = (tx: Tx, result: ResumeUploadResult, name: string) => Promise<void>;

/** Parses and stores one resume file; refused files throw an AppError with storage result 2. */
export async function intakeResumeFile(deps: IntakeDeps, op: Operator, file: IncomingFile, extras: IntakeExtras = {}, within?: IntakeWithin): Promise<ResumeUploadResult> {
  let parsed: ParsedFile;
  try {
    parsed = await deps.parse(file.bytes, file.fileName);
  } catch (error) {
    if (error instanceof ParseRefusal) throw new AppError(error.key, undefined, { storageResult: 2, fileName: file.fileName });
    throw error;
  }
  const { input, failure } = bodyOf(parsed, file.fileName, extras);
  const stored = await deps.files.put(file.bytes);
  const resultOf = (created: ResumeCreated): ResumeUploadResult => ({
    ...created,
    storageResult: storageResultOf(created.parseStatus),
    fileName: file.fileName,
    format: parsed.format,
    reason: reasonOf(created.parseStatus, created.duplicateOfId, failure),
  });
  const created = await storeResume(deps.db, op, input, {
    file: { kind: 'original', fileName: file.fileName, mime: file.mime ?? null, ...stored },
    parseFailed: failure !== undefined,
    within: within && ((tx, c) => within(tx, resultOf(c), input.name)),
  });
  return resultOf(created);
}

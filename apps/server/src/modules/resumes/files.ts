// Attachments of a resume (附件): upload (250004), preview and download (250002), delete
// (250005). Bytes live in content-addressed storage and stay there after a delete, since
// another company may hold the same file. Readers without 250001 never get stored bytes: they
// could hold the contact details the resume masks (resumeFileAccess).
import { Perm, resumeFileAccess, resumeFileKindLabels, type ResumeFileKind } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../../platform/db/client';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { contentTypeOf } from '../../platform/files/serve';
import { sha256Of, type FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { customFieldsWithoutFile } from './custom-values';
import { findFileOwner } from './dedupe';
import { redactedResume, type ExportFile } from './export.service';
import { presentFile, type ResumeFile } from './presenter';
import * as repo from './repository';
import { canSeeContact, scopeCondition, type Caller } from './scope';
import { resumeFiles } from './tables';

export type Upload = { fileName: string; kind: ResumeFileKind; bytes: Buffer };

/** The 409 of a file the company already holds, naming the resume when the caller may see it. */
async function duplicateError(db: Db, caller: Caller, resumeId: number, ownerId: number): Promise<AppError> {
  if (ownerId === resumeId) return new AppError('ATTACHMENT_DUPLICATE', '该附件已上传到当前简历，无需重复上传', { resumeId: ownerId });
  const owner = await repo.findResume(db, caller.companyId, ownerId, { scope: scopeCondition(caller), state: 'any' });
  if (!owner) return new AppError('ATTACHMENT_DUPLICATE', '该附件已上传过，在本企业的其他简历中（您没有查看该简历的权限）');
  const where = owner.deletedAt ? '回收站中的简历' : '简历';
  return new AppError('ATTACHMENT_DUPLICATE', `该附件已上传过，在${where}「${owner.name}」（#${owner.id}）中`, { resumeId: owner.id });
}

/** 404 unless the resume is live and within the caller's scope. */
export async function assertUploadable(db: Db, caller: Caller, resumeId: number): Promise<void> {
  if (!(await repo.findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller) }))) throw new AppError('NOT_FOUND');
}

/** Stores an attachment with a live resume the caller may see; the same bytes twice in a company are refused (spec status 7). */
export async function uploadFile(db: Db, storage: FileStorage, caller: Caller, resumeId: number, upload: Upload): Promise<ResumeFile> {
  const { companyId } = caller;
  const sha256 = sha256Of(upload.bytes);
  const result = await db.transaction(async (tx): Promise<{ file: ResumeFile } | { duplicateOf: number }> => {
    const resume = await repo.findResume(tx, companyId, resumeId, { scope: scopeCondition(caller), forUpdate: true });
    if (!resume) throw new AppError('NOT_FOUND');
    // The same lock as storing a resume with a file, so an upload and an import cannot both pass.
    await lockCompany(tx, `resume:file:${sha256}`, companyId);
    const owner = await findFileOwner(tx, companyId, sha256);
    if (owner !== null) return { duplicateOf: owner };
    const stored = await storage.put(upload.bytes);
    const [row] = await tx
      .insert(resumeFiles)
      .values({ companyId, resumeId, kind: upload.kind, fileName: upload.fileName, mime: contentTypeOf(upload.fileName), ...stored })
      .returning();
    await repo.updateResume(tx, companyId, resumeId, { updatedAt: new Date() });
    await repo.insertRecords(tx, companyId, [{ resumeId, operatorId: caller.accountId, operatorName: caller.userName, action: 'file', note: `${resumeFileKindLabels[upload.kind]}：${upload.fileName}` }]);
    return { file: presentFile(row!, canSeeContact(caller)) };
  });
  if ('duplicateOf' in result) throw await duplicateError(db, caller, resumeId, result.duplicateOf);
  return result.file;
}

async function fileOf(db: Db, companyId: number, resumeId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(resumeFiles)
    .where(inCompany(resumeFiles, companyId, eq(resumeFiles.id, fileId), eq(resumeFiles.resumeId, resumeId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A file as its reader may have it: the stored bytes (opened when `stream` is called; a Word
 * 预览 reads them through its cache instead), or the 脱敏版 standing in for the original.
 */
export type OpenedFile =
  | { redacted: false; file: ResumeFile; stored: { sha256: string; storageKey: string }; stream: () => Readable }
  | { redacted: true; rendition: ExportFile };

/**
 * A file of a resume the caller may see (deleted resumes for those who may restore them), as
 * resumeFileAccess allows: without 250001 the original only as the redacted standard resume, no other file.
 */
export async function openFile(db: Db, storage: FileStorage, caller: Caller, resumeId: number, fileId: number): Promise<OpenedFile> {
  const state = caller.codes.has(Perm.ResumeRestore) ? 'any' : 'live';
  const resume = await repo.findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller), state });
  if (!resume) throw new AppError('NOT_FOUND');
  const row = await fileOf(db, caller.companyId, resumeId, fileId);
  const access = resumeFileAccess(row.kind, canSeeContact(caller));
  if (access === 'refused') throw new AppError('ATTACHMENT_CONTACT_FORBIDDEN');
  if (access === 'redacted') return { redacted: true, rendition: await redactedResume(db, caller, resumeId) };
  if (!(await storage.has(row.storageKey))) throw new AppError('ATTACHMENT_GONE');
  return { redacted: false, file: presentFile(row, true), stored: { sha256: row.sha256, storageKey: row.storageKey }, stream: () => storage.stream(row.storageKey) };
}

/** Removes a file from a live resume; the bytes stay in storage. */
export async function deleteFile(db: Db, caller: Caller, resumeId: number, fileId: number): Promise<void> {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    const resume = await repo.findResume(tx, companyId, resumeId, { scope: scopeCondition(caller), forUpdate: true });
    if (!resume) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .delete(resumeFiles)
      .where(inCompany(resumeFiles, companyId, eq(resumeFiles.id, fileId), eq(resumeFiles.resumeId, resumeId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    // Attachment custom fields that held the file let go of it.
    const customFields = (await customFieldsWithoutFile(tx, companyId, resume.customFields, fileId)) ?? undefined;
    await repo.updateResume(tx, companyId, resumeId, { updatedAt: new Date(), customFields });
    await repo.insertRecords(tx, companyId, [{ resumeId, operatorId: caller.accountId, operatorName: caller.userName, action: 'fileDelete', note: `${resumeFileKindLabels[row.kind]}：${row.fileName}` }]);
  });
}

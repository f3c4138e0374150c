// 入职登记, the new hire's side (/out/feedback/join?token=…, no login): his form with the
// sensitive numbers masked, 保存 as often as he likes, documents, and one 提交 after which the
// form is read only until HR reopens it. The link names the company, so the database is
// narrowed to it before anything else is read.
import { fileExtension, maskSensitiveNumber, missingOnboardingItems, ONBOARDING_LIMITS, type OnboardingDocumentKind, type OnboardingFormDraft, type PublicOnboardingForm } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { inCompany } from '../../platform/db/tenancy';
import { encryptSecret } from '../../platform/crypto';
import { contentMatchesName } from '../../platform/files/serve';
import type { FileStorage } from '../../platform/files/storage';
import { AppError } from '../../platform/http/errors';
import { logActions, type Actor } from '../applications/events';
import { findApplication } from '../applications/repository';
import { companies } from '../company/tables';
import { maskedValues, presentFile, type FormRow, type LinkRow } from './presenter';
import { EVENTS, filesOf } from './service';
import { onboardingFormFiles, onboardingFormLinks, onboardingForms } from './tables';

export type Upload = { fileName: string; bytes: Buffer };

async function linkOf(db: DbOrTx, token: string): Promise<LinkRow> {
  const [link] = await db.select().from(onboardingFormLinks).where(eq(onboardingFormLinks.tokenHash, hashToken(token)));
  if (!link) throw new AppError('ONBOARDING_LINK_UNKNOWN');
  if (link.revokedAt) throw new AppError('ONBOARDING_LINK_REVOKED');
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError('ONBOARDING_LINK_EXPIRED');
  return link;
}

async function formOfLink(db: DbOrTx, link: LinkRow, lock = false): Promise<FormRow> {
  const query = db.select().from(onboardingForms).where(inCompany(onboardingForms, link.companyId, eq(onboardingForms.id, link.formId)));
  const [form] = lock ? await query.for('update') : await query;
  if (!form) throw new AppError('ONBOARDING_LINK_UNKNOWN');
  return form;
}

/** Narrows the request to the link's company (before any transaction, whose connection keeps its scope). */
async function enter(db: Db, token: string): Promise<LinkRow> {
  const link = await linkOf(db, token);
  narrowScope(link.companyId);
  return link;
}

/** The form as his page shows it; the first read marks the link opened for HR. */
export async function readPublic(db: Db, token: string): Promise<PublicOnboardingForm> {
  const link = await enter(db, token);
  if (!link.openedAt) {
    await db
      .update(onboardingFormLinks)
      .set({ openedAt: new Date() })
      .where(inCompany(onboardingFormLinks, link.companyId, eq(onboardingFormLinks.id, link.id)));
  }
  const form = await formOfLink(db, link);
  const app = await findApplication(db, link.companyId, form.applicationId);
  if (!app) throw new AppError('ONBOARDING_LINK_UNKNOWN');
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, link.companyId));
  const values = maskedValues(form);
  return {
    submitted: form.submittedAt !== null,
    companyName: company?.name ?? '',
    jobName: app.jobName,
    entryDate: app.entryDate,
    expiresAt: link.expiresAt.toISOString(),
    // Prefilled with the resume's name until he saves his own.
    values: { ...values, name: values.name ?? app.resumeName },
    documents: (await filesOf(db, link.companyId, form.id)).map(presentFile),
    submittedAt: form.submittedAt?.toISOString() ?? null,
  };
}

/** The columns a draft changes; an absent field keeps its value, the numbers are encrypted with their masked form beside. */
function patchOf(secretKey: Buffer, draft: OnboardingFormDraft): Partial<typeof onboardingForms.$inferInsert> {
  const patch: Partial<typeof onboardingForms.$inferInsert> = {};
  const texts = ['name', 'joinConfirmed', 'bankName', 'emergencyName', 'emergencyRelation', 'emergencyPhone', 'address'] as const;
  for (const key of texts) if (draft[key] !== undefined) Object.assign(patch, { [key]: draft[key] });
  if (draft.idNumber !== undefined) Object.assign(patch, { idNumberEncrypted: encryptSecret(secretKey, draft.idNumber), idNumberMasked: maskSensitiveNumber(draft.idNumber) });
  if (draft.bankCard !== undefined) Object.assign(patch, { bankCardEncrypted: encryptSecret(secretKey, draft.bankCard), bankCardMasked: maskSensitiveNumber(draft.bankCard) });
  return patch;
}

const newHire = (companyId: number, name: string): Actor => ({ companyId, accountId: null, name: `${name}（入职登记）` });

/**
 * 保存, and with `submit` 提交: checked complete in the same transaction as the save, with the
 * form row locked, so a second submission (even at the same moment) is refused.
 */
export async function save(db: Db, secretKey: Buffer, token: string, draft: OnboardingFormDraft, submit: boolean): Promise<PublicOnboardingForm> {
  await enter(db, token);
  await db.transaction(async (tx) => {
    const link = await linkOf(tx, token);
    const form = await formOfLink(tx, link, true);
    if (form.submittedAt) throw new AppError('ONBOARDING_SUBMITTED');
    const now = new Date();
    const patch = { ...patchOf(secretKey, draft), savedAt: now };
    const where = inCompany(onboardingForms, link.companyId, eq(onboardingForms.id, form.id));
    const [saved] = await tx.update(onboardingForms).set(patch).where(where).returning();
    if (!submit) return;
    const missing = missingOnboardingItems(maskedValues(saved), await filesOf(tx, link.companyId, form.id));
    if (missing.length > 0) throw new AppError('ONBOARDING_INCOMPLETE', `入职登记尚未填写完整：请填写或上传${missing.join('、')}`, { missing });
    await tx.update(onboardingForms).set({ submittedAt: now }).where(where);
    const app = await findApplication(tx, link.companyId, form.applicationId);
    if (!app) throw new AppError('ONBOARDING_LINK_UNKNOWN');
    const note = '候选人已确认入职日期并提交入职登记';
    await logActions(tx, newHire(link.companyId, saved!.name ?? app.resumeName), EVENTS.answer, [
      { applicationId: app.id, resumeId: app.resumeId, kind: EVENTS.answer, note, record: `职位「${app.jobName}」：${note}` },
    ]);
  });
  return readPublic(db, token);
}

/** jpg, jpeg, png or pdf by name and by content, within the size limit. */
export function assertDocument(file: Upload | undefined): asserts file is Upload {
  if (!file || file.bytes.length === 0) throw new AppError('ONBOARDING_FILE_MISSING');
  if (file.bytes.length > ONBOARDING_LIMITS.fileMaxMb * 1024 * 1024) throw new AppError('ONBOARDING_FILE_TOO_LARGE');
  const allowed: readonly string[] = ONBOARDING_LIMITS.extensions;
  if (!allowed.includes(fileExtension(file.fileName)) || !contentMatchesName(file.fileName, file.bytes)) throw new AppError('ONBOARDING_FILE_TYPE');
}

/** Adds one document while the form is not submitted. */
export async function upload(db: Db, storage: FileStorage, token: string, kind: OnboardingDocumentKind, file: Upload | undefined): Promise<PublicOnboardingForm> {
  const first = await enter(db, token);
  assertDocument(file);
  // Checked before the bytes are stored, so a refused upload leaves no file behind.
  if ((await formOfLink(db, first)).submittedAt) throw new AppError('ONBOARDING_SUBMITTED');
  const stored = await storage.put(file.bytes);
  await db.transaction(async (tx) => {
    const link = await linkOf(tx, token);
    const form = await formOfLink(tx, link, true);
    if (form.submittedAt) throw new AppError('ONBOARDING_SUBMITTED');
    const [held] = await tx.select({ n: count() }).from(onboardingFormFiles).where(inCompany(onboardingFormFiles, link.companyId, eq(onboardingFormFiles.formId, form.id)));
    if ((held?.n ?? 0) >= ONBOARDING_LIMITS.filesMax) throw new AppError('ONBOARDING_FILES_TOO_MANY');
    await tx.insert(onboardingFormFiles).values({ companyId: link.companyId, formId: form.id, kind, fileName: file.fileName, storageKey: stored.storageKey, size: stored.size });
  });
  return readPublic(db, token);
}

/** Removes one of his documents while the form is not submitted (the bytes stay: other rows may name the same content). */
export async function removeDocument(db: Db, token: string, fileId: number): Promise<PublicOnboardingForm> {
  await enter(db, token);
  await db.transaction(async (tx) => {
    const link = await linkOf(tx, token);
    const form = await formOfLink(tx, link, true);
    if (form.submittedAt) throw new AppError('ONBOARDING_SUBMITTED');
    const [gone] = await tx
      .delete(onboardingFormFiles)
      .where(inCompany(onboardingFormFiles, link.companyId, eq(onboardingFormFiles.formId, form.id), eq(onboardingFormFiles.id, fileId)))
      .returning({ id: onboardingFormFiles.id });
    if (!gone) throw new AppError('NOT_FOUND');
  });
  return readPublic(db, token);
}

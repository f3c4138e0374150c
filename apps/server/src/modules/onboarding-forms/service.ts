// 入职登记, HR's side: sending the link to a candidate in 待入职 (220011 办理入职: the form is
// part of handling his entry, and it collects identity and bank details that a generic 通知候选人
// holder need not reach), reading the 入职资料 block (values masked), the full numbers and the
// documents with 250035 (each read recorded), and reopening a submitted form.
import {
  MessageChannel,
  MessageRecipient,
  onboardingFormSummaryLabels,
  onboardingFormSummaryOf,
  onboardingLinkExpiry,
  RecruitmentState,
  ResumeAction,
  SystemPlaceholder,
  SystemTemplateType,
  type OnboardingForm,
  type OnboardingFormSummary,
  type OnboardingSensitive,
} from '@bole/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { newToken } from '../../platform/auth/tokens';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { decryptSecret, SecretUnreadableError } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import { actorOf, applicationFor, type Caller } from '../applications/access';
import { logActions, registerEventKinds } from '../applications/events';
import { accounts } from '../company/tables';
import { notifyCandidate, type CandidateMessaging } from '../messaging/candidate-notice';
import { resolveRecipients } from '../messaging/recipients';
import { sendTemplate } from '../messaging/send';
import { candidateValues } from '../messaging/values';
import { chinaTime } from '../resumes/export.text';
import { maskedValues, presentFile, statusOf, type FormRow, type LinkRow } from './presenter';
import { onboardingFormFiles, onboardingFormLinks, onboardingFormReads, onboardingForms } from './tables';

export const ONBOARDING_FORM_PATH = '/out/feedback/join';
export const EVENTS = { link: ResumeAction.FeedbackLink, answer: ResumeAction.CandidateFeedback } as const;
registerEventKinds({ [EVENTS.link]: '发送反馈链接', [EVENTS.answer]: '候选人反馈' });

export async function formOf(db: DbOrTx, companyId: number, applicationId: number, lock = false): Promise<FormRow | undefined> {
  const query = db.select().from(onboardingForms).where(inCompany(onboardingForms, companyId, eq(onboardingForms.applicationId, applicationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function currentLink(db: DbOrTx, companyId: number, formId: number): Promise<(LinkRow & { sentByName: string }) | undefined> {
  const [row] = await db
    .select({ link: onboardingFormLinks, sentByName: accounts.userName })
    .from(onboardingFormLinks)
    .innerJoin(accounts, eq(accounts.id, onboardingFormLinks.createdBy))
    .where(inCompany(onboardingFormLinks, companyId, eq(onboardingFormLinks.formId, formId), isNull(onboardingFormLinks.revokedAt)));
  return row && { ...row.link, sentByName: row.sentByName };
}

export async function filesOf(db: DbOrTx, companyId: number, formId: number) {
  return db.select().from(onboardingFormFiles).where(inCompany(onboardingFormFiles, companyId, eq(onboardingFormFiles.formId, formId))).orderBy(onboardingFormFiles.createdAt, onboardingFormFiles.id);
}

/** The drawer's 入职资料 block; 身份证号 and 银行卡号 masked whoever asks. */
export async function readForm(db: Db, caller: Caller, applicationId: number): Promise<OnboardingForm> {
  const app = await applicationFor(db, caller, applicationId);
  const form = await formOf(db, caller.companyId, applicationId);
  const link = form && (await currentLink(db, caller.companyId, form.id));
  const files = form ? await filesOf(db, caller.companyId, form.id) : [];
  return {
    applicationId,
    status: statusOf(form, link),
    awaitingEntry: !app.archivedAt && app.recruitmentState === RecruitmentState.AwaitingEntry,
    entryDate: app.entryDate,
    link: link
      ? { sentAt: link.createdAt.toISOString(), sentByName: link.sentByName, expiresAt: link.expiresAt.toISOString(), expired: link.expiresAt.getTime() <= Date.now(), openedAt: link.openedAt?.toISOString() ?? null }
      : null,
    savedAt: form?.savedAt?.toISOString() ?? null,
    submittedAt: form?.submittedAt?.toISOString() ?? null,
    reopenedAt: form?.reopenedAt?.toISOString() ?? null,
    values: maskedValues(form),
    documents: files.map(presentFile),
  };
}

/**
 * Template 109 by mail, and by SMS when the candidate gave a mobile number (the mail is the
 * notice of record; an SMS waits as failed until an SMS provider is configured, like the
 * interview notices). The link is sealed in the outbox either way.
 */
async function sendLinkMessages(tx: DbOrTx, messaging: CandidateMessaging, caller: Caller, applicationId: number, link: { secretUrl: string; validHours: number }): Promise<void> {
  const own = { [SystemPlaceholder.FeedbackItem]: '填写入职登记表', [SystemPlaceholder.ValidHours]: link.validHours };
  const common = { companyId: caller.companyId, type: SystemTemplateType.CandidateFeedback, trigger: '入职登记', secretUrl: link.secretUrl };
  await notifyCandidate(tx, messaging, { ...common, applicationId, operatorId: caller.accountId, values: own });
  const [candidate] = await resolveRecipients(tx, caller.companyId, [MessageRecipient.Candidate], { applicationId });
  if (!candidate?.mobile) return;
  const values = await candidateValues(tx, caller.companyId, applicationId, messaging.publicUrl);
  await sendTemplate(tx, messaging.messenger, { ...common, channels: [MessageChannel.Sms], recipients: [candidate], values: { ...values, ...own }, senderAccountId: caller.accountId });
}

/**
 * Sends the link (template 109, sealed in the outbox): one open link per
 * application, so a new one revokes the last. The token never leaves except in that mail.
 */
export async function sendLink(db: Db, messaging: CandidateMessaging, caller: Caller, applicationId: number): Promise<OnboardingForm> {
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, applicationId);
    if (app.archivedAt || app.recruitmentState !== RecruitmentState.AwaitingEntry) throw new AppError('ONBOARDING_NOT_AWAITING_ENTRY');
    await tx.insert(onboardingForms).values({ companyId: caller.companyId, applicationId }).onConflictDoNothing();
    const form = (await formOf(tx, caller.companyId, applicationId, true))!;
    const now = new Date();
    await tx
      .update(onboardingFormLinks)
      .set({ revokedAt: now })
      .where(inCompany(onboardingFormLinks, caller.companyId, eq(onboardingFormLinks.formId, form.id), isNull(onboardingFormLinks.revokedAt)));
    const expiresAt = onboardingLinkExpiry(app.entryDate, now);
    await tx.insert(onboardingFormLinks).values({ companyId: caller.companyId, formId: form.id, tokenHash: hash, createdBy: caller.accountId, expiresAt });
    const note = `入职登记链接，有效期至${chinaTime(expiresAt)}`;
    await logActions(tx, actorOf(caller), EVENTS.link, [{ applicationId, resumeId: app.resumeId, kind: EVENTS.link, note, record: `职位「${app.jobName}」：${note}` }]);
    await sendLinkMessages(tx, messaging, caller, applicationId, {
      secretUrl: `${messaging.publicUrl}${ONBOARDING_FORM_PATH}?token=${token}`,
      validHours: Math.round((expiresAt.getTime() - now.getTime()) / 3_600_000),
    });
  });
  return readForm(db, caller, applicationId);
}

/** A submitted form is editable again by the new hire through his open link. */
export async function reopen(db: Db, caller: Caller, applicationId: number): Promise<OnboardingForm> {
  await db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, applicationId);
    const form = await formOf(tx, caller.companyId, applicationId, true);
    if (!form?.submittedAt) throw new AppError('ONBOARDING_NOT_SUBMITTED');
    await tx
      .update(onboardingForms)
      .set({ submittedAt: null, reopenedAt: new Date(), reopenedBy: caller.accountId })
      .where(inCompany(onboardingForms, caller.companyId, eq(onboardingForms.id, form.id)));
    const note = '重新开放了入职登记，候选人可再次修改';
    await logActions(tx, actorOf(caller), EVENTS.link, [{ applicationId, resumeId: app.resumeId, kind: EVENTS.link, note, record: `职位「${app.jobName}」：${note}` }]);
  });
  return readForm(db, caller, applicationId);
}

async function startedForm(db: DbOrTx, caller: Caller, applicationId: number): Promise<FormRow> {
  await applicationFor(db, caller, applicationId);
  const form = await formOf(db, caller.companyId, applicationId);
  if (!form) throw new AppError('ONBOARDING_NOT_STARTED');
  return form;
}

const reveal = (key: Buffer, stored: string | null) => {
  if (stored === null) return null;
  try {
    return decryptSecret(key, stored);
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw new AppError('ONBOARDING_SENSITIVE_UNREADABLE');
    throw error;
  }
};

/** 身份证号 and 银行卡号 in full (250035); the read is recorded. */
export async function readSensitive(db: Db, secretKey: Buffer, caller: Caller, applicationId: number): Promise<OnboardingSensitive> {
  const form = await startedForm(db, caller, applicationId);
  await db.insert(onboardingFormReads).values({ companyId: caller.companyId, formId: form.id, accountId: caller.accountId });
  return { idNumber: reveal(secretKey, form.idNumberEncrypted), bankCard: reveal(secretKey, form.bankCardEncrypted) };
}

/** One document of the form (250035); the download is recorded. */
export async function documentFor(db: Db, caller: Caller, applicationId: number, fileId: number) {
  const form = await startedForm(db, caller, applicationId);
  const [file] = await db.select().from(onboardingFormFiles).where(inCompany(onboardingFormFiles, caller.companyId, eq(onboardingFormFiles.formId, form.id), eq(onboardingFormFiles.id, fileId)));
  if (!file) throw new AppError('NOT_FOUND');
  await db.insert(onboardingFormReads).values({ companyId: caller.companyId, formId: form.id, accountId: caller.accountId, fileId });
  return file;
}

/** The 入职管理 list's 入职资料 cell ({status, label}) for a page of application ids. */
export async function entryFormCells(db: DbOrTx, companyId: number, applicationIds: readonly number[]): Promise<Map<number, { status: OnboardingFormSummary; label: string }>> {
  const summaries = await onboardingFormSummaries(db, companyId, applicationIds);
  return new Map([...summaries].map(([id, status]) => [id, { status, label: onboardingFormSummaryLabels[status] }]));
}

/**
 * 入职资料 for a page of the 入职管理 list: 未发送, 待填写 or 已提交 by application id. The
 * caller has already scoped the ids to what he may see; ids of another company find nothing.
 */
export async function onboardingFormSummaries(db: DbOrTx, companyId: number, applicationIds: readonly number[]): Promise<Map<number, OnboardingFormSummary>> {
  const result = new Map<number, OnboardingFormSummary>(applicationIds.map((id) => [id, 'unsent']));
  if (applicationIds.length === 0) return result;
  const rows = await db
    .select({ applicationId: onboardingForms.applicationId, submittedAt: onboardingForms.submittedAt, linkId: onboardingFormLinks.id, openedAt: onboardingFormLinks.openedAt })
    .from(onboardingForms)
    .leftJoin(onboardingFormLinks, and(eq(onboardingFormLinks.formId, onboardingForms.id), isNull(onboardingFormLinks.revokedAt)))
    .where(inCompany(onboardingForms, companyId, inArray(onboardingForms.applicationId, [...applicationIds])))
    .orderBy(desc(onboardingForms.id));
  for (const row of rows) result.set(row.applicationId, onboardingFormSummaryOf(statusOf(row, row.linkId === null ? undefined : { openedAt: row.openedAt })));
  return result;
}

// 邮件模板: each template type as the company keeps it (or the default), saved only when every
// text passes the type's schema, restored to the default, and previewed through the one
// renderer with a real candidate's values.
import {
  defaultMessageTemplates,
  isSystemTemplateType,
  messageTemplateContentSchemaOf,
  messageTemplateTypeLabels,
  messageTemplateTypeOrder,
  placeholderLabels,
  placeholdersOfType,
  placeholderToken,
  renderMessage,
  smsLength,
  SystemPlaceholder,
  SystemTemplateType,
  systemTemplatePlaceholders,
  TemplatePlaceholder,
  type MessageTemplate,
  type MessageTemplateContent,
  type MessageTemplateDetail,
  type MessageTemplatePreview,
  type MessageTemplatePreviewRequest,
  type MessageTemplateSave,
  type MessageTemplateType,
  type PreviewCandidate,
  type TemplateValues,
} from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { companies } from '../company/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { companySenderLine, deleteTemplate, recentApplications, templateRows, upsertTemplate, type TemplateRow } from './templates.repository';
import { currentInterviewId, interviewValues } from '../interviews/values';
import { currentOfferValues, hideOfferValues } from '../offers/values';
import { hiddenOfferFields, type Viewer } from '../offers/visibility';
import { candidateValues } from './values';

const PICKER_LIMIT = 20;

function present(type: MessageTemplateType, row: TemplateRow | undefined): MessageTemplate {
  const content = row ?? defaultMessageTemplates[type];
  return {
    type,
    name: messageTemplateTypeLabels[type],
    group: isSystemTemplateType(type) ? 'system' : 'candidate',
    customized: row !== undefined,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    emailSubject: content.emailSubject,
    emailBody: content.emailBody,
    smsContent: content.smsContent,
    appTitle: content.appTitle,
    appContent: content.appContent,
  };
}

function detailOf(type: MessageTemplateType, row: TemplateRow | undefined): MessageTemplateDetail {
  const placeholders = placeholdersOfType(type).map((id) => ({ id, label: placeholderLabels[id], token: placeholderToken(id) }));
  return { ...present(type, row), placeholders };
}

/** Every template type in display order: the spec's candidate notifications, then the product's own. */
export async function listTemplates(db: DbOrTx, companyId: number): Promise<MessageTemplate[]> {
  const rows = new Map((await templateRows(db, companyId)).map((row) => [row.type, row]));
  return messageTemplateTypeOrder.map((type) => present(type, rows.get(type)));
}

export async function getTemplate(db: DbOrTx, companyId: number, type: MessageTemplateType): Promise<MessageTemplateDetail> {
  const [row] = await templateRows(db, companyId, type);
  return detailOf(type, row);
}

/** The texts checked against the type: 400 naming each field, with the hint for a token typed in Chinese. */
function checkedContent(type: MessageTemplateType, body: MessageTemplateSave): MessageTemplateContent {
  const parsed = messageTemplateContentSchemaOf(type).safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', fields[0]?.message, { fields });
}

export async function saveTemplate(db: DbOrTx, caller: Pick<Caller, 'companyId' | 'accountId'>, type: MessageTemplateType, body: MessageTemplateSave): Promise<MessageTemplateDetail> {
  const row = await upsertTemplate(db, caller.companyId, type, checkedContent(type, body), caller.accountId);
  return detailOf(type, row);
}

/** 恢复默认: the company's texts are dropped, the default answers from now on. */
export async function restoreTemplate(db: DbOrTx, companyId: number, type: MessageTemplateType): Promise<MessageTemplateDetail> {
  await deleteTemplate(db, companyId, type);
  return detailOf(type, undefined);
}

/** Candidates a preview may use: applications in the caller's job scope, newest first. */
export async function previewCandidates(db: DbOrTx, caller: Caller, keyword: string | undefined): Promise<PreviewCandidate[]> {
  return recentApplications(db, caller.companyId, { scope: jobScope(caller), keyword, limit: PICKER_LIMIT });
}

/** Values for a company without any candidate yet, each marked 示例. */
async function sampleValues(db: DbOrTx, caller: Caller): Promise<TemplateValues> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.companyId));
  return {
    [TemplatePlaceholder.PersonName]: '张三（示例）',
    [TemplatePlaceholder.CompanyName]: company?.name,
    [TemplatePlaceholder.JobName]: 'Java开发工程师（示例）',
    [TemplatePlaceholder.OrgName]: '技术部（示例）',
    [TemplatePlaceholder.ContactName]: caller.userName,
  };
}

/**
 * The product's own placeholders (recipient, link, approval …) have no candidate behind them:
 * the preview shows the caller as recipient and the rest marked 示例.
 */
function systemSampleValues(type: MessageTemplateType, caller: Caller): TemplateValues {
  if (!isSystemTemplateType(type)) return {};
  const values: TemplateValues = {};
  for (const id of systemTemplatePlaceholders[type]) values[id] = `示例${placeholderLabels[id]}`;
  values[SystemPlaceholder.AccountName] = caller.userName;
  return values;
}

/** The application's values, with its interview's (time, place, interviewers …) when it has one. */
async function previewValues(db: DbOrTx, companyId: number, applicationId: number, publicUrl: string): Promise<TemplateValues> {
  const interviewId = await currentInterviewId(db, companyId, applicationId);
  return interviewId ? interviewValues(db, companyId, interviewId, publicUrl) : candidateValues(db, companyId, applicationId, publicUrl);
}

/** What the preview needs of the server: its address and the From line of SMTP_URL (null without it). */
export type PreviewDeps = { publicUrl: string; platformSender: string | null };

// Account mail leaves only through the platform's SMTP_URL (auth module); the rest through the company's sender.
const PLATFORM_TYPES: readonly MessageTemplateType[] = [SystemTemplateType.PasswordReset, SystemTemplateType.AccountInvite];

/**
 * Renders the template (the texts sent, else the saved ones) for the chosen application, else
 * the newest in the caller's scope, else sample values. An application outside the caller's
 * company or scope answers 404. `sender` is the From line the mail would carry (a colleague's
 * personal mailbox, when he set one, replaces it for what he sends).
 */
export async function previewTemplate(
  db: DbOrTx,
  deps: PreviewDeps,
  caller: Caller & Viewer,
  type: MessageTemplateType,
  request: MessageTemplatePreviewRequest,
): Promise<MessageTemplatePreview> {
  const content = request.content ? checkedContent(type, request.content) : await getTemplate(db, caller.companyId, type);
  const [candidate] = await recentApplications(db, caller.companyId, { scope: jobScope(caller), id: request.applicationId, limit: 1 });
  if (request.applicationId !== undefined && !candidate) throw new AppError('NOT_FOUND');
  // The candidate's offer fills the offer placeholders, those the caller's offer field codes hide left blank.
  const values = candidate
    ? { ...(await previewValues(db, caller.companyId, candidate.applicationId, deps.publicUrl)), ...hideOfferValues(await currentOfferValues(db, caller.companyId, candidate.applicationId), hiddenOfferFields(caller)) }
    : await sampleValues(db, caller);
  const rendered = renderMessage(content, { ...values, ...systemSampleValues(type, caller) });
  const sender = PLATFORM_TYPES.includes(type) ? deps.platformSender : ((await companySenderLine(db, caller.companyId)) ?? deps.platformSender);
  return { ...rendered, smsLength: smsLength(rendered.smsContent), sender, candidate: candidate ?? null };
}

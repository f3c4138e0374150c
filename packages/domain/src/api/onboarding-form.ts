// 入职登记 (issue 15 item 7): HR sends a new hire in 待入职 a link; he fills the form on his phone
// at /out/feedback/join?token=…, saves and comes back, and submits once. 身份证号 and 银行卡号
// are answered masked, in full only through the 250035 route.
import { z } from 'zod';
import {
  ONBOARDING_DOCUMENT_KINDS,
  ONBOARDING_FORM_STATUSES,
  ONBOARDING_LIMITS,
  ONBOARDING_REQUIRED_DOCUMENTS,
  onboardingDocumentKindLabels,
  type OnboardingDocumentKind,
} from '../codes/onboarding-form';
import { MOBILE_MESSAGE, MOBILE_PATTERN, nameSchema } from '../rules/contact';
import { BANK_CARD_MESSAGE, ID_NUMBER_MESSAGE, isBankCard, isIdNumber, normalizeBankCard, normalizeIdNumber } from '../rules/identity';
import { idSchema } from './common';

/** Text the new hire may clear: '' is stored as no value; an absent field keeps what was saved. */
const clearable = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max, `最多${max}个字符`).nullable().optional());

/**
 * PUT /api/out/onboarding-forms/:token (保存) and the body of .../submit. 身份证号 and 银行卡号
 * are sent only when typed anew: the page never holds the stored ones, which it sees masked.
 */
export const onboardingFormDraftSchema = z.object({
  name: nameSchema.optional(),
  joinConfirmed: z.boolean({ error: '须为true或false' }).optional(),
  idNumber: z
    .string()
    .transform(normalizeIdNumber)
    .refine(isIdNumber, ID_NUMBER_MESSAGE)
    .optional(),
  bankCard: z
    .string()
    .transform(normalizeBankCard)
    .refine(isBankCard, BANK_CARD_MESSAGE)
    .optional(),
  bankName: clearable(ONBOARDING_LIMITS.bankNameMax),
  emergencyName: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), nameSchema.nullable().optional()),
  emergencyRelation: clearable(ONBOARDING_LIMITS.relationMax),
  emergencyPhone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().regex(MOBILE_PATTERN, MOBILE_MESSAGE).nullable().optional()),
  address: clearable(ONBOARDING_LIMITS.addressMax),
});
export type OnboardingFormDraft = z.infer<typeof onboardingFormDraftSchema>;

/** The form's values as answered: 身份证号 and 银行卡号 masked (4403**********1234). */
export const onboardingFormValuesSchema = z.object({
  name: z.string().nullable(),
  joinConfirmed: z.boolean(),
  idNumber: z.string().nullable(),
  bankCard: z.string().nullable(),
  bankName: z.string().nullable(),
  emergencyName: z.string().nullable(),
  emergencyRelation: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  address: z.string().nullable(),
});
export type OnboardingFormValues = z.infer<typeof onboardingFormValuesSchema>;

export const onboardingDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(ONBOARDING_DOCUMENT_KINDS),
  fileName: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

/** What the form still lacks before it can be submitted, in the form's words (empty: complete). */
export function missingOnboardingItems(values: OnboardingFormValues, documents: readonly { kind: OnboardingDocumentKind }[]): string[] {
  const missing: string[] = [];
  if (!values.joinConfirmed) missing.push('确认入职日期');
  const required: [keyof OnboardingFormValues, string][] = [
    ['name', '姓名'],
    ['idNumber', '身份证号'],
    ['bankCard', '银行卡号'],
    ['bankName', '开户行'],
    ['emergencyName', '紧急联系人姓名'],
    ['emergencyRelation', '紧急联系人关系'],
    ['emergencyPhone', '紧急联系人电话'],
    ['address', '现住址'],
  ];
  for (const [key, label] of required) if (!values[key]) missing.push(label);
  const kinds = new Set(documents.map((d) => d.kind));
  for (const kind of ONBOARDING_REQUIRED_DOCUMENTS) if (!kinds.has(kind)) missing.push(onboardingDocumentKindLabels[kind]);
  return missing;
}

export const onboardingTokenParamsSchema = z.object({ token: z.string().trim().min(1, '链接不完整').max(200, '链接不完整') });
export const onboardingTokenFileParamsSchema = onboardingTokenParamsSchema.extend({ fileId: idSchema });
export const onboardingFileParamsSchema = z.object({ id: idSchema, fileId: idSchema });
export const onboardingUploadQuerySchema = z.object({ kind: z.enum(ONBOARDING_DOCUMENT_KINDS, { error: '请选择材料类型' }) });

/** GET /api/out/onboarding-forms/:token: the new hire's own form; a submitted one is read only. */
export const publicOnboardingFormSchema = z.object({
  submitted: z.boolean(),
  companyName: z.string(),
  jobName: z.string(),
  entryDate: z.string().nullable(),
  expiresAt: z.string(),
  values: onboardingFormValuesSchema,
  documents: z.array(onboardingDocumentSchema),
  submittedAt: z.string().nullable(),
});
export type PublicOnboardingForm = z.infer<typeof publicOnboardingFormSchema>;

/** GET /api/applications/:id/onboarding-form: HR's 入职资料 block. */
export const onboardingFormSchema = z.object({
  applicationId: z.number(),
  status: z.enum(ONBOARDING_FORM_STATUSES),
  /** Whether the candidate is in 待入职 now, so the link may be sent. */
  awaitingEntry: z.boolean(),
  entryDate: z.string().nullable(),
  link: z
    .object({ sentAt: z.string(), sentByName: z.string(), expiresAt: z.string(), expired: z.boolean(), openedAt: z.string().nullable() })
    .nullable(),
  savedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  values: onboardingFormValuesSchema,
  documents: z.array(onboardingDocumentSchema),
});
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;

/** GET /api/applications/:id/onboarding-form/sensitive (250035): the two numbers in full; each read is recorded. */
export const onboardingSensitiveSchema = z.object({ idNumber: z.string().nullable(), bankCard: z.string().nullable() });
export type OnboardingSensitive = z.infer<typeof onboardingSensitiveSchema>;

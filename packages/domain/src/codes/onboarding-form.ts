// 入职登记: the form a new hire in 待入职 fills on his phone from HR's link (/out/feedback/join),
// and how far it has got. Kept free of zod so pages can read the labels without it.

/** Where the form stands for HR: no link yet, link sent, opened by the new hire, submitted. */
export const OnboardingFormStatus = { Unsent: 'unsent', Sent: 'sent', Opened: 'opened', Submitted: 'submitted' } as const;
export type OnboardingFormStatus = (typeof OnboardingFormStatus)[keyof typeof OnboardingFormStatus];
export const ONBOARDING_FORM_STATUSES = Object.values(OnboardingFormStatus) as [OnboardingFormStatus, ...OnboardingFormStatus[]];
export const onboardingFormStatusLabels: Record<OnboardingFormStatus, string> = {
  unsent: '未发送',
  sent: '已发送',
  opened: '已打开',
  submitted: '已提交',
};

/** The 入职管理 list's column: 未发送, 待填写 (sent or opened, not submitted) or 已提交. */
export const OnboardingFormSummary = { Unsent: 'unsent', Pending: 'pending', Submitted: 'submitted' } as const;
export type OnboardingFormSummary = (typeof OnboardingFormSummary)[keyof typeof OnboardingFormSummary];
export const onboardingFormSummaryLabels: Record<OnboardingFormSummary, string> = { unsent: '未发送', pending: '待填写', submitted: '已提交' };

/** The summary of a status. */
export function onboardingFormSummaryOf(status: OnboardingFormStatus): OnboardingFormSummary {
  if (status === 'unsent') return 'unsent';
  return status === 'submitted' ? 'submitted' : 'pending';
}

/** The documents a new hire uploads, in the order the form asks for them. */
export const OnboardingDocumentKind = { IdFront: 'idFront', IdBack: 'idBack', Diploma: 'diploma', Degree: 'degree', Leaving: 'leaving', Other: 'other' } as const;
export type OnboardingDocumentKind = (typeof OnboardingDocumentKind)[keyof typeof OnboardingDocumentKind];
export const ONBOARDING_DOCUMENT_KINDS = Object.values(OnboardingDocumentKind) as [OnboardingDocumentKind, ...OnboardingDocumentKind[]];
export const onboardingDocumentKindLabels: Record<OnboardingDocumentKind, string> = {
  idFront: '身份证人像面',
  idBack: '身份证国徽面',
  diploma: '学历证书',
  degree: '学位证书',
  leaving: '离职证明',
  other: '其他材料',
};
/** Documents the form cannot be submitted without. */
export const ONBOARDING_REQUIRED_DOCUMENTS: readonly OnboardingDocumentKind[] = ['idFront', 'idBack'];

export const ONBOARDING_LIMITS = {
  /** jpg, jpeg, png or pdf: the files the browser previews (spec section 5). */
  extensions: ['jpg', 'jpeg', 'png', 'pdf'] as const,
  /** Like the careers portal's uploads from phones. */
  fileMaxMb: 10,
  filesMax: 20,
  /** The link stays open until this many days after the entry date (end of that China day). */
  daysAfterEntry: 7,
  /** ...and at least this many days from sending, whatever the entry date. */
  minDays: 3,
  bankNameMax: 50,
  relationMax: 20,
  addressMax: 100,
} as const;

const DAY_MS = 86_400_000;

/**
 * When a 入职登记 link stops working: the end of the China day `daysAfterEntry` after the entry
 * date, and never sooner than `minDays` from now (an entry date already past, or none).
 */
export function onboardingLinkExpiry(entryDate: string | null, now = new Date()): Date {
  const soonest = now.getTime() + ONBOARDING_LIMITS.minDays * DAY_MS;
  if (!entryDate) return new Date(now.getTime() + ONBOARDING_LIMITS.daysAfterEntry * DAY_MS);
  const end = Date.parse(`${entryDate}T00:00:00+08:00`) + (ONBOARDING_LIMITS.daysAfterEntry + 1) * DAY_MS - 1;
  return new Date(Math.max(end, soonest));
}

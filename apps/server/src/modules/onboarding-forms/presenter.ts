// Rows → answers: the values with 身份证号 and 银行卡号 masked (their masked form is stored, so
// nothing is decrypted to present a form), the documents without their storage keys.
import { OnboardingFormStatus, type OnboardingDocument, type OnboardingFormStatus as Status, type OnboardingFormValues } from '@bole/domain';
import type { onboardingFormFiles, onboardingFormLinks, onboardingForms } from './tables';

export type FormRow = typeof onboardingForms.$inferSelect;
export type LinkRow = typeof onboardingFormLinks.$inferSelect;
export type FileRow = typeof onboardingFormFiles.$inferSelect;

export function maskedValues(form: FormRow | undefined): OnboardingFormValues {
  return {
    name: form?.name ?? null,
    joinConfirmed: form?.joinConfirmed ?? false,
    idNumber: form?.idNumberMasked ?? null,
    bankCard: form?.bankCardMasked ?? null,
    bankName: form?.bankName ?? null,
    emergencyName: form?.emergencyName ?? null,
    emergencyRelation: form?.emergencyRelation ?? null,
    emergencyPhone: form?.emergencyPhone ?? null,
    address: form?.address ?? null,
  };
}

export const presentFile = (file: FileRow): OnboardingDocument => ({
  id: file.id,
  kind: file.kind,
  fileName: file.fileName,
  size: file.size,
  uploadedAt: file.createdAt.toISOString(),
});

/** Where the form stands for HR, from the form and its current link. */
export function statusOf(form: Pick<FormRow, 'submittedAt'> | undefined, link: Pick<LinkRow, 'openedAt'> | undefined): Status {
  if (form?.submittedAt) return OnboardingFormStatus.Submitted;
  if (!link) return OnboardingFormStatus.Unsent;
  return link.openedAt ? OnboardingFormStatus.Opened : OnboardingFormStatus.Sent;
}

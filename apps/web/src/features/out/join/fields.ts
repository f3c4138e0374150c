// 入职登记's fields as the page holds them, checked on the phone with the domain's rules before
// they are sent (the server checks again). 身份证号 and 银行卡号 start empty: the page only ever
// sees them masked, and sends them only when typed anew.
import {
  BANK_CARD_MESSAGE,
  ID_NUMBER_MESSAGE,
  isBankCard,
  isIdNumber,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
  normalizeBankCard,
  normalizeIdNumber,
  type OnboardingFormDraft,
  type OnboardingFormValues,
} from '@bole/domain';

export type JoinFields = {
  name: string;
  joinConfirmed: boolean;
  idNumber: string;
  bankCard: string;
  bankName: string;
  emergencyName: string;
  emergencyRelation: string;
  emergencyPhone: string;
  address: string;
};
export type FieldErrors = Partial<Record<keyof JoinFields, string>>;

export function fieldsOf(values: OnboardingFormValues): JoinFields {
  return {
    name: values.name ?? '',
    joinConfirmed: values.joinConfirmed,
    idNumber: '',
    bankCard: '',
    bankName: values.bankName ?? '',
    emergencyName: values.emergencyName ?? '',
    emergencyRelation: values.emergencyRelation ?? '',
    emergencyPhone: values.emergencyPhone ?? '',
    address: values.address ?? '',
  };
}

/** What is wrong with the typed values, by field (empty values are left to 提交's completeness check). */
export function checkFields(fields: JoinFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.name.trim()) errors.name = '请输入姓名';
  if (fields.idNumber.trim() && !isIdNumber(normalizeIdNumber(fields.idNumber))) errors.idNumber = ID_NUMBER_MESSAGE;
  if (fields.bankCard.trim() && !isBankCard(normalizeBankCard(fields.bankCard))) errors.bankCard = BANK_CARD_MESSAGE;
  if (fields.emergencyPhone.trim() && !MOBILE_PATTERN.test(fields.emergencyPhone.trim())) errors.emergencyPhone = MOBILE_MESSAGE;
  return errors;
}

export function draftOf(fields: JoinFields): OnboardingFormDraft {
  return {
    name: fields.name.trim(),
    joinConfirmed: fields.joinConfirmed,
    ...(fields.idNumber.trim() ? { idNumber: fields.idNumber } : {}),
    ...(fields.bankCard.trim() ? { bankCard: fields.bankCard } : {}),
    bankName: fields.bankName,
    emergencyName: fields.emergencyName,
    emergencyRelation: fields.emergencyRelation,
    emergencyPhone: fields.emergencyPhone,
    address: fields.address,
  };
}

/** The server's field errors (400 with data.fields), by field. */
export function serverFieldErrors(data: unknown): FieldErrors {
  const fields = (data as { fields?: { field: string; message: string }[] } | undefined)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}

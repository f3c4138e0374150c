// The offer form's values and the body it sends: salaries stay the text the user typed ('8000.50'),
// fields the company switched off or the user's codes hide are left out, and what the server
// would refuse (the domain schema, the Offer字段 switches) is found first, with its message.
import {
  offerCreateSchema,
  offerStandardFieldProblems,
  offerUpdateSchema,
  OfferSalaryType,
  TaxType,
  type CustomField,
  type OfferDetail,
  type OfferHideableField,
  type OfferStandardField,
  type OfferStandardFieldView,
  type OfferStandardSettings,
} from '@bole/domain';
import { customFieldsBody } from '../../../components/custom-fields/CustomFieldItems';
import type { OfferBody } from '../api/offers';

export type OfferFormValues = {
  entryTime?: string;
  orgId?: number;
  probationPeriod?: number;
  internshipSalary?: string;
  salaryType?: number;
  formalSalary?: string;
  taxType?: number;
  jobRankId?: number;
  demandIds?: number[];
  customFields?: Record<string, unknown>;
  offerEmailFlag?: boolean;
  emailTitle?: string;
  ccEmails?: string[];
  emailContent?: string;
  offerFileTemplateId?: number;
};

/** What the form shows: a standard row when the company has it on, a hideable field when the user's codes show it. */
export type FormShape = { settings: OfferStandardSettings; hidden: ReadonlySet<OfferHideableField>; custom: CustomField[] };

export const settingsOf = (standard: readonly OfferStandardFieldView[]): OfferStandardSettings =>
  Object.fromEntries(standard.map((f) => [f.key, { enabled: f.enabled, required: f.required }])) as OfferStandardSettings;

export const shows = (shape: FormShape, row: OfferStandardField, field?: OfferHideableField) =>
  shape.settings[row].enabled && (field === undefined || !shape.hidden.has(field));

export function newOfferValues(shape: FormShape): OfferFormValues {
  return { salaryType: OfferSalaryType.Monthly, taxType: TaxType.PreTax, offerEmailFlag: shape.settings.offerEmail.enabled, demandIds: [], ccEmails: [] };
}

const orUndefined = <T,>(v: T | null) => v ?? undefined;

export function offerValues(offer: OfferDetail): OfferFormValues {
  return {
    entryTime: orUndefined(offer.entryTime),
    orgId: orUndefined(offer.orgId),
    probationPeriod: orUndefined(offer.probationPeriod),
    internshipSalary: orUndefined(offer.internshipSalary),
    salaryType: orUndefined(offer.salaryType),
    formalSalary: orUndefined(offer.formalSalary),
    taxType: offer.taxType,
    jobRankId: orUndefined(offer.jobRankId),
    demandIds: offer.demandIds,
    customFields: offer.customFields,
    offerEmailFlag: offer.offerEmailFlag,
    emailTitle: orUndefined(offer.emailTitle),
    ccEmails: offer.ccEmails,
    emailContent: orUndefined(offer.emailContent),
    offerFileTemplateId: orUndefined(offer.offerFileTemplateId),
  };
}

const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** The body of POST /api/offers (without applicationId) or PATCH /api/offers/:id (`edit`: emptied fields are sent as null to clear them). */
export function offerBody(values: OfferFormValues, shape: FormShape, edit: boolean): OfferBody {
  const body: OfferBody = {};
  const put = (row: OfferStandardField, key: keyof OfferFormValues, value: unknown, field?: OfferHideableField) => {
    if (shows(shape, row, field ?? (key as OfferHideableField))) body[key] = value;
  };
  put('entryTime', 'entryTime', values.entryTime ?? null);
  put('orgId', 'orgId', values.orgId ?? null);
  put('probationPeriod', 'probationPeriod', values.probationPeriod ?? null);
  put('internshipSalary', 'internshipSalary', values.internshipSalary?.trim() ?? '');
  put('formalSalary', 'salaryType', values.salaryType ?? null);
  put('formalSalary', 'formalSalary', values.formalSalary?.trim() ?? '');
  body.taxType = values.taxType ?? null;
  put('jobRankId', 'jobRankId', values.jobRankId ?? null);
  put('demandIds', 'demandIds', values.demandIds ?? []);
  put('offerFileTemplateId', 'offerFileTemplateId', values.offerFileTemplateId ?? null);
  if (shape.settings.offerEmail.enabled) {
    const mail = values.offerEmailFlag === true;
    body.offerEmailFlag = mail;
    body.emailTitle = mail ? text(values.emailTitle) : null;
    body.emailContent = mail ? text(values.emailContent) : null;
    put('ccEmails', 'ccEmails', mail ? (values.ccEmails ?? []) : []);
  } else {
    body.offerEmailFlag = false;
  }
  const custom = customFieldsBody(values.customFields, shape.custom, edit);
  if (Object.keys(custom).length > 0) body.customFields = custom;
  return body;
}

/** The form field a body path belongs to. */
export function formFieldOf(path: readonly PropertyKey[]): (string | number)[] {
  const [head, ...rest] = path.map((p) => (typeof p === 'number' ? p : String(p)));
  return head === 'customFields' ? ['customFields', ...rest.slice(0, 1)] : [String(head)];
}

/** What the server would refuse in the body, per form field, with the domain's Chinese messages. */
export function offerProblems(body: OfferBody, shape: FormShape, edit: boolean): { name: (string | number)[]; errors: string[] }[] {
  const parsed = (edit ? offerUpdateSchema : offerCreateSchema.omit({ applicationId: true, submit: true })).safeParse(body);
  // A field the user may not see is not his to fill: the server keeps (or refuses) it.
  const hiddenKeys = new Set<string>(shape.hidden);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ name: formFieldOf(i.path), message: i.message })).filter((i) => !hiddenKeys.has(String(i.name[0])));
  const settingProblems = offerStandardFieldProblems(shape.settings, body)
    .filter((p) => !hiddenKeys.has(p.field) && (!edit || p.field in body))
    .map((p) => ({ name: [p.field], message: p.message }));
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const { name, message } of [...issues, ...settingProblems]) {
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byField.set(key, entry);
  }
  return [...byField.values()];
}

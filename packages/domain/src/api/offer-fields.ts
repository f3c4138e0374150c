// Offer字段 (/user/manage/offerfield, 380003): the offer form's standard fields (spec section 3),
// each with 启用/必填 where the company may choose (the ones every offer and its letter need stay
// on and required), and the company's own offer fields on the shared custom-field schemas
// (custom-fields.ts), filled in 其他信息 of the offer form. Who sees which field is not set here
// but by the roles' Offer字段 codes (100002-100009 社招, 110002-110009 校招).
import { z } from 'zod';
import { CustomFieldType } from '../codes';
import { ALL_CUSTOM_FIELD_TYPES, customFieldCreateSchemaFor, customFieldOptionUsageSchema, customFieldSchema, sectionNameClash, type SystemSection } from './custom-fields';

/** The rows of the standard field settings; a row covers one or more properties of the offer body. */
export const OfferStandardField = {
  EntryTime: 'entryTime',
  OrgId: 'orgId',
  ProbationPeriod: 'probationPeriod',
  InternshipSalary: 'internshipSalary',
  FormalSalary: 'formalSalary',
  TaxType: 'taxType',
  DemandIds: 'demandIds',
  JobRankId: 'jobRankId',
  OfferEmail: 'offerEmail',
  CcEmails: 'ccEmails',
  FileIds: 'fileIds',
  OfferFileTemplateId: 'offerFileTemplateId',
} as const;
export type OfferStandardField = (typeof OfferStandardField)[keyof typeof OfferStandardField];

/** The properties of the offer body (POST /api/offers) the settings decide about. */
export type OfferBodyProp =
  | 'entryTime'
  | 'orgId'
  | 'probationPeriod'
  | 'internshipSalary'
  | 'salaryType'
  | 'formalSalary'
  | 'taxType'
  | 'demandIds'
  | 'jobRankId'
  | 'offerEmailFlag'
  | 'emailTitle'
  | 'emailContent'
  | 'ccEmails'
  | 'fileIds'
  | 'offerFileTemplateId';

export const OfferFieldGroup = { Offer: 'offer', Email: 'email' } as const;
export type OfferFieldGroup = (typeof OfferFieldGroup)[keyof typeof OfferFieldGroup];
export const offerFieldGroupLabels: Record<OfferFieldGroup, string> = { offer: 'Offer信息', email: 'Offer邮件' };

export type OfferStandardFieldDef = {
  key: OfferStandardField;
  label: string;
  group: OfferFieldGroup;
  props: readonly OfferBodyProp[];
  /** Every offer and its letter need it: always on and required. */
  locked: boolean;
  /** Whether 必填 may be switched on (locked rows are required anyway). */
  canRequire: boolean;
  /** A row that only exists while another is on (抄送 and 附件 go with the offer e-mail). */
  dependsOn: OfferStandardField | null;
  defaultEnabled: boolean;
  defaultRequired: boolean;
  /** What the row covers, as the settings page explains it. */
  hint: string;
};

const locked = (key: OfferStandardField, label: string, props: readonly OfferBodyProp[], hint: string): OfferStandardFieldDef => ({
  key,
  label,
  group: 'offer',
  props,
  locked: true,
  canRequire: false,
  dependsOn: null,
  defaultEnabled: true,
  defaultRequired: true,
  hint,
});

/** The standard fields in the order of the offer form. */
export const OFFER_STANDARD_FIELDS: readonly OfferStandardFieldDef[] = [
  locked('entryTime', '入职时间', ['entryTime'], '候选人的入职日期，写入Offer函'),
  locked('orgId', '入职部门', ['orgId'], '入职后所在的部门，也是Offer审批按部门分支的依据'),
  locked('probationPeriod', '试用期', ['probationPeriod'], '无试用期或1-12个月，转正日期据此计算'),
  locked('internshipSalary', '试用期薪资', ['internshipSalary'], '试用期内的薪资（元）'),
  locked('formalSalary', '转正薪资', ['salaryType', 'formalSalary'], '日薪、月薪或年薪及金额（元），也是Offer审批按转正月薪分支的依据'),
  locked('taxType', '税前/税后', ['taxType'], '薪资为税前还是税后'),
  { key: 'demandIds', label: '关联招聘需求', group: 'offer', props: ['demandIds'], locked: false, canRequire: true, dependsOn: null, defaultEnabled: true, defaultRequired: false, hint: '这份Offer满足的招聘需求，计入需求的招聘进度' },
  { key: 'jobRankId', label: '职级', group: 'offer', props: ['jobRankId'], locked: false, canRequire: true, dependsOn: null, defaultEnabled: true, defaultRequired: false, hint: '候选人入职的职级，也是Offer审批按职级分支的依据' },
  { key: 'offerEmail', label: '发送Offer邮件', group: 'email', props: ['offerEmailFlag', 'emailTitle', 'emailContent'], locked: false, canRequire: false, dependsOn: null, defaultEnabled: true, defaultRequired: false, hint: '通过邮件把Offer发给候选人（邮件标题、邮件内容）；停用后Offer只在系统内记录，不发邮件' },
  { key: 'ccEmails', label: '抄送', group: 'email', props: ['ccEmails'], locked: false, canRequire: false, dependsOn: 'offerEmail', defaultEnabled: true, defaultRequired: false, hint: 'Offer邮件同时抄送的邮箱' },
  { key: 'fileIds', label: '附件', group: 'email', props: ['fileIds'], locked: false, canRequire: false, dependsOn: 'offerEmail', defaultEnabled: true, defaultRequired: false, hint: '随Offer邮件发送的附件，如入职须知' },
  { key: 'offerFileTemplateId', label: 'Offer函模板', group: 'email', props: ['offerFileTemplateId'], locked: false, canRequire: true, dependsOn: null, defaultEnabled: true, defaultRequired: false, hint: '按所选模板生成PDF格式的Offer函；设为必填后每份Offer都须选择模板' },
];

export const offerStandardFieldDef = (key: OfferStandardField): OfferStandardFieldDef => OFFER_STANDARD_FIELDS.find((f) => f.key === key)!;

/** One row as the company set it (absent rows take the defaults). */
export type OfferStandardSetting = { enabled: boolean; required: boolean };
export type OfferStandardSettings = Record<OfferStandardField, OfferStandardSetting>;

/**
 * The settings in force: locked rows on and required whatever is stored, a row whose parent is
 * off is off too, and a row that is off is never required.
 */
export function resolveOfferStandardSettings(stored: Partial<Record<OfferStandardField, Partial<OfferStandardSetting>>>): OfferStandardSettings {
  const out = {} as OfferStandardSettings;
  for (const def of OFFER_STANDARD_FIELDS) {
    if (def.locked) {
      out[def.key] = { enabled: true, required: true };
      continue;
    }
    const own = stored[def.key] ?? {};
    const enabled = (own.enabled ?? def.defaultEnabled) && (def.dependsOn === null || out[def.dependsOn].enabled);
    out[def.key] = { enabled, required: enabled && def.canRequire && (own.required ?? def.defaultRequired) };
  }
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * What an offer (its body as sent, or a stored offer merged with a change) breaks of the
 * settings in force: a required field left empty, or a value in a field switched off (the
 * offer e-mail switched off refuses `offerEmailFlag: true`). Empty when it may be kept.
 */
export function offerStandardFieldProblems(settings: OfferStandardSettings, offer: Partial<Record<OfferBodyProp, unknown>>): { field: OfferBodyProp; message: string }[] {
  const problems: { field: OfferBodyProp; message: string }[] = [];
  for (const def of OFFER_STANDARD_FIELDS) {
    const { enabled, required } = settings[def.key];
    if (def.key === 'offerEmail') {
      if (!enabled && offer.offerEmailFlag === true) problems.push({ field: 'offerEmailFlag', message: '公司已停用Offer邮件，请不要勾选发送Offer邮件' });
      continue;
    }
    for (const prop of def.props) {
      if (!enabled && !isEmpty(offer[prop])) problems.push({ field: prop, message: `「${def.label}」已停用，不能填写` });
      else if (required && isEmpty(offer[prop])) problems.push({ field: prop, message: `请填写${def.label}` });
    }
  }
  return problems;
}

/** One standard field as GET /api/offer-fields answers it. */
export const offerStandardFieldSchema = z.object({
  key: z.enum(OfferStandardField),
  label: z.string(),
  group: z.enum(OfferFieldGroup),
  /** The properties of the offer body the row covers. */
  props: z.array(z.string()),
  hint: z.string(),
  locked: z.boolean(),
  canRequire: z.boolean(),
  dependsOn: z.enum(OfferStandardField).nullable(),
  /** In force (a row whose parent is off answers false). */
  enabled: z.boolean(),
  required: z.boolean(),
});
export type OfferStandardFieldView = z.infer<typeof offerStandardFieldSchema>;

/** GET /api/offer-fields: the standard fields in form order and the company's own offer fields (disabled ones too) in order. */
export const offerFieldSettingsSchema = z.object({
  standard: z.array(offerStandardFieldSchema),
  custom: z.array(customFieldSchema),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type OfferFieldSettings = z.infer<typeof offerFieldSettingsSchema>;

const flag = (label: string) => z.boolean({ error: `${label}须为true或false` });

/**
 * PUT /api/offer-fields/standard: the switches of the rows sent (rows not sent keep theirs).
 * Locked rows may be sent only on and required; 必填 only where the row allows it and only while on.
 */
export const offerStandardSaveSchema = z.object({
  fields: z
    .array(z.object({ key: z.enum(OfferStandardField, { error: '字段不存在' }), enabled: flag('是否启用'), required: flag('是否必填') }), { error: '请提交字段设置' })
    .min(1, '请提交字段设置')
    .max(OFFER_STANDARD_FIELDS.length, '字段设置过多')
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const def = offerStandardFieldDef(row.key);
        if (seen.has(row.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `「${def.label}」重复了` });
        seen.add(row.key);
        if (def.locked) {
          if (!row.enabled) ctx.addIssue({ code: 'custom', path: [i, 'enabled'], message: `「${def.label}」是每份Offer都需要的字段，不能停用` });
          if (!row.required) ctx.addIssue({ code: 'custom', path: [i, 'required'], message: `「${def.label}」是每份Offer都需要的字段，必须填写` });
          return;
        }
        if (row.required && !def.canRequire) ctx.addIssue({ code: 'custom', path: [i, 'required'], message: `「${def.label}」不能设为必填` });
        else if (row.required && !row.enabled) ctx.addIssue({ code: 'custom', path: [i, 'required'], message: `「${def.label}」已停用，不能设为必填` });
      });
    }),
});
export type OfferStandardSave = z.infer<typeof offerStandardSaveSchema>;

/** Offers keep no files of their own besides the e-mail's, so attachment fields are not offered. */
export const OFFER_FIELD_TYPES = ALL_CUSTOM_FIELD_TYPES.filter((t) => t !== CustomFieldType.Attachment);

/** POST /api/offer-fields. */
export const offerFieldCreateSchema = customFieldCreateSchemaFor(OFFER_FIELD_TYPES);

/** GET /api/offer-fields/:id/usage: what deleting the field (or some of its options) would clear. */
export const offerFieldUsageSchema = z.object({ offerCount: z.number(), options: z.array(customFieldOptionUsageSchema) });
export type OfferFieldUsage = z.infer<typeof offerFieldUsageSchema>;

/** The offer form's groups and their fixed fields, whose names a custom field may not take. */
export const SYSTEM_OFFER_SECTIONS: readonly SystemSection[] = [
  { title: 'Offer信息', fields: ['候选人', '入职时间', '入职部门', '试用期', '试用期薪资', '薪资类型', '转正薪资', '税前/税后', '关联招聘需求', '职级'] },
  { title: 'Offer邮件', fields: ['发送Offer邮件', '邮件标题', '抄送', '邮件内容', '附件', 'Offer函模板'] },
];

/** A fixed field or group of the offer form with this name, which a custom field may not take. */
export const offerFieldNameClash = (name: string) => sectionNameClash(SYSTEM_OFFER_SECTIONS, name);

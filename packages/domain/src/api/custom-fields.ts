// Custom fields a company adds to a record kind (简历字段 /user/manage/resumefield, 职位字段
// /user/manage/jobfield): the field definitions and the typed values records keep under
// `customFields[key]` (checked by checkCustomFieldValue). Each kind names its own system
// fields (resume-fields.ts, job-fields.ts); everything else is shared.
import { z } from 'zod';
import { CustomFieldType, DatePrecision, FieldDictionary } from '../codes';
import { formBoolean, optionalText } from './common';

export const CUSTOM_FIELD_NAME_MAX = 20;
/** Fields one company may define per record kind. */
export const CUSTOM_FIELDS_MAX = 100;
export const FIELD_OPTIONS_MAX = 50;
export const FIELD_OPTION_MAX = 30;
export const FIELD_PLACEHOLDER_MAX = 30;
export const FIELD_HELP_MAX = 200;

/** The key a value is stored under: letters, digits and _, starting with a letter. */
export const FIELD_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/;
const OPTION_KEY_PATTERN = /^[a-z0-9]{1,12}$/;

/** Types whose values are picked from the field's own options. */
export const CHOICE_FIELD_TYPES: readonly CustomFieldType[] = [CustomFieldType.SingleChoice, CustomFieldType.MultiChoice];
export const isChoiceField = (type: CustomFieldType) => CHOICE_FIELD_TYPES.includes(type);

/** Every field type: what a record kind offers unless it leaves some out (jobs have no files of their own). */
export const ALL_CUSTOM_FIELD_TYPES: readonly CustomFieldType[] = Object.values(CustomFieldType);

const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const nameSchema = z
  .string({ error: '请输入字段名称' })
  .trim()
  .min(1, '请输入字段名称')
  .max(CUSTOM_FIELD_NAME_MAX, `字段名称最多${CUSTOM_FIELD_NAME_MAX}个字符`);

/** A choice: `key` is what records store, so renaming the label keeps their values; new options come without one. */
export const customFieldOptionSchema = z.object({
  key: z.string().regex(OPTION_KEY_PATTERN, '选项标识不正确').optional(),
  label: z.string({ error: '请输入选项内容' }).trim().min(1, '选项内容不能为空').max(FIELD_OPTION_MAX, `每个选项最多${FIELD_OPTION_MAX}个字符`),
});
export type CustomFieldOptionInput = z.infer<typeof customFieldOptionSchema>;

const optionsSchema = z.preprocess(
  jsonText,
  z
    .array(customFieldOptionSchema, { error: '选项格式不正确' })
    .max(FIELD_OPTIONS_MAX, `选项最多${FIELD_OPTIONS_MAX}个`)
    .superRefine((options, ctx) => {
      const labels = new Set<string>();
      const keys = new Set<string>();
      options.forEach((o, i) => {
        if (labels.has(o.label)) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: `选项「${o.label}」重复了` });
        if (o.key && keys.has(o.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: '选项标识重复了' });
        labels.add(o.label);
        if (o.key) keys.add(o.key);
      });
    }),
);

const editable = {
  name: nameSchema,
  required: z.preprocess(formBoolean, z.boolean({ error: '是否必填须为true或false' })).default(false),
  options: optionsSchema.optional(),
  placeholder: optionalText(FIELD_PLACEHOLDER_MAX),
  help: optionalText(FIELD_HELP_MAX),
  enabled: z.preprocess(formBoolean, z.boolean({ error: '是否启用须为true或false' })).default(true),
};

/**
 * The body that adds a field of one of `types`. Type, key, date precision and dictionary are
 * fixed once created: stored values depend on them.
 */
export function customFieldCreateSchemaFor(types: readonly CustomFieldType[]) {
  const offered = new Set(types);
  return z
    .object({
      ...editable,
      type: z.enum(CustomFieldType, { error: '请选择字段类型' }).refine((t) => offered.has(t), '不支持该字段类型'),
      key: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(FIELD_KEY_PATTERN, '字段标识须以字母开头，只含字母、数字和下划线，最多32个字符').optional()),
      datePrecision: z.enum(DatePrecision, { error: '请选择日期精度' }).optional(),
      dictionary: z.enum(FieldDictionary, { error: '请选择数据字典' }).optional(),
    })
    .superRefine((v, ctx) => {
      if (isChoiceField(v.type) && (v.options?.length ?? 0) === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: '请至少添加1个选项' });
      if (v.type === CustomFieldType.Date && !v.datePrecision) ctx.addIssue({ code: 'custom', path: ['datePrecision'], message: '请选择日期精度' });
      if (v.type === CustomFieldType.Dictionary && !v.dictionary) ctx.addIssue({ code: 'custom', path: ['dictionary'], message: '请选择数据字典' });
    });
}
export type CustomFieldCreate = z.infer<ReturnType<typeof customFieldCreateSchemaFor>>;

/** Edits a field: name, required, options (choice types), hints, enabled. */
export const customFieldUpdateSchema = z.object({
  name: nameSchema.optional(),
  required: z.preprocess(formBoolean, z.boolean({ error: '是否必填须为true或false' })).optional(),
  options: optionsSchema.optional(),
  placeholder: optionalText(FIELD_PLACEHOLDER_MAX).nullable(),
  help: optionalText(FIELD_HELP_MAX).nullable(),
  enabled: z.preprocess(formBoolean, z.boolean({ error: '是否启用须为true或false' })).optional(),
});
export type CustomFieldUpdate = z.infer<typeof customFieldUpdateSchema>;

/** Every field id of the company's kind in the new order. */
export const customFieldReorderSchema = z.object({
  ids: z.preprocess(jsonText, z.array(z.coerce.number().int().positive(), { error: '排序格式不正确' }).min(1, '排序格式不正确').max(CUSTOM_FIELDS_MAX, '排序格式不正确')),
});
export type CustomFieldReorder = z.infer<typeof customFieldReorderSchema>;

export const customFieldOptionOutSchema = z.object({ key: z.string(), label: z.string() });
export type CustomFieldOption = z.infer<typeof customFieldOptionOutSchema>;

export const customFieldSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  type: z.enum(CustomFieldType),
  required: z.boolean(),
  options: z.array(customFieldOptionOutSchema),
  datePrecision: z.enum(DatePrecision).nullable(),
  dictionary: z.enum(FieldDictionary).nullable(),
  placeholder: z.string().nullable(),
  help: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** How many of each option's records pick it, for the usage answers of each kind. */
export const customFieldOptionUsageSchema = z.object({ key: z.string(), label: z.string(), count: z.number() });

/** An address value: a city of the locations list and the street address. */
export const customAddressSchema = z.object({
  cityCode: z.string().max(20).nullable().optional(),
  cityName: z.string().max(50).nullable().optional(),
  detail: z.string().max(500).nullable().optional(),
});
export type CustomAddress = z.infer<typeof customAddressSchema>;

/** The shape of one stored custom value; what each type may hold is checked by checkCustomFieldValue. */
export const customFieldValueSchema = z.union([
  z.string().max(5000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(500), z.number()])).max(100),
  customAddressSchema,
]);
export type CustomFieldValue = z.infer<typeof customFieldValueSchema>;

/** The custom values of one record, under the fields' keys (a form may send them as JSON text). */
export const customFieldValuesSchema = z.preprocess(jsonText, z.record(z.string().max(64), customFieldValueSchema, { error: '自定义字段格式不正确' }));
export type CustomFieldValues = z.infer<typeof customFieldValuesSchema>;

/** The fixed sections of a record kind, shown on its settings page beside the custom fields. */
export type SystemSection = { title: string; fields: readonly string[] };

/** A section title or field name of `sections` equal to `name`, which a custom field may not take. */
export function sectionNameClash(sections: readonly SystemSection[], name: string): string | undefined {
  const n = name.trim();
  return sections.some((s) => s.title === n || s.fields.includes(n)) ? n : undefined;
}

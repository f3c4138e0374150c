// Custom resume fields (/user/manage/resumefield 简历字段): the company's field definitions and
// the typed values resumes keep under `customFields[key]` (checked by checkCustomFieldValue).
import { z } from 'zod';
import { CustomFieldType, DatePrecision, FieldDictionary } from '../codes';
import { optionalText } from './common';

export const RESUME_FIELD_NAME_MAX = 20;
export const RESUME_FIELDS_MAX = 100;
export const FIELD_OPTIONS_MAX = 50;
export const FIELD_OPTION_MAX = 30;
export const FIELD_PLACEHOLDER_MAX = 30;
export const FIELD_HELP_MAX = 200;
/** Text limits where a Chinese character counts 2 (spec section 5 text length). */
export const LONG_TEXT_MAX = 2000;
export const SHORT_TEXT_MAX = 100;
export const ADDRESS_DETAIL_MAX = 100;
export const TEAM_MEMBERS_MAX = 20;
export const FIELD_ATTACHMENTS_MAX = 10;

/** The key a value is stored under: letters, digits and _, starting with a letter. */
export const FIELD_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,31}$/;
const OPTION_KEY_PATTERN = /^[a-z0-9]{1,12}$/;

/** Types whose values are picked from the field's own options. */
export const CHOICE_FIELD_TYPES: readonly CustomFieldType[] = [CustomFieldType.SingleChoice, CustomFieldType.MultiChoice];
export const isChoiceField = (type: CustomFieldType) => CHOICE_FIELD_TYPES.includes(type);

const formBoolean = (v: unknown) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v);
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
  .max(RESUME_FIELD_NAME_MAX, `字段名称最多${RESUME_FIELD_NAME_MAX}个字符`);

/** A choice: `key` is what resumes store, so renaming the label keeps their values; new options come without one. */
export const resumeFieldOptionSchema = z.object({
  key: z.string().regex(OPTION_KEY_PATTERN, '选项标识不正确').optional(),
  label: z.string({ error: '请输入选项内容' }).trim().min(1, '选项内容不能为空').max(FIELD_OPTION_MAX, `每个选项最多${FIELD_OPTION_MAX}个字符`),
});
export type ResumeFieldOptionInput = z.infer<typeof resumeFieldOptionSchema>;

const optionsSchema = z.preprocess(
  jsonText,
  z
    .array(resumeFieldOptionSchema, { error: '选项格式不正确' })
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

/** POST /api/resume-fields. Type, key, date precision and dictionary are fixed once created: stored values depend on them. */
export const resumeFieldCreateSchema = z
  .object({
    ...editable,
    type: z.enum(CustomFieldType, { error: '请选择字段类型' }),
    key: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(FIELD_KEY_PATTERN, '字段标识须以字母开头，只含字母、数字和下划线，最多32个字符').optional()),
    datePrecision: z.enum(DatePrecision, { error: '请选择日期精度' }).optional(),
    dictionary: z.enum(FieldDictionary, { error: '请选择数据字典' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (isChoiceField(v.type) && (v.options?.length ?? 0) === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: '请至少添加1个选项' });
    if (v.type === CustomFieldType.Date && !v.datePrecision) ctx.addIssue({ code: 'custom', path: ['datePrecision'], message: '请选择日期精度' });
    if (v.type === CustomFieldType.Dictionary && !v.dictionary) ctx.addIssue({ code: 'custom', path: ['dictionary'], message: '请选择数据字典' });
  });
export type ResumeFieldCreate = z.infer<typeof resumeFieldCreateSchema>;

/** PATCH /api/resume-fields/:id: name, required, options (choice types), hints, enabled. */
export const resumeFieldUpdateSchema = z.object({
  name: nameSchema.optional(),
  required: z.preprocess(formBoolean, z.boolean({ error: '是否必填须为true或false' })).optional(),
  options: optionsSchema.optional(),
  placeholder: optionalText(FIELD_PLACEHOLDER_MAX).nullable(),
  help: optionalText(FIELD_HELP_MAX).nullable(),
  enabled: z.preprocess(formBoolean, z.boolean({ error: '是否启用须为true或false' })).optional(),
});
export type ResumeFieldUpdate = z.infer<typeof resumeFieldUpdateSchema>;

/** POST /api/resume-fields/reorder: every field id of the company in the new order. */
export const resumeFieldReorderSchema = z.object({
  ids: z.preprocess(jsonText, z.array(z.coerce.number().int().positive(), { error: '排序格式不正确' }).min(1, '排序格式不正确').max(RESUME_FIELDS_MAX, '排序格式不正确')),
});
export type ResumeFieldReorder = z.infer<typeof resumeFieldReorderSchema>;

export const resumeFieldOptionOutSchema = z.object({ key: z.string(), label: z.string() });
export type ResumeFieldOption = z.infer<typeof resumeFieldOptionOutSchema>;

export const resumeFieldSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  type: z.enum(CustomFieldType),
  required: z.boolean(),
  options: z.array(resumeFieldOptionOutSchema),
  datePrecision: z.enum(DatePrecision).nullable(),
  dictionary: z.enum(FieldDictionary).nullable(),
  placeholder: z.string().nullable(),
  help: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResumeField = z.infer<typeof resumeFieldSchema>;

/** GET /api/resume-fields/:id/usage: what deleting the field (or some of its options) would clear. */
export const resumeFieldUsageSchema = z.object({
  resumeCount: z.number(),
  options: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })),
});
export type ResumeFieldUsage = z.infer<typeof resumeFieldUsageSchema>;

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

/** The fixed sections of a resume, shown on the settings page beside the custom fields; their names are taken. */
export const SYSTEM_RESUME_SECTIONS: readonly { title: string; fields: readonly string[] }[] = [
  { title: '基本信息', fields: ['姓名', '性别', '出生年份', '手机号', '邮箱', '微信号', '现居城市', '籍贯'] },
  { title: '求职意向', fields: ['期望职位', '期望城市', '期望行业', '求职状态', '目前薪资', '期望薪资', '意向状态'] },
  { title: '工作经历', fields: ['在职时间', '公司名称', '职位名称', '所在部门', '所属行业', '公司规模', '汇报对象', '下属人数', '工作内容', '工作业绩', '公司介绍', '离职原因'] },
  { title: '教育经历', fields: ['在校时间', '学校名称', '学历', '专业'] },
  { title: '项目经历', fields: ['项目时间', '项目名称', '项目描述', '责任描述'] },
  { title: '培训经历', fields: ['培训时间', '培训课程', '培训机构', '培训地点', '获得证书', '培训描述'] },
];

/** A system section or base/intention field with this name, which a custom field may not take. */
export function systemNameClash(name: string): string | undefined {
  const n = name.trim();
  for (const s of SYSTEM_RESUME_SECTIONS.slice(0, 2)) if (s.title === n || s.fields.includes(n)) return n;
  return SYSTEM_RESUME_SECTIONS.some((s) => s.title === n) ? n : undefined;
}

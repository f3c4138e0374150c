// Custom resume fields (/user/manage/resumefield 简历字段): the shared custom-field schemas
// (custom-fields.ts) under the talent pool's names, plus the resume's own system fields.
import { z } from 'zod';
import {
  ALL_CUSTOM_FIELD_TYPES,
  CUSTOM_FIELD_NAME_MAX,
  CUSTOM_FIELDS_MAX,
  customFieldCreateSchemaFor,
  customFieldOptionUsageSchema,
  customFieldReorderSchema,
  customFieldSchema,
  customFieldUpdateSchema,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldOption,
  type CustomFieldOptionInput,
  type CustomFieldReorder,
  type CustomFieldUpdate,
  type SystemSection,
} from './custom-fields';

export const RESUME_FIELD_NAME_MAX = CUSTOM_FIELD_NAME_MAX;
export const RESUME_FIELDS_MAX = CUSTOM_FIELDS_MAX;

/** POST /api/resume-fields: every field type, attachments included. */
export const resumeFieldCreateSchema = customFieldCreateSchemaFor(ALL_CUSTOM_FIELD_TYPES);
export type ResumeFieldCreate = CustomFieldCreate;
/** PATCH /api/resume-fields/:id: name, required, options (choice types), hints, enabled. */
export const resumeFieldUpdateSchema = customFieldUpdateSchema;
export type ResumeFieldUpdate = CustomFieldUpdate;
/** POST /api/resume-fields/reorder: every field id of the company in the new order. */
export const resumeFieldReorderSchema = customFieldReorderSchema;
export type ResumeFieldReorder = CustomFieldReorder;
export const resumeFieldSchema = customFieldSchema;
export type ResumeField = CustomField;
export type ResumeFieldOption = CustomFieldOption;
export type ResumeFieldOptionInput = CustomFieldOptionInput;

/** GET /api/resume-fields/:id/usage: what deleting the field (or some of its options) would clear. */
export const resumeFieldUsageSchema = z.object({ resumeCount: z.number(), options: z.array(customFieldOptionUsageSchema) });
export type ResumeFieldUsage = z.infer<typeof resumeFieldUsageSchema>;

/** The fixed sections of a resume, shown on the settings page beside the custom fields; their names are taken. */
export const SYSTEM_RESUME_SECTIONS: readonly SystemSection[] = [
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

// Custom job fields (/user/manage/jobfield 职位字段): the shared custom-field schemas
// (custom-fields.ts) for jobs, whose fields are filled in 其他信息 of the job form. Jobs keep no
// files of their own, so attachment fields are not offered.
import { z } from 'zod';
import { CustomFieldType } from '../codes';
import { ALL_CUSTOM_FIELD_TYPES, customFieldCreateSchemaFor, customFieldOptionUsageSchema, sectionNameClash, type SystemSection } from './custom-fields';

export const JOB_FIELD_TYPES = ALL_CUSTOM_FIELD_TYPES.filter((t) => t !== CustomFieldType.Attachment);

/** POST /api/job-fields. */
export const jobFieldCreateSchema = customFieldCreateSchemaFor(JOB_FIELD_TYPES);

/** GET /api/job-fields/:id/usage: what deleting the field (or some of its options) would clear. */
export const jobFieldUsageSchema = z.object({ jobCount: z.number(), options: z.array(customFieldOptionUsageSchema) });
export type JobFieldUsage = z.infer<typeof jobFieldUsageSchema>;

/** The job form's groups and their system fields, shown beside the custom fields; their names are taken. */
export const SYSTEM_JOB_SECTIONS: readonly SystemSection[] = [
  { title: '基本信息', fields: ['职位名称', '职位类别', '职位分类', '工作性质', '招聘方式', '所属部门', '所属公司', '工作地点', '招聘人数', '薪资', '汇报对象', '下属人数', '职级', '职位标签', '职位福利', '职位描述', '任职要求', '职位有效期'] },
  { title: '职位要求', fields: ['工作年限', '学历要求', '非专升本', '统招', '985/211院校', '年龄', '性别', '语言要求', '名企背景', '出差要求'] },
  { title: '招聘团队', fields: ['招聘负责人', '协助人', '用人经理', '面试官'] },
  { title: '其他设置', fields: ['优先招聘', '背景调查', '面试登记短信', '面试反馈', '给猎头的说明'] },
];

/** A system field or group of the job form with this name, which a custom field may not take. */
export const jobFieldNameClash = (name: string) => sectionNameClash(SYSTEM_JOB_SECTIONS, name);

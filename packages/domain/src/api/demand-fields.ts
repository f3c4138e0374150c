// Custom demand fields (/user/manage/recruitfield 招聘需求字段): the shared custom-field schemas
// (custom-fields.ts) for hiring demands, filled in 其他信息 of the demand form. Demands keep no
// files of their own, so attachment fields are not offered.
import { z } from 'zod';
import { CustomFieldType } from '../codes';
import { ALL_CUSTOM_FIELD_TYPES, customFieldCreateSchemaFor, customFieldOptionUsageSchema, sectionNameClash, type SystemSection } from './custom-fields';

export const DEMAND_FIELD_TYPES = ALL_CUSTOM_FIELD_TYPES.filter((t) => t !== CustomFieldType.Attachment);

/** POST /api/demand-fields. */
export const demandFieldCreateSchema = customFieldCreateSchemaFor(DEMAND_FIELD_TYPES);

/** GET /api/demand-fields/:id/usage: what deleting the field (or some of its options) would clear. */
export const demandFieldUsageSchema = z.object({ demandCount: z.number(), options: z.array(customFieldOptionUsageSchema) });
export type DemandFieldUsage = z.infer<typeof demandFieldUsageSchema>;

/** The demand form's groups and their system fields, shown beside the custom fields; their names are taken. */
export const SYSTEM_DEMAND_SECTIONS: readonly SystemSection[] = [
  { title: '需求信息', fields: ['招聘职位', '需求部门', '职位类别', '工作性质', '需求人数', '需求原因', '原因说明', '期望到岗日期', '薪资范围', '工作地点', '紧急程度', '负责HR'] },
  { title: '职位说明', fields: ['职位描述', '任职要求'] },
];

/** A system field or group of the demand form with this name, which a custom field may not take. */
export const demandFieldNameClash = (name: string) => sectionNameClash(SYSTEM_DEMAND_SECTIONS, name);

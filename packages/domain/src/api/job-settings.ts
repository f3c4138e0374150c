// Job settings: 职位类别 (/user/manage/jobtype, a two-level tree: categories and the
// classifications under them, a job's categoryId and jobClassifyId) and 职级
// (/user/manage/joblevel, an ordered list, a job's jobRankIds).
import { z } from 'zod';

export const JOB_TYPE_NAME_MAX = 20;
export const JOB_TYPES_MAX = 500;
export const JOB_LEVEL_NAME_MAX = 20;
export const JOB_LEVEL_DESCRIPTION_MAX = 100;
export const JOB_LEVELS_MAX = 100;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
const orderIds = (max: number) =>
  z.preprocess(jsonText, z.array(z.coerce.number().int().positive(), { error: '排序格式不正确' }).min(1, '排序格式不正确').max(max, '排序格式不正确'));

const typeName = z
  .string({ error: '请输入名称' })
  .trim()
  .min(1, '请输入名称')
  .max(JOB_TYPE_NAME_MAX, `名称最多${JOB_TYPE_NAME_MAX}个字符`);

/** A category with its classifications; `jobCount` counts the company's jobs filed under the node. */
export type JobTypeNode = { id: number; name: string; parentId: number | null; sort: number; jobCount: number; children: JobTypeNode[] };
export const jobTypeNodeSchema: z.ZodType<JobTypeNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable(), sort: z.number(), jobCount: z.number(), children: z.array(jobTypeNodeSchema) }),
);

/** POST /api/job-types: a category, or with `parentId` a classification under one. */
export const jobTypeCreateSchema = z.object({
  name: typeName,
  parentId: z.preprocess(blankToUndefined, z.coerce.number({ error: '上级类别不正确' }).int('上级类别不正确').positive('上级类别不正确').optional()),
});
export type JobTypeCreate = z.infer<typeof jobTypeCreateSchema>;

export const jobTypeUpdateSchema = z.object({ name: typeName });
export type JobTypeUpdate = z.infer<typeof jobTypeUpdateSchema>;

/** POST /api/job-types/reorder: every id under one parent (none: the categories) in the new order. */
export const jobTypeReorderSchema = z.object({
  parentId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  ids: orderIds(JOB_TYPES_MAX),
});
export type JobTypeReorder = z.infer<typeof jobTypeReorderSchema>;

const levelName = z
  .string({ error: '请输入职级名称' })
  .trim()
  .min(1, '请输入职级名称')
  .max(JOB_LEVEL_NAME_MAX, `职级名称最多${JOB_LEVEL_NAME_MAX}个字符`);
const levelDescription = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string({ error: '说明须为文字' }).trim().max(JOB_LEVEL_DESCRIPTION_MAX, `说明最多${JOB_LEVEL_DESCRIPTION_MAX}个字符`).nullable().optional(),
);

export const jobLevelSchema = z.object({ id: z.number(), name: z.string(), description: z.string().nullable(), sort: z.number(), jobCount: z.number() });
export type JobLevel = z.infer<typeof jobLevelSchema>;

/** POST /api/job-levels: added after the existing ones. */
export const jobLevelCreateSchema = z.object({ name: levelName, description: levelDescription });
export type JobLevelCreate = z.infer<typeof jobLevelCreateSchema>;

export const jobLevelUpdateSchema = z.object({ name: levelName.optional(), description: levelDescription });
export type JobLevelUpdate = z.infer<typeof jobLevelUpdateSchema>;

/** POST /api/job-levels/reorder: every level id in the new order (low to high as the company ranks them). */
export const jobLevelReorderSchema = z.object({ ids: orderIds(JOB_LEVELS_MAX) });
export type JobLevelReorder = z.infer<typeof jobLevelReorderSchema>;

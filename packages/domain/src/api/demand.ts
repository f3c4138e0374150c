// Hiring demands (招聘需求: /job/demand for HR, /lite/recruit/demand for hiring managers): what a
// demand body carries, the list query, and the rows and details the API answers. Salaries are a
// monthly range in whole 元; dates are YYYY-MM-DD in China time.
import { z } from 'zod';
import { DemandPriority, DemandReason, DemandStatus } from '../codes/demand';
import { JobNature, JobStatus } from '../codes/job';
import { DEMAND_SALARY_MAX, demandRuleIssues, isCalendarDay } from '../rules/demand';
import { textLength } from '../rules/text';
import { approvalDetailSchema } from './approval';
import { pageQuerySchema } from './common';
import { customFieldValueSchema, customFieldValuesSchema } from './custom-fields';

export const DEMAND_NAME_MAX = 60;
export const DEMAND_HEADCOUNT_MAX = 9999;
export const DEMAND_NOTE_MAX = 200;
export const DEMAND_WORK_PLACE_MAX = 100;
export const DEMAND_LONG_TEXT_MAX = 5000;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const number = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : blank(v));

const text = (label: string, max: number) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${label}须为文字` })
      .trim()
      .refine((t) => textLength(t) <= max, `${label}最多${max}个字符（一个汉字算2个）`)
      .nullable()
      .optional(),
  );
const int = (label: string, min: number, max: number) => {
  const message = `${label}须为${min}-${max}的整数`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const id = (label: string) => z.preprocess(number, z.number({ error: `请选择${label}` }).int(`${label}不正确`).positive(`${label}不正确`));
const code = <T extends Record<string, number>>(codes: T, message: string) =>
  z.preprocess(number, z.union(Object.values(codes).map((c) => z.literal(c)) as [z.ZodLiteral<T[keyof T]>, ...z.ZodLiteral<T[keyof T]>[]], { error: message }));
const salary = (label: string) => z.preprocess(number, int(label, 1, DEMAND_SALARY_MAX).nullable().optional());

/** Every field of a demand body; create and edit add the cross-field rules. */
export const demandFieldsSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: '请输入招聘职位' })
      .min(1, '请输入招聘职位')
      .refine((t) => textLength(t) <= DEMAND_NAME_MAX, `招聘职位最多${DEMAND_NAME_MAX}个字符（一个汉字算2个）`),
  ),
  orgId: id('需求部门'),
  categoryId: id('职位类别').nullable().optional(),
  nature: code(JobNature, '工作性质只能是全职(1)、兼职(2)、实习(3)或其他(4)').optional(),
  headcount: z.preprocess(number, int('需求人数', 1, DEMAND_HEADCOUNT_MAX)),
  reason: code(DemandReason, '请选择需求原因'),
  reasonNote: text('原因说明', DEMAND_NOTE_MAX),
  arrivalDate: z.preprocess(blank, z.string({ error: '期望到岗日期格式不正确' }).refine(isCalendarDay, '期望到岗日期须为有效日期，如2026-12-01').nullable().optional()),
  minSalary: salary('最低月薪'),
  maxSalary: salary('最高月薪'),
  workPlace: text('工作地点', DEMAND_WORK_PLACE_MAX),
  describe: text('职位描述', DEMAND_LONG_TEXT_MAX),
  requirement: text('任职要求', DEMAND_LONG_TEXT_MAX),
  priority: code(DemandPriority, '紧急程度只能是普通(1)、紧急(2)或非常紧急(3)').optional(),
  ownerId: id('负责HR').nullable().optional(),
  customFields: customFieldValuesSchema.optional(),
});
export type DemandFields = z.infer<typeof demandFieldsSchema>;

const withRules = <T extends z.ZodType<Partial<DemandFields>>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const issue of demandRuleIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** POST /api/demands: saved as a draft, or sent into 招聘需求审批 at once with `submit: true`. */
export const demandCreateSchema = withRules(demandFieldsSchema.extend({ submit: z.boolean({ error: '是否提交须为true或false' }).optional() }));
export type DemandCreate = z.infer<typeof demandCreateSchema>;

/** PATCH /api/demands/:id: only the keys sent change; null clears an optional value. Drafts, rejected and withdrawn demands only. */
export const demandUpdateSchema = withRules(demandFieldsSchema.partial());
export type DemandUpdate = z.infer<typeof demandUpdateSchema>;

/** POST /api/demands/:id/close. */
export const demandCloseSchema = z.object({ reason: text('关闭原因', DEMAND_NOTE_MAX) });
export type DemandClose = z.infer<typeof demandCloseSchema>;

export const demandListQuerySchema = pageQuerySchema.extend({
  keyword: z.preprocess(blank, z.string().trim().max(50, '关键词最多50个字符').nullable().optional()),
  status: z.preprocess(blank, z.enum(DemandStatus, { error: '需求状态不正确' }).nullable().optional()),
  /** The department and its sub-departments. */
  orgId: z.preprocess(number, z.number({ error: '部门不正确' }).int('部门不正确').positive('部门不正确').nullable().optional()),
  priority: code(DemandPriority, '紧急程度不正确').nullable().optional(),
  /** Only the demands the caller submitted. */
  mine: z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'mine须为true或false' }).optional()),
});
export type DemandListQuery = z.infer<typeof demandListQuerySchema>;

/** GET /api/demands/options: approved demands a job may be linked to, plus the ones named by `ids`. */
export const demandOptionsQuerySchema = z.object({
  keyword: z.preprocess(blank, z.string().trim().max(50, '关键词最多50个字符').nullable().optional()),
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v),
    z.array(z.coerce.number().int().positive(), { error: '招聘需求不正确' }).max(50, '招聘需求最多50个').optional(),
  ),
});
export type DemandOptionsQuery = z.infer<typeof demandOptionsQuerySchema>;

/**
 * How far a demand is filled: its headcount, the live jobs opened against it and their headcount,
 * and the candidates hired in those jobs (outcome 1 入职).
 */
export const demandProgressSchema = z.object({
  headcount: z.number(),
  jobCount: z.number(),
  jobHeadcount: z.number(),
  hired: z.number(),
});
export type DemandProgress = z.infer<typeof demandProgressSchema>;

export const demandRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  orgId: z.number(),
  orgName: z.string().nullable(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  nature: z.number(),
  headcount: z.number(),
  reason: z.number(),
  priority: z.number(),
  arrivalDate: z.string().nullable(),
  minSalary: z.number().nullable(),
  maxSalary: z.number().nullable(),
  status: z.enum(DemandStatus),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  createdBy: z.number(),
  creatorName: z.string(),
  /** While pending, the step waiting for a decision; while rejected, the reason. */
  currentStep: z.string().nullable(),
  rejectReason: z.string().nullable(),
  progress: demandProgressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DemandRow = z.infer<typeof demandRowSchema>;

export const demandPageSchema = z.object({ list: z.array(demandRowSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type DemandPage = z.infer<typeof demandPageSchema>;

/** A job opened against a demand, with the candidates hired in it. */
export const demandJobSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(JobStatus),
  headcount: z.number().nullable(),
  ownerName: z.string().nullable(),
  hired: z.number(),
});
export type DemandJob = z.infer<typeof demandJobSchema>;

/** GET /api/demands/:id: every field, the linked jobs, the approval with its trail, and what the caller may do. */
export const demandDetailSchema = demandRowSchema.extend({
  reasonNote: z.string().nullable(),
  workPlace: z.string().nullable(),
  describe: z.string().nullable(),
  requirement: z.string().nullable(),
  customFields: z.record(z.string(), customFieldValueSchema),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  closedByName: z.string().nullable(),
  jobs: z.array(demandJobSchema),
  /** The approval as 我的审批 shows it (rounds, steps, trail); null before the first submission. */
  approval: approvalDetailSchema.nullable(),
  can: z.object({ edit: z.boolean(), submit: z.boolean(), withdraw: z.boolean(), close: z.boolean(), openJob: z.boolean() }),
});
export type DemandDetail = z.infer<typeof demandDetailSchema>;

export const demandOptionSchema = z.object({ id: z.number(), name: z.string(), orgName: z.string().nullable(), headcount: z.number(), status: z.enum(DemandStatus) });
export type DemandOption = z.infer<typeof demandOptionSchema>;

export const demandCreatedSchema = z.object({ id: z.number(), status: z.enum(DemandStatus) });

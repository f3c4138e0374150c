// Recruiting processes (招聘流程 /user/manage/recruitprocess, 360001), their stages (招聘阶段
// /user/manage/recruitstage, 360002), the stages a job runs on (GET /api/jobs/{id}/stages) and
// 通用招聘设置 (/user/seting/recruit, 330010).
import { z } from 'zod';
import { JobStatus } from '../codes/job';
import { StageAction, StageType } from '../codes/process';
import { formBoolean, optionalText, pageQuerySchema, pageSchema } from './common';

export const STAGE_NAME_MAX = 20;
export const STAGES_MAX = 50;
export const PROCESS_NAME_MAX = 30;
export const PROCESSES_MAX = 50;

const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);
const formList = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v);

const stageTypeSchema = z.preprocess(formNumber, z.enum(StageType, { error: '请选择阶段类型' }));
const actionsSchema = z.preprocess(
  formList,
  z
    .array(z.enum(StageAction, { error: '阶段操作不正确' }), { error: '阶段操作格式不正确' })
    .max(20)
    .transform((list) => [...new Set(list)]),
);
const stageNameSchema = z
  .string({ error: '请输入阶段名称' })
  .trim()
  .min(1, '请输入阶段名称')
  .max(STAGE_NAME_MAX, `阶段名称最多${STAGE_NAME_MAX}个字符`);

/** A stage of the company's stage library. `locked`: the first screening and interview stage, never disabled or deleted. */
export const recruitStageSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(StageType),
  /** The actions switched on, in the type's display order; locked actions are always on. */
  actions: z.array(z.enum(StageAction)),
  enabled: z.boolean(),
  locked: z.boolean(),
  sort: z.number(),
  /** How many process templates use it. */
  processCount: z.number(),
  /** Candidates (not archived) standing in it, across jobs. */
  candidateCount: z.number(),
});
export type RecruitStage = z.infer<typeof recruitStageSchema>;

/** POST /api/recruit-stages. Actions default to all of the type's actions. */
export const recruitStageCreateSchema = z.object({ name: stageNameSchema, type: stageTypeSchema, actions: actionsSchema.optional() });
export type RecruitStageCreate = z.infer<typeof recruitStageCreateSchema>;

/** PATCH /api/recruit-stages/{id}: the type is fixed once created. */
export const recruitStageUpdateSchema = z.object({
  name: stageNameSchema.optional(),
  actions: actionsSchema.optional(),
  enabled: z.preprocess(formBoolean, z.boolean({ error: '须为true或false' }).optional()),
});
export type RecruitStageUpdate = z.infer<typeof recruitStageUpdateSchema>;

/** PUT /api/recruit-stages/order: every stage of the library once, in the new order. */
export const recruitStageOrderSchema = z.object({
  ids: z.preprocess(formList, z.array(z.coerce.number().int().positive(), { error: '请传入阶段顺序' }).min(1, '请传入阶段顺序').max(STAGES_MAX)),
});
export type RecruitStageOrder = z.infer<typeof recruitStageOrderSchema>;

/** A stage as a job or a process shows it. */
export const processStageSchema = z.object({ id: z.number(), name: z.string(), type: z.enum(StageType), actions: z.array(z.enum(StageAction)), enabled: z.boolean() });
export type ProcessStage = z.infer<typeof processStageSchema>;

/** GET /api/jobs/{id}/stages: the job's enabled stages in process order; `processId` is the template it runs on. */
export const jobStageSchema = processStageSchema.extend({ sort: z.number(), processId: z.number() });
export type JobStage = z.infer<typeof jobStageSchema>;

export const recruitProcessSchema = z.object({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  stages: z.array(processStageSchema),
  /** Jobs running on it (jobs without their own process run on the default one and count here). */
  jobCount: z.number(),
  updatedAt: z.string(),
});
export type RecruitProcess = z.infer<typeof recruitProcessSchema>;

const stageIdsSchema = z.preprocess(
  formList,
  z
    .array(z.preprocess(formNumber, z.number({ error: '阶段不正确' }).int('阶段不正确').positive('阶段不正确')), { error: '请选择流程的阶段' })
    .min(1, '请选择流程的阶段')
    .max(STAGES_MAX, `一个流程最多${STAGES_MAX}个阶段`)
    .refine((ids) => new Set(ids).size === ids.length, '同一个阶段不能重复加入流程'),
);
const processNameSchema = z
  .string({ error: '请输入流程名称' })
  .trim()
  .min(1, '请输入流程名称')
  .max(PROCESS_NAME_MAX, `流程名称最多${PROCESS_NAME_MAX}个字符`);

/** POST /api/recruit-processes: stages from the library, in order. */
export const recruitProcessCreateSchema = z.object({ name: processNameSchema, stageIds: stageIdsSchema });
export type RecruitProcessCreate = z.infer<typeof recruitProcessCreateSchema>;
export const recruitProcessUpdateSchema = recruitProcessCreateSchema.partial();
export type RecruitProcessUpdate = z.infer<typeof recruitProcessUpdateSchema>;

/** GET /api/recruit-processes/{id}/jobs: the jobs running on a process (the default one also those naming none). */
export const processJobQuerySchema = pageQuerySchema.extend({ keyword: optionalText(50) });
export type ProcessJobQuery = z.infer<typeof processJobQuerySchema>;
export const processJobSchema = z.object({ id: z.number(), name: z.string(), status: z.enum(JobStatus), inProcess: z.number() });
export type ProcessJob = z.infer<typeof processJobSchema>;
export const processJobPageSchema = pageSchema(processJobSchema);

/** PUT /api/jobs/{id}/recruit-process: null puts the job back on the company's default process. */
export const jobProcessSetSchema = z.object({
  processId: z.preprocess((v) => (v === '' ? null : formNumber(v)), z.number({ error: '请选择招聘流程' }).int().positive('请选择招聘流程').nullable()),
});
export type JobProcessSet = z.infer<typeof jobProcessSetSchema>;

/** How a resume entering a job it was eliminated from is treated. */
export const ReapplyPolicy = { Keep: 'keep', Restore: 'restore' } as const;
export type ReapplyPolicy = (typeof ReapplyPolicy)[keyof typeof ReapplyPolicy];
export const reapplyPolicyLabels: Record<ReapplyPolicy, string> = { keep: '保持已淘汰，不重新进入流程', restore: '恢复候选人，回到原阶段' };

/** 通用招聘设置 (GET/PUT /api/recruit-settings). */
export const recruitSettingsSchema = z.object({
  /** 淘汰时必须选择或填写原因. */
  eliminateReasonRequired: z.boolean(),
  /** 淘汰时默认勾选“通知候选人”. */
  eliminateNotifyDefault: z.boolean(),
  /** 同一候选人可同时应聘多个职位. */
  allowMultipleJobs: z.boolean(),
  /** 已淘汰的候选人再次投递同一职位时. */
  reapplyEliminated: z.enum(ReapplyPolicy),
  /** 看板卡片显示在当前阶段停留的天数. */
  showStageDays: z.boolean(),
});
export type RecruitSettings = z.infer<typeof recruitSettingsSchema>;

export const DEFAULT_RECRUIT_SETTINGS: RecruitSettings = {
  eliminateReasonRequired: true,
  eliminateNotifyDefault: false,
  allowMultipleJobs: true,
  reapplyEliminated: 'keep',
  showStageDays: true,
};

const settingFlag = z.preprocess(formBoolean, z.boolean({ error: '须为是或否' }).optional());
/** PUT /api/recruit-settings: only the keys sent change. */
export const recruitSettingsUpdateSchema = z.object({
  eliminateReasonRequired: settingFlag,
  eliminateNotifyDefault: settingFlag,
  allowMultipleJobs: settingFlag,
  reapplyEliminated: z.enum(ReapplyPolicy, { error: '请选择再次投递的处理方式' }).optional(),
  showStageDays: settingFlag,
});
export type RecruitSettingsUpdate = z.infer<typeof recruitSettingsUpdateSchema>;

/** The stage library a company starts with, in order; the first screening and interview stages are locked. */
export const DEFAULT_STAGE_LIBRARY: readonly { name: string; type: StageType }[] = [
  { name: '初筛', type: 1 },
  { name: '用人部门筛选', type: 1 },
  { name: '面试', type: 2 },
  { name: '复试', type: 2 },
  { name: '终面', type: 2 },
  { name: '笔试/测评', type: 3 },
  { name: 'Offer', type: 4 },
  { name: '背景调查', type: 5 },
  { name: '体检', type: 5 },
];
/** The default process: these library stages, in this order. */
export const DEFAULT_PROCESS = { name: '社招标准流程', stages: ['初筛', '用人部门筛选', '面试', '复试', 'Offer', '体检'] } as const;

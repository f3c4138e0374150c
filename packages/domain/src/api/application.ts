// Applications (a resume in a job's recruiting process, /recruit/job): the application and its
// log, the board and table of a job, and the bodies of every action on candidates.
import { z } from 'zod';
import { JobListFilter } from '../codes/job';
import { ApplicationSource, ApplicationView, RecruitmentState, STAFF_STATE_TARGETS, StageAction, StageType } from '../codes/process';
import { ReasonType } from '../codes/resume';
import { formBoolean, pageQuerySchema, pageSchema } from './common';
import { sendScheduleSchema } from '../messaging/schedule';

export const ELIMINATE_REASON_MAX = 200;
export const BULK_MAX = 200;
export const BOARD_PAGE_DEFAULT = 20;
export const BOARD_PAGE_MAX = 50;

const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === '' ? undefined : v);
const formList = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const requiredId = (label: string) => z.preprocess(formNumber, z.number({ error: `请选择${label}` }).int(`${label}不正确`).positive(`${label}不正确`));
const optionalId = (label: string) => z.preprocess(formNumber, z.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`).optional());
/** The version the client last read; a stale one answers 409 instead of overwriting. */
const versionSchema = z.preprocess(formNumber, z.number({ error: '版本号不正确' }).int().min(1).optional());
const dateText = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD').optional());
const reasonText = z.preprocess(blankToUndefined, z.string({ error: '原因须为文字' }).trim().max(ELIMINATE_REASON_MAX, `原因最多${ELIMINATE_REASON_MAX}个字符`).optional());

const outcomeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();
const stageRefSchema = z.object({ id: z.number(), name: z.string(), type: z.enum(StageType) });

/** GET /api/applications/{id}, and each item of GET /api/resumes/{id}/applications. */
export const applicationSchema = z.object({
  id: z.number(),
  resumeId: z.number(),
  resumeName: z.string(),
  jobId: z.number(),
  job: z.object({ id: z.number(), name: z.string() }),
  stageId: z.number(),
  stage: stageRefSchema,
  /** null in the process, 1 hired, 2 left, 3 eliminated. */
  outcome: outcomeSchema,
  /** 招聘状态 1 hired, 2 left, 3 eliminated, 4 regular, 5 awaiting entry; null in the process. */
  recruitmentState: z.enum(RecruitmentState).nullable(),
  /** The stage's type (1-5), or 6 awaiting entry. */
  recruitPhase: z.number().nullable(),
  eliminateReason: z.string().nullable(),
  eliminateReasonId: z.number().nullable(),
  eliminateReasonType: z.enum(ReasonType).nullable(),
  eliminatedAt: z.string().nullable(),
  entryDate: z.string().nullable(),
  leaveDate: z.string().nullable(),
  source: z.enum(ApplicationSource),
  /** Archived (back to the pool) or transferred: no longer in this job's process. */
  active: z.boolean(),
  archivedAt: z.string().nullable(),
  archiveReason: z.string().nullable(),
  stageEnteredAt: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** POST /api/applications: put a resume of the talent pool into a job (its first stage). */
/** POST /api/applications; without stageId the candidate starts in the job's first enabled stage. */
export const applicationCreateSchema = z.object({ resumeId: requiredId('简历'), jobId: requiredId('职位'), stageId: optionalId('阶段') });
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;
export const applicationCreatedSchema = z.object({ id: z.number(), created: z.boolean() });

/** POST /api/applications/bulk: several resumes of the pool into one job (加入职位). */
export const applicationBulkCreateSchema = z.object({
  jobId: requiredId('职位'),
  stageId: optionalId('阶段'),
  resumeIds: z.preprocess(
    formList,
    z
      .array(z.preprocess(formNumber, z.number({ error: '简历不正确' }).int().positive('简历不正确')), { error: '请选择简历' })
      .min(1, '请选择简历')
      .max(BULK_MAX, `一次最多把${BULK_MAX}份简历加入职位`)
      .transform((ids) => [...new Set(ids)]),
  ),
});
export type ApplicationBulkCreate = z.infer<typeof applicationBulkCreateSchema>;

/** What became of one resume: entered the job, was already in it, or was refused (message says why). */
export const EnterOutcome = { Entered: 'entered', Already: 'already', Refused: 'refused' } as const;
export type EnterOutcome = (typeof EnterOutcome)[keyof typeof EnterOutcome];
export const enterResultSchema = z.object({
  resumeId: z.number(),
  /** null when the caller may not see the resume. */
  resumeName: z.string().nullable(),
  outcome: z.enum(EnterOutcome),
  applicationId: z.number().nullable(),
  /** The stage the candidate is in now (entered or already there). */
  stage: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Entered, then eliminated at once by the job's 简历筛选规则. */
  eliminated: z.boolean(),
  message: z.string().nullable(),
});
export type EnterResult = z.infer<typeof enterResultSchema>;
export const applicationBulkCreatedSchema = z.object({ results: z.array(enterResultSchema) });
export type ApplicationBulkCreated = z.infer<typeof applicationBulkCreatedSchema>;

/** POST /api/applications/{id}/move. */
export const applicationMoveSchema = z.object({ stageId: requiredId('目标阶段'), version: versionSchema });
export type ApplicationMove = z.infer<typeof applicationMoveSchema>;

const bulkIds = z.preprocess(
  formList,
  z
    .array(z.preprocess(formNumber, z.number({ error: '候选人不正确' }).int().positive('候选人不正确')), { error: '请选择候选人' })
    .min(1, '请选择候选人')
    .max(BULK_MAX, `一次最多批量处理${BULK_MAX}位候选人`)
    .transform((ids) => [...new Set(ids)]),
);
/** POST /api/applications/bulk-move: each candidate moves or is reported with why not. */
export const applicationBulkMoveSchema = z.object({ ids: bulkIds, stageId: requiredId('目标阶段') });
export type ApplicationBulkMove = z.infer<typeof applicationBulkMoveSchema>;
export const bulkResultSchema = z.object({ done: z.array(z.number()), failed: z.array(z.object({ id: z.number(), message: z.string() })) });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The reason types an elimination may name (归档原因 of these types). */
export const ELIMINATE_REASON_TYPES = ['elimination', 'refuseInterview', 'refuseOffer', 'blacklist'] as const satisfies readonly ReasonType[];

/**
 * POST /api/applications/{id}/eliminate. `reason` is free text; `reasonId` picks one of the
 * company's reasons of `reasonType` (default elimination). 通用招聘设置 decides whether one is required.
 */
export const applicationEliminateSchema = z.object({
  reason: reasonText,
  reasonId: optionalId('淘汰原因'),
  reasonType: z.enum(ELIMINATE_REASON_TYPES, { error: '原因类型不正确' }).optional(),
  notify: z.preprocess(formBoolean, z.boolean({ error: '须为true或false' }).optional()),
  /** When the notice goes out (send modes 1 to 3); at once when absent. */
  notifySchedule: sendScheduleSchema.optional(),
  version: versionSchema,
});
export type ApplicationEliminate = z.infer<typeof applicationEliminateSchema>;

/** POST /api/applications/bulk-eliminate: the same reason for up to 200 candidates, each as a single elimination. */
export const applicationBulkEliminateSchema = applicationEliminateSchema.omit({ version: true }).extend({ ids: bulkIds });
export type ApplicationBulkEliminate = z.infer<typeof applicationBulkEliminateSchema>;

/** POST /api/applications/{id}/restore: an eliminated candidate goes back to the stage he left. */
export const applicationRestoreSchema = z.object({ version: versionSchema });

/** POST /api/applications/{id}/transfer: leaves this job and enters the first stage of another. */
export const applicationTransferSchema = z.object({ jobId: requiredId('目标职位') });
export type ApplicationTransfer = z.infer<typeof applicationTransferSchema>;

/** POST /api/applications/{id}/archive: back to the talent pool with an archive reason (any type). */
export const applicationArchiveSchema = z.object({ reasonId: optionalId('归档原因'), reason: reasonText });
export type ApplicationArchive = z.infer<typeof applicationArchiveSchema>;

/** POST /api/applications/{id}/staff-state: 待入职, 已入职, 已转正 or 已离职 (220011). */
export const applicationStaffStateSchema = z.object({
  state: z.preprocess(
    formNumber,
    z.union(
      STAFF_STATE_TARGETS.map((s) => z.literal(s)),
      { error: '请选择招聘状态：待入职、已入职、已转正或已离职' },
    ),
  ),
  /** Entry date (待入职/已入职), or the leaving date (已离职); Asia/Shanghai calendar day. */
  date: dateText,
  /** 已离职: a resignation reason of the catalogue and/or words. */
  reasonId: optionalId('离职原因'),
  reason: reasonText,
  version: versionSchema,
});
export type ApplicationStaffState = z.infer<typeof applicationStaffStateSchema>;

const viewSchema = z.enum(ApplicationView, { error: '候选人范围不正确' });

/** A candidate card of the board and a row of the table. */
export const applicationCardSchema = z.object({
  id: z.number(),
  resumeId: z.number(),
  name: z.string(),
  gender: z.number().nullable(),
  age: z.number().nullable(),
  workYears: z.number().nullable(),
  topDegree: z.number().nullable(),
  lastCompany: z.string().nullable(),
  lastJobTitle: z.string().nullable(),
  /** The resume's channel (job board, 个人投递, a company channel); null when HR typed it in. */
  channel: z.number().nullable(),
  /** The resume's tags, in the company's tag order. */
  tags: z.array(z.object({ id: z.number(), name: z.string(), color: z.string().nullable() })),
  stageId: z.number(),
  outcome: outcomeSchema,
  recruitmentState: z.enum(RecruitmentState).nullable(),
  source: z.enum(ApplicationSource),
  /** Why he was eliminated (words, or the reason picked); null unless eliminated. */
  eliminateReason: z.string().nullable(),
  stageEnteredAt: z.string(),
  createdAt: z.string(),
  version: z.number(),
});
export type ApplicationCard = z.infer<typeof applicationCardSchema>;

const boardPageSize = z.coerce.number({ error: '每页数量不正确' }).int().min(1).max(BOARD_PAGE_MAX).default(BOARD_PAGE_DEFAULT);

/** GET /api/jobs/{id}/board: every stage with its count and first cards. */
export const boardQuerySchema = z.object({ view: viewSchema.default('inProcess'), pageSize: boardPageSize });
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const boardStageSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(StageType),
  actions: z.array(z.enum(StageAction)),
  count: z.number(),
  cards: z.array(applicationCardSchema),
  /** Pass to GET /api/jobs/{id}/board/{stageId} for the next cards; null at the end. */
  nextCursor: z.string().nullable(),
});
export const viewCountsSchema = z.object({ inProcess: z.number(), awaitingEntry: z.number(), hired: z.number(), left: z.number(), eliminated: z.number(), all: z.number() });
export type ViewCounts = z.infer<typeof viewCountsSchema>;
export const boardSchema = z.object({
  /** `scoringRuleId`: the job's 简历评分规则 (match scores via POST /api/resumes/match), null without one. */
  job: z.object({ id: z.number(), name: z.string(), processId: z.number(), scoringRuleId: z.number().nullable() }),
  view: viewSchema,
  stages: z.array(boardStageSchema),
  counts: viewCountsSchema,
});
export type Board = z.infer<typeof boardSchema>;

/** GET /api/jobs/{id}/board/{stageId}: more cards of one stage, newest in the stage first. */
export const boardStageQuerySchema = z.object({ view: viewSchema.default('inProcess'), pageSize: boardPageSize, cursor: z.string().max(100).optional() });
export type BoardStageQuery = z.infer<typeof boardStageQuerySchema>;
export const boardStagePageSchema = z.object({ cards: z.array(applicationCardSchema), nextCursor: z.string().nullable() });
export type BoardStagePage = z.infer<typeof boardStagePageSchema>;

/**
 * GET /api/jobs/{id}/applications: the table view. `flags` are the job-list filter flags of
 * spec section 4; the response names those the server can answer now (`flags`).
 */
export const applicationListQuerySchema = pageQuerySchema.extend({
  view: viewSchema.default('all'),
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, '关键词最多50个字符').optional()),
  stageId: optionalId('阶段'),
  source: z.preprocess(blankToUndefined, z.enum(ApplicationSource, { error: '来源不正确' }).optional()),
  flags: z.preprocess(formList, z.array(z.enum(JobListFilter, { error: '筛选条件不正确' })).max(8).optional()),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
/** GET /api/jobs/{id}/applications/export (220014): the table view's filters, as an .xlsx of up to 10,000 rows. */
export const applicationExportQuerySchema = applicationListQuerySchema.omit({ page: true, pageSize: true });
export type ApplicationExportQuery = z.infer<typeof applicationExportQuerySchema>;
export const applicationRowSchema = applicationCardSchema.extend({ stage: stageRefSchema });
export type ApplicationRow = z.infer<typeof applicationRowSchema>;
export const applicationPageSchema = pageSchema(applicationRowSchema).extend({ counts: viewCountsSchema, flags: z.array(z.enum(JobListFilter)) });
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/** GET /api/applications/{id}/events: the application's log, newest first. */
export const applicationEventSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  kind: z.string(),
  kindLabel: z.string(),
  fromStage: z.object({ id: z.number(), name: z.string() }).nullable(),
  toStage: z.object({ id: z.number(), name: z.string() }).nullable(),
  actorId: z.number().nullable(),
  actorName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;
export const applicationEventPageSchema = pageSchema(applicationEventSchema);

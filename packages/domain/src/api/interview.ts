import { z } from 'zod';
import {
  INTERVIEW_BATCH_MAX,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_ROUND_MAX,
  INTERVIEWERS_MAX,
  InterviewForm,
  InterviewResult,
} from '../codes/interview';
import { formBoolean, idSchema, optionalText, pageQuerySchema, requiredText } from './common';

// Interviews (面试): arranging, rescheduling, cancelling, the list and calendar, sign-in and
// the result. POST /api/interviews and GET /api/interviews are external contracts (issue 14).

export const interviewStartSchema = z.iso.datetime({ offset: true, error: '面试时间格式不正确' });
export const interviewFormSchema = z.union([z.literal(InterviewForm.OnSite), z.literal(InterviewForm.Video), z.literal(InterviewForm.Phone)], {
  error: '请选择面试形式：现场、视频或电话',
});
export const interviewResultSchema = z.coerce
  .number({ error: '面试结果不正确' })
  .int()
  .refine((v): v is InterviewResult => Object.values(InterviewResult).includes(v as InterviewResult), '面试结果应为0到9');

const durationSchema = z
  .number({ error: '请填写面试时长' })
  .int('面试时长须为整数分钟')
  .min(INTERVIEW_DURATION_MIN, `面试时长至少${INTERVIEW_DURATION_MIN}分钟`)
  .max(INTERVIEW_DURATION_MAX, `面试时长不能超过${INTERVIEW_DURATION_MAX / 60}小时`);
const meetingUrlSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url({ protocol: /^https?$/, error: '会议链接须以http://或https://开头' }).max(500, '会议链接最多500个字符').optional(),
);

/** Everything about an interview except who is interviewed: shared by arranging one, many and rescheduling. */
const interviewPlanShape = {
  round: z.number({ error: '请选择面试轮次' }).int().min(1, '请选择面试轮次').max(INTERVIEW_ROUND_MAX, '面试轮次不存在'),
  startAt: interviewStartSchema,
  durationMinutes: durationSchema,
  form: interviewFormSchema,
  meetingRoomId: idSchema.nullish(),
  address: optionalText(200),
  meetingUrl: meetingUrlSchema,
  interviewerIds: z
    .array(idSchema, { error: '请选择面试官' })
    .min(1, '请至少选择一位面试官')
    .max(INTERVIEWERS_MAX, `面试官最多${INTERVIEWERS_MAX}位`)
    .refine((ids) => new Set(ids).size === ids.length, '面试官不能重复'),
  leadId: idSchema,
  /** 面试联系人: the account candidates contact; defaults to the arranger. */
  contactId: idSchema.nullish(),
  /** Ask the candidate to fill the registration form (面试登记表) before the interview. */
  registrationForm: z.boolean().default(false),
  evaluationTemplateId: idSchema.nullish(),
  notifyCandidate: z.boolean({ error: '请选择是否通知候选人' }),
  notifyInterviewers: z.boolean({ error: '请选择是否通知面试官' }),
};
const leadAmongInterviewers = (v: { leadId: number; interviewerIds: number[] }) => v.interviewerIds.includes(v.leadId);
const leadIssue = { message: '主面试官须是面试官之一', path: ['leadId'] };

/** POST /api/interviews: one candidate's interview. */
export const interviewCreateSchema = z.object({ applicationId: idSchema, ...interviewPlanShape }).refine(leadAmongInterviewers, leadIssue);
export type InterviewCreate = z.infer<typeof interviewCreateSchema>;

/**
 * POST /api/interviews/batch: several candidates of one job's interview stage, either
 * together in one slot (群面, `group`) or one after another from `startAt` (`sequence`).
 */
export const interviewBatchCreateSchema = z
  .object({
    applicationIds: z
      .array(idSchema)
      .min(1, '请选择候选人')
      .max(INTERVIEW_BATCH_MAX, `一次最多安排${INTERVIEW_BATCH_MAX}位候选人`)
      .refine((ids) => new Set(ids).size === ids.length, '候选人不能重复'),
    mode: z.enum(['group', 'sequence'], { error: '请选择群面或依次安排' }),
    ...interviewPlanShape,
  })
  .refine(leadAmongInterviewers, leadIssue);
export type InterviewBatchCreate = z.infer<typeof interviewBatchCreateSchema>;

/** POST /api/interviews/:id/reschedule (改期): a new time and, if wished, new people or place; the invitation's SEQUENCE goes up. */
export const interviewRescheduleSchema = z
  .object({ ...interviewPlanShape, reason: optionalText(200) })
  .refine(leadAmongInterviewers, leadIssue);
export type InterviewReschedule = z.infer<typeof interviewRescheduleSchema>;

/** POST /api/interviews/:id/cancel. */
export const interviewCancelSchema = z.object({
  reason: requiredText('取消原因', 200),
  notifyCandidate: z.boolean().default(true),
  notifyInterviewers: z.boolean().default(true),
});
export type InterviewCancel = z.infer<typeof interviewCancelSchema>;

/** POST /api/interviews/:id/result: the lead (or HR with 220007) records the result 0-9. */
export const interviewResultSetSchema = z.object({ result: interviewResultSchema });

/** POST /api/interviews/conflicts: what clashes with a planned slot, before saving. */
export const interviewConflictQuerySchema = z.object({
  startAt: interviewStartSchema,
  durationMinutes: durationSchema,
  meetingRoomId: idSchema.nullish(),
  interviewerIds: z.array(idSchema).max(INTERVIEWERS_MAX).default([]),
  applicationIds: z.array(idSchema).max(INTERVIEW_BATCH_MAX).default([]),
  /** Rescheduling: the interview (and its group) being moved does not clash with itself. */
  excludeInterviewId: idSchema.nullish(),
});
export type InterviewConflictQuery = z.infer<typeof interviewConflictQuerySchema>;

export const INTERVIEW_CONFLICT_KINDS = ['room', 'interviewer', 'candidate', 'busy'] as const;
export const interviewConflictSchema = z.object({
  kind: z.enum(INTERVIEW_CONFLICT_KINDS),
  /** The room, interviewer or candidate (application) that is taken. */
  subjectId: z.number(),
  subjectName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** What holds the time, e.g. 「张三 · Java工程师 初试」 or a busy block's title. */
  title: z.string(),
  /** In Chinese, naming what clashes and when. */
  message: z.string(),
});
export type InterviewConflict = z.infer<typeof interviewConflictSchema>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** GET /api/interviews filters; `from`/`to` are instants (ISO 8601) or days (YYYY-MM-DD, China time, inclusive). */
export const interviewListQuerySchema = pageQuerySchema.extend({
  from: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  to: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  interviewerId: z.preprocess(emptyToUndefined, idSchema.optional()),
  jobId: z.preprocess(emptyToUndefined, idSchema.optional()),
  applicationId: z.preprocess(emptyToUndefined, idSchema.optional()),
  round: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(INTERVIEW_ROUND_MAX).optional()),
  result: z.preprocess(emptyToUndefined, interviewResultSchema.optional()),
  signedIn: z.preprocess(emptyToUndefined, z.preprocess(formBoolean, z.boolean()).optional()),
  /** Include cancelled interviews (they are left out by default). */
  cancelled: z.preprocess(emptyToUndefined, z.preprocess(formBoolean, z.boolean()).optional()),
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(50, '最多50个字符').optional()),
  mine: z.preprocess(emptyToUndefined, z.preprocess(formBoolean, z.boolean()).optional()),
});
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;

export const interviewPersonSchema = z.object({ id: z.number(), name: z.string(), isLead: z.boolean() });

/** One row of GET /api/interviews; `id, applicationId, startAt, durationMinutes, result, signedIn` are the contract. */
export const interviewListItemSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  resumeId: z.number(),
  jobId: z.number(),
  jobName: z.string(),
  candidateName: z.string(),
  round: z.number(),
  roundName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number(),
  form: z.number(),
  meetingRoomId: z.number().nullable(),
  meetingRoomName: z.string().nullable(),
  address: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  interviewers: z.array(interviewPersonSchema),
  leadId: z.number(),
  result: z.number(),
  signedIn: z.boolean(),
  signedInAt: z.string().nullable(),
  queueNumber: z.number().nullable(),
  groupUid: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  /** Submitted evaluations and interviewers in all. */
  evaluated: z.number(),
});
export type InterviewListItem = z.infer<typeof interviewListItemSchema>;

/** GET /api/interviews/:id. */
export const interviewDetailSchema = interviewListItemSchema.extend({
  contactId: z.number().nullable(),
  contactName: z.string().nullable(),
  registrationForm: z.boolean(),
  evaluationTemplateId: z.number().nullable(),
  sequence: z.number(),
  calledAt: z.string().nullable(),
  calledRoom: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type InterviewDetail = z.infer<typeof interviewDetailSchema>;

/** /user/manage/interview: the company's rounds (1-3 built in, renamable; 4 and up its own). */
export const interviewRoundSchema = z.object({ number: z.number(), name: z.string(), enabled: z.boolean(), builtIn: z.boolean(), sort: z.number() });
export type InterviewRound = z.infer<typeof interviewRoundSchema>;
export const interviewRoundsUpdateSchema = z.object({
  rounds: z
    .array(z.object({ number: z.number().int().min(1).max(INTERVIEW_ROUND_MAX).optional(), name: requiredText('轮次名称', 20), enabled: z.boolean().default(true) }))
    .min(1, '至少保留一个面试轮次')
    .max(INTERVIEW_ROUND_MAX, `面试轮次最多${INTERVIEW_ROUND_MAX}个`)
    .refine((rs) => new Set(rs.map((r) => r.name)).size === rs.length, '轮次名称不能重复'),
});
export type InterviewRoundsUpdate = z.infer<typeof interviewRoundsUpdateSchema>;

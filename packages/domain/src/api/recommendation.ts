// 推荐给用人部门: HR pushes an application's resume to hiring managers with a message and a
// reply-by time; each recipient screens it in /lite/cvscreen (通过 / 未通过 / 待定 with a comment).
import { z } from 'zod';
import { RecommendationFeedback } from '../codes/interview';
import { idSchema, optionalText, pageQuerySchema } from './common';

export const RECOMMEND_MESSAGE_MAX = 500;
export const SCREEN_COMMENT_MAX = 500;
/** Recipients of one push, and applications of one bulk push. */
export const RECOMMEND_RECIPIENTS_MAX = 20;
export const RECOMMEND_BULK_MAX = 100;

/** The answers a recipient may give: 通过, 未通过, 待定 (待定 can still be changed later). */
export const SCREEN_RESULTS = [RecommendationFeedback.Passed, RecommendationFeedback.Failed, RecommendationFeedback.Pending] as const;
export type ScreenResult = (typeof SCREEN_RESULTS)[number];
/** The states the inbox filters by: 待反馈 plus the three answers. */
export const SCREEN_FILTERS = [RecommendationFeedback.Awaiting, ...SCREEN_RESULTS] as const;

const isoTime = (label: string) => z.iso.datetime({ offset: true, error: `${label}格式不正确` });

const pushFields = {
  /** Accounts to push to; without it the job's hiring managers (userPersonAccountIds). */
  recipientIds: z.array(idSchema).max(RECOMMEND_RECIPIENTS_MAX, `一次最多推荐给${RECOMMEND_RECIPIENTS_MAX}位用人经理`).optional(),
  message: optionalText(RECOMMEND_MESSAGE_MAX),
  replyBy: isoTime('反馈截止时间'),
};

/** POST /api/applications/:id/recommendations */
export const recommendationPushSchema = z.object(pushFields);
export type RecommendationPush = z.infer<typeof recommendationPushSchema>;

/** POST /api/recommendations/bulk: several applications at once, each to the same recipients (or its job's hiring managers). */
export const recommendationBulkPushSchema = z.object({
  ...pushFields,
  applicationIds: z
    .array(idSchema)
    .min(1, '请选择要推荐的候选人')
    .max(RECOMMEND_BULK_MAX, `一次最多推荐${RECOMMEND_BULK_MAX}位候选人`),
});
export type RecommendationBulkPush = z.infer<typeof recommendationBulkPushSchema>;

/** One push of one application to one recipient, with his feedback. */
export const recommendationSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  resumeId: z.number(),
  resumeName: z.string(),
  jobId: z.number(),
  jobName: z.string(),
  recipientId: z.number(),
  recipientName: z.string(),
  pushedById: z.number().nullable(),
  pushedByName: z.string(),
  message: z.string().nullable(),
  replyBy: z.string(),
  /** 1 待反馈, 2 通过, 3 未通过, 4 待定. */
  feedback: z.number(),
  comment: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Still awaiting feedback after the reply-by time. */
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What a push did: the recommendations made, and the ones left out because one was still open. */
export const recommendationPushResultSchema = z.object({
  created: z.array(recommendationSchema),
  skipped: z.array(z.object({ applicationId: z.number(), recipientId: z.number(), recipientName: z.string(), reason: z.string() })),
});
export type RecommendationPushResult = z.infer<typeof recommendationPushResultSchema>;

/** GET /api/applications/:id/recommendations: the application's state and every push, newest first. */
export const applicationRecommendationsSchema = z.object({
  /** 0 未推荐 when never pushed; otherwise the latest push's feedback. */
  feedback: z.number(),
  list: z.array(recommendationSchema),
});
export type ApplicationRecommendations = z.infer<typeof applicationRecommendationsSchema>;

/** GET /api/recommendations/overdue: pushes past their reply-by time with no feedback. */
export const overdueQuerySchema = pageQuerySchema.extend({
  jobId: idSchema.optional(),
  /** Only the ones the caller pushed. */
  mine: z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v), z.boolean()).default(false),
});
export type OverdueQuery = z.infer<typeof overdueQuerySchema>;

/** GET /api/screening: the hiring manager's pushed resumes. */
export const screeningQuerySchema = pageQuerySchema.extend({
  feedback: z.coerce
    .number()
    .refine((v) => (SCREEN_FILTERS as readonly number[]).includes(v), '筛选状态不正确')
    .optional(),
  jobId: idSchema.optional(),
});
export type ScreeningQuery = z.infer<typeof screeningQuerySchema>;

/** A pushed resume as the recipient sees it: the push, the job and the candidate's key facts. */
export const screeningItemSchema = recommendationSchema.extend({
  gender: z.number().nullable(),
  age: z.number().nullable(),
  topDegree: z.number().nullable(),
  workYearsScale: z.number().nullable(),
  workCity: z.string().nullable(),
  lastCompany: z.string().nullable(),
  lastJobTitle: z.string().nullable(),
});
export type ScreeningItem = z.infer<typeof screeningItemSchema>;

/** GET /api/screening/jobs: the jobs of the caller's pushed resumes, for the filter, with awaiting counts. */
export const screeningJobSchema = z.object({ id: z.number(), name: z.string(), awaiting: z.number(), total: z.number() });
export type ScreeningJob = z.infer<typeof screeningJobSchema>;

/** POST /api/screening/:id/feedback */
export const screenFeedbackSchema = z.object({
  result: z.coerce.number().refine((v): v is ScreenResult => (SCREEN_RESULTS as readonly number[]).includes(v), '请选择筛选结果：通过、未通过或待定'),
  comment: optionalText(SCREEN_COMMENT_MAX),
});
export type ScreenFeedback = z.infer<typeof screenFeedbackSchema>;

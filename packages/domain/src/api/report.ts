// Reports and boards (issue 16): the period and filters every board shares, the funnel of spec
// contract 7 and the candidates behind each of its numbers. Periods are China calendar days.
import { z } from 'zod';
import { isCalendarDay } from '../rules/demand';
import { pageQuerySchema, pageSchema } from './common';

/** The longest period a board counts over: beyond it the numbers stop meaning much and the queries grow. */
export const REPORT_PERIOD_MAX_DAYS = 366 * 3;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : blank(v));
const day = (label: string) => z.preprocess(blank, z.string({ error: `请选择${label}` }).refine(isCalendarDay, `${label}须为有效日期，如2026-12-01`));
const optionalId = (label: string) => z.preprocess(formNumber, z.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`).optional());

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The period and filters as a plain object, for query schemas that add their own fields (then `checkReportPeriod`). */
export const reportFilterObject = z.object({
  from: day('开始日期'),
  to: day('结束日期'),
  jobId: optionalId('职位'),
  /** The job's department. */
  orgId: optionalId('部门'),
  /** The job's 招聘负责人; 0 for jobs without one. */
  ownerId: z.preprocess(formNumber, z.number({ error: '招聘负责人不正确' }).int('招聘负责人不正确').min(0, '招聘负责人不正确').optional()),
  /** The resume's 渠道; 0 for resumes without one (手动录入). */
  channel: z.preprocess(formNumber, z.number({ error: '渠道不正确' }).int('渠道不正确').min(0, '渠道不正确').optional()),
});

export function checkReportPeriod(q: z.infer<typeof reportFilterObject>, ctx: z.RefinementCtx): void {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
  else if (periodDays(q.from, q.to) > REPORT_PERIOD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `统计期间最长${REPORT_PERIOD_MAX_DAYS}天` });
}

/** The period (China days, both counted) and the filters of a board or report. */
export const reportFilterSchema = reportFilterObject.superRefine(checkReportPeriod);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** One stage of the funnel: `entered` applications reached it in the period, `current` stand in it now (招聘中). */
export const funnelStageSchema = z.object({
  stageId: z.number(),
  name: z.string(),
  entered: z.number(),
  current: z.number(),
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;

/** GET /api/reports/funnel: the stages in process order. */
export const funnelSchema = z.object({ stages: z.array(funnelStageSchema) });
export type Funnel = z.infer<typeof funnelSchema>;

/** A candidate in the process longer than this in his stage is 停滞. */
export const REPORT_STALE_DAYS = 7;

/** What a stage's number counts: the funnel's entered and current, the stage times' left and stale. */
export const StageMeasure = {
  entered: '到达',
  current: '当前',
  left: '离开',
  stale: `停留超过${REPORT_STALE_DAYS}天`,
} as const;
export type StageMeasure = keyof typeof StageMeasure;

/** GET /api/reports/funnel/candidates: the applications behind one stage's number (`entered` unless `measure` says). */
export const funnelCandidatesQuerySchema = reportFilterObject
  .extend({
    stageId: z.preprocess(formNumber, z.number({ error: '请选择阶段' }).int('阶段不正确').positive('阶段不正确')),
    measure: z.enum(Object.keys(StageMeasure) as [StageMeasure, ...StageMeasure[]], { error: '统计项不正确' }).default('entered'),
  })
  .extend(pageQuerySchema.shape)
  .superRefine(checkReportPeriod);
export type FunnelCandidatesQuery = z.infer<typeof funnelCandidatesQuerySchema>;

export const reportCandidateSchema = z.object({
  applicationId: z.number(),
  resumeId: z.number(),
  name: z.string(),
  jobId: z.number(),
  jobTitle: z.string(),
  /** Where the application stands now, and whether it is still in the process. */
  stageId: z.number(),
  stageName: z.string(),
  statusLabel: z.string(),
  /** When what is counted happened: the stage first reached, the interview, the offer sent, the entry day. */
  happenedAt: z.string(),
});
export type ReportCandidate = z.infer<typeof reportCandidateSchema>;
export const reportCandidatePageSchema = pageSchema(reportCandidateSchema);

/**
 * GET /api/reports/stage-times (职位360): per stage, the applications that left it in the period
 * with their average days in it (all their stays added up), and those in it now for longer than
 * REPORT_STALE_DAYS.
 */
export const stageTimesSchema = z.object({
  stages: z.array(z.object({ stageId: z.number(), name: z.string(), left: z.number(), avgDays: z.number().nullable(), stale: z.number() })),
});
export type StageTimes = z.infer<typeof stageTimesSchema>;

/** The numbers of 招聘概览 (/report/board/scan), each with the candidates behind it. */
export const OverviewMetric = {
  /** Resumes stored in the period (not shown to a caller limited to some jobs: resumes belong to no job). */
  newResumes: '新增简历',
  /** Applications to the jobs opened in the period. */
  applications: '新增投递',
  /** Applications that first reached an interview-type stage in the period (初筛通过). */
  screened: '筛选通过',
  /** Interviews held in the period: started in it and not cancelled. */
  interviews: '面试',
  /** Offers sent to the candidate in the period. */
  offers: '发出Offer',
  /** Entries confirmed with an entry day in the period. */
  hires: '入职',
} as const;
export type OverviewMetric = keyof typeof OverviewMetric;
export const OVERVIEW_METRICS = Object.keys(OverviewMetric) as OverviewMetric[];

export const overviewSchema = z.object({
  /** The period before, as long as this one and ending the day before it starts. */
  previousFrom: z.string(),
  previousTo: z.string(),
  metrics: z.array(z.object({ key: z.enum(OVERVIEW_METRICS), label: z.string(), value: z.number().nullable(), previous: z.number().nullable() })),
  /** Per China day of the period: the metrics that happen on a day. */
  days: z.array(z.object({ day: z.string(), applications: z.number(), interviews: z.number(), offers: z.number(), hires: z.number() })),
  /** When the numbers were counted (they are counted on every request). */
  countedAt: z.string(),
});
export type Overview = z.infer<typeof overviewSchema>;

/**
 * The resume's 内推人 (the account that referred it): only the drill-down behind 渠道分析's 内推人
 * table takes it, since the rollups do not count per referrer.
 */
export const referrerFilterObject = z.object({ referrerId: optionalId('内推人') });
export type ReferrerFilter = z.infer<typeof referrerFilterObject>;

/** GET /api/reports/overview/candidates: the applications behind one metric (not newResumes), also of one 内推人's resumes. */
export const overviewCandidatesQuerySchema = reportFilterObject
  .extend({ metric: z.enum(OVERVIEW_METRICS.filter((m) => m !== 'newResumes') as [OverviewMetric, ...OverviewMetric[]], { error: '统计项不正确' }) })
  .extend(referrerFilterObject.shape)
  .extend(pageQuerySchema.shape)
  .superRefine(checkReportPeriod);
export type OverviewCandidatesQuery = z.infer<typeof overviewCandidatesQuerySchema>;

/** The steps of Offer分析 (/report/board/offer), each with the candidates behind it. */
export const OfferMetric = {
  /** Offers drafted in the period (cancelled ones included). */
  created: '创建Offer',
  /** Offer审批 passed in the period. */
  approved: '审批通过',
  sent: '发出Offer',
  /** Answers the candidates gave on their link in the period. */
  accepted: '接受Offer',
  declined: '拒绝Offer',
} as const;
export type OfferMetric = keyof typeof OfferMetric;
export const OFFER_METRICS = Object.keys(OfferMetric) as OfferMetric[];
/** A decline without a reason is listed under this. */
export const OFFER_DECLINE_NO_REASON = '未填写原因';

export const offerBoardSchema = z.object({
  metrics: z.array(z.object({ key: z.enum(OFFER_METRICS), label: z.string(), value: z.number() })),
  /** Accepted of the answers given in the period, in percent with one decimal; null without answers. */
  acceptRate: z.number().nullable(),
  /** Average days from sending to the answer, of the answers given in the period. */
  avgDaysToAnswer: z.number().nullable(),
  declineReasons: z.array(z.object({ reason: z.string(), count: z.number() })),
  countedAt: z.string(),
});
export type OfferBoard = z.infer<typeof offerBoardSchema>;

/** GET /api/reports/offers/candidates: the applications behind a step, or behind one decline reason. */
export const offerCandidatesQuerySchema = reportFilterObject
  .extend({
    metric: z.enum(OFFER_METRICS, { error: '统计项不正确' }),
    reason: z.preprocess(blank, z.string().trim().max(100, '原因最多100个字符').optional()),
  })
  .extend(pageQuerySchema.shape)
  .superRefine(checkReportPeriod);
export type OfferCandidatesQuery = z.infer<typeof offerCandidatesQuerySchema>;

/** The numbers of 面试分析 (/report/board/interview), each with the candidates behind it. */
export const InterviewMetric = {
  /** Interviews arranged to start in the period, not cancelled (one per candidate in a group interview). */
  scheduled: '安排面试',
  /** Of those, started by now with the candidate present. */
  held: '已面试',
  noShow: '候选人未到场',
  /** Results 复试, 谈薪 or 通过. */
  passed: '面试通过',
  /** Results 淘汰 or 未通过. */
  failed: '面试未通过',
} as const;
export type InterviewMetric = keyof typeof InterviewMetric;
export const INTERVIEW_METRICS = Object.keys(InterviewMetric) as InterviewMetric[];
/** An evaluation submitted within this many hours of the interview's end is on time. */
export const EVALUATION_ON_TIME_HOURS = 24;

const interviewCounts = Object.fromEntries(INTERVIEW_METRICS.map((m) => [m, z.number()])) as Record<InterviewMetric, z.ZodNumber>;

export const interviewBoardSchema = z.object({
  totals: z.object(interviewCounts),
  /** Per round: the counts and 通过率 = passed / (passed + failed) in percent, null without results. */
  rounds: z.array(z.object({ round: z.number(), name: z.string(), ...interviewCounts, passRate: z.number().nullable() })),
  /** Per interviewer: his interviews held, his evaluations submitted, how many on time and the average hours after the end. */
  interviewers: z.array(
    z.object({ accountId: z.number(), name: z.string(), held: z.number(), submitted: z.number(), onTime: z.number(), avgHoursToSubmit: z.number().nullable() }),
  ),
  /** Evaluations submitted on time of the evaluations due (held interviews × interviewers), in percent; null without any due. */
  onTimeRate: z.number().nullable(),
  countedAt: z.string(),
});
export type InterviewBoard = z.infer<typeof interviewBoardSchema>;

/** GET /api/reports/interviews/candidates: behind a number, of one round or of one interviewer's held interviews. */
export const interviewCandidatesQuerySchema = reportFilterObject
  .extend({
    metric: z.enum(INTERVIEW_METRICS, { error: '统计项不正确' }),
    round: z.preprocess(formNumber, z.number({ error: '面试轮次不正确' }).int('面试轮次不正确').positive('面试轮次不正确').optional()),
    interviewerId: optionalId('面试官'),
  })
  .extend(pageQuerySchema.shape)
  .superRefine(checkReportPeriod);
export type InterviewCandidatesQuery = z.infer<typeof interviewCandidatesQuerySchema>;

/** 渠道分析 (/report/board/channel): the event metrics of 招聘概览 per resume channel (0: none). */
export const CHANNEL_METRICS = ['applications', 'screened', 'interviews', 'offers', 'hires'] as const satisfies readonly OverviewMetric[];
const channelCounts = {
  /** Resumes stored in the period; null for a caller or filters limited to jobs. */
  newResumes: z.number().nullable(),
  ...(Object.fromEntries(CHANNEL_METRICS.map((m) => [m, z.number()])) as Record<(typeof CHANNEL_METRICS)[number], z.ZodNumber>),
};
/**
 * 费用 (渠道费用 of the months the period touches, each spread over its days) and 入职成本 (费用 ÷ 入职),
 * in fen; null without a cost entered, without hires, or when the numbers are of some jobs only.
 */
const channelMoney = { costFen: z.number().nullable(), costPerHireFen: z.number().nullable() };
export const channelBoardSchema = z.object({
  channels: z.array(z.object({ channel: z.number(), name: z.string(), ...channelCounts, ...channelMoney })),
  /** The channels added up. */
  total: z.object({ ...channelCounts, ...channelMoney }),
  /** Per 内推人 of the resumes (accounts that referred them), drillable with `referrerId`. */
  referrers: z.array(z.object({ accountId: z.number(), name: z.string(), ...channelCounts })),
  countedAt: z.string(),
});
export type ChannelBoard = z.infer<typeof channelBoardSchema>;

/** HR工作量 (/report/board/hr): 招聘概览's event numbers per 招聘负责人 of the jobs, drillable with `ownerId`. */
export const RECRUITER_METRICS = ['applications', 'screened', 'interviews', 'offers', 'hires'] as const satisfies readonly OverviewMetric[];
export const recruiterBoardSchema = z.object({
  recruiters: z.array(
    z.object({
      /** 0 for jobs without a 招聘负责人. */
      accountId: z.number(),
      name: z.string(),
      /** His jobs open now (招聘中) under the filters. */
      openJobs: z.number(),
      ...(Object.fromEntries(RECRUITER_METRICS.map((m) => [m, z.number()])) as Record<(typeof RECRUITER_METRICS)[number], z.ZodNumber>),
      /** Hires of the offers sent: hires / offers in percent, null without offers. */
      hireRate: z.number().nullable(),
    }),
  ),
  countedAt: z.string(),
});
export type RecruiterBoard = z.infer<typeof recruiterBoardSchema>;

/** 候选人分析 (/report/board/candidate): who applied in the period, by these facets. */
export const CandidateFacet = { age: '年龄', degree: '最高学历', city: '现居城市', gender: '性别' } as const;
export type CandidateFacet = keyof typeof CandidateFacet;
export const CANDIDATE_FACETS = Object.keys(CandidateFacet) as CandidateFacet[];
/** Age bands by the age reached in the period's last year; each is [label, lowest age, highest age]. */
export const AGE_BANDS = [
  ['25岁以下', 0, 24],
  ['25-29岁', 25, 29],
  ['30-34岁', 30, 34],
  ['35-39岁', 35, 39],
  ['40岁及以上', 40, 200],
] as const;
/** Cities beyond this many are summed up as 其他. */
export const CANDIDATE_CITY_TOP = 10;
/** The value of a facet when the resume does not say. */
export const FACET_UNKNOWN = '未知';
export const FACET_OTHER = '其他';

export const candidateBoardSchema = z.object({
  /** Applications opened in the period (one candidate in two jobs counts twice). */
  applications: z.number(),
  facets: z.array(z.object({ facet: z.enum(CANDIDATE_FACETS), label: z.string(), values: z.array(z.object({ value: z.string(), count: z.number() })) })),
  /** The talent pool per China day: resumes stored that day and the pool at its end; null for a caller or filters limited to jobs. */
  pool: z.array(z.object({ day: z.string(), added: z.number(), total: z.number() })).nullable(),
  countedAt: z.string(),
});
export type CandidateBoard = z.infer<typeof candidateBoardSchema>;

/** GET /api/reports/candidates/list: the applications of the period with one facet value. */
export const candidateFacetQuerySchema = reportFilterObject
  .extend({
    facet: z.enum(CANDIDATE_FACETS, { error: '统计维度不正确' }),
    value: z.string({ error: '请选择统计值' }).trim().min(1, '请选择统计值').max(50, '统计值最多50个字符'),
  })
  .extend(pageQuerySchema.shape)
  .superRefine(checkReportPeriod);
export type CandidateFacetQuery = z.infer<typeof candidateFacetQuerySchema>;

/** The boards, as /report/board/{board} names them. */
export const ReportBoard = {
  scan: '招聘概览',
  candidate: '候选人分析',
  job360: '职位360',
  hr: 'HR工作量',
  interview: '面试分析',
  offer: 'Offer分析',
  channel: '渠道分析',
} as const;
export type ReportBoard = keyof typeof ReportBoard;

/** GET /api/reports/export: a board's tables as .xlsx under the same period and filters. */
export const reportExportQuerySchema = reportFilterObject.extend({ board: z.enum(Object.keys(ReportBoard) as [ReportBoard, ...ReportBoard[]], { error: '看板不正确' }) }).superRefine(checkReportPeriod);
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

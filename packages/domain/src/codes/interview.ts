// Interviews and recommendations to the hiring department (spec section 3).

export const InterviewResult = {
  NoFeedback: 0,
  SecondRound: 1,
  SalaryTalk: 2,
  Absent: 3,
  Eliminated: 4,
  Cancelled: 5,
  Passed: 6,
  Failed: 7,
  Pending: 8,
  NotInterviewed: 9,
} as const;
export type InterviewResult = (typeof InterviewResult)[keyof typeof InterviewResult];
export const interviewResultLabels: Record<InterviewResult, string> = {
  0: '未反馈',
  1: '复试',
  2: '谈薪',
  3: '候选人未到场',
  4: '淘汰',
  5: '已取消',
  6: '通过',
  7: '未通过',
  8: '待定',
  9: '未面试',
};

/** Hiring department's feedback on a resume pushed to it. */
export const RecommendationFeedback = { NotRecommended: 0, Awaiting: 1, Passed: 2, Failed: 3, Pending: 4 } as const;
export type RecommendationFeedback = (typeof RecommendationFeedback)[keyof typeof RecommendationFeedback];
export const recommendationFeedbackLabels: Record<RecommendationFeedback, string> = {
  0: '未推荐',
  1: '待反馈',
  2: '通过',
  3: '未通过',
  4: '待定',
};

/** 面试形式: 1 现场面试, 2 视频面试, 3 电话面试. */
export const InterviewForm = { OnSite: 1, Video: 2, Phone: 3 } as const;
export type InterviewForm = (typeof InterviewForm)[keyof typeof InterviewForm];
export const interviewFormLabels: Record<InterviewForm, string> = { 1: '现场面试', 2: '视频面试', 3: '电话面试' };

/** The rounds every company has; /user/manage/interview renames them and adds its own (4 and up). */
export const DEFAULT_INTERVIEW_ROUNDS: readonly { number: number; name: string }[] = [
  { number: 1, name: '初试' },
  { number: 2, name: '复试' },
  { number: 3, name: '终试' },
];
export const INTERVIEW_ROUND_MAX = 20;
export const INTERVIEW_DURATION_MIN = 5;
export const INTERVIEW_DURATION_MAX = 480;
export const INTERVIEWERS_MAX = 20;
/** Candidates arranged in one go (one group interview or one after another). */
export const INTERVIEW_BATCH_MAX = 50;

/** Most working ranges a weekday may have in calendar settings (/user/seting/calendar). */
export const WORKING_RANGES_PER_DAY = 4;

/**
 * A 面试评价模板 item: `score` a dimension rated 1..scale (维度评分), `text` a comment (评语),
 * `recommendation` the interviewer's recommendation (推荐意见, one per template).
 */
export const EVALUATION_ITEM_TYPES = ['score', 'text', 'recommendation'] as const;
export type EvaluationItemType = (typeof EVALUATION_ITEM_TYPES)[number];
export const evaluationItemTypeLabels: Record<EvaluationItemType, string> = { score: '维度评分', text: '评语', recommendation: '推荐意见' };

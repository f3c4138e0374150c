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

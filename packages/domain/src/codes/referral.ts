// Referral (内推) rewards (spec section 3).

/** What a referral reward rule pays for. */
export const ReferralRewardType = {
  Recommendation: 1,
  PushedToDepartment: 2,
  DepartmentScreeningPassed: 3,
  InterviewStage: 4,
  Attended: 5,
  OfferStage: 6,
  OfferIssued: 7,
  Hired: 8,
  Regular: 9,
  AfterHiring: 10,
  JobRank: 11,
  ResumeTag: 12,
} as const;
export type ReferralRewardType = (typeof ReferralRewardType)[keyof typeof ReferralRewardType];
export const referralRewardTypeLabels: Record<ReferralRewardType, string> = {
  1: '推荐简历',
  2: '推荐给用人部门',
  3: '用人部门初筛通过',
  4: '进入面试阶段',
  5: '候选人到场面试',
  6: '进入Offer阶段',
  7: '已发Offer',
  8: '入职',
  9: '转正',
  10: '入职满指定天数',
  11: '按职级',
  12: '按简历标签',
};
// The spec lists "after hiring" before regular employment, the order they happen in.
export const referralRewardTypeOrder: readonly ReferralRewardType[] = [1, 2, 3, 4, 5, 6, 7, 8, 10, 9, 11, 12];

/** The stage a referred candidate has reached, as the referrer sees it. */
export const RewardStage = {
  Recommended: 1,
  PushedToManager: 2,
  ManagerScreenedPass: 3,
  Interview: 4,
  Attended: 5,
  Offer: 6,
  OfferIssued: 7,
  Entry: 8,
  Regular: 9,
} as const;
export type RewardStage = (typeof RewardStage)[keyof typeof RewardStage];
export const rewardStageLabels: Record<RewardStage, string> = {
  1: '推荐',
  2: '推荐给用人经理',
  3: '用人经理初筛通过',
  4: '面试',
  5: '到场面试',
  6: 'Offer',
  7: '已发Offer',
  8: '入职',
  9: '转正',
};

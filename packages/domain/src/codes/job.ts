// Jobs (spec sections 3, 4 and 9).

export const JobStatus = { Open: 1, Closed: 2 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];
export const jobStatusLabels: Record<JobStatus, string> = { 1: '招聘中', 2: '已关闭' };

export const RecruitType = { Headhunter: 1, Self: 2 } as const;
export type RecruitType = (typeof RecruitType)[keyof typeof RecruitType];
export const recruitTypeLabels: Record<RecruitType, string> = { 1: '委托猎头', 2: '自主招聘' };

export const JobNature = { FullTime: 1, PartTime: 2, Internship: 3, Other: 4 } as const;
export type JobNature = (typeof JobNature)[keyof typeof JobNature];
export const jobNatureLabels: Record<JobNature, string> = { 1: '全职', 2: '兼职', 3: '实习', 4: '其他' };

/** Salary type of a job's salary range. Offers also allow a daily salary: see `OfferSalaryType`. */
export const JobSalaryType = { Monthly: 1, Annual: 2 } as const;
export type JobSalaryType = (typeof JobSalaryType)[keyof typeof JobSalaryType];
export const jobSalaryTypeLabels: Record<JobSalaryType, string> = { 1: '月薪', 2: '年薪' };

/** Gender requirement of a job: a candidate gender or no requirement. */
export const JobGender = { Any: -1, Female: 0, Male: 1 } as const;
export type JobGender = (typeof JobGender)[keyof typeof JobGender];
export const jobGenderLabels: Record<JobGender, string> = { [-1]: '不限', 0: '女', 1: '男' };

/** How long a job stays valid (职位有效期), in days; 0 means no limit. */
export const JobRetention = {
  Unlimited: 0,
  Days7: 7,
  Days15: 15,
  Days30: 30,
  Days60: 60,
  Days90: 90,
  Days180: 180,
  Days365: 365,
  Days730: 730,
} as const;
export type JobRetention = (typeof JobRetention)[keyof typeof JobRetention];
export const jobRetentionLabels: Record<JobRetention, string> = {
  0: '不限',
  7: '7天',
  15: '15天',
  30: '30天',
  60: '60天',
  90: '90天',
  180: '180天',
  365: '365天',
  730: '730天',
};

/** Quick filters of the job list (process management), each a flag on the job's candidates. */
export const JobListFilter = {
  HasIntentionTalk: 'hasIntentionTalk',
  HasBackgroundCheck: 'hasBackgroundCheck',
  RecommendationScreened: 'recommendationScreened',
  HasInterviewEvaluation: 'hasInterviewEvaluation',
  InterviewAwaitingEvaluation: 'interviewAwaitingEvaluation',
  InterviewPending: 'interviewPending',
  RecommendationAwaitingScreening: 'recommendationAwaitingScreening',
  HasCandidateEvaluation: 'hasCandidateEvaluation',
} as const;
export type JobListFilter = (typeof JobListFilter)[keyof typeof JobListFilter];
export const jobListFilterLabels: Record<JobListFilter, string> = {
  hasIntentionTalk: '有意向沟通',
  hasBackgroundCheck: '有背景调查',
  recommendationScreened: '推荐已筛选',
  hasInterviewEvaluation: '有面试评价',
  interviewAwaitingEvaluation: '面试待评价',
  interviewPending: '面试待定',
  recommendationAwaitingScreening: '推荐待筛选',
  hasCandidateEvaluation: '有候选人评价',
};

/**
 * A job's education requirement (学历要求), the codes of the basedata `education` list: the
 * lowest accepted degree, 0 for no requirement.
 */
export const JobEducation = { Any: 0, JuniorHigh: 10, TechnicalSecondary: 8, HighSchool: 9, College: 2, Bachelor: 3, Master: 4, Doctor: 5 } as const;
export type JobEducation = (typeof JobEducation)[keyof typeof JobEducation];
export const jobEducationLabels: Record<JobEducation, string> = {
  0: '不限',
  10: '初中及以上',
  8: '中专/中技及以上',
  9: '高中及以上',
  2: '大专及以上',
  3: '本科及以上',
  4: '硕士及以上',
  5: '博士及以上',
};
/** Lowest requirement first, as the basedata list orders them. */
export const jobEducationOrder: readonly JobEducation[] = [0, 10, 8, 9, 2, 3, 4, 5];

/** Whether the job means travelling (是否出差). */
export const BusinessTravel = { None: 0, Sometimes: 1, Often: 2 } as const;
export type BusinessTravel = (typeof BusinessTravel)[keyof typeof BusinessTravel];
export const businessTravelLabels: Record<BusinessTravel, string> = { 0: '无需出差', 1: '偶尔出差', 2: '经常出差' };

// Points (点数) and what packages cost (spec section 9).

/** Kinds of points a company's balance is kept in. */
export const PointKind = {
  IntentionTalk: 'intentionTalk',
  BackgroundCheck: 'backgroundCheck',
  Assessment: 'assessment',
  TalentMap: 'talentMap',
  IndustryReport: 'industryReport',
  WorkplaceCourse: 'workplaceCourse',
  SalaryLookup: 'salaryLookup',
  Engagement: 'engagement',
  Coin: 'coin',
  UnlimitedTalentAssessment: 'unlimitedTalentAssessment',
  Unlimited360: 'unlimited360',
} as const;
export type PointKind = (typeof PointKind)[keyof typeof PointKind];
export const pointKindLabels: Record<PointKind, string> = {
  intentionTalk: '意向沟通',
  backgroundCheck: '背景调查',
  assessment: '测评',
  talentMap: '人才地图',
  industryReport: '行业报告',
  workplaceCourse: '职场课程',
  salaryLookup: '薪酬查询',
  engagement: '敬业度调研',
  coin: '伯乐币',
  unlimitedTalentAssessment: '不限量人才测评',
  unlimited360: '不限量360评估',
};

/** Points one item of a package costs. */
export const PACKAGE_POINT_COSTS = {
  simpleIntentionTalk: 150,
  deepIntentionTalk: 450,
  talentMap: 360,
  industryReport: 240,
  salaryReport: 240,
  backgroundCheckMin: 18,
  backgroundCheckMax: 2400,
  // Most assessments cost this; a few are priced on their own.
  assessment: 180,
} as const;

/** Weights of a dynamically priced background check. */
export const BACKGROUND_CHECK_POINTS = {
  educationPerItem: 1,
  workPerItem: 16,
  projectBase: 13,
  projectPerItem: 10,
  multiplier: 36,
} as const;

export type BackgroundCheckItems = { education: number; work: number; project: number };

/**
 * Points of a background check with the given item counts: education 1 and work 16 per
 * item, projects 13 once plus 10 per item (only when any project is checked), all times 36.
 */
export function backgroundCheckPoints(items: BackgroundCheckItems): number {
  const p = BACKGROUND_CHECK_POINTS;
  const project = items.project > 0 ? p.projectBase + p.projectPerItem * items.project : 0;
  return (items.education * p.educationPerItem + items.work * p.workPerItem + project) * p.multiplier;
}

/**
 * Status of a company's package (spec section 4). The spec calls 1 "archived": the package is
 * on file with the platform and in force; 2 and 3 end it, 999 is a trial package.
 */
export const PackageStatus = { Archived: 1, Expired: 2, Voided: 3, Trial: 999 } as const;
export type PackageStatus = (typeof PackageStatus)[keyof typeof PackageStatus];
export const packageStatusLabels: Record<PackageStatus, string> = { 1: '生效中', 2: '已过期', 3: '已作废', 999: '试用中' };

/** What a ledger row records: points granted with a package, charged for a use, or refunded. */
export const PointEntry = { Grant: 'grant', Charge: 'charge', Refund: 'refund' } as const;
export type PointEntry = (typeof PointEntry)[keyof typeof PointEntry];
export const pointEntryLabels: Record<PointEntry, string> = { grant: '开通套餐', charge: '扣除', refund: '退回' };

/** The most items of each kind one background check may hold, and the longest agency link. */
export const BACKGROUND_CHECK_LIMITS = { maxItems: 20, linkDays: 30, reportMaxBytes: 20 * 1024 * 1024 } as const;

/** Where a background check stands: waiting for the agency, in progress there, done, or cancelled. */
export const BackgroundCheckStatus = { Pending: 'pending', InProgress: 'inProgress', Completed: 'completed', Cancelled: 'cancelled' } as const;
export type BackgroundCheckStatus = (typeof BackgroundCheckStatus)[keyof typeof BackgroundCheckStatus];
export const backgroundCheckStatusLabels: Record<BackgroundCheckStatus, string> = { pending: '待机构受理', inProgress: '调查中', completed: '已完成', cancelled: '已取消' };

/** The three check projects of spec section 3 (education, work and project history). */
export const BackgroundCheckProject = { Education: 'education', Work: 'work', Project: 'project' } as const;
export type BackgroundCheckProject = (typeof BackgroundCheckProject)[keyof typeof BackgroundCheckProject];
export const backgroundCheckProjectLabels: Record<BackgroundCheckProject, string> = { education: '教育经历', work: '工作经历', project: '项目经历' };

/** An agency's finding on one item. */
export const BackgroundCheckFinding = { True: 'true', False: 'false', Unverifiable: 'unverifiable' } as const;
export type BackgroundCheckFinding = (typeof BackgroundCheckFinding)[keyof typeof BackgroundCheckFinding];
export const backgroundCheckFindingLabels: Record<BackgroundCheckFinding, string> = { true: '属实', false: '不属实', unverifiable: '无法核实' };

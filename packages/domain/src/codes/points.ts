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

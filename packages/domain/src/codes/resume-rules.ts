// 简历筛选规则 (/user/manage/filterrule) and 简历评分规则 (/user/manage/resumenorm): what a
// filter rule does when it fires, when it fires, and the criteria a scoring rule weighs.

/** What a filter rule does to a resume it fires on: mark it (a tag) or eliminate it. */
export const FilterAction = { Flag: 'flag', Eliminate: 'eliminate' } as const;
export type FilterAction = (typeof FilterAction)[keyof typeof FilterAction];
export const filterActionLabels: Record<FilterAction, string> = { flag: '标记', eliminate: '自动淘汰' };

/** When a rule fires: the resume meets all its conditions, or misses at least one. */
export const FilterTrigger = { Match: 'match', Miss: 'miss' } as const;
export type FilterTrigger = (typeof FilterTrigger)[keyof typeof FilterTrigger];
export const filterTriggerLabels: Record<FilterTrigger, string> = { match: '符合全部条件时', miss: '不符合任一条件时' };

/** Which intake a filter rule screens: every new resume, or only resumes entering a job that lists it. */
export const FilterScope = { Company: 'company', Job: 'job' } as const;
export type FilterScope = (typeof FilterScope)[keyof typeof FilterScope];
export const filterScopeLabels: Record<FilterScope, string> = { company: '全部新简历', job: '指定职位' };

/** The criteria a scoring rule weighs, in display order. */
export const ScoreCriterion = {
  Education: 'education',
  SchoolTier: 'schoolTier',
  WorkYears: 'workYears',
  Keywords: 'keywords',
  City: 'city',
  Salary: 'salary',
  Age: 'age',
} as const;
export type ScoreCriterion = (typeof ScoreCriterion)[keyof typeof ScoreCriterion];
export const scoreCriterionLabels: Record<ScoreCriterion, string> = {
  education: '学历',
  schoolTier: '院校层次',
  workYears: '工作年限',
  keywords: '技能关键词',
  city: '工作城市',
  salary: '期望薪资',
  age: '年龄',
};
export const scoreCriterionOrder: readonly ScoreCriterion[] = ['education', 'schoolTier', 'workYears', 'keywords', 'city', 'salary', 'age'];

// Personal facts of a candidate: gender, degrees, work years, age (spec sections 3 and 9).

export const Gender = { Female: 0, Male: 1 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const genderLabels: Record<Gender, string> = { 0: '女', 1: '男' };

export const MaritalStatus = { Single: 1, Married: 2, Divorced: 3, Private: 4 } as const;
export type MaritalStatus = (typeof MaritalStatus)[keyof typeof MaritalStatus];
export const maritalStatusLabels: Record<MaritalStatus, string> = { 1: '未婚', 2: '已婚', 3: '离异', 4: '保密' };

/** Language certificates and tests on a resume. */
export const LanguageGrade = {
  Cet4: 'cet4',
  Cet6: 'cet6',
  Tem4: 'tem4',
  Tem8: 'tem8',
  Ielts: 'ielts',
  Toefl: 'toefl',
  Jlpt: 'jlpt',
  Other: 'other',
} as const;
export type LanguageGrade = (typeof LanguageGrade)[keyof typeof LanguageGrade];
export const languageGradeLabels: Record<LanguageGrade, string> = {
  cet4: '大学英语四级',
  cet6: '大学英语六级',
  tem4: '英语专业四级',
  tem8: '英语专业八级',
  ielts: '雅思',
  toefl: '托福',
  jlpt: '日语能力考试',
  other: '其他',
};

/** How well a candidate masters a language or skill. */
export const Proficiency = { Basic: 'basic', Good: 'good', Skilled: 'skilled', Expert: 'expert' } as const;
export type Proficiency = (typeof Proficiency)[keyof typeof Proficiency];
export const proficiencyLabels: Record<Proficiency, string> = { basic: '一般', good: '良好', skilled: '熟练', expert: '精通' };

/** Degrees (学历) with the codes of the reference list. Rank them with `degreeRank`. */
export const Degree = {
  College: 2,
  Bachelor: 3,
  Master: 4,
  Doctor: 5,
  Postdoc: 6,
  Mba: 7,
  TechnicalSecondary: 8,
  HighSchool: 9,
  JuniorHigh: 10,
} as const;
export type Degree = (typeof Degree)[keyof typeof Degree];
export const degreeLabels: Record<Degree, string> = {
  2: '大专',
  3: '本科',
  4: '硕士',
  5: '博士',
  6: '博士后',
  7: 'MBA',
  8: '中专',
  9: '高中',
  10: '初中',
};

/** Minimum degree of a search filter or a job's education requirement; the code is the lowest accepted degree. */
export const SearchDegree = { Any: 0, College: 2, Bachelor: 3, Master: 4, Doctor: 5 } as const;
export type SearchDegree = (typeof SearchDegree)[keyof typeof SearchDegree];
export const searchDegreeLabels: Record<SearchDegree, string> = {
  0: '不限',
  2: '大专及以上',
  3: '本科及以上',
  4: '硕士及以上',
  5: '博士及以上',
};

/** Work years scale: 0 under one year, 1-12 completed years, 13 over twelve years. */
export const WORK_YEARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type WorkYears = (typeof WORK_YEARS)[number];
export const workYearsLabels: Record<WorkYears, string> = {
  0: '一年以下',
  1: '1年',
  2: '2年',
  3: '3年',
  4: '4年',
  5: '5年',
  6: '6年',
  7: '7年',
  8: '8年',
  9: '9年',
  10: '10年',
  11: '11年',
  12: '12年',
  13: '12年以上',
};

/**
 * Age filter ranges: the spec's five (codes 1-5, kept as they are for saved searches and links)
 * plus 21-24岁 (6), which the spec's list leaves out; `max` null means no upper bound. Together
 * they cover every age from 15 up without a gap.
 */
export const AgeRange = { From15To20: 1, From25To30: 2, From31To35: 3, From36To40: 4, Over40: 5, From21To24: 6 } as const;
export type AgeRange = (typeof AgeRange)[keyof typeof AgeRange];
export const ageRangeLabels: Record<AgeRange, string> = {
  1: '15-20岁',
  6: '21-24岁',
  2: '25-30岁',
  3: '31-35岁',
  4: '36-40岁',
  5: '40岁以上',
};
export const ageRangeBounds: Record<AgeRange, { min: number; max: number | null }> = {
  1: { min: 15, max: 20 },
  6: { min: 21, max: 24 },
  2: { min: 25, max: 30 },
  3: { min: 31, max: 35 },
  4: { min: 36, max: 40 },
  5: { min: 41, max: null },
};
/** Youngest band first. */
export const ageRangeOrder: readonly AgeRange[] = [1, 6, 2, 3, 4, 5];

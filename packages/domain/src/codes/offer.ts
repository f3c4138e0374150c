// Offers (spec section 3).

/** Salary type of an offer's regular salary: jobs' monthly and annual, plus daily. */
export const OfferSalaryType = { Monthly: 1, Annual: 2, Daily: 3 } as const;
export type OfferSalaryType = (typeof OfferSalaryType)[keyof typeof OfferSalaryType];
export const offerSalaryTypeLabels: Record<OfferSalaryType, string> = { 1: '月薪', 2: '年薪', 3: '日薪' };
export const offerSalaryTypeOrder: readonly OfferSalaryType[] = [3, 1, 2];

export const TaxType = { PreTax: 1, PostTax: 2 } as const;
export type TaxType = (typeof TaxType)[keyof typeof TaxType];
export const taxTypeLabels: Record<TaxType, string> = { 1: '税前', 2: '税后' };

/** Probation period options in months; -1 means no probation. */
export const PROBATION_NONE = -1;
export const PROBATION_OPTIONS = [-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Probation = (typeof PROBATION_OPTIONS)[number];
export const probationLabels: Record<Probation, string> = {
  [-1]: '无试用期',
  1: '1个月',
  2: '2个月',
  3: '3个月',
  4: '4个月',
  5: '5个月',
  6: '6个月',
  7: '7个月',
  8: '8个月',
  9: '9个月',
  10: '10个月',
  11: '11个月',
  12: '12个月',
};

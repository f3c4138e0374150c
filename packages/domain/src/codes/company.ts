// Company facts and purchased packages (spec sections 4 and 9).

export const CompanyScale = {
  Below50: 1,
  From50To99: 2,
  From100To499: 3,
  From500To999: 4,
  From1000To9999: 5,
  Over10000: 6,
} as const;
export type CompanyScale = (typeof CompanyScale)[keyof typeof CompanyScale];
export const companyScaleLabels: Record<CompanyScale, string> = {
  1: '1-49人',
  2: '50-99人',
  3: '100-499人',
  4: '500-999人',
  5: '1000-9999人',
  6: '10000人以上',
};

/** Status of a purchased asset or package. */
export const AssetStatus = { Archived: 1, Expired: 2, Voided: 3, Trial: 999 } as const;
export type AssetStatus = (typeof AssetStatus)[keyof typeof AssetStatus];
export const assetStatusLabels: Record<AssetStatus, string> = { 1: '已归档', 2: '已过期', 3: '已作废', 999: '试用中' };

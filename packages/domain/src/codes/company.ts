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

// Accounts of a company (/user/company/accounts). Kept apart from the API schemas (api/company.ts)
// so that a page showing the codes does not load zod.
export const AccountStatus = { Active: 1, Disabled: 2, Invited: 3 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
export const accountStatusLabels: Record<AccountStatus, string> = { 1: '正常', 2: '已停用', 3: '待激活' };

/** Which jobs an account works on: all of the company's, or only those it is assigned to. */
export const JobScope = { All: 'all', Assigned: 'assigned' } as const;
export type JobScope = (typeof JobScope)[keyof typeof JobScope];
export const jobScopeLabels: Record<JobScope, string> = { all: '全部职位', assigned: '负责的职位' };

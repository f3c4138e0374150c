// 入职管理 (issue 15 item 7): the tabs of the company-wide onboarding list.

/** Which hires a tab lists: 待入职 (5), 已入职 in probation (1), 已转正 (4), 未到岗 (eliminated from 待入职). */
export const OnboardingTab = { Awaiting: 'awaiting', Probation: 'probation', Regular: 'regular', NoShow: 'noShow' } as const;
export type OnboardingTab = (typeof OnboardingTab)[keyof typeof OnboardingTab];
export const onboardingTabLabels: Record<OnboardingTab, string> = {
  awaiting: '待入职',
  probation: '已入职（试用期）',
  regular: '已转正',
  noShow: '未到岗',
};
export const onboardingTabOrder: readonly OnboardingTab[] = ['awaiting', 'probation', 'regular', 'noShow'];

/** The tabs whose people are hired: the export of hires reads these. */
export const HIRED_ONBOARDING_TABS: readonly OnboardingTab[] = ['probation', 'regular'];

/** The date a list is sorted by: the entry day, or the 转正 day (actual, else planned). */
export const OnboardingSort = { EntryDate: 'entryDate', RegularDate: 'regularDate' } as const;
export type OnboardingSort = (typeof OnboardingSort)[keyof typeof OnboardingSort];
export const onboardingSortLabels: Record<OnboardingSort, string> = { entryDate: '按入职时间', regularDate: '按转正日期' };

/** The reason type a 未到岗 names: his reasons are those of declining an offer (已接受其他Offer, 原公司挽留 ...). */
export const NO_SHOW_REASON_TYPE = 'refuseOffer' as const;

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

/**
 * Where an offer stands. A draft goes through Offer审批 (approving → approved, or rejected /
 * withdrawn and editable again); an approved one is sent to the candidate, who accepts or
 * declines it by its link until it expires; HR may cancel (作废) any offer not yet answered.
 */
export const OfferStatus = {
  Draft: 'draft',
  Approving: 'approving',
  Approved: 'approved',
  Rejected: 'rejected',
  Withdrawn: 'withdrawn',
  Sent: 'sent',
  Accepted: 'accepted',
  Declined: 'declined',
  Expired: 'expired',
  Cancelled: 'cancelled',
} as const;
export type OfferStatus = (typeof OfferStatus)[keyof typeof OfferStatus];
export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: '草稿',
  approving: '审批中',
  approved: '审批通过',
  rejected: '审批驳回',
  withdrawn: '已撤回',
  sent: '已发送',
  accepted: '已接受',
  declined: '已拒绝',
  expired: '已过期',
  cancelled: '已作废',
};
export const offerStatusOrder: readonly OfferStatus[] = ['draft', 'approving', 'approved', 'rejected', 'withdrawn', 'sent', 'accepted', 'declined', 'expired', 'cancelled'];
/** Statuses in which HR may still change the offer and send it into approval (again). */
export const EDITABLE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'rejected', 'withdrawn'];
/** Offers that are over: the application may get a new offer. */
export const ENDED_OFFER_STATUSES: readonly OfferStatus[] = ['declined', 'expired', 'cancelled'];
/** Offers HR may cancel (作废): any not in approval (withdraw it first), answered or over. */
export const CANCELLABLE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'approved', 'rejected', 'withdrawn', 'sent'];
/** Days an offer's answer link stays open when HR names no date. */
export const OFFER_ANSWER_DAYS_DEFAULT = 7;
export const OFFER_ANSWER_DAYS_MAX = 60;

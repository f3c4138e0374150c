// Hiring demands (招聘需求, /job/demand and /lite/recruit/demand): where a demand stands, why it
// is raised and how urgent it is.

/**
 * Where a demand stands. A draft is only its submitter's; submitting sends it through 招聘需求审批
 * (pending); approval, rejection and withdrawal follow the approval; a closed demand is done with.
 */
export const DemandStatus = {
  Draft: 'draft',
  Pending: 'pending',
  Approved: 'approved',
  Rejected: 'rejected',
  Withdrawn: 'withdrawn',
  Closed: 'closed',
} as const;
export type DemandStatus = (typeof DemandStatus)[keyof typeof DemandStatus];
export const demandStatusLabels: Record<DemandStatus, string> = {
  draft: '草稿',
  pending: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
  closed: '已关闭',
};
/** Statuses in which the submitter may still change the demand and send it (again). */
export const EDITABLE_DEMAND_STATUSES: readonly DemandStatus[] = ['draft', 'rejected', 'withdrawn'];

/** Why the people are needed (需求原因). */
export const DemandReason = { NewPosition: 1, Replacement: 2, Reserve: 3, Project: 4, Other: 5 } as const;
export type DemandReason = (typeof DemandReason)[keyof typeof DemandReason];
export const demandReasonLabels: Record<DemandReason, string> = { 1: '新增编制', 2: '离职替补', 3: '人才储备', 4: '项目需要', 5: '其他' };

export const DemandPriority = { Normal: 1, Urgent: 2, Critical: 3 } as const;
export type DemandPriority = (typeof DemandPriority)[keyof typeof DemandPriority];
export const demandPriorityLabels: Record<DemandPriority, string> = { 1: '普通', 2: '紧急', 3: '非常紧急' };

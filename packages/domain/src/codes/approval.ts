// Approvals (审批): what is approved, how a step decides, and where an approval stands.

/** What an approval is about; each kind has its own flow per company. */
export const ApprovalKind = { Job: 'job', Demand: 'demand', Offer: 'offer' } as const;
export type ApprovalKind = (typeof ApprovalKind)[keyof typeof ApprovalKind];
export const approvalKindLabels: Record<ApprovalKind, string> = { job: '职位审批', demand: '招聘需求审批', offer: 'Offer审批' };
/** The subject of each kind as a noun, for sentences ("该职位…"). */
export const approvalSubjectLabels: Record<ApprovalKind, string> = { job: '职位', demand: '招聘需求', offer: 'Offer' };

/** How the approvers of one step decide: one after another, all of them, or the first one. */
export const ApprovalMode = { Sequential: 'sequential', All: 'all', Any: 'any' } as const;
export type ApprovalMode = (typeof ApprovalMode)[keyof typeof ApprovalMode];
export const approvalModeLabels: Record<ApprovalMode, string> = { sequential: '依次审批', all: '会签', any: '或签' };
export const approvalModeHints: Record<ApprovalMode, string> = {
  sequential: '按选择的顺序依次审批，每人同意后流转到下一人',
  all: '须所有审批人同意，任一人驳回即驳回',
  any: '一名审批人同意或驳回即可',
};

/** Who an approver or copy-to node names. */
export const ApproverType = { User: 'user', Role: 'role', DeptHead: 'deptHead' } as const;
export type ApproverType = (typeof ApproverType)[keyof typeof ApproverType];
export const approverTypeLabels: Record<ApproverType, string> = { user: '指定成员', role: '指定角色', deptHead: '部门负责人' };

/** Whose department a 部门负责人 node starts from. */
export const DeptHeadOf = { Applicant: 'applicant', Subject: 'subject' } as const;
export type DeptHeadOf = (typeof DeptHeadOf)[keyof typeof DeptHeadOf];
export const deptHeadOfLabels: Record<DeptHeadOf, string> = { applicant: '发起人所在部门', subject: '所属部门' };
/** 1 is the department's own head, 2 the head of the department above it, and so on. */
export const DEPT_HEAD_LEVEL_MAX = 5;
export const deptHeadLevelLabel = (level: number): string => (level === 1 ? '直接负责人' : `第${level}级负责人`);

/** Where an approval stands. */
export const ApprovalStatus = { Pending: 'pending', Approved: 'approved', Rejected: 'rejected', Withdrawn: 'withdrawn' } as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];
export const approvalStatusLabels: Record<ApprovalStatus, string> = { pending: '审批中', approved: '已通过', rejected: '已驳回', withdrawn: '已撤回' };

/** Where one step of a round stands. */
export const ApprovalStepStatus = {
  Waiting: 'waiting',
  Active: 'active',
  Approved: 'approved',
  Rejected: 'rejected',
  Skipped: 'skipped',
  Cancelled: 'cancelled',
  Copied: 'copied',
} as const;
export type ApprovalStepStatus = (typeof ApprovalStepStatus)[keyof typeof ApprovalStepStatus];
export const approvalStepStatusLabels: Record<ApprovalStepStatus, string> = {
  waiting: '未开始',
  active: '审批中',
  approved: '已同意',
  rejected: '已驳回',
  skipped: '已跳过',
  cancelled: '已终止',
  copied: '已抄送',
};

/** Where one person's part in a step stands. */
export const ApprovalTaskStatus = {
  Waiting: 'waiting',
  Pending: 'pending',
  Approved: 'approved',
  Rejected: 'rejected',
  Cancelled: 'cancelled',
  Copied: 'copied',
} as const;
export type ApprovalTaskStatus = (typeof ApprovalTaskStatus)[keyof typeof ApprovalTaskStatus];
export const approvalTaskStatusLabels: Record<ApprovalTaskStatus, string> = {
  waiting: '未开始',
  pending: '待审批',
  approved: '已同意',
  rejected: '已驳回',
  cancelled: '无需审批',
  copied: '已抄送',
};

/** The entries of an approval's trail. */
export const ApprovalAction = {
  Submit: 'submit',
  Resubmit: 'resubmit',
  Approve: 'approve',
  Reject: 'reject',
  Withdraw: 'withdraw',
  Copy: 'copy',
  Skip: 'skip',
  AutoApprove: 'autoApprove',
  Transfer: 'transfer',
} as const;
export type ApprovalAction = (typeof ApprovalAction)[keyof typeof ApprovalAction];
export const approvalActionLabels: Record<ApprovalAction, string> = {
  submit: '发起审批',
  resubmit: '重新提交',
  approve: '同意',
  reject: '驳回',
  withdraw: '撤回',
  copy: '抄送',
  skip: '自动跳过',
  autoApprove: '自动通过',
  transfer: '转交',
};

/** The boxes of 我的审批. */
export const ApprovalBox = { Pending: 'pending', Done: 'done', Mine: 'mine', Cc: 'cc' } as const;
export type ApprovalBox = (typeof ApprovalBox)[keyof typeof ApprovalBox];
export const approvalBoxLabels: Record<ApprovalBox, string> = { pending: '待我审批', done: '我已审批', mine: '我发起的', cc: '抄送我的' };
export const APPROVAL_BOX_ORDER: readonly ApprovalBox[] = ['pending', 'done', 'mine', 'cc'];

/** Facts of a subject that condition branches test. */
export const ConditionField = {
  Org: 'orgId',
  Salary: 'salary',
  Headcount: 'headcount',
  Nature: 'nature',
  RecruitType: 'recruitType',
  Rank: 'rankId',
} as const;
export type ConditionField = (typeof ConditionField)[keyof typeof ConditionField];
export const conditionFieldLabels: Record<ConditionField, string> = {
  orgId: '所属部门',
  salary: '月薪上限',
  headcount: '招聘人数',
  nature: '工作性质',
  recruitType: '招聘方式',
  rankId: '职级',
};
/** Where a kind names a fact its own way: an offer's department is the one the hire joins, its salary the regular one. */
const conditionFieldLabelsOfKind: Partial<Record<ApprovalKind, Partial<Record<ConditionField, string>>>> = {
  offer: { orgId: '入职部门', salary: '转正月薪' },
};
/** The label of a condition field in the flows of one kind. */
export const conditionFieldLabel = (kind: ApprovalKind, field: ConditionField): string => conditionFieldLabelsOfKind[kind]?.[field] ?? conditionFieldLabels[field];
/** The unit of each numeric field, after its values (salary in 元 per month). */
export const conditionFieldUnits: Partial<Record<ConditionField, string>> = { salary: '元/月', headcount: '人' };

/** The facts each kind's subjects offer, in the order the designer lists them. */
export const approvalConditionFields: Record<ApprovalKind, readonly ConditionField[]> = {
  job: ['orgId', 'salary', 'headcount', 'nature', 'recruitType', 'rankId'],
  demand: ['orgId', 'headcount', 'salary', 'nature'],
  offer: ['orgId', 'salary', 'rankId'],
};

export const NumberOp = { Gte: 'gte', Lte: 'lte', Between: 'between' } as const;
export type NumberOp = (typeof NumberOp)[keyof typeof NumberOp];
export const numberOpLabels: Record<NumberOp, string> = { gte: '大于等于', lte: '小于等于', between: '介于' };

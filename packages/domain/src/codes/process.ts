// Recruiting processes, their stages and the staff state of candidates (spec sections 3 and 4).
import { codeLabel } from './helpers';

/** Type of a stage in a recruiting process. */
export const StageType = { Screening: 1, Interview: 2, Test: 3, Offer: 4, Pending: 5 } as const;
export type StageType = (typeof StageType)[keyof typeof StageType];
export const stageTypeLabels: Record<StageType, string> = {
  1: '初筛',
  2: '面试',
  3: '笔试/测评',
  4: 'Offer',
  5: '待定',
};

/** Actions a process stage can offer on its candidates. */
export const StageAction = {
  PushToDepartment: 'pushToDepartment',
  NotifyCandidate: 'notifyCandidate',
  ArrangeInterview: 'arrangeInterview',
  AddAssessment: 'addAssessment',
  AddInterviewEvaluation: 'addInterviewEvaluation',
  AddOffer: 'addOffer',
  ViewOffer: 'viewOffer',
  SendOffer: 'sendOffer',
  AddBackgroundCheck: 'addBackgroundCheck',
  AddCloudAssessment: 'addCloudAssessment',
} as const;
export type StageAction = (typeof StageAction)[keyof typeof StageAction];
export const stageActionLabels: Record<StageAction, string> = {
  pushToDepartment: '推荐给用人部门',
  notifyCandidate: '通知候选人',
  arrangeInterview: '安排面试',
  addAssessment: '发起测评',
  addInterviewEvaluation: '添加面试评价',
  addOffer: '添加Offer',
  viewOffer: '查看Offer',
  sendOffer: '发送Offer',
  addBackgroundCheck: '发起背景调查',
  addCloudAssessment: '添加云测评',
};

/** The actions each stage type allows, in display order. */
export const stageTypeActions: Record<StageType, readonly StageAction[]> = {
  1: ['pushToDepartment', 'notifyCandidate'],
  2: ['arrangeInterview', 'addAssessment', 'pushToDepartment', 'addInterviewEvaluation', 'notifyCandidate'],
  3: ['addAssessment'],
  4: ['addOffer', 'viewOffer', 'sendOffer', 'addBackgroundCheck', 'notifyCandidate'],
  5: ['notifyCandidate', 'addCloudAssessment'],
};

/** Whether an action of a stage is fixed: the first action of screening and interview stages cannot be switched off. */
export function isStageActionLocked(stageType: StageType, action: StageAction): boolean {
  return (stageType === StageType.Screening || stageType === StageType.Interview) && stageTypeActions[stageType][0] === action;
}

/** Staff state of a candidate once hired (招聘状态). */
export const RecruitmentState = { Hired: 1, Left: 2, Eliminated: 3, Regular: 4, AwaitingEntry: 5 } as const;
export type RecruitmentState = (typeof RecruitmentState)[keyof typeof RecruitmentState];
export const recruitmentStateLabels: Record<RecruitmentState, string> = {
  1: '已入职',
  2: '已离职',
  3: '已淘汰',
  4: '已转正',
  5: '待入职',
};

/** Recruit phase that is shown as "awaiting entry" whatever the recruitment state says. */
export const RECRUIT_PHASE_AWAITING_ENTRY = 6;

/** Label of a candidate's staff state, where recruit phase 6 reads as awaiting entry. */
export function recruitmentStateLabel(state: number | null | undefined, recruitPhase?: number | null): string {
  if (recruitPhase === RECRUIT_PHASE_AWAITING_ENTRY) return recruitmentStateLabels[RecruitmentState.AwaitingEntry];
  return codeLabel(recruitmentStateLabels, state);
}

/** The recruit phase of a candidate: the type of his stage (1-5), or 6 once he awaits entry. */
export function recruitPhaseOf(stageType: StageType | null, state: RecruitmentState | null): number | null {
  return state === RecruitmentState.AwaitingEntry ? RECRUIT_PHASE_AWAITING_ENTRY : stageType;
}

/** How a resume came into a job. */
export const ApplicationSource = {
  Manual: 'manual',
  Portal: 'portal',
  Mail: 'mail',
  Helper: 'helper',
  Upload: 'upload',
  Import: 'import',
  Referral: 'referral',
} as const;
export type ApplicationSource = (typeof ApplicationSource)[keyof typeof ApplicationSource];
export const applicationSourceLabels: Record<ApplicationSource, string> = {
  manual: 'HR添加',
  portal: '招聘官网投递',
  mail: '邮箱收取',
  helper: '简历助手',
  upload: '上传简历',
  import: '导入简历',
  referral: '内推',
};

/**
 * What happened to an application (its log). Other areas add their own kinds through the
 * pipeline's `recordEvent` (pushes, feedback, interviews); these are the process's own.
 */
export const ApplicationEventKind = {
  Enter: 'enter',
  Move: 'move',
  Eliminate: 'eliminate',
  Restore: 'restore',
  TransferOut: 'transferOut',
  Archive: 'archive',
  Staff: 'staff',
} as const;
export type ApplicationEventKind = (typeof ApplicationEventKind)[keyof typeof ApplicationEventKind];
export const applicationEventKindLabels: Record<ApplicationEventKind, string> = {
  enter: '加入职位',
  move: '移动阶段',
  eliminate: '淘汰',
  restore: '恢复候选人',
  transferOut: '转移到其他职位',
  archive: '归档到人才库',
  staff: '变更招聘状态',
};

/** The staff states a user may set by hand (淘汰 has its own action), in the order offered. */
export const STAFF_STATE_TARGETS = [RecruitmentState.AwaitingEntry, RecruitmentState.Hired, RecruitmentState.Regular, RecruitmentState.Left] as const;
export type StaffStateTarget = (typeof STAFF_STATE_TARGETS)[number];

const staffMoves: Record<string, readonly StaffStateTarget[]> = {
  none: [RecruitmentState.AwaitingEntry, RecruitmentState.Hired],
  [RecruitmentState.AwaitingEntry]: [RecruitmentState.Hired],
  [RecruitmentState.Hired]: [RecruitmentState.Regular, RecruitmentState.Left],
  [RecruitmentState.Regular]: [RecruitmentState.Left],
};

/**
 * Why a candidate in staff state `from` (null: still in the process) cannot go to `to`, in
 * words for the user; null when he can. Eliminated candidates are restored first.
 */
export function staffTransitionRefusal(from: RecruitmentState | null, to: StaffStateTarget): string | null {
  if (from === RecruitmentState.Eliminated) return '候选人已被淘汰，请先恢复候选人再办理';
  if (from === to) return `候选人已是“${recruitmentStateLabels[to]}”状态`;
  if ((staffMoves[from ?? 'none'] ?? []).includes(to)) return null;
  if (from === RecruitmentState.Left) return '候选人已离职，不能再变更招聘状态';
  const now = from === null ? '招聘中' : recruitmentStateLabels[from];
  const needs: Record<StaffStateTarget, string> = {
    5: '只有招聘中的候选人可以设为待入职',
    1: '只有招聘中或待入职的候选人可以办理入职',
    4: '只有已入职的候选人可以转正',
    2: '只有已入职或已转正的候选人可以办理离职',
  };
  return `候选人当前为“${now}”，${needs[to]}`;
}

/** The outcome (1 hired, 2 left) a staff state gives; awaiting entry is still in the process. */
export function outcomeOfStaffState(state: StaffStateTarget): 1 | 2 | null {
  if (state === RecruitmentState.Hired || state === RecruitmentState.Regular) return 1;
  if (state === RecruitmentState.Left) return 2;
  return null;
}

/**
 * Which candidates a board or table of 流程管理 shows (the `view` of GET /api/jobs/{id}/board and
 * /applications). Kept with the codes, not the schemas, so the page reads it without loading zod.
 */
export const ApplicationView = { InProcess: 'inProcess', AwaitingEntry: 'awaitingEntry', Hired: 'hired', Left: 'left', Eliminated: 'eliminated', All: 'all' } as const;
export type ApplicationView = (typeof ApplicationView)[keyof typeof ApplicationView];
export const applicationViewLabels: Record<ApplicationView, string> = {
  inProcess: '招聘中',
  awaitingEntry: '待入职',
  hired: '已入职',
  left: '已离职',
  eliminated: '已淘汰',
  all: '全部',
};

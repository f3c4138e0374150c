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

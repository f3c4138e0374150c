// Intention talk (意向沟通) reports bought with points (spec section 3).

/** Level a finished intention report gives a candidate. */
export const IntentionLevel = { High: 1, Medium: 2, Low: 3, None: 4, Refused: 5, Unreachable: 6 } as const;
export type IntentionLevel = (typeof IntentionLevel)[keyof typeof IntentionLevel];
export const intentionLevelLabels: Record<IntentionLevel, string> = {
  1: '意向高',
  2: '意向中',
  3: '意向低',
  4: '无意向',
  5: '拒绝沟通',
  6: '无法联系',
};

/** Folded level: 1-3 as they are, 4 to 7 all count as no intention (7 only ever appears here). */
export type FoldedIntentionLevel = IntentionLevel | 7;
export const intentionLevelFoldedLabels: Record<FoldedIntentionLevel, string> = {
  1: '意向高',
  2: '意向中',
  3: '意向低',
  4: '无意向',
  5: '无意向',
  6: '无意向',
  7: '无意向',
};

/** Steps of an intention report, from request to delivery. */
export const ReportStep = { Start: 1, Talk: 2, Edit: 3, Generate: 4, Send: 5 } as const;
export type ReportStep = (typeof ReportStep)[keyof typeof ReportStep];
export const reportStepLabels: Record<ReportStep, string> = {
  1: '发起意向沟通',
  2: '与候选人沟通',
  3: '编辑报告',
  4: '生成报告',
  5: '发送报告',
};

/** Communication products; 13 and 14 have names only (no points or topics in the spec). */
export const CommunicationProduct = { SimpleTalk: 11, DeepTalk: 12, InterviewInvitation: 13, EntryFollowUp: 14 } as const;
export type CommunicationProduct = (typeof CommunicationProduct)[keyof typeof CommunicationProduct];
export const communicationProductLabels: Record<CommunicationProduct, string> = {
  11: '意向沟通（简版）',
  12: '意向沟通（深度）',
  13: '面试邀约',
  14: '入职跟进',
};

export type CommunicationProductSpec = {
  /** Points of the product's two variants. */
  points: readonly [number, number];
  /** What the consultant asks the candidate about. */
  topics: readonly string[];
};

const simpleTopics = ['求职意向', '在职状态', '薪资', '工作地点', '可面试时间'] as const;

/** Points and topics of the priced communication products. */
export const communicationProductSpecs: Record<typeof CommunicationProduct.SimpleTalk | typeof CommunicationProduct.DeepTalk, CommunicationProductSpec> = {
  11: { points: [150, 150], topics: simpleTopics },
  12: { points: [450, 600], topics: [...simpleTopics, '通勤距离', '职业规划', '能否出差', '最早到岗时间'] },
};

// Templates of the messages Bole sends beside the seven candidate notifications of spec
// section 3: account mail, approvals, feedback requests, mentions and the applicant's
// confirmation (issue 13 items 2 and 6). Editable like the others, each with a few
// placeholders of its own beside the 29 of the spec.

/** Template types of the product's own messages, numbered apart from the spec's 1 to 7. */
export const SystemTemplateType = {
  PasswordReset: 101,
  AccountInvite: 102,
  ApprovalRequest: 103,
  ApprovalResult: 104,
  FeedbackRequest: 105,
  Mention: 106,
  ApplyConfirm: 107,
  Reminder: 108,
  CandidateFeedback: 109,
  InterviewSlots: 110,
  InterviewRescheduled: 111,
  InterviewCancelled: 112,
  InterviewerRescheduled: 113,
  InterviewerCancelled: 114,
  // The built-in background check provider: the agency's invitation with its signed link.
  BackgroundCheckInvite: 120,
  // The candidate accepted or declined his offer through its link: to the offer's HR.
  OfferAnswered: 115,
  // 报表订阅: a standard report as .xlsx, on the subscription's schedule, to each colleague named.
  ReportSubscription: 116,
} as const;
export type SystemTemplateType = (typeof SystemTemplateType)[keyof typeof SystemTemplateType];
export const systemTemplateTypeLabels: Record<SystemTemplateType, string> = {
  101: '重置密码',
  102: '账号邀请',
  103: '审批待办提醒',
  104: '审批结果通知',
  105: '简历反馈邀请',
  106: '评论@提醒',
  107: '投递成功确认',
  108: '招聘提醒',
  109: '候选人反馈邀请',
  110: '面试自助预约邀请',
  111: '候选人面试改期通知',
  112: '候选人面试取消通知',
  113: '面试官面试改期通知',
  114: '面试官面试取消通知',
  120: '背景调查委托',
  115: '候选人答复Offer通知',
  116: '报表订阅',
};
export const systemTemplateTypeOrder: readonly SystemTemplateType[] = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 120];

/** Placeholders only the product's own messages can hold. */
export const SystemPlaceholder = {
  AccountName: 101,
  ActionUrl: 102,
  ValidHours: 103,
  OperatorName: 104,
  ApprovalName: 105,
  ApprovalResult: 106,
  CommentText: 107,
  ReminderText: 108,
  FeedbackItem: 109,
  ChangeReason: 110,
  OfferAnswer: 111,
  ReportName: 112,
  ReportPeriod: 113,
  ReportRows: 114,
} as const;
export type SystemPlaceholder = (typeof SystemPlaceholder)[keyof typeof SystemPlaceholder];
export const systemPlaceholderLabels: Record<SystemPlaceholder, string> = {
  101: '收件人姓名',
  102: '操作链接',
  103: '链接有效小时数',
  104: '操作人',
  105: '审批事项',
  106: '审批结果',
  107: '评论内容',
  108: '提醒事项',
  109: '反馈事项',
  110: '改期或取消原因',
  111: '候选人的答复',
  112: '报表名称',
  113: '统计期间',
  114: '报表行数',
};
export const systemPlaceholderNames: Record<SystemPlaceholder, string> = {
  101: 'accountName',
  102: 'actionUrl',
  103: 'validHours',
  104: 'operatorName',
  105: 'approvalName',
  106: 'approvalResult',
  107: 'commentText',
  108: 'reminderText',
  109: 'feedbackItem',
  110: 'changeReason',
  111: 'offerAnswer',
  112: 'reportName',
  113: 'reportPeriod',
  114: 'reportRows',
};

/** The placeholders of its own each system template may use, beside the spec's 29. */
export const systemTemplatePlaceholders: Record<SystemTemplateType, readonly SystemPlaceholder[]> = {
  101: [101, 102, 103],
  102: [101, 102, 103, 104],
  103: [101, 102, 104, 105],
  104: [101, 102, 104, 105, 106],
  105: [101, 102, 104],
  106: [101, 102, 104, 107],
  107: [],
  // 提醒设置: the event and its date in words (将于2026-12-01入职).
  108: [101, 108],
  // 候选人反馈链接: what he is asked (确认入职, Offer反馈, 放弃入职) and his link.
  109: [102, 103, 109],
  // 面试自助预约: his link to pick a time for the interview round (${interviewType}, ${interviewLength} are the spec's).
  110: [102, 103],
  // 面试改期/取消 (candidate and interviewers): the reason given, beside the interview's own spec placeholders.
  111: [110],
  112: [110],
  113: [101, 110],
  114: [101, 110],
  // 背景调查委托: to the agency (named as the recipient), its link and how long it lasts.
  // 候选人答复Offer: his answer in words (接受了Offer，入职时间… / 拒绝了Offer，原因…).
  115: [101, 111],
  // 报表订阅: the report, the days it covers and how many rows the attached file holds.
  116: [101, 112, 113, 114],
  120: [101, 102, 103],
};

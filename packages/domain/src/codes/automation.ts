// Automation rules and who system messages go to (spec sections 4 and 6).

/** Events an automation rule can react to. */
export const AutomationTrigger = {
  PushToDepartment: 'pushToDepartment',
  AddInterview: 'addInterview',
  InterviewSignIn: 'interviewSignIn',
  InterviewEvaluation: 'interviewEvaluation',
  EmailCandidate: 'emailCandidate',
  StartAssessment: 'startAssessment',
  StartWrittenExam: 'startWrittenExam',
  StartBackgroundCheck: 'startBackgroundCheck',
  SendOffer: 'sendOffer',
} as const;
export type AutomationTrigger = (typeof AutomationTrigger)[keyof typeof AutomationTrigger];
export const automationTriggerLabels: Record<AutomationTrigger, string> = {
  pushToDepartment: '推荐给用人部门',
  addInterview: '添加面试',
  interviewSignIn: '面试签到',
  interviewEvaluation: '面试评价',
  emailCandidate: '邮件通知候选人',
  startAssessment: '发起测评',
  startWrittenExam: '发起笔试',
  startBackgroundCheck: '发起背景调查',
  sendOffer: '发送Offer',
};

/** People a system message or reminder can be sent to. */
export const MessageRecipient = {
  Operator: 'operator',
  CandidateOwner: 'candidateOwner',
  JobOwner: 'jobOwner',
  Assistant: 'assistant',
  Admin: 'admin',
  SuperAdmin: 'superAdmin',
  Interviewer: 'interviewer',
  InterviewLead: 'interviewLead',
  Approver: 'approver',
  Grader: 'grader',
  InterviewContact: 'interviewContact',
  JobCreator: 'jobCreator',
  ResumeEntrant: 'resumeEntrant',
  Candidate: 'candidate',
  Referrer: 'referrer',
  HiringManager: 'hiringManager',
  FrontDesk: 'frontDesk',
  AllHr: 'allHr',
  AllHiringManagers: 'allHiringManagers',
  ApprovalInitiator: 'approvalInitiator',
  HeadhunterFirm: 'headhunterFirm',
  ApprovalCopyTo: 'approvalCopyTo',
} as const;
export type MessageRecipient = (typeof MessageRecipient)[keyof typeof MessageRecipient];
export const messageRecipientLabels: Record<MessageRecipient, string> = {
  operator: '操作人',
  candidateOwner: '候选人负责人',
  jobOwner: '职位招聘负责人',
  assistant: '协助人',
  admin: '管理员',
  superAdmin: '超级管理员',
  interviewer: '面试官',
  interviewLead: '主面试官',
  approver: '审批人',
  grader: '阅卷人',
  interviewContact: '面试联系人',
  jobCreator: '职位创建人',
  resumeEntrant: '简历录入人',
  candidate: '候选人',
  referrer: '内推人',
  hiringManager: '用人经理',
  frontDesk: '前台',
  allHr: '全部HR',
  allHiringManagers: '全部用人经理',
  approvalInitiator: '审批发起人',
  headhunterFirm: '外部猎头公司',
  approvalCopyTo: '审批抄送人',
};

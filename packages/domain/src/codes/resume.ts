// Resumes and candidates in the talent pool (spec sections 3, 4 and 9).

/** The documents a candidate's resume can be shown or exported as. */
export const ResumeDocumentType = {
  Original: 'original',
  Standard: 'standard',
  InterviewRegistration: 'interviewRegistration',
  RecommendationReport: 'recommendationReport',
} as const;
export type ResumeDocumentType = (typeof ResumeDocumentType)[keyof typeof ResumeDocumentType];
export const resumeDocumentTypeLabels: Record<ResumeDocumentType, string> = {
  original: '原始简历',
  standard: '标准简历',
  interviewRegistration: '面试登记表',
  recommendationReport: '推荐报告',
};

/** How a candidate's recruitment ended. */
export const CandidateOutcome = { Hired: 1, Left: 2, Eliminated: 3 } as const;
export type CandidateOutcome = (typeof CandidateOutcome)[keyof typeof CandidateOutcome];
export const candidateOutcomeLabels: Record<CandidateOutcome, string> = { 1: '已入职', 2: '已离职', 3: '已淘汰' };

/** Whether a candidate has taken an assessment. */
export const AssessmentFlag = { NotAssessed: 0, Assessed: 1 } as const;
export type AssessmentFlag = (typeof AssessmentFlag)[keyof typeof AssessmentFlag];
export const assessmentFlagLabels: Record<AssessmentFlag, string> = { 0: '未测评', 1: '已测评' };

/** Outcome of parsing and storing one uploaded or collected resume. */
export const ResumeParseStatus = {
  Saved: 1,
  ParseFailed: 2,
  SavedWithoutPhone: 4,
  DuplicatePhone: 5,
  SavedWithBadPhone: 6,
  DuplicateAttachment: 7,
  NameTooLong: 8,
} as const;
export type ResumeParseStatus = (typeof ResumeParseStatus)[keyof typeof ResumeParseStatus];
export const resumeParseStatusLabels: Record<ResumeParseStatus, string> = {
  1: '已保存',
  2: '解析失败',
  4: '已入库（无手机号）',
  5: '手机号重复（已保存）',
  6: '已入库（手机号格式有误）',
  7: '附件重复上传',
  8: '入库失败（姓名超过30个字符）',
};

/** How interested a candidate is, as the recruiter records it. */
export const IntentionStatus = { Communicating: 1, High: 2, Medium: 3, Low: 4, None: 5 } as const;
export type IntentionStatus = (typeof IntentionStatus)[keyof typeof IntentionStatus];
export const intentionStatusLabels: Record<IntentionStatus, string> = {
  1: '沟通中',
  2: '意向高',
  3: '意向中',
  4: '意向低',
  5: '无意向',
};

/** A candidate's job-seeking state (求职状态). */
export const WorkState = { EmployedOpen: 1, EmployedUrgent: 2, EmployedNotLooking: 3, LeftLooking: 4 } as const;
export type WorkState = (typeof WorkState)[keyof typeof WorkState];
export const workStateLabels: Record<WorkState, string> = {
  1: '在职，考虑机会',
  2: '在职，急寻新工作',
  3: '在职，暂不考虑',
  4: '离职，正在找工作',
};

/** "Updated within" filter of resume lists. */
export const UpdateDateRange = { Week: 1, TwoWeeks: 2, Month: 3, ThreeMonths: 4, SixMonths: 5, Year: 6 } as const;
export type UpdateDateRange = (typeof UpdateDateRange)[keyof typeof UpdateDateRange];
export const updateDateRangeLabels: Record<UpdateDateRange, string> = {
  1: '最近一周',
  2: '最近两周',
  3: '最近一个月',
  4: '最近三个月',
  5: '最近半年',
  6: '最近一年',
};
export const updateDateRangeDays: Record<UpdateDateRange, number> = { 1: 7, 2: 14, 3: 30, 4: 90, 5: 180, 6: 365 };

/** Kinds of the reasons a company keeps (archive reasons, 归档原因). */
export const ReasonType = {
  Elimination: 'elimination',
  Resignation: 'resignation',
  RefuseInterview: 'refuseInterview',
  RefuseOffer: 'refuseOffer',
  Blacklist: 'blacklist',
} as const;
export type ReasonType = (typeof ReasonType)[keyof typeof ReasonType];
export const reasonTypeLabels: Record<ReasonType, string> = {
  elimination: '淘汰原因',
  resignation: '离职原因',
  refuseInterview: '拒绝面试原因',
  refuseOffer: '拒绝Offer原因',
  blacklist: '黑名单原因',
};

/** Types of the custom fields a company adds to resumes, jobs and offers. */
export const CustomFieldType = {
  LongText: 'longText',
  ShortText: 'shortText',
  YesNo: 'yesNo',
  SingleChoice: 'singleChoice',
  MultiChoice: 'multiChoice',
  Attachment: 'attachment',
  Date: 'date',
  Address: 'address',
  Period: 'period',
  Dictionary: 'dictionary',
  TeamMember: 'teamMember',
} as const;
export type CustomFieldType = (typeof CustomFieldType)[keyof typeof CustomFieldType];
export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  longText: '多行文本',
  shortText: '单行文本',
  yesNo: '是/否',
  singleChoice: '单选',
  multiChoice: '多选',
  attachment: '附件',
  date: '日期',
  address: '地址',
  period: '时间段',
  dictionary: '数据字典',
  teamMember: '团队成员',
};

/** Precision of a date custom field, with its dayjs display format. */
export const DatePrecision = { Year: 'year', Month: 'month', Day: 'day' } as const;
export type DatePrecision = (typeof DatePrecision)[keyof typeof DatePrecision];
export const datePrecisionLabels: Record<DatePrecision, string> = { year: '年', month: '年-月', day: '年-月-日' };
export const datePrecisionFormats: Record<DatePrecision, string> = { year: 'YYYY', month: 'YYYY-MM', day: 'YYYY-MM-DD' };

/** How a stored resume duplicates another. */
export const DuplicateKind = { Phone: 'phone', Email: 'email', Attachment: 'attachment' } as const;
export type DuplicateKind = (typeof DuplicateKind)[keyof typeof DuplicateKind];
export const duplicateKindLabels: Record<DuplicateKind, string> = { phone: '手机号重复', email: '邮箱重复', attachment: '附件重复' };

/** 0 phone fine, 1 missing, 2 malformed. */
export const PhoneFlag = { Ok: 0, Missing: 1, Malformed: 2 } as const;
export type PhoneFlag = (typeof PhoneFlag)[keyof typeof PhoneFlag];
export const phoneFlagLabels: Record<PhoneFlag, string> = { 0: '正常', 1: '无手机号', 2: '手机号格式有误' };

/** What an entry of the operation history (resume records, /user/other/resumerecord) did. */
export const ResumeAction = {
  Create: 'create',
  Update: 'update',
  Delete: 'delete',
  Restore: 'restore',
  Merge: 'merge',
  MergedInto: 'mergedInto',
  Tag: 'tag',
  HandOver: 'handOver',
  File: 'file',
  FileDelete: 'fileDelete',
  Comment: 'comment',
  CommentEdit: 'commentEdit',
  CommentDelete: 'commentDelete',
  Share: 'share',
  ShareRevoke: 'shareRevoke',
  // 简历筛选规则 fired on intake or on entering a job.
  FilterRule: 'filterRule',
  Recommend: 'recommend',
  ScreenFeedback: 'screenFeedback',
  FeedbackLink: 'feedbackLink',
  CandidateFeedback: 'candidateFeedback',
  // The recruiting process (applications).
  JobApply: 'jobApply',
  StageMove: 'stageMove',
  Eliminate: 'eliminate',
  Reactivate: 'reactivate',
  TransferJob: 'transferJob',
  Archive: 'archive',
  StaffState: 'staffState',
  // Interviews (issue 14): arranging, rescheduling (改期) and cancelling.
  InterviewArrange: 'interviewArrange',
  InterviewReschedule: 'interviewReschedule',
  InterviewCancel: 'interviewCancel',
  // Interviews (issue 14): the front desk's day, signing in (by the desk or the candidate himself) and 叫号.
  InterviewSignIn: 'interviewSignIn',
  InterviewCall: 'interviewCall',
  // Interviews (issue 14): an interviewer's evaluation and the interview's result.
  InterviewEvaluation: 'interviewEvaluation',
  InterviewResult: 'interviewResult',
  // Offers (issue 15): drafted, changed, through Offer审批, sent, cancelled (作废).
  OfferCreate: 'offerCreate',
  OfferEdit: 'offerEdit',
  OfferSubmit: 'offerSubmit',
  OfferApproval: 'offerApproval',
  OfferSend: 'offerSend',
  OfferCancel: 'offerCancel',
  OfferAnswer: 'offerAnswer',
} as const;
export type ResumeAction = (typeof ResumeAction)[keyof typeof ResumeAction];
export const resumeActionLabels: Record<ResumeAction, string> = {
  create: '新增简历',
  update: '编辑简历',
  delete: '删除简历',
  restore: '恢复简历',
  merge: '合并重复简历',
  mergedInto: '被合并',
  tag: '修改标签',
  handOver: '移交简历',
  file: '上传附件',
  fileDelete: '删除附件',
  comment: '添加备注',
  commentEdit: '编辑备注',
  commentDelete: '删除备注',
  share: '分享简历',
  shareRevoke: '撤销分享',
  filterRule: '简历筛选',
  recommend: '推荐给用人部门',
  screenFeedback: '用人部门反馈',
  feedbackLink: '发送反馈链接',
  candidateFeedback: '候选人反馈',
  jobApply: '加入职位',
  stageMove: '移动阶段',
  eliminate: '淘汰候选人',
  reactivate: '恢复候选人',
  transferJob: '转移职位',
  archive: '归档到人才库',
  staffState: '变更招聘状态',
  interviewArrange: '安排面试',
  interviewReschedule: '面试改期',
  interviewCancel: '取消面试',
  interviewSignIn: '面试签到',
  interviewCall: '叫号',
  interviewEvaluation: '面试评价',
  interviewResult: '面试结果',
  offerCreate: '添加Offer',
  offerEdit: '修改Offer',
  offerSubmit: '提交Offer审批',
  offerApproval: 'Offer审批',
  offerSend: '发送Offer',
  offerCancel: '作废Offer',
  offerAnswer: '候选人答复Offer',
};

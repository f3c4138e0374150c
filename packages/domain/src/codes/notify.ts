// Candidate notifications: templates, placeholders, sending and reminders (spec sections 3, 4 and 9).
import { codeValues } from './helpers';

export const NotificationTemplateType = {
  InterviewNotice: 1,
  OfferNotice: 2,
  ActivateCandidate: 3,
  NotifyCandidate: 4,
  CallNumberInterviewNotice: 5,
  NotifyInterviewer: 6,
  InterviewSms: 7,
} as const;
export type NotificationTemplateType = (typeof NotificationTemplateType)[keyof typeof NotificationTemplateType];
export const notificationTemplateTypeLabels: Record<NotificationTemplateType, string> = {
  1: '候选人面试通知',
  2: '候选人Offer通知',
  3: '激活候选人',
  4: '通知候选人',
  5: '候选人叫号面试通知',
  6: '通知面试官',
  7: '候选人面试短信',
};
export const notificationTemplateTypeOrder: readonly NotificationTemplateType[] = [1, 2, 3, 4, 6, 5, 7];

/** Variables a notification template can contain, by id. */
export const TemplatePlaceholder = {
  PersonName: 1,
  CompanyName: 2,
  JobName: 3,
  JobUrl: 4,
  InterviewDate: 5,
  InterviewAddress: 6,
  EntryDate: 7,
  Probation: 8,
  ProbationSalary: 9,
  PositiveSalary: 10,
  ContactName: 11,
  ContactTel: 12,
  Address: 13,
  ContactEmail: 14,
  SchoolInterviewType: 15,
  InterviewLength: 16,
  InterviewerName: 17,
  ProjectName: 18,
  CandidateNum: 19,
  InterviewType: 20,
  OrgName: 21,
  DemandName: 22,
  JobRank: 23,
  OfferCreateTime: 24,
  CandidateIdNum: 25,
  MeetingRoomAddress: 26,
  InterviewRegistry: 27,
  InterviewNotice: 28,
  MeetingUrl: 29,
} as const;
export type TemplatePlaceholder = (typeof TemplatePlaceholder)[keyof typeof TemplatePlaceholder];
export const templatePlaceholderLabels: Record<TemplatePlaceholder, string> = {
  1: '候选人姓名',
  2: '公司名称',
  3: '职位名称',
  4: '职位链接',
  5: '面试时间',
  6: '面试地址',
  7: '入职日期',
  8: '试用期',
  9: '试用期薪资',
  10: '转正薪资',
  11: '联系人姓名',
  12: '联系人电话',
  13: '地址',
  14: '联系人邮箱',
  15: '面试形式',
  16: '面试时长',
  17: '面试官姓名',
  18: '项目名称',
  19: '候选人数量',
  20: '面试类型',
  21: '入职部门',
  22: '关联招聘需求',
  23: '职级',
  24: 'Offer创建日期',
  25: '候选人身份证号',
  26: '会议室',
  27: '面试登记表',
  28: '面试须知',
  29: '面试链接',
};
/** The variable name of each placeholder; the template text holds it as `${name}`. */
export const templatePlaceholderNames: Record<TemplatePlaceholder, string> = {
  1: 'personName',
  2: 'companyName',
  3: 'jobName',
  4: 'jobUrl',
  5: 'interviewDate',
  6: 'interviewAddress',
  7: 'entryDate',
  8: 'probation',
  9: 'probationSalary',
  10: 'positiveSalary',
  11: 'contactName',
  12: 'contactTel',
  13: 'address',
  14: 'contactEmail',
  15: 'schoolInterviewType',
  16: 'interviewLength',
  17: 'interviewerName',
  18: 'projectName',
  19: 'candidateNum',
  20: 'interviewType',
  21: 'orgName',
  22: 'demandName',
  23: 'jobRank',
  24: 'offerCreateTime',
  25: 'candidateIdNum',
  26: 'meetingRoomAddress',
  27: 'interviewRegistry',
  28: 'interviewNotice',
  29: 'meetingUrl',
};

export type TemplatePlaceholderInfo = { id: TemplatePlaceholder; label: string; token: string };

/** All placeholders in id order, each with its Chinese label and its `${name}` token. */
export const templatePlaceholders: readonly TemplatePlaceholderInfo[] = codeValues(templatePlaceholderLabels).map((id) => ({
  id,
  label: templatePlaceholderLabels[id],
  token: '${' + templatePlaceholderNames[id] + '}',
}));

export const SendMode = { Immediate: 1, Scheduled: 2, ConditionalScheduled: 3 } as const;
export type SendMode = (typeof SendMode)[keyof typeof SendMode];
export const sendModeLabels: Record<SendMode, string> = { 1: '立即发送', 2: '定时发送', 3: '条件定时发送' };

/** Hours of the day a scheduled message may be sent at. */
export const SEND_HOURS = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22] as const;
export type SendHour = (typeof SEND_HOURS)[number];
export const sendHourLabels: Record<SendHour, string> = {
  6: '06:00',
  7: '07:00',
  8: '08:00',
  9: '09:00',
  10: '10:00',
  11: '11:00',
  12: '12:00',
  13: '13:00',
  14: '14:00',
  15: '15:00',
  16: '16:00',
  17: '17:00',
  18: '18:00',
  19: '19:00',
  20: '20:00',
  21: '21:00',
  22: '22:00',
};

/** ISO weekday: 1 Monday to 7 Sunday. */
export const Weekday = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 } as const;
export type Weekday = (typeof Weekday)[keyof typeof Weekday];
export const weekdayLabels: Record<Weekday, string> = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
};

/** Moments a reminder is timed against. */
export const ReminderPoint = {
  BeforeInterview: 'beforeInterview',
  AfterOfferSent: 'afterOfferSent',
  BeforeEntry: 'beforeEntry',
  BeforeProbationEnd: 'beforeProbationEnd',
} as const;
export type ReminderPoint = (typeof ReminderPoint)[keyof typeof ReminderPoint];
export const reminderPointLabels: Record<ReminderPoint, string> = {
  beforeInterview: '面试前',
  afterOfferSent: '发送Offer后',
  beforeEntry: '入职前',
  beforeProbationEnd: '试用期结束前',
};

/** How many days before or after its reminder point a reminder goes out. */
export const REMINDER_DAYS = [1, 2, 3, 4, 5] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];
export const reminderDaysLabels: Record<ReminderDays, string> = { 1: '1天', 2: '2天', 3: '3天', 4: '4天', 5: '5天' };

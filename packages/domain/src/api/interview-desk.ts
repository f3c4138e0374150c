// The interview day at the front desk (/lite/interviewplan): today's schedule, sign-in
// (POST /api/interviews/:id/sign-in is an external contract of issue 14), the call-number
// queue, the desk's QR code the candidate scans (/out/interview/signin), and the interview
// registration form (面试登记表): its fields (/user/manage/interviewregister) and what the
// candidate fills from his link (/out/interview/register).
import { z } from 'zod';
import { CustomFieldType } from '../codes';
import { mobileSchema } from '../rules';
import { ALL_CUSTOM_FIELD_TYPES, customFieldCreateSchemaFor, customFieldOptionUsageSchema, customFieldSchema, customFieldValuesSchema, sectionNameClash, type SystemSection } from './custom-fields';

export const DESK_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/interviews/desk: one day (China time), today when absent. */
export const deskQuerySchema = z.object({
  day: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(DESK_DAY_PATTERN, '日期格式应为YYYY-MM-DD').optional()),
});
export type DeskQuery = z.infer<typeof deskQuerySchema>;

/** One interview of the day as the desk shows it: who, when, where, and where he is in the queue. */
export const deskItemSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  candidateName: z.string(),
  jobName: z.string(),
  roundName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number(),
  form: z.number(),
  meetingRoomName: z.string().nullable(),
  address: z.string().nullable(),
  interviewerNames: z.array(z.string()),
  result: z.number(),
  signedIn: z.boolean(),
  signedInAt: z.string().nullable(),
  queueNumber: z.number().nullable(),
  calledAt: z.string().nullable(),
  calledRoom: z.string().nullable(),
  registrationForm: z.boolean(),
  /** The candidate has filled the registration form. */
  registered: z.boolean(),
  /** The caller is one of its interviewers (he evaluates it). */
  mine: z.boolean(),
});
export type DeskItem = z.infer<typeof deskItemSchema>;

export const deskDaySchema = z.object({
  day: z.string(),
  items: z.array(deskItemSchema),
  /** The caller may sign candidates in and call them (220008). */
  canSignIn: z.boolean(),
});
export type DeskDay = z.infer<typeof deskDaySchema>;

/** POST /api/interviews/:id/sign-in: the contract answers the interview's sign-in and queue number. */
export const signInResultSchema = z.object({ id: z.number(), signedIn: z.literal(true), signedInAt: z.string(), queueNumber: z.number(), item: deskItemSchema });
export type SignInResult = z.infer<typeof signInResultSchema>;

const roomSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(50, '房间最多50个字符').optional(),
);

/** POST /api/interviews/:id/call and POST /api/interviews/desk/call-next: to which room (the interview's meeting room when absent). */
export const deskCallSchema = z.object({
  room: roomSchema,
  /** Tell the candidate by SMS and e-mail (template 5). */
  notify: z.boolean().default(true),
  day: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(DESK_DAY_PATTERN, '日期格式应为YYYY-MM-DD').optional()),
});
export type DeskCall = z.infer<typeof deskCallSchema>;

/** POST /api/interviews/desk/code: the link the desk shows as a QR code, valid to the end of the day. */
export const deskCodeSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DeskCode = z.infer<typeof deskCodeSchema>;

export const outTokenParamsSchema = z.object({ token: z.string().min(16, '链接不完整').max(128, '链接不完整') });

/** GET /api/out/interview/signin/:token: whether the desk's code still signs in. */
export const publicDeskSchema = z.object({ companyName: z.string(), valid: z.boolean(), expiresAt: z.string().nullable() });
export type PublicDesk = z.infer<typeof publicDeskSchema>;

/** POST /api/out/interview/signin/:token: the candidate names himself by name and mobile. */
export const publicSignInSchema = z.object({
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50, '姓名最多50个字符'),
  mobile: mobileSchema,
});
export type PublicSignIn = z.infer<typeof publicSignInSchema>;

/** What the candidate's phone shows after signing in. */
export const publicSignedInSchema = z.object({
  candidateName: z.string(),
  jobName: z.string(),
  startAt: z.string(),
  queueNumber: z.number(),
  /** Candidates signed in before him who have not been called yet. */
  ahead: z.number(),
  calledRoom: z.string().nullable(),
  alreadySignedIn: z.boolean(),
  /** He still has the registration form to fill (his link came in the notice). */
  registrationPending: z.boolean(),
});
export type PublicSignedIn = z.infer<typeof publicSignedInSchema>;

// ---- registration form (面试登记表) ----

/** The form's fixed part, filled from the resume; custom fields may not take these names. */
export const SYSTEM_REGISTER_SECTIONS: readonly SystemSection[] = [{ title: '基本信息', fields: ['姓名', '手机号', '邮箱', '应聘职位', '面试时间'] }];
export const interviewRegisterNameClash = (name: string) => sectionNameClash(SYSTEM_REGISTER_SECTIONS, name);

/** The candidate has no account and no files here: no attachment or team member fields. */
export const INTERVIEW_REGISTER_FIELD_TYPES = ALL_CUSTOM_FIELD_TYPES.filter((t) => t !== CustomFieldType.Attachment && t !== CustomFieldType.TeamMember);
export const interviewRegisterFieldCreateSchema = customFieldCreateSchemaFor(INTERVIEW_REGISTER_FIELD_TYPES);
export const interviewRegisterFieldUsageSchema = z.object({ registrationCount: z.number(), options: z.array(customFieldOptionUsageSchema) });
export type InterviewRegisterFieldUsage = z.infer<typeof interviewRegisterFieldUsageSchema>;

/** GET /api/out/interview/register/:token: the form and the interview it is for. */
export const publicRegistrationSchema = z.object({
  status: z.enum(['open', 'cancelled', 'past']),
  companyName: z.string(),
  candidateName: z.string(),
  jobName: z.string(),
  roundName: z.string(),
  startAt: z.string(),
  durationMinutes: z.number(),
  form: z.number(),
  place: z.string().nullable(),
  fields: z.array(customFieldSchema),
  answers: z.record(z.string(), z.unknown()).nullable(),
  submittedAt: z.string().nullable(),
  /** Sign-in is open on the interview's day. */
  canSignIn: z.boolean(),
  signedIn: z.boolean(),
  queueNumber: z.number().nullable(),
});
export type PublicRegistration = z.infer<typeof publicRegistrationSchema>;

/** POST /api/out/interview/register/:token: the answers under the fields' keys; he may correct them until the interview. */
export const registrationSubmitSchema = z.object({ answers: customFieldValuesSchema });
export type RegistrationSubmit = z.infer<typeof registrationSubmitSchema>;

/** GET /api/interviews/:id/registration: what the candidate filled, for colleagues with 250013. */
export const registrationViewSchema = z.object({
  interviewId: z.number(),
  submittedAt: z.string().nullable(),
  items: z.array(z.object({ key: z.string(), name: z.string(), value: z.string() })),
});
export type RegistrationView = z.infer<typeof registrationViewSchema>;

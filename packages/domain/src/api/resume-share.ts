// Share links of a resume (250032) and the trimmed resume the public /out/resume shows.
import { z } from 'zod';
import { CustomFieldType } from '../codes';
import { resumeEducationSchema, resumeProjectSchema, resumeTrainingSchema, resumeWorkSchema } from './resume';

/** How long a link stays open, in days. */
export const SHARE_DAYS = [1, 3, 7, 30] as const;
export type ShareDays = (typeof SHARE_DAYS)[number];
const DAYS_MESSAGE = `有效期只能是${SHARE_DAYS.join('、')}天`;

const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v);
const formFlag = (v: unknown) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v);

/** POST /api/resumes/:id/shares. Showing contact details needs 250001, otherwise they are masked. */
export const resumeShareCreateSchema = z.object({
  days: z.preprocess(formNumber, z.number({ error: DAYS_MESSAGE }).refine((d): d is ShareDays => (SHARE_DAYS as readonly number[]).includes(d), DAYS_MESSAGE)),
  showContact: z.preprocess(formFlag, z.boolean({ error: '是否显示联系方式格式不正确' })).default(false),
});
export type ResumeShareCreate = z.infer<typeof resumeShareCreateSchema>;

export const shareParamsSchema = z.object({ id: z.coerce.number().int().positive(), shareId: z.coerce.number().int().positive() });

export const ShareStatus = { Active: 'active', Expired: 'expired', Revoked: 'revoked' } as const;
export type ShareStatus = (typeof ShareStatus)[keyof typeof ShareStatus];
export const shareStatusLabels: Record<ShareStatus, string> = { active: '有效', expired: '已过期', revoked: '已撤销' };

/** One link of a resume; the token itself is shown once, when the link is made. */
export const resumeShareLinkSchema = z.object({
  id: z.number(),
  resumeId: z.number(),
  createdByName: z.string(),
  showContact: z.boolean(),
  showSalary: z.boolean(),
  days: z.number(),
  status: z.enum(['active', 'expired', 'revoked']),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  viewCount: z.number(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ResumeShareLink = z.infer<typeof resumeShareLinkSchema>;
export const resumeShareCreatedSchema = resumeShareLinkSchema.extend({ token: z.string(), url: z.string() });
export type ResumeShareCreated = z.infer<typeof resumeShareCreatedSchema>;

export const shareTokenParamsSchema = z.object({ token: z.string().trim().min(1, '链接不完整').max(200, '链接不完整') });

const out = z.string().nullable();
/** The resume a share link opens: base info, intention and histories; nothing internal, no ids. */
export const sharedResumeSchema = z.object({
  companyName: z.string(),
  expiresAt: z.string(),
  contactMasked: z.boolean(),
  salaryHidden: z.boolean(),
  resume: z.object({
    name: z.string(),
    gender: z.number().nullable(),
    age: z.number().nullable(),
    birthYear: z.number().nullable(),
    topDegree: z.number().nullable(),
    workYearsScale: z.number().nullable(),
    workCity: out,
    hometownCity: out,
    mobile: out,
    email: out,
    wechatCode: out,
    expectPosition: out,
    expectCity: out,
    expectIndustry: out,
    currentSalary: out,
    expectSalary: out,
    workState: z.number().nullable(),
    workExperiences: z.array(resumeWorkSchema.omit({ id: true })),
    educations: z.array(resumeEducationSchema.omit({ id: true })),
    projects: z.array(resumeProjectSchema.omit({ id: true })),
    trainings: z.array(resumeTrainingSchema.omit({ id: true })),
    // 其他信息: the enabled custom fields that hold a value, in words; attachment fields never.
    otherInfo: z.array(z.object({ name: z.string(), type: z.enum(CustomFieldType), text: z.string() })),
  }),
});
export type SharedResume = z.infer<typeof sharedResumeSchema>;

// /user/seting/resume 简历设置: how the company's pool treats incoming resumes. Stored per
// company as JSONB; missing keys read as the defaults, which are how the pool behaved before
// the settings existed (phone and e-mail both mark duplicates, the entrant owns a new resume).
import { z } from 'zod';
import { RESUME_REQUIRABLE_FIELDS, ResumeDefaultOwner } from '../codes/resume-settings';

const flag = z.boolean({ error: '须为开启或关闭' });
const OWNERS = [ResumeDefaultOwner.Entrant, ResumeDefaultOwner.None] as const;

export const resumeSettingsSchema = z.object({
  // Which contact details mark a resume as a duplicate; the attachment's content always does.
  dedupe: z.object({ mobile: flag.default(true), email: flag.default(true) }, { error: '查重规则格式不正确' }).default({ mobile: true, email: true }),
  requiredFields: z
    .array(z.enum(RESUME_REQUIRABLE_FIELDS, { error: '必填项不正确' }), { error: '必填项格式不正确' })
    .max(RESUME_REQUIRABLE_FIELDS.length, '必填项不正确')
    .default([])
    .transform((fields) => RESUME_REQUIRABLE_FIELDS.filter((f) => fields.includes(f))),
  defaultOwner: z.enum(OWNERS, { error: '默认负责人不正确' }).default(ResumeDefaultOwner.Entrant),
});
export type ResumeSettings = z.infer<typeof resumeSettingsSchema>;
/** The body of PUT /api/resume-settings. */
export type ResumeSettingsInput = z.input<typeof resumeSettingsSchema>;

/** The settings of a company that has never saved any. */
export const DEFAULT_RESUME_SETTINGS: ResumeSettings = resumeSettingsSchema.parse({});

// Responses are encoded, and the body's defaults and transform cannot run backwards.
export const resumeSettingsResponseSchema = z.object({
  dedupe: z.object({ mobile: z.boolean(), email: z.boolean() }),
  requiredFields: z.array(z.enum(RESUME_REQUIRABLE_FIELDS)),
  defaultOwner: z.enum(OWNERS),
  // When and by whom they were last saved; null while the defaults apply.
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ResumeSettingsResponse = z.infer<typeof resumeSettingsResponseSchema>;

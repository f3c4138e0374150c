// Careers portal (招聘官网): the public site /portal/{companySlug}, its JSON API under
// /api/portal/{slug}, the application form, and the settings pages /resume/website/*,
// /user/seting/apply, /user/seting/propaganda and /user/seting/jobguide.
import { z } from 'zod';
import { BRANDING_ITEMS_MAX, DEFAULT_CONSENT_TEXT, FIELD_MODES, HONEYPOT_FIELD, PORTAL_CONSENT_MAX, PORTAL_FORM_FIELDS, PORTAL_SECTIONS_MAX, type PortalFormField } from '../codes/portal';
import { EMAIL_MESSAGE, EMAIL_PATTERN, MOBILE_MESSAGE, MOBILE_PATTERN, nameSchema } from '../rules/contact';
import { pageQuerySchema, pageSchema } from './common';
import { resumeCreateSchema } from './resume';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const formBoolean = (v: unknown) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v);
const text = (label: string, max: number) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字符`);
const optionalUrl = (label: string) =>
  z.preprocess(blankToNull, z.string().trim().max(500, `${label}最多500个字符`).regex(/^(https?:\/\/|\/api\/portal\/)/, `${label}须以http://或https://开头`).nullable()).default(null);
const color = (label: string) => z.string({ error: `请选择${label}` }).regex(/^#[0-9a-fA-F]{6}$/, `${label}须为#RRGGBB格式的颜色`);

// ---------------------------------------------------------------- 申请表设置 (/user/seting/apply)

const fieldMode = z.enum(FIELD_MODES, { error: '请选择显示方式' });
export const applyFormSettingsInputSchema = z.object({
  fields: z.object(Object.fromEntries(PORTAL_FORM_FIELDS.map((f) => [f, fieldMode])) as Record<PortalFormField, typeof fieldMode>),
  attachment: fieldMode,
  consentText: z.string({ error: '请输入隐私协议内容' }).trim().min(10, '隐私协议内容至少10个字').max(PORTAL_CONSENT_MAX, `隐私协议最多${PORTAL_CONSENT_MAX}个字`),
});
export type ApplyFormSettingsInput = z.infer<typeof applyFormSettingsInputSchema>;
/** The stored form: the consent text carries a version that goes up each time its wording changes. */
export const applyFormSettingsSchema = z.object({
  fields: z.object(Object.fromEntries(PORTAL_FORM_FIELDS.map((f) => [f, z.enum(FIELD_MODES)])) as Record<PortalFormField, z.ZodEnum<{ hidden: 'hidden'; optional: 'optional'; required: 'required' }>>),
  attachment: z.enum(FIELD_MODES),
  consentText: z.string(),
  consentVersion: z.number(),
});
export type ApplyFormSettings = z.infer<typeof applyFormSettingsSchema>;
export const DEFAULT_APPLY_FORM: ApplyFormSettings = {
  fields: { email: 'required', gender: 'optional', birthday: 'hidden', workCity: 'optional', degree: 'optional', workYears: 'optional', currentSalary: 'hidden', expectSalary: 'optional', expectCity: 'hidden', wechatCode: 'hidden' },
  attachment: 'optional',
  consentText: DEFAULT_CONSENT_TEXT,
  consentVersion: 1,
};

// ---------------------------------------------------------------- 官网内容 (/resume/website/detail)

const section = z.object({ title: text('板块标题', 30).min(1, '请输入板块标题'), body: text('板块内容', 2000).min(1, '请输入板块内容') });
export const portalSiteSchema = z.object({
  bannerTitle: text('横幅标题', 40).min(1, '请输入横幅标题'),
  intro: text('公司简介', 2000).default(''),
  primaryColor: color('主题色'),
  logoUrl: optionalUrl('Logo地址'),
  bannerImageUrl: optionalUrl('横幅图片地址'),
  sections: z.array(section).max(PORTAL_SECTIONS_MAX, `最多${PORTAL_SECTIONS_MAX}个板块`).default([]),
});
export type PortalSite = z.infer<typeof portalSiteSchema>;
/** Responses are encoded, so they use plain schemas of the same shape. */
export const portalSiteOutSchema = z.object({
  bannerTitle: z.string(),
  intro: z.string(),
  primaryColor: z.string(),
  logoUrl: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
});

// ---------------------------------------------------------------- 官网设置 (/resume/website/other)

export const portalOptionsSchema = z.object({
  enabled: z.preprocess(formBoolean, z.boolean({ error: '请选择是否开放官网' })),
  jobScope: z.enum(['all', 'selected'], { error: '请选择展示的职位' }),
  jobIds: z.array(z.coerce.number().int().positive()).max(500, '最多选择500个职位').default([]),
  seoTitle: text('SEO标题', 60).default(''),
  seoDescription: text('SEO描述', 200).default(''),
});
export type PortalOptions = z.infer<typeof portalOptionsSchema>;
export const portalOptionsOutSchema = z.object({ enabled: z.boolean(), jobScope: z.enum(['all', 'selected']), jobIds: z.array(z.number()), seoTitle: z.string(), seoDescription: z.string() });
export const DEFAULT_PORTAL_OPTIONS: PortalOptions = { enabled: true, jobScope: 'all', jobIds: [], seoTitle: '', seoDescription: '' };

// ---------------------------------------------------------------- 雇主品牌宣传 (/user/seting/propaganda)

export const portalBrandingSchema = z.object({
  slogan: text('宣传语', 60).default(''),
  items: z
    .array(z.object({ title: text('标题', 30).min(1, '请输入标题'), body: text('内容', 500).default(''), imageUrl: optionalUrl('图片地址') }))
    .max(BRANDING_ITEMS_MAX, `最多${BRANDING_ITEMS_MAX}条宣传内容`)
    .default([]),
});
export type PortalBranding = z.infer<typeof portalBrandingSchema>;
export const portalBrandingOutSchema = z.object({ slogan: z.string(), items: z.array(z.object({ title: z.string(), body: z.string(), imageUrl: z.string().nullable() })) });

// ---------------------------------------------------------------- 职位发布指引 (/user/seting/jobguide)

export const jobGuideSchema = z.object({
  enabled: z.preprocess(formBoolean, z.boolean({ error: '请选择是否启用' })),
  text: text('指引内容', 2000).default(''),
});
export type JobGuide = z.infer<typeof jobGuideSchema>;
export const jobGuideOutSchema = z.object({ enabled: z.boolean(), text: z.string() });

// ---------------------------------------------------------------- 官网概览 (/resume/website/overview)

export const portalOverviewSchema = z.object({
  portalUrl: z.string(),
  enabled: z.boolean(),
  jobsShown: z.number(),
  visits: z.object({ total: z.number(), last30Days: z.number(), today: z.number() }),
  applications: z.object({ total: z.number(), last30Days: z.number(), today: z.number() }),
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

/** POST /api/portal-settings/images answers where the picture is served. */
export const portalImageSchema = z.object({ id: z.number(), url: z.string() });

// ---------------------------------------------------------------- public API (/api/portal/{slug})

export const portalSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(80) });
export const portalJobParamsSchema = portalSlugParamsSchema.extend({ jobId: z.coerce.number().int().positive() });

export const portalJobQuerySchema = pageQuerySchema.extend({
  keyword: z.preprocess(blankToNull, z.string().trim().max(50, '关键词最多50个字符').nullable().optional()),
  city: z.preprocess(blankToNull, z.string().regex(/^\d{6}$/, '城市不正确').nullable().optional()),
  categoryId: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable().optional()),
  nature: z.preprocess(blankToNull, z.coerce.number().int().min(1).max(4).nullable().optional()),
});
export type PortalJobQuery = z.infer<typeof portalJobQuerySchema>;

export const portalJobRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  nature: z.number(),
  natureLabel: z.string(),
  city: z.string().nullable(),
  workPlace: z.string().nullable(),
  categoryName: z.string().nullable(),
  orgName: z.string().nullable(),
  salaryText: z.string(),
  headcount: z.number().nullable(),
  openedAt: z.string(),
});
export type PortalJobRow = z.infer<typeof portalJobRowSchema>;
export const portalJobPageSchema = pageSchema(portalJobRowSchema);
export type PortalJobPage = z.infer<typeof portalJobPageSchema>;
export const portalJobDetailSchema = portalJobRowSchema.extend({
  describe: z.string().nullable(),
  benefits: z.array(z.string()),
  educationLabel: z.string(),
  workYearLabel: z.string(),
  /** 任职要求: 学历、工作经验、年龄、语言 the job sets, then its requirements text. */
  requirements: z.array(z.object({ label: z.string(), value: z.string() })),
  demand: z.string().nullable(),
});
export type PortalJobDetail = z.infer<typeof portalJobDetailSchema>;

const option = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
/** GET /api/portal/{slug}: what the site shows besides the jobs, and the form it asks for. */
export const portalSiteInfoSchema = z.object({
  companyName: z.string(),
  site: portalSiteOutSchema,
  branding: portalBrandingOutSchema,
  seoTitle: z.string(),
  seoDescription: z.string(),
  applyForm: applyFormSettingsSchema,
  filters: z.object({ cities: z.array(option), categories: z.array(option), natures: z.array(option) }),
});
export type PortalSiteInfo = z.infer<typeof portalSiteInfoSchema>;


/**
 * POST /api/portal/{slug}/jobs/{jobId}/apply: the talent pool's resume body (without the
 * fields only HR sets) plus the candidate's consent. The company's form settings then say
 * which of the fields are required (checked by the service).
 */
export const portalApplySchema = resumeCreateSchema
  .omit({ source: true, channel: true, ownerAccountId: true, referrerAccountId: true, customFields: true, headImg: true })
  .extend({
    name: z.preprocess(blankToNull, nameSchema),
    mobile: z.preprocess(blankToNull, z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, MOBILE_MESSAGE)),
    email: z.preprocess(blankToNull, z.string().trim().max(100, '邮箱最多100个字符').regex(EMAIL_PATTERN, EMAIL_MESSAGE).nullable().optional()),
    consent: z.preprocess(formBoolean, z.literal(true, { error: '请阅读并勾选同意隐私协议后再提交' })),
    // The consent version the form showed; when sent and no longer current, the candidate is asked again.
    consentVersion: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable().optional()),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  });
export type PortalApply = z.infer<typeof portalApplySchema>;

/** The application as the candidate's confirmation shows it. */
export const portalAppliedSchema = z.object({
  id: z.number(),
  resumeId: z.number(),
  applicationId: z.number().nullable(),
  jobId: z.number(),
  jobName: z.string(),
  created: z.boolean(),
});
export type PortalApplied = z.infer<typeof portalAppliedSchema>;

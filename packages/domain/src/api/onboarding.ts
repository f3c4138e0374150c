// 入职管理 (issue 15 item 7): the company-wide list of hires by tab, its actions (确认入职, 未到岗,
// 修改入职时间, 转正, 延长试用期) and the Excel export of hires. Dates are China calendar days.
import { z } from 'zod';
import { OfferStatus } from '../codes/offer';
import { OnboardingSort, OnboardingTab } from '../codes/onboarding';
import { RecruitmentState } from '../codes/process';
import { isCalendarDay } from '../rules/demand';
import { BULK_MAX } from './application';
import { pageQuerySchema, pageSchema } from './common';

export const ONBOARDING_NOTE_MAX = 200;
export const ONBOARDING_KEYWORD_MAX = 50;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : blank(v));
const formList = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v);

const dayText = (label: string) => z.string({ error: `请选择${label}` }).refine(isCalendarDay, `${label}须为有效日期，如2026-12-01`);
const day = (label: string) => z.preprocess(blank, dayText(label));
const optionalDay = (label: string) => z.preprocess(blank, dayText(label).optional());
const optionalId = (label: string) => z.preprocess(formNumber, z.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`).optional());
const ids = z.preprocess(
  formList,
  z
    .array(z.preprocess(formNumber, z.number({ error: '候选人不正确' }).int('候选人不正确').positive('候选人不正确')), { error: '请选择候选人' })
    .min(1, '请选择候选人')
    .max(BULK_MAX, `一次最多处理${BULK_MAX}位候选人`)
    .transform((list) => [...new Set(list)]),
);
const versionSchema = z.preprocess(formNumber, z.number({ error: '版本号不正确' }).int().min(1).optional());

const filterObject = z.object({
  tab: z.enum(OnboardingTab, { error: '列表范围不正确' }).default('awaiting'),
  /** Name, or phone for a caller who may see contacts. */
  keyword: z.preprocess(blank, z.string().trim().max(ONBOARDING_KEYWORD_MAX, `关键词最多${ONBOARDING_KEYWORD_MAX}个字符`).optional()),
  jobId: optionalId('职位'),
  /** 入职部门 of the offer. */
  orgId: optionalId('入职部门'),
  entryFrom: optionalDay('入职时间'),
  entryTo: optionalDay('入职时间'),
  /** The 转正 day shown: the actual one once 转正, else the planned one. */
  probationFrom: optionalDay('转正日期'),
  probationTo: optionalDay('转正日期'),
  sortBy: z.enum(OnboardingSort, { error: '排序字段不正确' }).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).optional(),
});

/** A range's end may not lie before its start. */
function checkRanges(q: z.infer<typeof filterObject>, ctx: z.RefinementCtx): void {
  if (q.entryFrom && q.entryTo && q.entryFrom > q.entryTo) ctx.addIssue({ code: 'custom', path: ['entryTo'], message: '入职时间的结束日期不能早于开始日期' });
  if (q.probationFrom && q.probationTo && q.probationFrom > q.probationTo) ctx.addIssue({ code: 'custom', path: ['probationTo'], message: '转正日期的结束日期不能早于开始日期' });
}

/** GET /api/onboarding/export: the filters of the list. */
export const onboardingFilterSchema = filterObject.superRefine(checkRanges);
export type OnboardingFilter = z.infer<typeof onboardingFilterSchema>;

/** GET /api/onboarding: one page of a tab. */
export const onboardingListQuerySchema = filterObject.extend(pageQuerySchema.shape).superRefine(checkRanges);
export type OnboardingListQuery = z.infer<typeof onboardingListQuerySchema>;

/** The offer behind a hire as the list shows it; the salary is null (and named hidden) without the caller's 转正薪资 code. */
export const onboardingOfferSchema = z.object({
  id: z.number(),
  status: z.enum(OfferStatus),
  /** 元 with two decimals; null when hidden. */
  formalSalary: z.string().nullable(),
  salaryType: z.number().nullable(),
  salaryHidden: z.boolean(),
});

/** The 入职资料 state of a hire, filled by the onboarding form's area (null until it answers). */
export const entryFormStateSchema = z.object({ status: z.string(), label: z.string() });
export type EntryFormState = z.infer<typeof entryFormStateSchema>;

/** A row of the list. */
export const onboardingRowSchema = z.object({
  applicationId: z.number(),
  resumeId: z.number(),
  name: z.string(),
  /** Masked without 250001. */
  mobile: z.string().nullable(),
  jobId: z.number(),
  jobName: z.string(),
  /** 入职部门 from the offer; null without an offer or when the caller's codes hide it. */
  orgName: z.string().nullable(),
  recruitmentState: z.enum(RecruitmentState).nullable(),
  /** Planned (待入职) or actual entry day. */
  entryDate: z.string().nullable(),
  offer: onboardingOfferSchema.nullable(),
  /** Probation months (null: none, or hidden by the caller's codes). */
  probationMonths: z.number().nullable(),
  /** The planned 转正 day (end of probation). */
  probationEnd: z.string().nullable(),
  /** The actual 转正 day (已转正). */
  regularDate: z.string().nullable(),
  /** 未到岗: the reason and when it was recorded. */
  noShowReason: z.string().nullable(),
  noShowAt: z.string().nullable(),
  entryForm: entryFormStateSchema.nullable(),
  /** 招聘负责人: the job's owner. */
  ownerName: z.string().nullable(),
  version: z.number(),
});
export type OnboardingRow = z.infer<typeof onboardingRowSchema>;

export const onboardingPageSchema = pageSchema(onboardingRowSchema).extend({
  /** Candidates per tab under the same filters (the tab itself excepted). */
  counts: z.record(z.enum(OnboardingTab), z.number()),
});
export type OnboardingPage = z.infer<typeof onboardingPageSchema>;

/** POST /api/onboarding/confirm: 确认入职 of candidates awaiting entry; the day defaults to each one's planned day. */
export const onboardingConfirmSchema = z.object({ ids, entryDate: optionalDay('实际入职日期') });
export type OnboardingConfirm = z.infer<typeof onboardingConfirmSchema>;

/** POST /api/onboarding/no-show: 未到岗 with one of the company's reasons and a note. */
export const onboardingNoShowSchema = z.object({
  ids,
  reasonId: z.preprocess(formNumber, z.number({ error: '请选择未到岗原因' }).int('未到岗原因不正确').positive('未到岗原因不正确')),
  note: z.preprocess(blank, z.string({ error: '备注须为文字' }).trim().max(ONBOARDING_NOTE_MAX, `备注最多${ONBOARDING_NOTE_MAX}个字符`).optional()),
});
export type OnboardingNoShow = z.infer<typeof onboardingNoShowSchema>;

/** POST /api/onboarding/{id}/entry-date: 修改入职时间 (planned or actual); a hire's 转正 day follows it. */
export const onboardingEntryDateSchema = z.object({ entryDate: day('入职时间'), version: versionSchema });
export type OnboardingEntryDate = z.infer<typeof onboardingEntryDateSchema>;

/** POST /api/onboarding/regularize: 转正 of hires; the day defaults to each one's planned 转正 day, else today. */
export const onboardingRegularizeSchema = z.object({ ids, regularDate: optionalDay('转正日期') });
export type OnboardingRegularize = z.infer<typeof onboardingRegularizeSchema>;

/** POST /api/onboarding/{id}/extend-probation: 延长试用期 to a later 转正 day. */
export const onboardingExtendSchema = z.object({ probationEnd: day('新的转正日期'), version: versionSchema });
export type OnboardingExtend = z.infer<typeof onboardingExtendSchema>;

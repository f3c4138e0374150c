// Background checks (背景调查): the quote, the order from an Offer stage, the agency's page.
import { z } from 'zod';
import { BACKGROUND_CHECK_LIMITS, BackgroundCheckFinding, BackgroundCheckProject, BackgroundCheckStatus } from '../codes/points';
import { idSchema, optionalText, pageSchema } from './common';
import { EMAIL_PATTERN } from '../rules/contact';

const MAX = BACKGROUND_CHECK_LIMITS.maxItems;
// A query string's digits become a number; anything else ('1.5', '0x10', '-1', 'abc') is refused.
const digits = (v: unknown) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v);
const countOf = (label: string) =>
  z
    .preprocess(
      digits,
      z
        .number({ error: `${label}数量须为不小于0的整数` })
        .int(`${label}数量须为不小于0的整数`)
        .min(0, `${label}数量须为不小于0的整数`)
        .max(MAX, `${label}最多${MAX}项`),
    )
    .default(0);

const counts = { education: countOf('教育经历'), work: countOf('工作经历'), project: countOf('项目经历') };
const atLeastOne = (c: { education: number; work: number; project: number }) => c.education + c.work + c.project > 0;
const NO_ITEMS = { error: '请至少选择一项背调项目', path: ['education'] };

/** GET /api/background-checks/quote?education=N&work=N&project=N */
export const backgroundCheckQuoteQuerySchema = z.object(counts).refine(atLeastOne, NO_ITEMS);
export type BackgroundCheckQuoteQuery = z.infer<typeof backgroundCheckQuoteQuerySchema>;
/** The points the check costs (spec section 9) and the company's 背调 balance beside it. */
export const backgroundCheckQuoteSchema = z.object({ points: z.number().int(), balance: z.number().int() });
export type BackgroundCheckQuote = z.infer<typeof backgroundCheckQuoteSchema>;

/** One thing the agency verifies, e.g. 教育经历 · 浙江大学 本科. */
export const backgroundCheckItemInputSchema = z.object({
  project: z.enum(BackgroundCheckProject, { error: '请选择背调项目' }),
  title: z.string({ error: '请填写核实内容' }).trim().min(1, '请填写核实内容').max(100, '核实内容最多100个字符'),
});

/** POST /api/background-checks */
export const backgroundCheckCreateSchema = z
  .object({
    applicationId: idSchema,
    ...counts,
    /** What each item is; when absent each item is named by its project and number. */
    items: z.array(backgroundCheckItemInputSchema).max(MAX * 3).optional(),
    agencyName: optionalText(50),
    agencyEmail: z.string({ error: '请填写背调机构的邮箱' }).trim().regex(EMAIL_PATTERN, '背调机构的邮箱格式不正确'),
  })
  .refine(atLeastOne, NO_ITEMS)
  .refine(
    (b) => !b.items || (['education', 'work', 'project'] as const).every((p) => b.items!.filter((i) => i.project === p).length === b[p]),
    { error: '核实内容的条数须与所选的项目数量一致', path: ['items'] },
  );
export type BackgroundCheckCreate = z.infer<typeof backgroundCheckCreateSchema>;

export const backgroundCheckItemSchema = z.object({
  id: z.number(),
  project: z.enum(BackgroundCheckProject),
  title: z.string(),
  finding: z.enum(BackgroundCheckFinding).nullable(),
  note: z.string().nullable(),
});
export type BackgroundCheckItem = z.infer<typeof backgroundCheckItemSchema>;

/** A check as HR sees it; the agency's link is never part of it. */
export const backgroundCheckSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  resumeId: z.number(),
  candidateName: z.string(),
  jobName: z.string(),
  education: z.number().int(),
  work: z.number().int(),
  project: z.number().int(),
  points: z.number().int(),
  status: z.enum(BackgroundCheckStatus),
  provider: z.string(),
  agencyName: z.string().nullable(),
  agencyEmail: z.string(),
  linkExpiresAt: z.string(),
  createdByName: z.string(),
  items: z.array(backgroundCheckItemSchema),
  hasReport: z.boolean(),
  reportFileName: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type BackgroundCheck = z.infer<typeof backgroundCheckSchema>;
export const backgroundCheckPageSchema = pageSchema(backgroundCheckSchema);

export const backgroundCheckTokenParamsSchema = z.object({ token: z.string().trim().min(1, '链接不完整').max(200, '链接不完整') });

/** GET /api/out/background-checks/:token: what the agency's page shows. */
export const publicBackgroundCheckSchema = z.object({
  status: z.enum(BackgroundCheckStatus),
  companyName: z.string(),
  candidateName: z.string(),
  jobName: z.string(),
  expiresAt: z.string(),
  items: z.array(backgroundCheckItemSchema),
});
export type PublicBackgroundCheck = z.infer<typeof publicBackgroundCheckSchema>;

/** The agency's findings, sent as the `findings` JSON field beside the PDF report. */
export const backgroundCheckFindingsSchema = z.array(
  z.object({
    itemId: idSchema,
    finding: z.enum(BackgroundCheckFinding, { error: '请选择核实结果：属实、不属实或无法核实' }),
    note: optionalText(500),
  }),
);
export type BackgroundCheckFindings = z.infer<typeof backgroundCheckFindingsSchema>;

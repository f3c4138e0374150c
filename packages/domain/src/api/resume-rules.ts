// 简历筛选规则 (/user/manage/filterrule, 340004) and 简历评分规则 (/user/manage/resumenorm, 340002):
// the bodies the settings pages send, the rows they list, and what a resume's screening and
// match to a job answer. Evaluation lives in rules/screening.ts and rules/scoring.ts.
import { z } from 'zod';
import { degreeLabels, FilterAction, FilterScope, FilterTrigger, isCode, ScoreCriterion, scoreCriterionOrder, type Degree } from '../codes';
import { pageQuerySchema, pageSchema } from './common';

export const RULE_NAME_MAX = 30;
export const RULE_KEYWORDS_MAX = 50;
export const RULE_KEYWORD_MAX = 30;
export const RULE_SCHOOLS_MAX = 200;
export const RULE_SCHOOL_MAX = 50;
export const RULE_AGE_MIN = 16;
export const RULE_AGE_MAX = 70;
export const RULE_WORK_YEARS_MAX = 50;
export const SCORE_WEIGHT_MAX = 100;

const nameSchema = z.string({ error: '请输入规则名称' }).trim().min(1, '请输入规则名称').max(RULE_NAME_MAX, `规则名称最多${RULE_NAME_MAX}个字符`);

/** A list of words: trimmed, empty ones dropped, duplicates removed; also accepts one text split by commas or new lines. */
const words = (label: string, maxCount: number, maxLength: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/[,，、;；\n]/) : v),
    z
      .array(z.string({ error: `${label}格式不正确` }).trim().max(maxLength, `每个${label}最多${maxLength}个字符`), { error: `${label}格式不正确` })
      .transform((list) => [...new Set(list.filter((w) => w !== ''))])
      .pipe(z.array(z.string()).max(maxCount, `${label}最多${maxCount}个`))
      .default([]),
  );

const bound = (label: string, min: number, max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: `${label}须为数字` }).int(`${label}须为整数`).min(min, `${label}须在${min}-${max}之间`).max(max, `${label}须在${min}-${max}之间`).nullable().default(null));

const degreeSchema = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce
    .number()
    .refine((v): v is Degree => isCode(degreeLabels, v), '学历不正确')
    .nullable()
    .default(null),
);

/** What a filter rule looks at; an empty list or null leaves that condition out. */
export const filterConditionsSchema = z
  .object({
    minDegree: degreeSchema,
    unifiedOnly: z.boolean({ error: '统招须为是或否' }).default(false),
    notUpgraded: z.boolean({ error: '非专升本须为是或否' }).default(false),
    school985211: z.boolean({ error: '985/211须为是或否' }).default(false),
    schools: words('院校', RULE_SCHOOLS_MAX, RULE_SCHOOL_MAX),
    minWorkYears: bound('最低工作年限', 0, RULE_WORK_YEARS_MAX),
    maxWorkYears: bound('最高工作年限', 0, RULE_WORK_YEARS_MAX),
    minAge: bound('最小年龄', RULE_AGE_MIN, RULE_AGE_MAX),
    maxAge: bound('最大年龄', RULE_AGE_MIN, RULE_AGE_MAX),
    includeKeywords: words('关键词', RULE_KEYWORDS_MAX, RULE_KEYWORD_MAX),
    excludeKeywords: words('关键词', RULE_KEYWORDS_MAX, RULE_KEYWORD_MAX),
  })
  .superRefine((c, ctx) => {
    if (c.minWorkYears !== null && c.maxWorkYears !== null && c.minWorkYears > c.maxWorkYears) ctx.addIssue({ code: 'custom', path: ['maxWorkYears'], message: '最高工作年限不能低于最低工作年限' });
    if (c.minAge !== null && c.maxAge !== null && c.minAge > c.maxAge) ctx.addIssue({ code: 'custom', path: ['maxAge'], message: '最大年龄不能小于最小年龄' });
    if (!hasCondition(c)) ctx.addIssue({ code: 'custom', path: ['minDegree'], message: '请至少设置一个筛选条件' });
  });
export type FilterConditions = z.infer<typeof filterConditionsSchema>;

/** The conditions as answered (no transforms: responses are encoded, not parsed). */
const filterConditionsOutSchema = z.object({
  minDegree: z.number().nullable(),
  unifiedOnly: z.boolean(),
  notUpgraded: z.boolean(),
  school985211: z.boolean(),
  schools: z.array(z.string()),
  minWorkYears: z.number().nullable(),
  maxWorkYears: z.number().nullable(),
  minAge: z.number().nullable(),
  maxAge: z.number().nullable(),
  includeKeywords: z.array(z.string()),
  excludeKeywords: z.array(z.string()),
});

/** Whether the conditions restrict anything. */
export function hasCondition(c: FilterConditions): boolean {
  return (
    c.minDegree !== null ||
    c.unifiedOnly ||
    c.notUpgraded ||
    c.school985211 ||
    c.schools.length > 0 ||
    c.minWorkYears !== null ||
    c.maxWorkYears !== null ||
    c.minAge !== null ||
    c.maxAge !== null ||
    c.includeKeywords.length > 0 ||
    c.excludeKeywords.length > 0
  );
}

const filterRuleFields = {
  name: nameSchema,
  enabled: z.boolean({ error: '是否启用须为是或否' }),
  scope: z.enum(FilterScope, { error: '请选择适用范围' }),
  trigger: z.enum(FilterTrigger, { error: '请选择触发方式' }),
  action: z.enum(FilterAction, { error: '请选择处理方式' }),
  tagId: z.coerce.number().int().positive('标签不正确').nullable(),
  conditions: filterConditionsSchema,
};

const flagNeedsTag = (r: { action?: FilterAction; tagId?: number | null }) => r.action !== FilterAction.Flag || r.tagId != null;
const TAG_REQUIRED = { path: ['tagId'], message: '标记规则请选择要打上的标签' };

export const filterRuleCreateSchema = z
  .object({ ...filterRuleFields, enabled: filterRuleFields.enabled.default(true), scope: filterRuleFields.scope.default('company'), trigger: filterRuleFields.trigger.default('miss'), tagId: filterRuleFields.tagId.default(null) })
  .refine(flagNeedsTag, TAG_REQUIRED);
export type FilterRuleCreate = z.infer<typeof filterRuleCreateSchema>;

/** PATCH: the fields sent change; conditions are replaced as a whole. */
export const filterRuleUpdateSchema = z.object(filterRuleFields).partial();
export type FilterRuleUpdate = z.infer<typeof filterRuleUpdateSchema>;

export const filterRuleSchema = z.object({
  id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  scope: z.enum(FilterScope),
  trigger: z.enum(FilterTrigger),
  action: z.enum(FilterAction),
  tagId: z.number().nullable(),
  tagName: z.string().nullable(),
  conditions: filterConditionsOutSchema,
  /** Jobs (not deleted) that list the rule in resumeFilterRulesIds. */
  jobCount: z.number(),
  /** Resumes the rule fired on. */
  firedCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FilterRule = z.infer<typeof filterRuleSchema>;

const formBoolean = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);

export const filterRuleQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(RULE_NAME_MAX).optional(),
  action: z.enum(FilterAction, { error: '处理方式不正确' }).optional(),
  scope: z.enum(FilterScope, { error: '适用范围不正确' }).optional(),
  enabled: z.preprocess(formBoolean, z.boolean({ error: '须为true或false' }).optional()),
});
export type FilterRuleQuery = z.infer<typeof filterRuleQuerySchema>;
export const filterRulePageSchema = pageSchema(filterRuleSchema);

/** One criterion's weight (0 leaves it out). */
const weight = (key: ScoreCriterion) =>
  z.coerce.number({ error: '权重须为数字' }).int('权重须为整数').min(0, '权重须在0-100之间').max(SCORE_WEIGHT_MAX, '权重须在0-100之间').default(key === 'keywords' ? 0 : 10);

export const scoreWeightsSchema = z.object(Object.fromEntries(scoreCriterionOrder.map((k) => [k, weight(k)])) as Record<ScoreCriterion, ReturnType<typeof weight>>);
export type ScoreWeights = z.infer<typeof scoreWeightsSchema>;
const scoreWeightsOutSchema = z.object(Object.fromEntries(scoreCriterionOrder.map((k) => [k, z.number()])) as Record<ScoreCriterion, z.ZodNumber>);

const scoringRuleFields = {
  name: nameSchema,
  weights: scoreWeightsSchema,
  keywords: words('关键词', RULE_KEYWORDS_MAX, RULE_KEYWORD_MAX),
};

const weighsSomething = (r: { weights?: ScoreWeights }) => r.weights === undefined || scoreCriterionOrder.some((k) => r.weights![k] > 0);
const keywordsGiven = (r: { weights?: ScoreWeights; keywords?: string[] }) => r.weights === undefined || r.weights.keywords === 0 || (r.keywords?.length ?? 0) > 0;
const WEIGHT_REQUIRED = { path: ['weights'], message: '请至少给一项评分标准设置权重' };
const KEYWORDS_REQUIRED = { path: ['keywords'], message: '技能关键词有权重时，请填写关键词' };

export const scoringRuleCreateSchema = z.object(scoringRuleFields).refine(weighsSomething, WEIGHT_REQUIRED).refine(keywordsGiven, KEYWORDS_REQUIRED);
export type ScoringRuleCreate = z.infer<typeof scoringRuleCreateSchema>;
export const scoringRuleUpdateSchema = z
  .object({ name: nameSchema, weights: scoreWeightsSchema, keywords: scoringRuleFields.keywords })
  .partial()
  .refine(weighsSomething, WEIGHT_REQUIRED);
export type ScoringRuleUpdate = z.infer<typeof scoringRuleUpdateSchema>;

export const scoringRuleSchema = z.object({
  id: z.number(),
  name: z.string(),
  weights: scoreWeightsOutSchema,
  keywords: z.array(z.string()),
  jobCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

export const scoringRuleQuerySchema = pageQuerySchema.extend({ keyword: z.string().trim().max(RULE_NAME_MAX).optional() });
export type ScoringRuleQuery = z.infer<typeof scoringRuleQuerySchema>;
export const scoringRulePageSchema = pageSchema(scoringRuleSchema);

/** For the job form's pickers: every rule of the company by name. */
export const ruleOptionSchema = z.object({ id: z.number(), name: z.string(), enabled: z.boolean() });
export type RuleOption = z.infer<typeof ruleOptionSchema>;

/** One criterion of a match: the points it earned of its share and why. */
export const scoreItemSchema = z.object({ key: z.enum(ScoreCriterion), label: z.string(), points: z.number(), maxPoints: z.number(), reason: z.string() });
export type ScoreItem = z.infer<typeof scoreItemSchema>;

/** GET /api/resumes/{id}/match?jobId=: the resume against the job by the job's scoring rule. */
export const resumeMatchSchema = z.object({
  resumeId: z.number(),
  jobId: z.number(),
  jobName: z.string(),
  /** null when the job has no scoring rule (the score then is null too). */
  ruleId: z.number().nullable(),
  ruleName: z.string().nullable(),
  score: z.number().nullable(),
  items: z.array(scoreItemSchema),
});
export type ResumeMatch = z.infer<typeof resumeMatchSchema>;
export const resumeMatchQuerySchema = z.object({ jobId: z.coerce.number({ error: '请指定职位' }).int().positive('请指定职位') });

/** POST /api/resumes/match: many resumes against one job (a candidate list). */
export const resumeMatchBatchSchema = z.object({
  jobId: z.coerce.number({ error: '请指定职位' }).int().positive('请指定职位'),
  resumeIds: z.array(z.coerce.number().int().positive(), { error: '简历id格式不正确' }).min(1, '请指定简历').max(100, '一次最多100份简历'),
});
export const resumeMatchBatchResultSchema = z.object({
  jobId: z.number(),
  ruleId: z.number().nullable(),
  ruleName: z.string().nullable(),
  /** Per resume id the caller may see; others are left out. */
  scores: z.array(z.object({ resumeId: z.number(), score: z.number().nullable(), items: z.array(scoreItemSchema) })),
});
export type ResumeMatchBatch = z.infer<typeof resumeMatchBatchResultSchema>;

/** A filter rule that fired on a resume: its action and why (GET /api/resumes/{id}/screenings). */
export const resumeScreeningSchema = z.object({
  id: z.number(),
  ruleId: z.number().nullable(),
  ruleName: z.string(),
  action: z.enum(FilterAction),
  trigger: z.enum(FilterTrigger),
  reasons: z.array(z.string()),
  jobId: z.number().nullable(),
  jobName: z.string().nullable(),
  /** What the action did: the tag put on, the application eliminated, or the resume marked eliminated. */
  outcome: z.string(),
  createdAt: z.string(),
});
export type ResumeScreening = z.infer<typeof resumeScreeningSchema>;

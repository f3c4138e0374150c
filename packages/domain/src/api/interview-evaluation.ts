import { z } from 'zod';
import { EVALUATION_ITEM_TYPES } from '../codes/interview';
import { requiredText } from './common';

// 面试评价 (issue 14 item 6): the company's evaluation templates (/user/template/evaluate), each
// interviewer's evaluation of an interview, and what is shown of them to whom.

// EVALUATION_ITEM_TYPES, EvaluationItemType and evaluationItemTypeLabels live in codes/interview.ts,
// so pages showing the labels do not load zod.

/** 推荐意见 of an evaluation, stored in interview_evaluations.recommendation. */
export const EvaluationRecommendation = { Strong: 1, Yes: 2, Hold: 3, No: 4 } as const;
export type EvaluationRecommendation = (typeof EvaluationRecommendation)[keyof typeof EvaluationRecommendation];
export const evaluationRecommendationLabels: Record<EvaluationRecommendation, string> = { 1: '强烈推荐', 2: '推荐', 3: '待定', 4: '不推荐' };

export const EVALUATION_SCALE_MIN = 2;
export const EVALUATION_SCALE_MAX = 10;
export const EVALUATION_ITEMS_MAX = 30;
export const EVALUATION_TEXT_MAX = 2000;
export const EVALUATION_TEMPLATES_MAX = 50;

/** Item keys are short stable ids ('q1', 'skill'): answers refer to items by them. */
const itemKeySchema = z
  .string({ error: '评价项缺少编号' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, '评价项编号须以字母开头，只含字母、数字和下划线，最多32个字符');

export const evaluationItemSchema = z
  .object({
    key: itemKeySchema,
    type: z.enum(EVALUATION_ITEM_TYPES, { error: '评价项类型应为维度评分、评语或推荐意见' }),
    title: requiredText('评价项名称', 30),
    /** What the interviewer should look at, shown under the title. */
    hint: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(200, '说明最多200个字符').optional()),
    required: z.boolean().default(false),
    /** `score` only: the top of the 1..scale rating. */
    scale: z.number().int().min(EVALUATION_SCALE_MIN, `评分至少${EVALUATION_SCALE_MIN}档`).max(EVALUATION_SCALE_MAX, `评分最多${EVALUATION_SCALE_MAX}档`).optional(),
  })
  .refine((i) => i.type !== 'score' || i.scale !== undefined, { message: '请选择评分档数', path: ['scale'] });
export type EvaluationItem = z.infer<typeof evaluationItemSchema>;

export const evaluationItemsSchema = z
  .array(evaluationItemSchema, { error: '请添加评价项' })
  .min(1, '请至少添加一个评价项')
  .max(EVALUATION_ITEMS_MAX, `评价项最多${EVALUATION_ITEMS_MAX}个`)
  .superRefine((items, ctx) => {
    const keys = new Set<string>();
    const titles = new Set<string>();
    items.forEach((item, i) => {
      if (keys.has(item.key)) ctx.addIssue({ code: 'custom', message: '评价项编号不能重复', path: [i, 'key'] });
      if (titles.has(item.title)) ctx.addIssue({ code: 'custom', message: `评价项“${item.title}”重复`, path: [i, 'title'] });
      keys.add(item.key);
      titles.add(item.title);
    });
    if (items.filter((i) => i.type === 'recommendation').length > 1) ctx.addIssue({ code: 'custom', message: '推荐意见只能有一项', path: [] });
  });

/** POST /api/evaluation-templates and PUT /api/evaluation-templates/:id. */
export const evaluationTemplateSaveSchema = z.object({
  name: requiredText('模板名称', 30),
  items: evaluationItemsSchema,
  /** The company's default template: new interviews use it unless another is chosen. */
  isDefault: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type EvaluationTemplateSave = z.infer<typeof evaluationTemplateSaveSchema>;

/** An item as answered (no input clean-up: response schemas must encode). */
export const evaluationItemViewSchema = z.object({
  key: z.string(),
  type: z.enum(EVALUATION_ITEM_TYPES),
  title: z.string(),
  hint: z.string().optional(),
  required: z.boolean(),
  scale: z.number().optional(),
});

export const evaluationTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  items: z.array(evaluationItemViewSchema),
  isDefault: z.boolean(),
  enabled: z.boolean(),
  /** Evaluations written with it; such a template can be disabled but not deleted. */
  used: z.number(),
  updatedAt: z.string(),
});
export type EvaluationTemplate = z.infer<typeof evaluationTemplateSchema>;

/** One answer: a score (1..scale) for `score`, text for `text`, a recommendation code for `recommendation`. */
const answerValueSchema = z.union([z.number(), z.string().max(EVALUATION_TEXT_MAX, `评语最多${EVALUATION_TEXT_MAX}个字符`), z.null()]);

/**
 * POST /api/interviews/:id/evaluations (contract): the template's answers keyed by item key
 * (`{answers: {skill: 4, summary: '…', rec: 2}}`; a list of `{key, value}` is taken too).
 * `draft: true` saves without submitting (others' evaluations stay hidden, nothing is checked
 * for required items); a submitted evaluation can be changed until the result is set.
 */
export const evaluationSubmitSchema = z.object({
  answers: z.preprocess(
    (v) => (Array.isArray(v) ? Object.fromEntries(v.map((a: unknown) => (a && typeof a === 'object' ? [(a as { key?: unknown }).key, (a as { value?: unknown }).value] : [a, undefined]))) : v),
    z.record(z.string().max(32), answerValueSchema, { error: '请填写评价内容' }),
  ),
  draft: z.boolean().default(false),
});
export type EvaluationSubmit = z.infer<typeof evaluationSubmitSchema>;

export const evaluationAnswerSchema = z.object({ key: z.string(), value: z.union([z.number(), z.string(), z.null()]) });

/** One interviewer's evaluation as shown; `answers` follow the template's items. */
export const evaluationViewSchema = z.object({
  id: z.number(),
  accountId: z.number(),
  accountName: z.string(),
  isLead: z.boolean(),
  templateId: z.number().nullable(),
  answers: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  recommendation: z.number().nullable(),
  /** Mean of the score items as a share of their scale, 0-100; null without scores. */
  scorePercent: z.number().nullable(),
  comment: z.string().nullable(),
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type EvaluationView = z.infer<typeof evaluationViewSchema>;

/** GET /api/interviews/:id/evaluations. */
export const interviewEvaluationsSchema = z.object({
  interviewId: z.number(),
  candidateName: z.string(),
  jobName: z.string(),
  roundName: z.string(),
  startAt: z.string(),
  result: z.number(),
  cancelled: z.boolean(),
  /** The template interviewers fill (the interview's, else the company's default). */
  template: evaluationTemplateSchema.nullable(),
  interviewers: z.array(z.object({ id: z.number(), name: z.string(), isLead: z.boolean(), submitted: z.boolean() })),
  /** The caller's own evaluation (a draft too), when he is an interviewer. */
  mine: evaluationViewSchema.nullable(),
  /** Submitted evaluations the caller may see: none for an interviewer before he submits his own. */
  evaluations: z.array(evaluationViewSchema),
  /** True when others' evaluations are hidden until the caller submits his own (评价前不可查看他人评分). */
  othersHidden: z.boolean(),
  canEvaluate: z.boolean(),
  canSetResult: z.boolean(),
  canRemind: z.boolean(),
});
export type InterviewEvaluations = z.infer<typeof interviewEvaluationsSchema>;

/** GET /api/applications/:id/interview-evaluations: every interview of a candidate's application with its evaluations, side by side. */
export const applicationEvaluationsSchema = z.object({ interviews: z.array(interviewEvaluationsSchema) });
export type ApplicationEvaluations = z.infer<typeof applicationEvaluationsSchema>;

/** POST /api/interviews/:id/evaluations/remind (催评价): who was reminded. */
export const evaluationRemindResultSchema = z.object({ reminded: z.array(z.object({ id: z.number(), name: z.string() })) });
export type EvaluationRemindResult = z.infer<typeof evaluationRemindResultSchema>;

/** The template every company starts with (provisioning and the demo seed). */
export const DEFAULT_EVALUATION_TEMPLATE: { name: string; items: EvaluationItem[] } = {
  name: '通用面试评价',
  items: [
    { key: 'skill', type: 'score', title: '专业能力', hint: '岗位所需的知识、技能与经验', required: true, scale: 5 },
    { key: 'communication', type: 'score', title: '沟通表达', hint: '表达是否清晰，能否准确理解问题', required: true, scale: 5 },
    { key: 'logic', type: 'score', title: '逻辑思维', hint: '分析问题、解决问题的条理性', required: true, scale: 5 },
    { key: 'attitude', type: 'score', title: '职业素养', hint: '责任心、学习意愿与团队合作', required: true, scale: 5 },
    { key: 'recommendation', type: 'recommendation', title: '推荐意见', required: true },
    { key: 'summary', type: 'text', title: '综合评语', hint: '候选人的优势、不足及是否匹配岗位', required: true },
  ],
};

/**
 * Checks answers against a template's items: unknown keys, scores outside 1..scale, unknown
 * recommendation codes, and (when submitting) required items left empty. Answers the Chinese
 * problems by item key; empty when the answers are fine.
 */
export function checkEvaluationAnswers(items: readonly EvaluationItem[], answers: Record<string, unknown>, submitting: boolean): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  const byKey = new Map(items.map((i) => [i.key, i]));
  for (const key of Object.keys(answers)) if (!byKey.has(key)) problems.push({ key, message: `评价项“${key}”不在评价模板中` });
  for (const item of items) {
    const value = answers[item.key];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (submitting && item.required) problems.push({ key: item.key, message: `请填写“${item.title}”` });
      continue;
    }
    if (item.type === 'score') {
      const scale = item.scale ?? 5;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > scale) problems.push({ key: item.key, message: `“${item.title}”的评分应为1到${scale}的整数` });
    } else if (item.type === 'recommendation') {
      if (typeof value !== 'number' || !Object.keys(evaluationRecommendationLabels).includes(String(value))) problems.push({ key: item.key, message: `“${item.title}”应为强烈推荐、推荐、待定或不推荐` });
    } else if (typeof value !== 'string') {
      problems.push({ key: item.key, message: `“${item.title}”应为文字` });
    }
  }
  return problems;
}

/** The mean of the score items as a share of their scales, 0-100 rounded; null without scores. */
export function evaluationScorePercent(items: readonly EvaluationItem[], answers: Record<string, unknown>): number | null {
  const shares = items
    .filter((i) => i.type === 'score')
    .map((i) => ({ value: answers[i.key], scale: i.scale ?? 5 }))
    .filter((a): a is { value: number; scale: number } => typeof a.value === 'number')
    .map((a) => a.value / a.scale);
  if (shares.length === 0) return null;
  return Math.round((shares.reduce((s, v) => s + v, 0) / shares.length) * 100);
}

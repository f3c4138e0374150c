// 招聘目标 (/user/seting/goal, issue 16 item 3): how many hires, offers and interviews a company,
// a department or a 招聘负责人 aims at in a month, a quarter or a year, and how far it has come,
// counted by 招聘概览's own numbers (入职, 发出Offer, 面试).
import { z } from 'zod';
import { isCalendarDay } from '../rules/demand';
import { pageQuerySchema, pageSchema } from './common';
import { OverviewMetric } from './report';

/** A goal's period: a calendar month, quarter or year in China days. */
export const GoalPeriodKind = { month: '月度', quarter: '季度', year: '年度' } as const;
export type GoalPeriodKind = keyof typeof GoalPeriodKind;
const PERIOD_KINDS = Object.keys(GoalPeriodKind) as [GoalPeriodKind, ...GoalPeriodKind[]];

/** Whom a goal is for: the whole company, the jobs of one department, or the jobs one account is 招聘负责人 of. */
export const GoalScope = { company: '全公司', org: '部门', recruiter: '招聘负责人' } as const;
export type GoalScope = keyof typeof GoalScope;
const SCOPES = Object.keys(GoalScope) as [GoalScope, ...GoalScope[]];

/** What a goal can set, in display order; each is counted as 招聘概览 counts the metric of that name. */
export const GOAL_METRICS = ['hires', 'offers', 'interviews'] as const satisfies readonly OverviewMetric[];
export type GoalMetric = (typeof GOAL_METRICS)[number];
export const goalMetricLabel = (metric: GoalMetric): string => OverviewMetric[metric];

export const GOAL_TARGET_MAX = 99_999;
export const GOAL_YEAR_MIN = 2000;
export const GOAL_YEAR_MAX = 2100;
/** The most goals a board shows for its period; the settings page lists them all. */
export const GOAL_BOARD_MAX = 50;

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : blank(v));
const int = (message: string) => z.number({ error: message }).int(message);

const yearSchema = z.preprocess(formNumber, int('请选择年份').min(GOAL_YEAR_MIN, '年份不正确').max(GOAL_YEAR_MAX, '年份不正确'));
const targetSchema = (metric: GoalMetric) => {
  const label = `${goalMetricLabel(metric)}目标`;
  return z.preprocess(formNumber, int(`${label}须为整数`).min(0, `${label}不能小于0`).max(GOAL_TARGET_MAX, `${label}最多${GOAL_TARGET_MAX}`).optional());
};

/** The fields of a goal as the form has them; `goalSaveSchema` adds the rules across fields. */
export const goalFieldsSchema = z.object({
  kind: z.enum(PERIOD_KINDS, { error: '请选择目标周期' }),
  year: yearSchema,
  /** The month (1-12) or quarter (1-4); none for a year. */
  period: z.preprocess(formNumber, int('请选择月份或季度').optional()),
  scope: z.enum(SCOPES, { error: '请选择目标范围' }),
  /** The department (scope org) or the account (scope recruiter); none for the company. */
  scopeId: z.preprocess(formNumber, int('请选择部门或招聘负责人').positive('请选择部门或招聘负责人').optional()),
  hires: targetSchema('hires'),
  offers: targetSchema('offers'),
  interviews: targetSchema('interviews'),
});

const PERIOD_COUNT: Record<Exclude<GoalPeriodKind, 'year'>, { max: number; missing: string }> = {
  month: { max: 12, missing: '请选择月份' },
  quarter: { max: 4, missing: '请选择季度' },
};

/**
 * POST /api/report-goals and PUT /api/report-goals/:id: the whole goal. A month needs its month,
 * a quarter its quarter, a department or 招聘负责人 goal its id, and at least one target is set.
 * What the kind or scope does not use is dropped.
 */
export const goalSaveSchema = goalFieldsSchema
  .superRefine((g, ctx) => {
    if (g.kind !== 'year') {
      const { max, missing } = PERIOD_COUNT[g.kind];
      if (g.period === undefined) ctx.addIssue({ code: 'custom', path: ['period'], message: missing });
      else if (g.period < 1 || g.period > max) ctx.addIssue({ code: 'custom', path: ['period'], message: g.kind === 'month' ? '月份须为1到12' : '季度须为1到4' });
    }
    if (g.scope !== 'company' && g.scopeId === undefined) ctx.addIssue({ code: 'custom', path: ['scopeId'], message: g.scope === 'org' ? '请选择部门' : '请选择招聘负责人' });
    if (GOAL_METRICS.every((m) => g[m] === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['hires'], message: `请至少填写一项目标（${GOAL_METRICS.map(goalMetricLabel).join('、')}）` });
    }
  })
  .transform((g) => ({
    kind: g.kind,
    year: g.year,
    period: g.kind === 'year' ? null : (g.period ?? null),
    scope: g.scope,
    scopeId: g.scope === 'company' ? null : (g.scopeId ?? null),
    hires: g.hires ?? null,
    offers: g.offers ?? null,
    interviews: g.interviews ?? null,
  }));
export type GoalSave = z.output<typeof goalSaveSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The goal's period as China days, both counted (`YYYY-MM-DD`). */
export function goalPeriodRange(kind: GoalPeriodKind, year: number, period: number | null): { from: string; to: string } {
  const firstMonth = kind === 'year' ? 1 : kind === 'quarter' ? ((period ?? 1) - 1) * 3 + 1 : (period ?? 1);
  const months = kind === 'year' ? 12 : kind === 'quarter' ? 3 : 1;
  const lastMonth = firstMonth + months - 1;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
}

/** The period as people say it: 2026年11月, 2026年第4季度, 2026年度. */
export function goalPeriodLabel(kind: GoalPeriodKind, year: number, period: number | null): string {
  if (kind === 'year') return `${year}年度`;
  return kind === 'quarter' ? `${year}年第${period}季度` : `${year}年${period}月`;
}

/** GET /api/report-goals: one page of goals, by year and optionally by period kind and scope. */
export const goalListQuerySchema = z
  .object({
    year: yearSchema,
    kind: z.enum(PERIOD_KINDS, { error: '目标周期不正确' }).optional(),
    /** With `kind` month or quarter: that month or quarter only. */
    period: z.preprocess(formNumber, int('月份或季度不正确').min(1, '月份或季度不正确').max(12, '月份或季度不正确').optional()),
    scope: z.enum(SCOPES, { error: '目标范围不正确' }).optional(),
  })
  .extend(pageQuerySchema.shape);
export type GoalListQuery = z.infer<typeof goalListQuerySchema>;

/** One target with what has been reached in the goal's period; `percent` may pass 100. */
export const goalProgressSchema = z.object({
  metric: z.enum(GOAL_METRICS),
  label: z.string(),
  target: z.number(),
  actual: z.number(),
  /** actual / target in percent, one decimal; 100 for a target of 0. */
  percent: z.number(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

export const reportGoalSchema = z.object({
  id: z.number(),
  kind: z.enum(PERIOD_KINDS),
  year: z.number(),
  period: z.number().nullable(),
  periodLabel: z.string(),
  /** The period's first and last China day. */
  from: z.string(),
  to: z.string(),
  scope: z.enum(SCOPES),
  scopeId: z.number().nullable(),
  /** 全公司, the department's or the account's name (已删除部门 / 已删除账号 when gone). */
  scopeName: z.string(),
  hires: z.number().nullable(),
  offers: z.number().nullable(),
  interviews: z.number().nullable(),
  /** The targets set, in GOAL_METRICS order, each with its number so far. */
  progress: z.array(goalProgressSchema),
});
export type ReportGoal = z.infer<typeof reportGoalSchema>;
export const reportGoalPageSchema = pageSchema(reportGoalSchema);

const day = (label: string) => z.string({ error: `请选择${label}` }).refine(isCalendarDay, `${label}须为有效日期，如2026-12-01`);

/**
 * GET /api/reports/goals/progress: the goals whose period holds the whole board period
 * (`from`-`to`), each counted over its own period, the caller's data scope applied.
 */
export const goalProgressQuerySchema = z
  .object({ from: day('开始日期'), to: day('结束日期') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: '结束日期不能早于开始日期' });
export type GoalProgressQuery = z.infer<typeof goalProgressQuerySchema>;

/** The board's goals (at most GOAL_BOARD_MAX of them) and how many there are. */
export const goalProgressBoardSchema = z.object({ goals: z.array(reportGoalSchema), total: z.number(), countedAt: z.string() });
export type GoalProgressBoard = z.infer<typeof goalProgressBoardSchema>;

/** actual / target in percent with one decimal (a target of 0 is reached). */
export function goalPercent(actual: number, target: number): number {
  return target === 0 ? 100 : Math.round((actual / target) * 1000) / 10;
}

import { describe, expect, it } from 'vitest';
import { goalListQuerySchema, goalPercent, goalPeriodLabel, goalPeriodRange, goalProgressQuerySchema, goalSaveSchema } from './report-goal';

const messages = (input: unknown) => {
  const r = goalSaveSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('goal periods', () => {
  it('are calendar months, quarters and years in China days', () => {
    expect(goalPeriodRange('month', 2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(goalPeriodRange('month', 2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(goalPeriodRange('month', 2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(goalPeriodRange('quarter', 2026, 4)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(goalPeriodRange('quarter', 2026, 2)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(goalPeriodRange('year', 2026, null)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('read as people say them', () => {
    expect(goalPeriodLabel('month', 2026, 11)).toBe('2026年11月');
    expect(goalPeriodLabel('quarter', 2026, 4)).toBe('2026年第4季度');
    expect(goalPeriodLabel('year', 2026, null)).toBe('2026年度');
  });
});

describe('goalSaveSchema', () => {
  it('keeps what the kind and scope use and drops the rest', () => {
    expect(goalSaveSchema.parse({ kind: 'year', year: '2026', period: '3', scope: 'company', scopeId: '9', hires: '12', offers: '' })).toEqual({
      kind: 'year',
      year: 2026,
      period: null,
      scope: 'company',
      scopeId: null,
      hires: 12,
      offers: null,
      interviews: null,
    });
    expect(goalSaveSchema.parse({ kind: 'quarter', year: 2026, period: 4, scope: 'recruiter', scopeId: 31, interviews: 0 })).toMatchObject({ period: 4, scopeId: 31, interviews: 0, hires: null });
  });

  it('asks for the month, quarter, department or 招聘负责人 the goal needs', () => {
    expect(messages({ kind: 'month', year: 2026, scope: 'org', hires: 1 })).toEqual(['period: 请选择月份', 'scopeId: 请选择部门']);
    expect(messages({ kind: 'quarter', year: 2026, period: 5, scope: 'recruiter', hires: 1 })).toEqual(['period: 季度须为1到4', 'scopeId: 请选择招聘负责人']);
    expect(messages({ kind: 'month', year: 2026, period: 13, scope: 'company', hires: 1 })).toEqual(['period: 月份须为1到12']);
  });

  it('needs at least one target, each a whole number from 0', () => {
    expect(messages({ kind: 'year', year: 2026, scope: 'company' })).toEqual(['hires: 请至少填写一项目标（入职、发出Offer、面试）']);
    expect(messages({ kind: 'year', year: 2026, scope: 'company', hires: -1, offers: 1.5, interviews: 100000 })).toEqual([
      'hires: 入职目标不能小于0',
      'offers: 发出Offer目标须为整数',
      'interviews: 面试目标最多99999',
    ]);
    expect(messages({ kind: 'century', year: 1999, scope: 'team', hires: 1 })).toEqual(['kind: 请选择目标周期', 'year: 年份不正确', 'scope: 请选择目标范围']);
  });
});

describe('queries', () => {
  it('page the list of a year', () => {
    expect(goalListQuerySchema.parse({ year: '2026', kind: 'month', period: '11' })).toEqual({ year: 2026, kind: 'month', period: 11, page: 1, pageSize: 20 });
    expect(goalListQuerySchema.safeParse({}).success).toBe(false);
  });

  it('take the board period as two China days in order', () => {
    expect(goalProgressQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-29' }).success).toBe(true);
    expect(goalProgressQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-29' }).error?.issues[0]?.message).toBe('结束日期不能早于开始日期');
    expect(goalProgressQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).error?.issues[0]?.message).toBe('开始日期须为有效日期，如2026-12-01');
  });
});

describe('goalPercent', () => {
  it('has one decimal, passes 100 and counts a target of 0 as reached', () => {
    expect(goalPercent(1, 3)).toBe(33.3);
    expect(goalPercent(5, 4)).toBe(125);
    expect(goalPercent(0, 0)).toBe(100);
  });
});

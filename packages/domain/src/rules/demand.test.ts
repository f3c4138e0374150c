import { describe, expect, it } from 'vitest';
import { demandRuleIssues, isCalendarDay, shanghaiToday } from './demand';

// 2026-11-24 01:00 in Shanghai is still 2026-11-23 in UTC.
const now = new Date('2026-11-23T17:00:00Z');

describe('demand rules', () => {
  it('reads today in China time', () => {
    expect(shanghaiToday(now)).toBe('2026-11-24');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('wants the low end of the salary range not above its top', () => {
    expect(demandRuleIssues({ minSalary: 30000, maxSalary: 20000 }, now)).toEqual([{ path: 'maxSalary', message: '最高月薪不能低于最低月薪' }]);
    expect(demandRuleIssues({ minSalary: 20000, maxSalary: 20000 }, now)).toEqual([]);
    expect(demandRuleIssues({ minSalary: 20000, maxSalary: null }, now)).toEqual([]);
  });

  it('wants an arrival date from today to two years ahead', () => {
    expect(demandRuleIssues({ arrivalDate: '2026-11-24' }, now)).toEqual([]);
    expect(demandRuleIssues({ arrivalDate: '2026-11-23' }, now)[0]?.message).toBe('期望到岗日期不能早于今天');
    expect(demandRuleIssues({ arrivalDate: '2028-11-24' }, now)).toEqual([]);
    expect(demandRuleIssues({ arrivalDate: '2028-11-25' }, now)[0]?.path).toBe('arrivalDate');
  });
});

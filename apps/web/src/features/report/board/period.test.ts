import { describe, expect, it } from 'vitest';
import { boardQueryParams, readBoardQuery } from './board-query';
import { chinaToday, periodError, presetOf, presetPeriod } from './period';

describe('board periods in China days', () => {
  it('takes the China day, not the UTC one, around midnight', () => {
    // 2026-11-29 23:30 in Shanghai is 15:30 UTC; 2026-11-30 00:10 in Shanghai is still the 29th in UTC.
    expect(chinaToday(new Date('2026-11-29T15:30:00Z'))).toBe('2026-11-29');
    expect(chinaToday(new Date('2026-11-29T16:10:00Z'))).toBe('2026-11-30');
  });

  it('starts 本周 on Monday, also when today is Sunday or Monday', () => {
    expect(presetPeriod('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-26' }); // Thursday
    expect(presetPeriod('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Sunday
    expect(presetPeriod('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' }); // Monday
    expect(presetPeriod('week', '2027-01-02')).toEqual({ from: '2026-12-28', to: '2027-01-02' }); // across the year
  });

  it('counts 今天, 本月 and 本季度 up to today', () => {
    expect(presetPeriod('today', '2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(presetPeriod('month', '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(presetPeriod('quarter', '2026-11-29')).toEqual({ from: '2026-10-01', to: '2026-11-29' });
    expect(presetPeriod('quarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetPeriod('quarter', '2026-07-01')).toEqual({ from: '2026-07-01', to: '2026-07-01' });
  });

  it('names the preset a period matches, the shortest when several do', () => {
    expect(presetOf({ from: '2026-11-23', to: '2026-11-26' }, '2026-11-26')).toBe('week');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-26' }, '2026-11-26')).toBe('month');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-26' }, '2026-11-26')).toBeNull();
    // On 1 October the day, the month and the quarter are one range.
    expect(presetOf({ from: '2026-10-01', to: '2026-10-01' }, '2026-10-01')).toBe('today');
  });

  it('refuses a custom range the server would refuse', () => {
    expect(periodError({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(periodError({ from: '2026-11-30', to: '2026-11-01' })).toBe('结束日期不能早于开始日期');
    expect(periodError({ from: '2026-02-30', to: '2026-03-01' })).toBe('请选择开始和结束日期');
    expect(periodError({ from: '2020-01-01', to: '2026-11-30' })).toMatch(/^统计期间最长\d+天$/);
  });
});

describe('board state in the address', () => {
  it('reads the period and filters, and writes them back', () => {
    const q = readBoardQuery(new URLSearchParams('from=2026-10-01&to=2026-10-31&jobId=12&channel=3&ownerId=x'), '2026-11-29');
    expect(q).toEqual({ from: '2026-10-01', to: '2026-10-31', jobId: 12, orgId: undefined, ownerId: undefined, channel: 3 });
    expect(boardQueryParams(q)).toEqual({ from: '2026-10-01', to: '2026-10-31', jobId: 12, orgId: undefined, ownerId: undefined, channel: 3 });
  });

  it('shows 本月 without a period or with one that cannot be counted', () => {
    expect(readBoardQuery(new URLSearchParams(''), '2026-11-29')).toMatchObject({ from: '2026-11-01', to: '2026-11-29' });
    expect(readBoardQuery(new URLSearchParams('from=2026-12-01&to=2026-11-01'), '2026-11-29')).toMatchObject({ from: '2026-11-01', to: '2026-11-29' });
  });
});

import { describe, expect, it } from 'vitest';
import { costPerHireFen, daysInMonth, monthDaysInPeriod, proratedCostFen } from './channel-cost';

describe('channel cost over a period', () => {
  it('counts the days of a month inside the period', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(monthDaysInPeriod('2026-03', '2026-03-01', '2026-03-31')).toBe(31);
    expect(monthDaysInPeriod('2026-03', '2026-03-02', '2026-03-08')).toBe(7);
    expect(monthDaysInPeriod('2026-02', '2026-02-20', '2026-03-10')).toBe(9);
    expect(monthDaysInPeriod('2026-04', '2026-03-01', '2026-03-31')).toBe(0);
  });

  it('spreads each month over its days and rounds the sum once', () => {
    // 3100.00 元 in March over 7 of its 31 days: 700.00 元.
    expect(proratedCostFen([{ month: '2026-03', amountFen: 310_000 }], '2026-03-02', '2026-03-08')).toBe(70_000);
    // Whole months cost exactly their amounts.
    expect(proratedCostFen([{ month: '2026-02', amountFen: 100_001 }, { month: '2026-03', amountFen: 333 }], '2026-02-01', '2026-03-31')).toBe(100_334);
    // 1000.00 元 in February over 9 of 28 days (321.43) and 100.00 元 in March over 10 of 31 days (32.26): 353.69.
    expect(proratedCostFen([{ month: '2026-02', amountFen: 100_000 }, { month: '2026-03', amountFen: 10_000 }], '2026-02-20', '2026-03-10')).toBe(35_369);
    expect(proratedCostFen([], '2026-03-01', '2026-03-31')).toBe(0);
  });

  it('divides by the hires, blank without any', () => {
    expect(costPerHireFen(100_000, 3)).toBe(33_333);
    expect(costPerHireFen(100_000, 0)).toBeNull();
  });
});

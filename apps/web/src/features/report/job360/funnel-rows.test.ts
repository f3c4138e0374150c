import { describe, expect, it } from 'vitest';
import { daysText, funnelRows, percentText } from './funnel-rows';

const stage = (stageId: number, name: string, entered: number, current: number) => ({ stageId, name, entered, current });

describe('职位360 rows', () => {
  it('converts each stage from the one before, none for the first or after a stage nobody reached', () => {
    const rows = funnelRows([stage(1, '初筛', 40, 5), stage(2, '用人部门筛选', 12, 3), stage(3, '面试', 0, 0), stage(4, 'Offer', 2, 1), stage(5, '入职', 1, 0)]);
    expect(rows.map((r) => percentText(r.conversion))).toEqual(['-', '30%', '0%', '-', '50%']);
    expect(percentText(funnelRows([stage(1, 'a', 3, 0), stage(2, 'b', 1, 0)])[1]!.conversion)).toBe('33.3%');
  });

  it('joins the stage times by stage id, none for a stage without', () => {
    const rows = funnelRows([stage(1, '初筛', 4, 1), stage(2, '面试', 2, 2)], [{ stageId: 2, name: '面试', left: 3, avgDays: 2.25, stale: 1 }]);
    expect(rows[0]!.times).toBeNull();
    expect(rows[1]!.times).toEqual({ left: 3, avgDays: 2.25, stale: 1 });
    expect(daysText(rows[1]!.times?.avgDays)).toBe('2.3天');
    expect(daysText(null)).toBe('-');
  });
});

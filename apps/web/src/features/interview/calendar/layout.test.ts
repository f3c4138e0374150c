import { describe, expect, it } from 'vitest';
import { instantAt, minutesInto, mondayOf, placeInDay, snap, stepAnchor, viewDays, viewRange, viewTitle } from './layout';

const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+08:00`;
const item = (id: number, start: string, end: string) => ({ id, startAt: at('2026-03-03', start), endAt: at('2026-03-03', end) });

describe('calendar layout', () => {
  it('answers the days and China-time range of each view', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(viewDays('week', '2026-03-05')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(viewRange('week', '2026-03-05')).toEqual({ from: '2026-03-02T00:00:00+08:00', to: '2026-03-09T00:00:00+08:00' });
    expect(viewRange('room', '2026-03-05')).toEqual({ from: '2026-03-05T00:00:00+08:00', to: '2026-03-06T00:00:00+08:00' });
    const month = viewDays('month', '2026-03-20');
    expect(month).toHaveLength(42);
    expect(month[0]).toBe('2026-02-23');
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('week', '2026-03-05', -1)).toBe('2026-02-26');
    expect(viewTitle('week', '2026-03-05')).toBe('2026年3月2日 - 8日');
    expect(viewTitle('week', '2026-03-31')).toBe('2026年3月30日 - 4月5日');
    expect(viewTitle('day', '2026-03-05')).toBe('2026年3月5日 周四');
  });

  it('converts between minutes of a day and instants with +08:00', () => {
    expect(minutesInto('2026-03-03', '2026-03-03T02:30:00.000Z')).toBe(630);
    expect(instantAt('2026-03-03', 630)).toBe('2026-03-03T10:30:00+08:00');
    expect(instantAt('2026-03-03', -30)).toBe('2026-03-02T23:30:00+08:00');
    expect(instantAt('2026-03-03', 1440 + 60)).toBe('2026-03-04T01:00:00+08:00');
    expect(snap(637)).toBe(630);
    expect(snap(638)).toBe(645);
  });

  it('puts overlapping blocks side by side and clips blocks to the day', () => {
    const placed = placeInDay([item(1, '09:00', '10:00'), item(2, '09:30', '10:30'), item(3, '10:00', '11:00'), item(4, '13:00', '14:00')], '2026-03-03');
    const by = Object.fromEntries(placed.map((p) => [p.item.id, [p.top, p.bottom, p.lane, p.lanes]]));
    expect(by).toEqual({ 1: [540, 600, 0, 2], 2: [570, 630, 1, 2], 3: [600, 660, 0, 2], 4: [780, 840, 0, 1] });
    const late = { id: 5, startAt: at('2026-03-02', '23:30'), endAt: at('2026-03-03', '00:30') };
    expect(placeInDay([late], '2026-03-03').map((p) => [p.top, p.bottom])).toEqual([[0, 30]]);
    expect(placeInDay([late], '2026-03-02').map((p) => [p.top, p.bottom])).toEqual([[1410, 1440]]);
    expect(placeInDay([late], '2026-03-04')).toEqual([]);
  });
});

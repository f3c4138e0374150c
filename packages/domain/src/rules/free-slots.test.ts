import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, freeSlots, minutesOf, shanghaiDayStart, shanghaiMidnight, workingDayProblem, type WorkingHours } from './free-slots';

const at = (s: string) => new Date(s);
const iso = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());
const only = (weekday: number, ranges: { start: string; end: string }[]): WorkingHours => ({ days: [0, 1, 2, 3, 4, 5, 6].map((d) => (d === weekday ? ranges : [])) });

// 2026-12-07 is a Monday.
const MONDAY = shanghaiMidnight('2026-12-07');
const TUESDAY = shanghaiMidnight('2026-12-08');

describe('Shanghai days', () => {
  it('starts a day at 00:00 China time whatever the instant', () => {
    expect(MONDAY.toISOString()).toBe('2026-12-06T16:00:00.000Z');
    // 23:30 UTC on Sunday is already Monday 07:30 in Shanghai.
    expect(shanghaiDayStart(at('2026-12-06T23:30:00Z'))).toEqual({ start: MONDAY, weekday: 0 });
    expect(shanghaiDayStart(at('2026-12-06T15:59:59Z')).weekday).toBe(6);
  });

  it('reads HH:mm and refuses what is not a time', () => {
    expect(minutesOf('13:30')).toBe(810);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:30')).toBeNaN();
    expect(minutesOf('9:00')).toBeNaN();
    expect(workingDayProblem([{ start: '09:00', end: '08:00' }])).toBe('结束时间须晚于开始时间');
    expect(workingDayProblem([{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }])).toBe('同一天的时间段不能重叠');
    expect(workingDayProblem(DEFAULT_WORKING_HOURS.days[0]!)).toBeUndefined();
  });
});

describe('freeSlots', () => {
  const monMorning = only(0, [{ start: '09:00', end: '12:00' }]);

  it('steps through the working range in China time', () => {
    const slots = freeSlots({ from: MONDAY, to: TUESDAY, durationMinutes: 60, people: [{ workingHours: monMorning, busy: [] }] });
    // 09:00, 09:30, 10:00, 10:30, 11:00 China time = 01:00 … 03:00 UTC.
    expect(iso(slots)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00'].map((t) => `2026-12-07T${t}:00.000Z`));
    expect(slots[0]!.end.toISOString()).toBe('2026-12-07T02:00:00.000Z');
  });

  it('keeps only times every interviewer works and nobody has taken', () => {
    const late = only(0, [{ start: '10:00', end: '12:00' }]);
    const busy = [{ start: at('2026-12-07T10:30:00+08:00'), end: at('2026-12-07T11:00:00+08:00') }];
    const slots = freeSlots({ from: MONDAY, to: TUESDAY, durationMinutes: 30, people: [{ workingHours: monMorning, busy: [] }, { workingHours: late, busy }] });
    expect(iso(slots)).toEqual(['02:00', '03:00', '03:30'].map((t) => `2026-12-07T${t}:00.000Z`));
  });

  it('leaves out the room and the candidate when taken, and a busy end is exclusive', () => {
    const sharedBusy = [{ start: at('2026-12-07T09:00:00+08:00'), end: at('2026-12-07T10:00:00+08:00') }];
    const slots = freeSlots({ from: MONDAY, to: TUESDAY, durationMinutes: 60, people: [{ workingHours: monMorning, busy: [] }], sharedBusy });
    expect(iso(slots)[0]).toBe('2026-12-07T02:00:00.000Z');
  });

  it('never gives a slot crossing the lunch break or the end of the day', () => {
    const slots = freeSlots({ from: MONDAY, to: TUESDAY, durationMinutes: 90, people: [{ workingHours: DEFAULT_WORKING_HOURS, busy: [] }] });
    for (const s of slots) {
      const local = new Date(s.end.getTime() + 8 * 3_600_000);
      const endMin = local.getUTCHours() * 60 + local.getUTCMinutes();
      expect(endMin <= 12 * 60 || endMin >= 13 * 60 + 30 + 90).toBe(true);
      expect(endMin <= 18 * 60).toBe(true);
    }
    expect(slots.map((s) => s.start.toISOString())).toContain('2026-12-07T05:30:00.000Z');
  });

  it('skips days off, the past and stops at the limit', () => {
    const week = freeSlots({ from: MONDAY, to: shanghaiMidnight('2026-12-14'), durationMinutes: 60, people: [{ workingHours: DEFAULT_WORKING_HOURS, busy: [] }] });
    const weekdays = new Set(week.map((s) => shanghaiDayStart(s.start).weekday));
    expect([...weekdays].sort()).toEqual([0, 1, 2, 3, 4]);
    const later = freeSlots({ from: MONDAY, to: TUESDAY, durationMinutes: 60, notBefore: at('2026-12-07T10:10:00+08:00'), people: [{ workingHours: monMorning, busy: [] }] });
    expect(iso(later)).toEqual(['2026-12-07T02:30:00.000Z', '2026-12-07T03:00:00.000Z']);
    expect(freeSlots({ from: MONDAY, to: TUESDAY, durationMinutes: 30, limit: 2, people: [{ workingHours: monMorning, busy: [] }] })).toHaveLength(2);
    expect(freeSlots({ from: MONDAY, to: TUESDAY, durationMinutes: 30, people: [] })).toEqual([]);
  });
});

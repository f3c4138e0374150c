import { describe, expect, it } from 'vitest';
import { sendScheduleSchema, sendTimeOf, type SendSchedule } from './schedule';

// 2026-11-27 is a Friday; 10:30 in Shanghai is 02:30 UTC.
const fridayMorning = new Date('2026-11-27T02:30:00Z');
const at = (schedule: SendSchedule, now = fridayMorning) => sendTimeOf(schedule, now)?.toISOString();

describe('sendTimeOf', () => {
  it('sends an immediate message now', () => {
    expect(at({ sendMode: 1 })).toBe(fridayMorning.toISOString());
  });

  it('sends a scheduled message at the chosen Shanghai hour, refusing a past one', () => {
    expect(at({ sendMode: 2, sendDate: '2026-11-28', sendHour: 9 })).toBe('2026-11-28T01:00:00.000Z');
    expect(at({ sendMode: 2, sendDate: '2026-11-27', sendHour: 9 })).toBeUndefined();
    expect(at({ sendMode: 2, sendDate: '2026-11-27', sendHour: 10 }, new Date('2026-11-27T02:00:30Z'))).toBe('2026-11-27T02:00:30.000Z');
  });

  it('sends a conditional message now inside the window, else at the next window start', () => {
    const workdays: SendSchedule = { sendMode: 3, weekdays: [1, 2, 3, 4, 5], fromHour: 9, toHour: 18 };
    expect(at(workdays)).toBe(fridayMorning.toISOString());
    // Friday 19:00 Shanghai: next window is Monday 09:00.
    expect(at(workdays, new Date('2026-11-27T11:00:00Z'))).toBe('2026-11-30T01:00:00.000Z');
    // Friday 07:00 Shanghai: later the same day.
    expect(at(workdays, new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27T01:00:00.000Z');
    // Only Fridays, already closed today: next Friday.
    expect(at({ sendMode: 3, weekdays: [5], fromHour: 6, toHour: 8 })).toBe('2026-12-03T22:00:00.000Z');
  });
});

describe('sendScheduleSchema', () => {
  const messages = (value: unknown) => sendScheduleSchema.safeParse(value).error?.issues.map((i) => i.message);

  it('keeps hours within 6 to 22 and the window in order', () => {
    expect(messages({ sendMode: 2, sendDate: '2099-11-28', sendHour: 23 })).toEqual(['发送时间须在6点到22点之间']);
    expect(messages({ sendMode: 3, weekdays: [], fromHour: 9, toHour: 8 })).toEqual(['请至少选择一个发送日', '结束时间须晚于开始时间']);
    expect(messages({ sendMode: 4 })).toEqual(['请选择发送方式']);
    expect(messages({ sendMode: 2, sendDate: '2020-01-01', sendHour: 9 })).toEqual(['所选发送时间已过，请重新选择']);
    expect(sendScheduleSchema.parse({ sendMode: 3, weekdays: ['1', 7], fromHour: '6', toHour: 22 })).toEqual({ sendMode: 3, weekdays: [1, 7], fromHour: 6, toHour: 22 });
  });
});

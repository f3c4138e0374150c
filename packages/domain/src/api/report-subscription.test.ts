// 报表订阅's schedule in China time: the latest send and the period it covers, across
// midnight, week and month (and year) boundaries, and the next send.
import { describe, expect, it } from 'vitest';
import { lastOccurrence, nextOccurrence, reportSubscriptionBodySchema, scheduleText } from './report-subscription';

const cst = (text: string) => new Date(`${text}+08:00`);
const iso = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const last = (s: Parameters<typeof lastOccurrence>[0], now: string) => {
  const o = lastOccurrence(s, cst(now));
  return [iso(o.at), o.from, o.to];
};

describe('lastOccurrence', () => {
  const daily = { frequency: 'daily' as const, weekday: null, monthDay: null, sendTime: '08:00' };
  it('sends each day for the day before, from its time of day in China', () => {
    expect(last(daily, '2026-03-05T08:00:00')).toEqual(['2026-03-05 08:00', '2026-03-04', '2026-03-04']);
    expect(last(daily, '2026-03-05T07:59:59')).toEqual(['2026-03-04 08:00', '2026-03-03', '2026-03-03']);
    // 00:30 in China is still the day before in UTC.
    expect(last({ ...daily, sendTime: '00:30' }, '2026-03-01T00:30:00')).toEqual(['2026-03-01 00:30', '2026-02-28', '2026-02-28']);
  });

  it('sends each week for Monday to Sunday of the week before', () => {
    const monday = { frequency: 'weekly' as const, weekday: 1, monthDay: null, sendTime: '09:00' };
    // 2026-03-09 is a Monday.
    expect(last(monday, '2026-03-09T09:00:00')).toEqual(['2026-03-09 09:00', '2026-03-02', '2026-03-08']);
    expect(last(monday, '2026-03-09T08:59:00')).toEqual(['2026-03-02 09:00', '2026-02-23', '2026-03-01']);
    expect(last(monday, '2026-03-12T12:00:00')).toEqual(['2026-03-09 09:00', '2026-03-02', '2026-03-08']);
    const friday = { ...monday, weekday: 5 };
    expect(last(friday, '2026-03-15T23:00:00')).toEqual(['2026-03-13 09:00', '2026-03-02', '2026-03-08']);
  });

  it('sends each month for the calendar month before, across the year', () => {
    const third = { frequency: 'monthly' as const, weekday: null, monthDay: 3, sendTime: '08:30' };
    expect(last(third, '2026-03-03T08:30:00')).toEqual(['2026-03-03 08:30', '2026-02-01', '2026-02-28']);
    expect(last(third, '2026-03-03T08:29:00')).toEqual(['2026-02-03 08:30', '2026-01-01', '2026-01-31']);
    expect(last(third, '2027-01-02T10:00:00')).toEqual(['2026-12-03 08:30', '2026-11-01', '2026-11-30']);
    expect(last(third, '2027-01-03T10:00:00')).toEqual(['2027-01-03 08:30', '2026-12-01', '2026-12-31']);
  });
});

describe('nextOccurrence', () => {
  it('is the first send after now', () => {
    expect(iso(nextOccurrence({ frequency: 'daily', weekday: null, monthDay: null, sendTime: '08:00' }, cst('2026-03-05T08:00:00')))).toBe('2026-03-06 08:00');
    expect(iso(nextOccurrence({ frequency: 'weekly', weekday: 1, monthDay: null, sendTime: '09:00' }, cst('2026-03-08T10:00:00')))).toBe('2026-03-09 09:00');
    expect(iso(nextOccurrence({ frequency: 'monthly', weekday: null, monthDay: 28, sendTime: '08:00' }, cst('2026-01-29T00:00:00')))).toBe('2026-02-28 08:00');
    expect(iso(nextOccurrence({ frequency: 'monthly', weekday: null, monthDay: 1, sendTime: '08:00' }, cst('2026-01-31T09:00:00')))).toBe('2026-02-01 08:00');
  });
});

describe('reportSubscriptionBodySchema', () => {
  const body = { reportId: 'progress', recipientIds: [3], frequency: 'weekly', weekday: 1, sendTime: '08:00' };
  it('asks for the day of a weekly or monthly send and keeps only that one', () => {
    expect(reportSubscriptionBodySchema.parse(body)).toMatchObject({ weekday: 1, monthDay: null, enabled: true, filters: {} });
    const monthly = reportSubscriptionBodySchema.safeParse({ ...body, frequency: 'monthly' });
    expect(monthly.error?.issues.map((i) => i.message)).toEqual(['每月发送请选择几号']);
    expect(reportSubscriptionBodySchema.parse({ ...body, frequency: 'daily' }).weekday).toBeNull();
  });

  it('refuses no recipients, a time off the half hour and an unknown report', () => {
    const messages = (over: object) => reportSubscriptionBodySchema.safeParse({ ...body, ...over }).error?.issues.map((i) => i.message);
    expect(messages({ recipientIds: [] })).toEqual(['请至少选择一位收件人']);
    expect(messages({ sendTime: '08:15' })).toEqual(['发送时间须为整点或半点，如08:00']);
    expect(messages({ reportId: 'salary' })).toEqual(['请选择报表']);
  });

  it('says the schedule in words', () => {
    expect(scheduleText({ frequency: 'weekly', weekday: 5, monthDay: null, sendTime: '18:30' })).toBe('每周五 18:30');
    expect(scheduleText({ frequency: 'monthly', weekday: null, monthDay: 1, sendTime: '08:00' })).toBe('每月1日 08:00');
  });
});

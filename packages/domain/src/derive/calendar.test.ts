import { describe, it, expect } from 'vitest';
import { formatPeriod, monthIndex, parsePeriod, shanghaiDate } from './calendar';

describe('shanghaiDate', () => {
  it('reads the date in China time', () => {
    // 2023-12-31 16:30 UTC is already New Year's Day in Shanghai.
    expect(shanghaiDate(new Date('2023-12-31T16:30:00Z'))).toEqual({ year: 2024, month: 1, day: 1 });
    expect(shanghaiDate(new Date('2023-12-31T15:59:59Z'))).toEqual({ year: 2023, month: 12, day: 31 });
  });
});

describe('monthIndex', () => {
  it('orders months across years', () => {
    expect(monthIndex({ year: 2020, month: 1 }) - monthIndex({ year: 2019, month: 12 })).toBe(1);
  });
});

describe('parsePeriod', () => {
  it('reads YYYY.MM-YYYY.MM', () => {
    expect(parsePeriod('2019.07-2021.06')).toEqual({ start: { year: 2019, month: 7 }, end: { year: 2021, month: 6 } });
  });

  it.each(['2019.07-至今', '2019.07 - 至今', '2019.07至今', '2019.7-今', '2019/07~现在', '2019-07 - present', '2019.07-Now'])(
    'reads %s as to date',
    (text) => expect(parsePeriod(text)).toEqual({ start: { year: 2019, month: 7 }, end: null }),
  );

  it('reads other date and range spellings', () => {
    const expected = { start: { year: 2019, month: 7 }, end: { year: 2021, month: 6 } };
    expect(parsePeriod('2019-07-2021-06')).toEqual(expected);
    expect(parsePeriod('2019/7 ~ 2021/6')).toEqual(expected);
    expect(parsePeriod('2019年7月至2021年6月')).toEqual(expected);
    expect(parsePeriod('2019年07月-2021年06月')).toEqual(expected);
    expect(parsePeriod('2019.07.01-2021.06.30')).toEqual(expected);
    expect(parsePeriod('2019-07-01 到 2021-06-30')).toEqual(expected);
    expect(parsePeriod(' 2019.07—2021.06 ')).toEqual(expected);
  });

  it('reads years alone as January to December', () => {
    expect(parsePeriod('2015-2019')).toEqual({ start: { year: 2015, month: 1 }, end: { year: 2019, month: 12 } });
    expect(parsePeriod('2015-至今')).toEqual({ start: { year: 2015, month: 1 }, end: null });
  });

  it('accepts a one-month period', () => {
    expect(parsePeriod('2020.03-2020.03')).toEqual({ start: { year: 2020, month: 3 }, end: { year: 2020, month: 3 } });
  });

  it.each(['', '至今', '2019.07', '2019.13-2020.01', '2019.00-2020.01', '2019.07-2020.13', '2021.06-2019.07', '19.07-21.06', 'abc', '2019.07-2021.06 备注'])(
    'rejects %j',
    (text) => expect(parsePeriod(text)).toBeUndefined(),
  );

  it('rejects null and undefined', () => {
    expect(parsePeriod(null)).toBeUndefined();
    expect(parsePeriod(undefined)).toBeUndefined();
  });
});

describe('formatPeriod', () => {
  it('pads months and writes 至今 for an open end', () => {
    expect(formatPeriod({ start: { year: 2019, month: 7 }, end: { year: 2021, month: 12 } })).toBe('2019.07-2021.12');
    expect(formatPeriod({ start: { year: 2019, month: 7 }, end: null })).toBe('2019.07-至今');
  });

  it('round-trips with parsePeriod', () => {
    for (const text of ['2019.07-2021.06', '2001.01-至今']) expect(formatPeriod(parsePeriod(text)!)).toBe(text);
  });
});

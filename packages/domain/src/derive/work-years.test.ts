import { describe, it, expect } from 'vitest';
import { workMonthsFrom, workYearsFrom, workYearsScale } from './work-years';

// 2024-06-15 in Shanghai.
const now = new Date('2024-06-15T04:00:00Z');
const jobs = (...times: (string | null)[]) => times.map((workTime) => ({ workTime }));

describe('workMonthsFrom', () => {
  it('counts both end months', () => {
    expect(workMonthsFrom(jobs('2019.07-2021.06'), now)).toBe(24);
    expect(workMonthsFrom(jobs('2020.03-2020.03'), now)).toBe(1);
  });

  it('runs a to-date period up to now', () => {
    expect(workMonthsFrom(jobs('2023.07-至今'), now)).toBe(12);
  });

  it('adds separate periods and back-to-back ones', () => {
    expect(workMonthsFrom(jobs('2015.07-2016.06', '2018.01-2018.12'), now)).toBe(24);
    expect(workMonthsFrom(jobs('2015.07-2019.06', '2019.07-2021.06'), now)).toBe(72);
  });

  it('counts overlapping months once, in any order', () => {
    expect(workMonthsFrom(jobs('2019.01-2019.12', '2019.07-2020.06'), now)).toBe(18);
    expect(workMonthsFrom(jobs('2019.07-2020.06', '2019.01-2019.12'), now)).toBe(18);
    // A part-time job inside a full-time one adds nothing.
    expect(workMonthsFrom(jobs('2015.01-2020.12', '2017.03-2017.08', '2016.01-2016.02'), now)).toBe(72);
    // Two to-date jobs.
    expect(workMonthsFrom(jobs('2023.07-至今', '2024.01-至今'), now)).toBe(12);
  });

  it('stops future ends at now and skips periods starting later', () => {
    expect(workMonthsFrom(jobs('2024.01-2025.12'), now)).toBe(6);
    expect(workMonthsFrom(jobs('2025.01-至今'), now)).toBeUndefined();
  });

  it('skips unreadable entries, undefined when none is readable', () => {
    expect(workMonthsFrom(jobs('2020.01-2020.12', '不详', null), now)).toBe(12);
    expect(workMonthsFrom([{}], now)).toBeUndefined();
    expect(workMonthsFrom([], now)).toBeUndefined();
  });
});

describe('workYearsFrom', () => {
  it('uses the work history first', () => {
    expect(workYearsFrom(jobs('2019.07-2021.06'), 10, now)).toBe(2);
    expect(workYearsFrom(jobs('2023.01-2023.06'), 10, now)).toBe(0.5);
  });

  it('falls back to the given number', () => {
    expect(workYearsFrom([], 5, now)).toBe(5);
    expect(workYearsFrom(jobs('不详'), 0, now)).toBe(0);
  });

  it('gives undefined without a usable history or number', () => {
    expect(workYearsFrom([], undefined, now)).toBeUndefined();
    expect(workYearsFrom([], null, now)).toBeUndefined();
    expect(workYearsFrom([], -1, now)).toBeUndefined();
    expect(workYearsFrom([], Number.NaN, now)).toBeUndefined();
  });
});

describe('workYearsScale', () => {
  it.each([
    [0, 0],
    [0.9, 0],
    [1, 1],
    [5.99, 5],
    [12, 12],
    [12.9, 12],
    [13, 13],
    [40, 13],
  ])('maps %d years to %d', (years, scale) => expect(workYearsScale(years)).toBe(scale));

  it.each([null, undefined, -0.5, Number.NaN, Number.POSITIVE_INFINITY])('gives undefined for %j', (years) =>
    expect(workYearsScale(years)).toBeUndefined(),
  );
});

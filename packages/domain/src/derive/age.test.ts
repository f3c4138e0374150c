import { describe, it, expect } from 'vitest';
import { ageFrom } from './age';

// 2024-05-01 10:00 in Shanghai.
const now = new Date('2024-05-01T02:00:00Z');

describe('ageFrom', () => {
  it('subtracts a birth year', () => {
    expect(ageFrom(1990, now)).toBe(34);
    expect(ageFrom('1990', now)).toBe(34);
    expect(ageFrom(2024, now)).toBe(0);
  });

  it('counts whether the birthday has come, by month', () => {
    expect(ageFrom('1990.04', now)).toBe(34);
    expect(ageFrom('1990.05', now)).toBe(34);
    expect(ageFrom('1990.06', now)).toBe(33);
    expect(ageFrom('1990年6月', now)).toBe(33);
  });

  it('counts whether the birthday has come, by day', () => {
    expect(ageFrom('1990-05-01', now)).toBe(34);
    expect(ageFrom('1990-05-02', now)).toBe(33);
    expect(ageFrom('1990/5/2', now)).toBe(33);
    expect(ageFrom('1990年5月2日', now)).toBe(33);
    expect(ageFrom('1990-05-02T00:00:00', now)).toBe(33);
  });

  it('uses China time for now', () => {
    // 2024-04-30 17:00 UTC is already May 1st in Shanghai.
    expect(ageFrom('1990-05-01', new Date('2024-04-30T17:00:00Z'))).toBe(34);
    expect(ageFrom('1990-05-01', new Date('2024-04-30T15:00:00Z'))).toBe(33);
  });

  it('reads a Date and a millisecond timestamp', () => {
    const birth = new Date('1990-05-01T16:00:00Z'); // May 2nd in Shanghai
    expect(ageFrom(birth, now)).toBe(33);
    expect(ageFrom(birth.getTime(), now)).toBe(33);
    // Before 1970 a timestamp is negative.
    expect(ageFrom(new Date('1960-03-01T00:00:00+08:00').getTime(), now)).toBe(64);
  });

  it('defaults now to the current time', () => {
    expect(ageFrom(new Date().getFullYear() - 30)).toBeGreaterThanOrEqual(29);
  });

  it.each([null, undefined, '', 'abc', '1990.13', '1990-05-32', '90-05-01', 2030, '2030-01-01', 1800, Number.NaN, new Date('x')])(
    'gives undefined for %j',
    (birth) => expect(ageFrom(birth, now)).toBeUndefined(),
  );
});

import { describe, expect, it } from 'vitest';
import { fenToYuanText, moneyProblem, monthlySalaryYuan, parseYuan } from './money';

const fen = (v: unknown) => {
  const r = parseYuan(v);
  return r.ok ? r.fen : r.reason;
};

describe('parseYuan', () => {
  it('reads 元 as typed, as number or text, into exact fen', () => {
    expect(fen('8000.50')).toBe(800050);
    expect(fen(8000.5)).toBe(800050);
    expect(fen('8000')).toBe(800000);
    expect(fen('8000.5')).toBe(800050);
    expect(fen(' 12,000.05 ')).toBe(1200005);
    expect(fen(19.99)).toBe(1999);
    expect(fen('0.07')).toBe(7);
    expect(fen(0)).toBe(0);
    expect(fen('99999999.99')).toBe(9_999_999_999);
  });

  it('never goes through float arithmetic: sums that are not exact amounts are refused, exact ones are exact', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a float: not an amount anyone typed.
    expect(fen(0.1 + 0.2)).toBe('decimals');
    expect(fen('0.3')).toBe(30);
    // 1.15 * 100 is 114.99999999999999 as floats; read as text it is 115.
    expect(fen(1.15)).toBe(115);
    expect(fen(4.35)).toBe(435);
    for (let cents = 0; cents < 10_000; cents += 7) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(fen(text)).toBe(cents);
      expect(fen(Number(text))).toBe(cents);
      expect(fenToYuanText(cents)).toBe(text);
    }
  });

  it('refuses three decimals, negatives, absurd and malformed amounts', () => {
    expect(fen('8000.505')).toBe('decimals');
    expect(fen(0.001)).toBe('decimals');
    expect(fen(1e-7)).toBe('format'); // written in exponent form
    expect(fen('-1')).toBe('negative');
    expect(fen(-0.5)).toBe('negative');
    expect(fen('100000000')).toBe('tooLarge');
    expect(fen(1e21)).toBe('format');
    expect(fen('1e5')).toBe('format');
    expect(fen('abc')).toBe('format');
    expect(fen('')).toBe('format');
    expect(fen(Number.NaN)).toBe('format');
    expect(fen(null)).toBe('format');
  });

  it('says why in Chinese', () => {
    expect(moneyProblem('转正薪资', 'decimals')).toBe('转正薪资最多保留两位小数');
    expect(moneyProblem('转正薪资', 'negative')).toBe('转正薪资不能为负数');
    expect(moneyProblem('试用期薪资', 'tooLarge')).toContain('不能超过99999999.99元');
  });
});

describe('fenToYuanText', () => {
  it('answers 元 with exactly two decimals', () => {
    expect(fenToYuanText(800050)).toBe('8000.50');
    expect(fenToYuanText(800000)).toBe('8000.00');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(fenToYuanText(9_999_999_999)).toBe('99999999.99');
  });
});

describe('monthlySalaryYuan', () => {
  it('turns a regular salary into 元 per month: 月薪 as is, 年薪 / 12, 日薪 × 21.75', () => {
    expect(monthlySalaryYuan(2_000_000, 1)).toBe(20000);
    expect(monthlySalaryYuan(36_000_000, 2)).toBe(30000);
    expect(monthlySalaryYuan(10_000_000, 2)).toBe(8333.33);
    expect(monthlySalaryYuan(80_000, 3)).toBe(17400);
    expect(monthlySalaryYuan(33_333, 3)).toBe(7249.93);
  });
});

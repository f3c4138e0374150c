import { describe, expect, it } from 'vitest';
import { smsLength } from './sms';

describe('smsLength', () => {
  it('counts a Chinese character as 2 and ASCII as 1 (spec section 5)', () => {
    expect(smsLength('abc')).toBe(3);
    expect(smsLength('张三')).toBe(4);
    expect(smsLength('张三abc 123')).toBe(11);
  });

  it('counts full-width punctuation as Chinese', () => {
    expect(smsLength('您好，明天见！')).toBe(14);
    expect(smsLength('【博乐】')).toBe(8);
  });

  it('counts an emoji once, not as two halves', () => {
    expect(smsLength('😀')).toBe(1);
    expect(smsLength('面试😀ok')).toBe(7);
  });

  it('counts empty and missing text as 0', () => {
    expect(smsLength('')).toBe(0);
    expect(smsLength(null)).toBe(0);
    expect(smsLength(undefined)).toBe(0);
  });
});

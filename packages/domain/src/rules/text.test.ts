import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { maxTextLength, stripToInteger, stripToIntegerNumber, textLength, withUrlProtocol } from './text';

describe('textLength', () => {
  it('counts Chinese characters as 2 and others as 1', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength('张三')).toBe(4);
    expect(textLength('HR张三 1')).toBe(8);
  });

  it('counts Chinese punctuation and full-width characters as wide', () => {
    expect(textLength('你好，世界。')).toBe(12);
    expect(textLength('ＡＢ')).toBe(4);
  });

  it('takes another weight', () => {
    expect(textLength('张三a', 1)).toBe(3);
    expect(textLength('张三a', 3)).toBe(7);
  });

  it('counts an emoji or a rare ideograph once', () => {
    expect(textLength('👍')).toBe(1);
    expect(textLength('𠀀')).toBe(2);
  });

  it('treats null and undefined as empty', () => {
    expect(textLength(null)).toBe(0);
    expect(textLength(undefined)).toBe(0);
  });
});

describe('maxTextLength', () => {
  const schema = z.string().check(maxTextLength(4));

  it('passes at the limit and fails above it', () => {
    expect(schema.safeParse('张三').success).toBe(true);
    expect(schema.safeParse('abcd').success).toBe(true);
    expect(schema.safeParse('张三a').error?.issues[0]?.message).toBe('最多4个字符（一个汉字算2个）');
  });

  it('takes a weight', () => {
    expect(z.string().check(maxTextLength(4, 1)).safeParse('张三李四').success).toBe(true);
  });
});

describe('stripToInteger', () => {
  it('keeps digits only', () => {
    expect(stripToInteger('1,234元')).toBe('1234');
    expect(stripToInteger('-12.5')).toBe('125');
    expect(stripToInteger('007')).toBe('007');
    expect(stripToInteger('abc')).toBe('');
    expect(stripToInteger('')).toBe('');
    expect(stripToInteger(null)).toBe('');
  });

  it('gives a number or undefined', () => {
    expect(stripToIntegerNumber('1,234元')).toBe(1234);
    expect(stripToIntegerNumber('007')).toBe(7);
    expect(stripToIntegerNumber('0')).toBe(0);
    expect(stripToIntegerNumber('abc')).toBeUndefined();
    expect(stripToIntegerNumber(undefined)).toBeUndefined();
    expect(stripToIntegerNumber('99999999999999999999')).toBeUndefined();
  });
});

describe('withUrlProtocol', () => {
  it('prefixes http:// when there is no http or https', () => {
    expect(withUrlProtocol('www.bole.cn')).toBe('http://www.bole.cn');
    expect(withUrlProtocol('bole.cn/jobs?id=1')).toBe('http://bole.cn/jobs?id=1');
    expect(withUrlProtocol('//bole.cn')).toBe('http://bole.cn');
    expect(withUrlProtocol('ftp://bole.cn')).toBe('http://ftp://bole.cn');
  });

  it('keeps http and https in any case', () => {
    expect(withUrlProtocol('http://bole.cn')).toBe('http://bole.cn');
    expect(withUrlProtocol('https://bole.cn')).toBe('https://bole.cn');
    expect(withUrlProtocol('HTTPS://bole.cn')).toBe('HTTPS://bole.cn');
  });

  it('trims and leaves empty input empty', () => {
    expect(withUrlProtocol('  bole.cn ')).toBe('http://bole.cn');
    expect(withUrlProtocol('')).toBe('');
    expect(withUrlProtocol('   ')).toBe('');
    expect(withUrlProtocol(null)).toBe('');
  });
});

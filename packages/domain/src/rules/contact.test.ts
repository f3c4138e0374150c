import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { emailSchema, isEmail, isMobile, mobileSchema, NAME_MAX, nameCharacterProblem, nameLength, nameSchema, passwordSchema } from './contact';

const firstError = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('isEmail', () => {
  it.each(['hr@bole.cn', 'zhang.san_01-x@mail.example.com', 'A.B@QQ.COM', 'x@163.com', 'x@b.info', 'x@1.2.3.45'])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'hr.bole.cn'],
    ['no local part', '@bole.cn'],
    ['two @', 'a@b@c.com'],
    ['no dot in domain', 'a@localhost'],
    ['final label of 1', 'a@b.c'],
    ['final label of 5', 'a@b.museum'],
    ['plus sign', 'a+b@bole.cn'],
    ['space', 'a b@bole.cn'],
    ['Chinese', '张三@bole.cn'],
    ['empty domain label', 'a@bole..cn'],
    ['surrounding spaces', ' a@bole.cn '],
    ['trailing dot', 'a@bole.cn.'],
  ])('rejects %s', (_case, v) => {
    expect(isEmail(v)).toBe(false);
  });

  it('handles null and undefined', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(undefined)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('trims and accepts', () => {
    expect(emailSchema.parse('  hr@bole.cn ')).toBe('hr@bole.cn');
  });

  it('asks for a value when empty, and reports one message only', () => {
    expect(emailSchema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['请输入邮箱']);
    expect(firstError(emailSchema, undefined)).toBe('请输入邮箱');
  });

  it('rejects a malformed address', () => {
    expect(firstError(emailSchema, 'hr@bole')).toBe('邮箱格式不正确');
  });
});

describe('isMobile / mobileSchema', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('accepts %s', (v) => expect(isMobile(v)).toBe(true));

  it.each(['', '1380013800', '138001380000', '23800138000', '1380013800a', '+8613800138000', '138 0013 8000', '１３８００１３８０００'])(
    'rejects %j',
    (v) => expect(isMobile(v)).toBe(false),
  );

  it('validates through the schema', () => {
    expect(mobileSchema.parse(' 13800138000 ')).toBe('13800138000');
    expect(firstError(mobileSchema, '')).toBe('请输入手机号');
    expect(firstError(mobileSchema, '1380013800')).toBe('手机号格式不正确');
  });
});

describe('nameSchema', () => {
  it('trims and accepts up to 30 characters', () => {
    expect(nameSchema.parse('  张三 ')).toBe('张三');
    expect(nameSchema.parse('李'.repeat(NAME_MAX))).toHaveLength(30);
  });

  it('requires a name', () => {
    expect(firstError(nameSchema, '   ')).toBe('请输入姓名');
    expect(firstError(nameSchema, undefined)).toBe('请输入姓名');
  });

  it('rejects 31 characters, counted after trimming', () => {
    expect(firstError(nameSchema, '李'.repeat(31))).toBe('姓名最多30个字符');
    expect(nameSchema.safeParse(` ${'a'.repeat(30)} `).success).toBe(true);
  });

  // Issue 11, item 12: characters, not UTF-16 units, the same for accounts and candidates.
  it('counts characters: 30 emoji or rare Chinese characters pass, 31 do not', () => {
    expect(nameLength('😀'.repeat(16))).toBe(16);
    expect(nameSchema.safeParse('😀'.repeat(30)).success).toBe(true);
    expect(nameSchema.safeParse('𠀀'.repeat(30)).success).toBe(true);
    expect(firstError(nameSchema, '😀'.repeat(31))).toBe('姓名最多30个字符');
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['zero-width joiners and a BOM', '\u200d\u200c\ufeff\u2060'],
    ['a soft hyphen', '\u00ad'],
    ['combining marks without a letter', '\u0301\u0302'],
    ['Hangul fillers', '\u3164\u115f'],
    ['braille blanks', '\u2800\u2800'],
    ['spaces around a zero-width space', ' \u200b\u3000'],
  ])('refuses a name of %s only', (_case, name) => {
    expect(firstError(nameSchema, name)).toBe('姓名不能只由空格或不可见字符组成');
  });

  it.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'])('refuses the direction control U+%s', (hex) => {
    expect(firstError(nameSchema, `张${String.fromCodePoint(parseInt(hex, 16))}三`)).toBe('姓名不能包含改变文字方向的控制字符');
  });

  it('refuses lone surrogates, and keeps surrogate pairs', () => {
    expect(firstError(nameSchema, '张\ud83d三')).toBe('姓名含有无法识别的字符');
    expect(firstError(nameSchema, '\ude00李')).toBe('姓名含有无法识别的字符');
    expect(nameCharacterProblem('张😀')).toBeUndefined();
  });

  it('keeps real names with marks, middle dots and inner spaces', () => {
    for (const name of ['阿卜杜热依木·艾合买提江', 'José García', 'Zoë', 'e\u0301', '王 小明']) expect(nameSchema.safeParse(name).success).toBe(true);
  });
});

describe('passwordSchema', () => {
  const message = '密码需为8-32位，且同时包含字母和数字';

  it.each(['abcdefg1', 'A1234567', 'Passw0rd!@#', `a${'1'.repeat(31)}`])('accepts %s', (v) => {
    expect(passwordSchema.safeParse(v).success).toBe(true);
  });

  it.each([
    ['7 characters', 'abcde12'],
    ['33 characters', `a${'1'.repeat(32)}`],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['Chinese letters do not count', '密码密码密码1234'],
  ])('rejects %s', (_case, v) => {
    expect(firstError(passwordSchema, v)).toBe(message);
  });

  it('asks for a password when empty', () => {
    expect(passwordSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['请输入密码']);
  });
});

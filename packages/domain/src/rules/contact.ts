// Emails, phones, names and passwords (spec section 5; passwords: account settings).
import { z } from 'zod';
import { textLength } from './text';

/** Letters, digits, underscore, dot or hyphen before @; domain labels; a final label of 2-4 letters or digits. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;
/** Mainland mobile number: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** Longest candidate or account name, in characters. */
export const NAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
/** 8-32 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,32}$/;

export const EMAIL_MESSAGE = '邮箱格式不正确';
export const MOBILE_MESSAGE = '手机号格式不正确';
export const NAME_MAX_MESSAGE = `姓名最多${NAME_MAX}个字符`;
export const PASSWORD_MESSAGE = `密码需为${PASSWORD_MIN}-${PASSWORD_MAX}位，且同时包含字母和数字`;

/** Whether a string is a well-formed email address (surrounding spaces are not trimmed). */
export function isEmail(value: string | null | undefined): boolean {
  return value != null && EMAIL_PATTERN.test(value);
}

/** Whether a string is an 11-digit mobile number starting with 1. */
export function isMobile(value: string | null | undefined): boolean {
  return value != null && MOBILE_PATTERN.test(value);
}

/** A required, trimmed email address. */
export const emailSchema = z
  .string({ error: '请输入邮箱' })
  .trim()
  .min(1, { error: '请输入邮箱', abort: true })
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** A required, trimmed mobile number. */
export const mobileSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, { error: '请输入手机号', abort: true })
  .regex(MOBILE_PATTERN, MOBILE_MESSAGE);

// Bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) make a name display
// as something other than what it is.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// Half of a surrogate pair without the other half: no character at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// What shows nothing: white space, control and format characters (zero-width space and
// joiners, BOM, soft hyphen ...), combining marks without a letter, and the Hangul and
// braille blanks.
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{M}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Length of a person name in characters (code points): an emoji or a rare Chinese character counts once. */
export function nameLength(name: string): number {
  return textLength(name, 1);
}

/**
 * What is wrong with the characters of a (trimmed) person name, as a Chinese message, or
 * undefined: broken characters, direction overrides, or nothing visible at all. The length
 * is checked apart (nameLength), so a parsed resume can keep its own status for it.
 */
export function nameCharacterProblem(name: string): string | undefined {
  if (LONE_SURROGATE.test(name)) return '姓名含有无法识别的字符';
  if (BIDI_CONTROL.test(name)) return '姓名不能包含改变文字方向的控制字符';
  if (name !== '' && name.replace(INVISIBLE, '') === '') return '姓名不能只由空格或不可见字符组成';
  return undefined;
}

/** Adds the character problem of a name, if any, as a zod issue. */
export function checkNameCharacters(name: string, ctx: z.RefinementCtx): void {
  const problem = nameCharacterProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

/**
 * A required, trimmed person name (accounts, registration, candidates) of at most 30
 * characters counted by nameLength, with visible, well-formed characters only.
 */
export const nameSchema = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, { error: '请输入姓名', abort: true })
  .superRefine((name, ctx) => {
    checkNameCharacters(name, ctx);
    if (nameLength(name) > NAME_MAX) ctx.addIssue({ code: 'custom', message: NAME_MAX_MESSAGE });
  });

/** An account password: 8-32 characters with a letter and a digit. */
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码', abort: true })
  .regex(PASSWORD_PATTERN, PASSWORD_MESSAGE);

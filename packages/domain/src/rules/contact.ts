// Emails, phones, names and passwords (spec section 5; passwords: account settings).
import { z } from 'zod';

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

/** A required, trimmed person name of at most 30 characters. */
export const nameSchema = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, { error: '请输入姓名', abort: true })
  .max(NAME_MAX, NAME_MAX_MESSAGE);

/** An account password: 8-32 characters with a letter and a digit. */
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码', abort: true })
  .regex(PASSWORD_PATTERN, PASSWORD_MESSAGE);

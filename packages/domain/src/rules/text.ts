// Text length, integer input and URLs (spec section 5).
import { z } from 'zod';

// Chinese characters plus CJK and full-width punctuation, which take two columns.
const WIDE_CHAR = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Length of a text where each Chinese (CJK) character counts `cjkWeight` (2 by default) and anything else 1. */
export function textLength(text: string | null | undefined, cjkWeight = 2): number {
  let length = 0;
  // for..of walks code points, so an emoji counts once rather than as two halves.
  for (const char of text ?? '') length += WIDE_CHAR.test(char) ? cjkWeight : 1;
  return length;
}

/** The message of a too-long text. */
export function maxTextLengthMessage(max: number): string {
  return `最多${max}个字符（一个汉字算2个）`;
}

/** A zod check limiting `textLength`: `z.string().check(maxTextLength(200))`. */
export function maxTextLength(max: number, cjkWeight = 2) {
  return z.refine<string>((text) => textLength(text, cjkWeight) <= max, maxTextLengthMessage(max));
}

/** The digits of an input, everything else removed ('1,2a3' -> '123'). */
export function stripToInteger(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '');
}

/** The digits of an input as a number; undefined when there are none or they exceed the safe integer range. */
export function stripToIntegerNumber(input: string | null | undefined): number | undefined {
  const digits = stripToInteger(input);
  if (digits === '') return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The URL with `http://` in front unless it already starts with http:// or https:// (trimmed; '' stays ''). */
export function withUrlProtocol(url: string | null | undefined): string {
  const trimmed = (url ?? '').trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return trimmed.startsWith('//') ? `http:${trimmed}` : `http://${trimmed}`;
}

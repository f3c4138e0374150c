// SMS length as the editor shows it (spec section 5).
import { textLength } from '../rules/text';

/**
 * Length of an SMS text: a Chinese character (or full-width punctuation) counts 2, anything
 * else 1, an emoji once. The spec gives no per-segment size, so no segment count is derived.
 */
export function smsLength(text: string | null | undefined): number {
  return textLength(text, 2);
}

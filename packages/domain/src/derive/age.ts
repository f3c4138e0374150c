// Age from a birth year or birth date (spec section 5).
import { shanghaiDate } from './calendar';

type Birth = { year: number; month?: number; day?: number };

const BIRTH_TEXT = /^(\d{4})(?:\s*[-./年]\s*(\d{1,2})\s*月?(?:\s*[-./]?\s*(\d{1,2})\s*日?)?)?(?:[T\s].*)?$/;
const MAX_AGE = 150;

function birthOf(birth: number | string | Date): Birth | undefined {
  if (birth instanceof Date) return Number.isNaN(birth.getTime()) ? undefined : shanghaiDate(birth);
  if (typeof birth === 'number') {
    if (!Number.isFinite(birth)) return undefined;
    // Four digits are a year; anything else is a timestamp in milliseconds.
    return Number.isInteger(birth) && birth >= 1000 && birth <= 9999 ? { year: birth } : shanghaiDate(new Date(birth));
  }
  const match = BIRTH_TEXT.exec(birth.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  const m = month === undefined ? undefined : Number(month);
  const d = day === undefined ? undefined : Number(day);
  if ((m !== undefined && (m < 1 || m > 12)) || (d !== undefined && (d < 1 || d > 31))) return undefined;
  return { year: Number(year), month: m, day: d };
}

/**
 * Age in completed years on `now` (China time). A birth year alone (1990 or '1990') gives
 * this year minus it; a month ('1990.05') or a full date ('1990-05-01') counts whether the
 * birthday has come yet. Undefined when unreadable, in the future or over 150 years.
 */
export function ageFrom(birth: number | string | Date | null | undefined, now = new Date()): number | undefined {
  if (birth == null) return undefined;
  const b = birthOf(birth);
  if (!b) return undefined;
  const today = shanghaiDate(now);
  const beforeBirthday =
    b.month !== undefined && (today.month < b.month || (today.month === b.month && b.day !== undefined && today.day < b.day));
  const age = today.year - b.year - (beforeBirthday ? 1 : 0);
  return age >= 0 && age <= MAX_AGE ? age : undefined;
}

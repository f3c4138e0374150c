// Money the user types in 元 (up to two decimals) and the integer fen (分) the database keeps.
// Amounts are read from their decimal text, never multiplied as floats, so 19.99 is 1999 fen
// and 0.1 + 0.2 (0.30000000000000004, more than two decimals) is refused instead of rounded.
import { OfferSalaryType } from '../codes/offer';

/** The largest amount a salary may have, in 元 (99,999,999.99: anything above is a typo). */
export const MONEY_MAX_YUAN = '99999999.99';
export const MONEY_MAX_FEN = 9_999_999_999;

/** Why an amount is refused, or the amount in fen. */
export type MoneyParse = { ok: true; fen: number } | { ok: false; reason: 'format' | 'negative' | 'decimals' | 'tooLarge' };

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * 元 as typed (a number or a decimal string such as '8000.50') to integer fen. A number is
 * read through its shortest decimal text (8000.5 → '8000.5'), so a float that is not the
 * amount the user meant (0.1 + 0.2) shows more than two decimals and is refused.
 */
export function parseYuan(value: unknown): MoneyParse {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'format' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else {
    return { ok: false, reason: 'format' };
  }
  if (text.startsWith('-')) return /^-\d/.test(text) ? { ok: false, reason: 'negative' } : { ok: false, reason: 'format' };
  if (text.startsWith('+')) text = text.slice(1);
  // Exponent forms (1e21, 1e-7) are never typed amounts.
  const m = DECIMAL.exec(text);
  if (!m) return { ok: false, reason: 'format' };
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  if (whole.length > 8) return { ok: false, reason: 'tooLarge' };
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return fen > MONEY_MAX_FEN ? { ok: false, reason: 'tooLarge' } : { ok: true, fen };
}

/** The Chinese message for a refused amount of the named field. */
export function moneyProblem(label: string, reason: Exclude<MoneyParse, { ok: true }>['reason']): string {
  switch (reason) {
    case 'negative':
      return `${label}不能为负数`;
    case 'decimals':
      return `${label}最多保留两位小数`;
    case 'tooLarge':
      return `${label}不能超过${MONEY_MAX_YUAN}元，请核对金额`;
    default:
      return `${label}须为金额（元），如8000或8000.50`;
  }
}

/** Fen to 元 as text with exactly two decimals: 800050 → '8000.50', 800000 → '8000.00'. */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Working days in a month, by which a daily salary becomes a monthly one (the labour law's 21.75). */
export const WORKDAYS_PER_MONTH = 21.75;

/**
 * A regular salary as 元 per month, for approval conditions (月薪上限): 月薪 as it is, 年薪 / 12,
 * 日薪 × 21.75; computed in fen and rounded to the fen.
 */
export function monthlySalaryYuan(fen: number, salaryType: OfferSalaryType): number {
  const monthlyFen = salaryType === OfferSalaryType.Annual ? Math.round(fen / 12) : salaryType === OfferSalaryType.Daily ? Math.round((fen * 2175) / 100) : fen;
  return monthlyFen / 100;
}

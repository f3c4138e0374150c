// 入职登记's sensitive numbers: the resident identity card number (GB 11643-1999) and a bank
// card number (Luhn), and how both are shown to those without 250035 查看入职资料.

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';
const ID_PATTERN = /^\d{17}[\dX]$/;

export const ID_NUMBER_MESSAGE = '身份证号格式不正确，请输入18位身份证号';
export const BANK_CARD_MESSAGE = '银行卡号格式不正确，请核对后重新输入';
/** Bank card numbers in China are 16 to 19 digits. */
export const BANK_CARD_PATTERN = /^\d{16,19}$/;

/** Upper-cases the check letter and drops spaces, as people type the number on a phone. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Drops the spaces and hyphens people group card numbers with. */
export function normalizeBankCard(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Whether the 18 characters are a valid birth date and check digit under GB 11643 (already normalized). */
export function isIdNumber(value: string): boolean {
  if (!ID_PATTERN.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === value[17];
}

/** Whether the digits pass the Luhn check and have a bank card's length (already normalized). */
export function isBankCard(value: string): boolean {
  if (!BANK_CARD_PATTERN.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first four and last four characters kept, the rest as asterisks: 4403**********1234. */
export function maskSensitiveNumber(value: string): string {
  if (value.length <= 8) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

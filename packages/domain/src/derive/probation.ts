// Probation arithmetic on calendar days (YYYY-MM-DD, China dates): the end of a probation of N
// months, clamped to the last day of a shorter month (Jan 31 + 1 month = Feb 28, or 29).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day `months` calendar months after `day`, on the same day of the month or the month's last day. */
export function addMonths(day: string, months: number): string {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a calendar day: ${day}`);
  const year = Number(m[1]);
  const monthIndex = Number(m[2]) - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return text(targetYear, targetMonth + 1, Math.min(Number(m[3]), lastDay));
}

/**
 * The planned 转正 day of a hire: the entry day plus the offer's probation months; null without
 * probation (无试用期 is -1) or without months.
 */
export function probationEndOf(entryDay: string, probationMonths: number | null | undefined): string | null {
  if (probationMonths === null || probationMonths === undefined || probationMonths <= 0) return null;
  return addMonths(entryDay, probationMonths);
}

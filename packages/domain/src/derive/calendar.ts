// Calendar dates in China time and resume periods like '2019.07-至今'.

export type YearMonth = { year: number; month: number };
export type CalendarDate = YearMonth & { day: number };
/** A time range of a resume entry; `end` null means "to date" (至今). */
export type Period = { start: YearMonth; end: YearMonth | null };

// China has kept UTC+8 without daylight saving since 1991.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar date of an instant in Asia/Shanghai. */
export function shanghaiDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + SHANGHAI_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Months since year 0 of a year-month, to subtract and compare. */
export function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + month - 1;
}

// A point of a period: year, optional month, optional day (ignored): 2019, 2019.07, 2019-7-1, 2019年7月.
const POINT = String.raw`(\d{4})(?:\s*[-./年]\s*(\d{1,2})\s*月?(?:\s*[-./]\s*\d{1,2}\s*日?)?)?`;
const TO_DATE = '至今|今|现在|目前|present|now';
const PERIOD = new RegExp(`^${POINT}\\s*(?:-|–|—|~|～|至|到)\\s*(?:${POINT}|(?:${TO_DATE}))$`, 'i');

function yearMonth(year: string, month: string | undefined, defaultMonth: number): YearMonth | undefined {
  const m = month === undefined ? defaultMonth : Number(month);
  return m >= 1 && m <= 12 ? { year: Number(year), month: m } : undefined;
}

/**
 * Parses a resume time range: 'YYYY.MM-YYYY.MM' or 'YYYY.MM-至今', also with '-', '/' or
 * 年月 inside dates and '~', '至' or '到' between them. A year without month starts in
 * January and ends in December. Undefined when unreadable or the end is before the start.
 */
export function parsePeriod(text: string | null | undefined): Period | undefined {
  const match = PERIOD.exec((text ?? '').trim());
  if (!match) return undefined;
  const [, startYear, startMonth, endYear, endMonth] = match;
  const start = startYear === undefined ? undefined : yearMonth(startYear, startMonth, 1);
  if (!start) return undefined;
  if (endYear === undefined) return { start, end: null };
  const end = yearMonth(endYear, endMonth, 12);
  return end && monthIndex(end) >= monthIndex(start) ? { start, end } : undefined;
}

function formatYearMonth({ year, month }: YearMonth): string {
  return `${year}.${String(month).padStart(2, '0')}`;
}

/** Formats a period as 'YYYY.MM-YYYY.MM' or 'YYYY.MM-至今'. */
export function formatPeriod(period: Period): string {
  return `${formatYearMonth(period.start)}-${period.end ? formatYearMonth(period.end) : '至今'}`;
}

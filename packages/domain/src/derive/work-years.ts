// Work experience from the work history (spec sections 5 and 9).
import { WORK_YEARS, type WorkYears } from '../codes';
import { monthIndex, parsePeriod, shanghaiDate } from './calendar';

/** A work-history entry; only its time range matters here. */
export type WorkPeriodSource = { workTime?: string | null };

/**
 * Months covered by the work history on `now` (China time), counting both end months and
 * each month once however many jobs overlap it; '至今' and future ends stop at `now`.
 * Undefined when no entry has a readable range.
 */
export function workMonthsFrom(experiences: readonly WorkPeriodSource[], now = new Date()): number | undefined {
  const current = monthIndex(shanghaiDate(now));
  const ranges: [number, number][] = [];
  for (const { workTime } of experiences) {
    const period = parsePeriod(workTime);
    if (!period) continue;
    const start = monthIndex(period.start);
    const end = Math.min(period.end ? monthIndex(period.end) : current, current);
    if (start <= end) ranges.push([start, end]);
  }
  if (ranges.length === 0) return undefined;
  ranges.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let counted = -Infinity; // the last month already counted
  for (const [start, end] of ranges) {
    const from = Math.max(start, counted + 1);
    if (end < from) continue;
    total += end - from + 1;
    counted = end;
  }
  return total;
}

/**
 * Years of work experience: from the work history first (see `workMonthsFrom`, months / 12),
 * else the given number (e.g. the resume's stated years). Undefined when neither is usable.
 */
export function workYearsFrom(
  experiences: readonly WorkPeriodSource[],
  fallback?: number | null,
  now = new Date(),
): number | undefined {
  const months = workMonthsFrom(experiences, now);
  if (months !== undefined) return months / 12;
  return fallback != null && Number.isFinite(fallback) && fallback >= 0 ? fallback : undefined;
}

/** Years on the 0..13 scale: 0 under one year, 1-12 completed years, 13 for 13 years or more. */
export function workYearsScale(years: number | null | undefined): WorkYears | undefined {
  if (years == null || !Number.isFinite(years) || years < 0) return undefined;
  return WORK_YEARS[Math.min(Math.floor(years), WORK_YEARS.length - 1)];
}

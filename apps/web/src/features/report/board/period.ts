// The boards' periods: China calendar days (Asia/Shanghai has no daylight saving, so a day is
// UTC+8), both ends counted. The presets run from the start of today's week, month or quarter
// to today, so a period is compared with an equally long one before it, not with days to come.
import { isCalendarDay, periodDays, REPORT_PERIOD_MAX_DAYS } from '@bole/domain';

export type Period = { from: string; to: string };
export type PeriodPreset = 'today' | 'week' | 'month' | 'quarter';

export const PERIOD_PRESETS: readonly { key: PeriodPreset; label: string }[] = [
  { key: 'today', label: '今天' },
  { key: 'week', label: '本周' },
  { key: 'month', label: '本月' },
  { key: 'quarter', label: '本季度' },
];

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The China calendar day of a moment (default now), YYYY-MM-DD. */
export function chinaToday(now: Date = new Date()): string {
  return dayOf(now.getTime() + CHINA_OFFSET_MS);
}

/** The period a preset stands for on the China day `today`; weeks start on Monday. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const sinceMonday = (new Date(msOf(today)).getUTCDay() + 6) % 7;
      return { from: dayOf(msOf(today) - sinceMonday * DAY_MS), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'quarter': {
      const first = month - ((month - 1) % 3);
      return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: today };
    }
  }
}

/** The preset a period matches on `today`, or null for a custom range. */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  // Today's range equals the week's on a Monday: the shortest name wins (今天 before 本周 before 本月).
  return PERIOD_PRESETS.find(({ key }) => {
    const p = presetPeriod(key, today);
    return p.from === period.from && p.to === period.to;
  })?.key ?? null;
}

/** Why a custom range cannot be counted, in the words of the server's check; null when it can. */
export function periodError(period: Period): string | null {
  if (!isCalendarDay(period.from) || !isCalendarDay(period.to)) return '请选择开始和结束日期';
  if (period.from > period.to) return '结束日期不能早于开始日期';
  if (periodDays(period.from, period.to) > REPORT_PERIOD_MAX_DAYS) return `统计期间最长${REPORT_PERIOD_MAX_DAYS}天`;
  return null;
}

/** A period as the boards write it: one day, or 2026-11-01 至 2026-11-29. */
export function periodText(period: Period): string {
  return period.from === period.to ? period.from : `${period.from} 至 ${period.to}`;
}

// The greeting and date line of the home page, in China time (Intl, so /home does not load dayjs).
import { DISPLAY_TIME_ZONE } from '../../lib/time-zone';

/** 早上好 / 上午好 / 中午好 / 下午好 / 晚上好 by the hour in China. */
export function greetingOf(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

const PARTS = new Intl.DateTimeFormat('zh-CN', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'long',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The greeting and the date line (2026年3月8日 星期日) of now, in China time. */
export function todayLine(now = new Date()): { greeting: string; date: string } {
  const part = Object.fromEntries(PARTS.formatToParts(now).map(({ type, value }) => [type, value]));
  return { greeting: greetingOf(Number(part.hour) % 24), date: `${part.year}年${part.month}月${part.day}日 ${part.weekday}` };
}

import { chinaTime } from '../../lib/time';

/** 早上好 / 上午好 / 中午好 / 下午好 / 晚上好 by the hour in China. */
export function greetingOf(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** The greeting and the date line of now, in China time. */
export function todayLine(now = chinaTime()): { greeting: string; date: string } {
  return { greeting: greetingOf(now.hour()), date: now.format('YYYY年M月D日 dddd') };
}

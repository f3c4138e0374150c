// When a notice came, in words and in China time (Asia/Shanghai) whatever the browser's zone,
// without dayjs so the bell stays small: 刚刚, 5分钟前, 3小时前, 昨天 09:30, 03-08 14:30, 2025-03-08.
import { DISPLAY_TIME_ZONE } from '../../lib/time-zone';

const parts = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function china(date: Date) {
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), time: `${get('hour')}:${get('minute')}` };
}

/** The time of `iso` relative to `now`, in Chinese. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const then = china(at);
  const today = china(now);
  const yesterday = china(new Date(now.getTime() - 86_400_000));
  const sameDay = (a: typeof then, b: typeof then) => a.year === b.year && a.month === b.month && a.day === b.day;
  if (sameDay(then, today)) return `${Math.floor(minutes / 60)}小时前`;
  if (sameDay(then, yesterday)) return `昨天 ${then.time}`;
  if (then.year === today.year) return `${then.month}-${then.day} ${then.time}`;
  return `${then.year}-${then.month}-${then.day}`;
}

// The calendar's arithmetic, in China time whatever the browser's zone: the days a view shows,
// where a block sits in a day column, and side-by-side lanes for blocks that overlap. China
// keeps no daylight saving, so a day is always 1440 minutes from 00:00+08:00.
import { chinaTime, dayjs } from '../../../lib/time';

export type CalendarView = 'day' | 'week' | 'month' | 'room';

export const DAY_MINUTES = 1440;
/** Drops land on quarter hours. */
export const SNAP_MINUTES = 15;
const DAY = 'YYYY-MM-DD';

/** The instant a China-time day starts, e.g. 2026-03-02T00:00:00+08:00. */
export const dayStart = (day: string) => `${day}T00:00:00+08:00`;

/** The China-time day (YYYY-MM-DD) of an instant. */
export const dayOf = (instant: string | number | Date) => chinaTime(instant).format(DAY);

/** The day `n` days after `day` (calendar arithmetic on the date alone). */
export const addDays = (day: string, n: number) => dayjs(day).add(n, 'day').format(DAY);

/** Today in China time. */
export const today = (now?: number) => dayOf(now ?? Date.now());

/** Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const d = dayjs(day);
  return d.subtract((d.day() + 6) % 7, 'day').format(DAY);
}

/** The days a view shows around its anchor day: one, a week from Monday, or a month's six weeks. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  if (view === 'day' || view === 'room') return [anchor];
  const first = view === 'week' ? mondayOf(anchor) : mondayOf(dayjs(anchor).startOf('month').format(DAY));
  return Array.from({ length: view === 'week' ? 7 : 42 }, (_, i) => addDays(first, i));
}

/** The instants [from, to) a view asks the server for. */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  const days = viewDays(view, anchor);
  return { from: dayStart(days[0]!), to: dayStart(addDays(days.at(-1)!, 1)) };
}

/** The anchor day one step back (-1) or on (+1) in the view. */
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  if (view === 'month') return dayjs(anchor).startOf('month').add(step, 'month').format(DAY);
  return addDays(anchor, step);
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
export const weekdayOf = (day: string) => WEEKDAYS[dayjs(day).day()]!;

/** The toolbar's title: 2026年3月2日 周一, 2026年3月2日 - 8日, 2026年3月. */
export function viewTitle(view: CalendarView, anchor: string): string {
  const d = dayjs(anchor);
  if (view === 'month') return d.format('YYYY年M月');
  if (view === 'day' || view === 'room') return `${d.format('YYYY年M月D日')} ${weekdayOf(anchor)}`;
  const days = viewDays('week', anchor);
  const first = dayjs(days[0]);
  const last = dayjs(days[6]);
  if (first.month() !== last.month()) return `${first.format('YYYY年M月D日')} - ${last.format(first.year() === last.year() ? 'M月D日' : 'YYYY年M月D日')}`;
  return `${first.format('YYYY年M月D日')} - ${last.format('D日')}`;
}

/** Minutes from the start of `day` (China time) to the instant; may be negative or past 1440. */
export const minutesInto = (day: string, instant: string) => (Date.parse(instant) - Date.parse(dayStart(day))) / 60_000;

/** The instant `minutes` after the start of `day`, as ISO 8601 with +08:00 (what the server takes). */
export function instantAt(day: string, minutes: number): string {
  const days = Math.floor(minutes / DAY_MINUTES);
  const rest = Math.round(minutes - days * DAY_MINUTES);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${addDays(day, days)}T${two(Math.floor(rest / 60))}:${two(rest % 60)}:00+08:00`;
}

export const snap = (minutes: number) => Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;

/** A block placed in a day column: minutes from the day's start (clipped to the day), and its lane. */
export type Placed<T> = { item: T; top: number; bottom: number; lane: number; lanes: number };

/**
 * The items overlapping `day`, clipped to it and given lanes: items that overlap share their
 * cluster's width side by side; an item takes the first lane free at its start.
 */
export function placeInDay<T extends { startAt: string; endAt: string }>(items: readonly T[], day: string): Placed<T>[] {
  const inDay = items
    .map((item) => ({ item, top: Math.max(0, minutesInto(day, item.startAt)), bottom: Math.min(DAY_MINUTES, minutesInto(day, item.endAt)) }))
    .filter((p) => p.bottom > p.top && p.top < DAY_MINUTES && p.bottom > 0)
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const p of inDay) {
    if (p.top >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= p.top);
    if (lane < 0) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = p.bottom;
    const one = { ...p, lane, lanes: 1 };
    cluster.push(one);
    placed.push(one);
    clusterEnd = Math.max(clusterEnd, p.bottom);
  }
  close();
  return placed;
}

/** HH:mm - HH:mm in China time. */
export const clock = (instant: string) => chinaTime(instant).format('HH:mm');

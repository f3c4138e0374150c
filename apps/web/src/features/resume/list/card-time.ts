// The card's 更新于 time without the time-zone formatter: dayjs.tz (lib/time) goes through
// Intl with a timeZone, whose first use on a page loads the zone data inside the list's
// render (20-150 ms here). China has kept UTC+8 without daylight saving since 1991, so
// shifting the instant by eight hours gives the same wall-clock time for any update time.
const CHINA_OFFSET_MS = 8 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** 2026-03-08 14:30 in China time; '' when empty or unreadable. */
export function updatedText(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

// Free interview slots for self-scheduling (自助预约): the times within every interviewer's
// working hours (/user/seting/calendar) that none of them, the room or the candidate has
// taken. Working hours are China wall-clock times: a day is an Asia/Shanghai day (UTC+8 all
// year, no daylight saving since 1991), whatever the server's or the browser's zone.

/** One working range of a day, 'HH:mm' to 'HH:mm' (end after start, at most '24:00'). */
export type WorkingRange = { start: string; end: string };
/** Working ranges of each weekday: index 0 Monday … 6 Sunday; an empty day is not worked. */
export type WorkingHours = { days: WorkingRange[][] };
/** A taken time range, instants (end exclusive). */
export type BusyRange = { start: Date; end: Date };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 60 * MINUTE_MS;

/** Mon–Fri 09:00–12:00 and 13:30–18:00: an account that never set his hours. */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  days: [0, 1, 2, 3, 4, 5, 6].map((d) =>
    d < 5
      ? [
          { start: '09:00', end: '12:00' },
          { start: '13:30', end: '18:00' },
        ]
      : [],
  ),
};

export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** Minutes after midnight of 'HH:mm' ('24:00' is 1440); NaN when malformed. */
export function minutesOf(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return Number.NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return Number.NaN;
  return h * 60 + min;
}

/** Why a day's ranges are unusable, in Chinese, or undefined when they are fine. */
export function workingDayProblem(ranges: readonly WorkingRange[]): string | undefined {
  const spans = ranges.map((r) => [minutesOf(r.start), minutesOf(r.end)] as const);
  if (spans.some(([s, e]) => Number.isNaN(s) || Number.isNaN(e))) return '时间格式应为HH:mm';
  if (spans.some(([s, e]) => e <= s)) return '结束时间须晚于开始时间';
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sorted.length; i += 1) if (sorted[i]![0] < sorted[i - 1]![1]) return '同一天的时间段不能重叠';
  return undefined;
}

/** The Asia/Shanghai midnight (as an instant) of the day holding `instant`, and its weekday index (0 Monday). */
export function shanghaiDayStart(instant: Date): { start: Date; weekday: number } {
  const local = instant.getTime() + SHANGHAI_OFFSET_MS;
  const midnightLocal = Math.floor(local / DAY_MS) * DAY_MS;
  const weekday = (new Date(midnightLocal).getUTCDay() + 6) % 7;
  return { start: new Date(midnightLocal - SHANGHAI_OFFSET_MS), weekday };
}

/** The instant of Asia/Shanghai midnight beginning the day 'YYYY-MM-DD'. */
export function shanghaiMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`));
}

const overlaps = (aStart: number, aEnd: number, b: BusyRange) => aStart < b.end.getTime() && b.start.getTime() < aEnd;

export type FreeSlotInput = {
  /** First and last instant to look in (e.g. Shanghai midnights of the first day and of the day after the last). */
  from: Date;
  to: Date;
  durationMinutes: number;
  /** Slots start every `stepMinutes` from the start of a working range (default 30). */
  stepMinutes?: number;
  /** Each interviewer: his hours and what he has taken (interviews, busy blocks). */
  people: readonly { workingHours: WorkingHours; busy: readonly BusyRange[] }[];
  /** Taken by everybody's concern beside the people: the room's bookings, the candidate's interviews. */
  sharedBusy?: readonly BusyRange[];
  /** Slots starting before this are left out (default: none). */
  notBefore?: Date;
  /** At most this many slots (default 200). */
  limit?: number;
};

/** The working ranges of one person on the Shanghai day starting at `dayStart`, as instants. */
function rangesOn(hours: WorkingHours, dayStart: Date, weekday: number): [number, number][] {
  const base = dayStart.getTime();
  return (hours.days[weekday] ?? [])
    .map((r) => [minutesOf(r.start), minutesOf(r.end)] as const)
    .filter(([s, e]) => !Number.isNaN(s) && !Number.isNaN(e) && e > s)
    .map(([s, e]) => [base + s * MINUTE_MS, base + e * MINUTE_MS]);
}

/**
 * Every slot of `durationMinutes` in [from, to) that lies wholly within one working range of
 * each person and clashes with nobody's busy time, earliest first. Candidate starts are
 * the steps from each person's range starts (so an interviewer starting at 09:15 still gets
 * 09:15), deduplicated.
 */
export function freeSlots(input: FreeSlotInput): { start: Date; end: Date }[] {
  const { from, to, durationMinutes, people } = input;
  const step = (input.stepMinutes ?? 30) * MINUTE_MS;
  const length = durationMinutes * MINUTE_MS;
  const limit = input.limit ?? 200;
  const notBefore = input.notBefore?.getTime() ?? Number.NEGATIVE_INFINITY;
  const shared = input.sharedBusy ?? [];
  if (people.length === 0 || length <= 0 || step <= 0 || to.getTime() <= from.getTime()) return [];
  const out: { start: Date; end: Date }[] = [];
  for (let { start: day, weekday } = shanghaiDayStart(from); day.getTime() < to.getTime(); ) {
    const perPerson = people.map((p) => rangesOn(p.workingHours, day, weekday));
    const starts = new Set<number>();
    for (const ranges of perPerson) for (const [s, e] of ranges) for (let t = s; t + length <= e; t += step) starts.add(t);
    for (const t of [...starts].sort((a, b) => a - b)) {
      const end = t + length;
      if (t < from.getTime() || end > to.getTime() || t < notBefore) continue;
      const everyoneWorks = perPerson.every((ranges) => ranges.some(([s, e]) => s <= t && end <= e));
      if (!everyoneWorks) continue;
      if (people.some((p) => p.busy.some((b) => overlaps(t, end, b)))) continue;
      if (shared.some((b) => overlaps(t, end, b))) continue;
      out.push({ start: new Date(t), end: new Date(end) });
      if (out.length >= limit) return out;
    }
    day = new Date(day.getTime() + DAY_MS);
    weekday = (weekday + 1) % 7;
  }
  return out;
}

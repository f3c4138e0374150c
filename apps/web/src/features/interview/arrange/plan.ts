// The arrange dialog's times: the picker shows China time's wall clock whatever the browser's
// zone, and the server gets it back as an instant with +08:00.
import type { InterviewConflict } from '@bole/domain';
import type { Dayjs } from 'dayjs';
import { chinaTime, dayjs, formatDateTime } from '../../../lib/time';

const WALL = 'YYYY-MM-DDTHH:mm';

/** A picker value (a local Dayjs) for an instant, showing its China-time wall clock. */
export function toPickerValue(instant: dayjs.ConfigType): Dayjs {
  return dayjs(formatDateTime(instant, WALL));
}

/** The next full hour in China time (e.g. 14:00 at 13:05), as a picker value. */
export function nextFullHour(now: dayjs.ConfigType = undefined): Dayjs {
  return dayjs(chinaTime(now).add(1, 'hour').startOf('hour').format(WALL));
}

/** The picker's wall clock as an ISO 8601 instant in China time, e.g. 2026-03-08T14:00:00+08:00. */
export function toStartAt(value: Dayjs): string {
  return `${value.format(WALL)}:00+08:00`;
}

/** The moment the picker shows as China time, to compare with now. */
export function isPast(value: Dayjs, now: dayjs.ConfigType = undefined): boolean {
  return dayjs(toStartAt(value)).isBefore(dayjs(now));
}

export const DURATION_OPTIONS = [15, 30, 45, 60, 90, 120, 180].map((m) => ({ value: m, label: m < 60 || m % 60 !== 0 ? `${m}分钟` : `${m / 60}小时` }));

/** 14:00-15:00 or 2026-03-08 14:00 - 03-09 10:00 when the range spans days, China time. */
export function timeRange(startAt: string, endAt: string): string {
  const sameDay = formatDateTime(startAt, 'YYYY-MM-DD') === formatDateTime(endAt, 'YYYY-MM-DD');
  return `${formatDateTime(startAt, 'MM-DD HH:mm')} - ${formatDateTime(endAt, sameDay ? 'HH:mm' : 'MM-DD HH:mm')}`;
}

export const CONFLICT_KIND_LABELS: Record<InterviewConflict['kind'], string> = { room: '会议室', interviewer: '面试官', candidate: '候选人', busy: '面试官日程' };

/** Conflicts grouped by who is taken (a room, an interviewer, a candidate), in the order room, interviewers, candidates. */
export function groupConflicts(conflicts: readonly InterviewConflict[]): { key: string; kind: InterviewConflict['kind']; name: string; items: InterviewConflict[] }[] {
  const order: InterviewConflict['kind'][] = ['room', 'interviewer', 'busy', 'candidate'];
  const groups = new Map<string, { key: string; kind: InterviewConflict['kind']; name: string; items: InterviewConflict[] }>();
  for (const c of [...conflicts].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.startAt.localeCompare(b.startAt))) {
    // An interviewer's busy block and his interviews are one person's time.
    const kind = c.kind === 'busy' ? 'interviewer' : c.kind;
    const key = `${kind}:${c.subjectId}`;
    const group = groups.get(key) ?? { key, kind, name: c.subjectName, items: [] };
    group.items.push(c);
    groups.set(key, group);
  }
  return [...groups.values()];
}

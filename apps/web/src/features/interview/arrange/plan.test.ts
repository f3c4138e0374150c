import { describe, expect, it } from 'vitest';
import { groupConflicts, isPast, nextFullHour, timeRange, toPickerValue, toStartAt } from './plan';

const conflict = (kind: 'room' | 'interviewer' | 'candidate' | 'busy', subjectId: number, subjectName: string, startAt: string) => ({
  kind,
  subjectId,
  subjectName,
  startAt,
  endAt: startAt.replace('T06', 'T07'),
  title: '张三 · Java工程师 初试',
  message: `${subjectName}在该时段已有安排`,
});

describe('arrange plan times', () => {
  it('starts at the next full hour of China time, whatever the browser zone', () => {
    // 05:05 UTC is 13:05 in Shanghai: the next full hour there is 14:00.
    expect(nextFullHour('2026-03-08T05:05:00Z').format('YYYY-MM-DD HH:mm')).toBe('2026-03-08 14:00');
    // 15:30 UTC is 23:30 in Shanghai: the next day's 00:00.
    expect(nextFullHour('2026-03-08T15:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2026-03-09 00:00');
  });

  it('sends the wall clock it shows as China time and shows an instant in China time', () => {
    const shown = toPickerValue('2026-03-08T06:00:00Z');
    expect(shown.format('HH:mm')).toBe('14:00');
    expect(toStartAt(shown)).toBe('2026-03-08T14:00:00+08:00');
    expect(isPast(shown, '2026-03-08T05:59:00Z')).toBe(false);
    expect(isPast(shown, '2026-03-08T06:01:00Z')).toBe(true);
  });

  it('writes a range on one day with the end time only, across days with both dates', () => {
    expect(timeRange('2026-03-08T06:00:00Z', '2026-03-08T07:00:00Z')).toBe('03-08 14:00 - 15:00');
    expect(timeRange('2026-03-08T15:00:00Z', '2026-03-08T17:00:00Z')).toBe('03-08 23:00 - 03-09 01:00');
  });
});

describe('conflict groups', () => {
  it('puts the room first, then each interviewer with his busy blocks, then the candidates', () => {
    const groups = groupConflicts([
      conflict('candidate', 7, '李雨桐', '2026-03-08T06:00:00Z'),
      conflict('busy', 9, '王建国', '2026-03-08T06:30:00Z'),
      conflict('interviewer', 9, '王建国', '2026-03-08T06:00:00Z'),
      conflict('room', 3, '3号会议室', '2026-03-08T06:00:00Z'),
    ]);
    expect(groups.map((g) => [g.kind, g.name, g.items.map((c) => c.kind)])).toEqual([
      ['room', '3号会议室', ['room']],
      ['interviewer', '王建国', ['interviewer', 'busy']],
      ['candidate', '李雨桐', ['candidate']],
    ]);
  });
});

import type { CalendarInterview, InterviewCalendar } from '@bole/domain';
import { describe, expect, it } from 'vitest';
import { toBlocks } from './blocks';

const iv = (id: number, patch: Partial<CalendarInterview> = {}): CalendarInterview => ({
  id,
  applicationId: id * 10,
  jobId: 1,
  jobName: 'Java开发工程师',
  candidateName: `候选人${id}`,
  round: 1,
  roundName: '初试',
  startAt: '2026-03-03T02:00:00.000Z',
  endAt: '2026-03-03T03:00:00.000Z',
  form: 1,
  meetingRoomId: 7,
  interviewers: ['陈思琪', '王建国'],
  result: 0,
  signedIn: false,
  groupUid: null,
  ...patch,
});
const calendar = (patch: Partial<InterviewCalendar>): InterviewCalendar => ({ interviews: [], bookings: [], rooms: [{ id: 7, name: '伯乐厅', capacity: 12 }], ownOnly: false, truncated: false, ...patch });

describe('calendar blocks', () => {
  it('draws a group interview once, other meetings as bookings, and leaves out bookings drawn as interviews', () => {
    const blocks = toBlocks(
      calendar({
        interviews: [iv(1, { groupUid: 'g' }), iv(2, { groupUid: 'g' }), iv(3, { startAt: '2026-03-03T01:00:00.000Z', meetingRoomId: null, result: 6, signedIn: true })],
        bookings: [
          { id: 9, roomId: 7, startAt: '2026-03-03T02:00:00.000Z', endAt: '2026-03-03T03:00:00.000Z', title: '面试', interviewIds: [1, 2] },
          { id: 10, roomId: 7, startAt: '2026-03-03T06:00:00.000Z', endAt: '2026-03-03T08:00:00.000Z', title: '技术部周会', interviewIds: [] },
        ],
      }),
      new Map(),
    );
    expect(blocks.map((b) => [b.key, b.kind, b.title, b.tone, b.minutes])).toEqual([
      ['i:3', 'interview', '候选人3', 'passed', 120],
      ['g:g', 'interview', '候选人1、候选人2（群面）', 'planned', 60],
      ['b:10', 'booking', '技术部周会', 'done', 120],
    ]);
    expect(blocks[1]!.subtitle).toBe('初试 · Java开发工程师 · 陈思琪、王建国 · 伯乐厅');
  });

  it('shows an interview where it is being moved to, marked pending, until the server answers', () => {
    const moves = new Map([[1, { startAt: '2026-03-04T14:00:00+08:00', endAt: '2026-03-04T15:00:00+08:00', roomId: null }]]);
    const [block] = toBlocks(calendar({ interviews: [iv(1)] }), moves);
    expect(block).toMatchObject({ startAt: '2026-03-04T14:00:00+08:00', roomId: null, pending: true });
    expect(block!.subtitle).toBe('初试 · Java开发工程师 · 陈思琪、王建国');
  });
});

// What the calendar draws: the server's rows turned into blocks. The candidates of a group
// interview (群面) share one block; a room booking made for visible interviews is drawn as
// those interviews, one for anything else (a meeting, or 已占用 for others' interviews).
import { InterviewResult, type CalendarInterview, type InterviewCalendar } from '@bole/domain';

export type Tone = 'planned' | 'signed' | 'passed' | 'failed' | 'done';

export type Block = {
  key: string;
  kind: 'interview' | 'booking';
  startAt: string;
  endAt: string;
  /** Length in minutes (a drop keeps it). */
  minutes: number;
  title: string;
  subtitle: string;
  tone: Tone;
  roomId: number | null;
  /** The interview opened or moved (a group's first candidate: moving one moves the group). */
  interview: CalendarInterview | null;
  /** Moved on screen, waiting for the server's answer. */
  pending: boolean;
};

/** Where an interview is being moved to while the server decides. */
export type Move = { startAt: string; endAt: string; roomId: number | null };

const FAILED: number[] = [InterviewResult.Absent, InterviewResult.Eliminated, InterviewResult.Failed, InterviewResult.Cancelled];

function toneOf(i: CalendarInterview): Tone {
  if (i.result === InterviewResult.Passed) return 'passed';
  if (FAILED.includes(i.result)) return 'failed';
  if (i.result !== InterviewResult.NoFeedback) return 'done';
  return i.signedIn ? 'signed' : 'planned';
}

const span = (startAt: string, endAt: string) => Math.round((Date.parse(endAt) - Date.parse(startAt)) / 60_000);

export function toBlocks(data: InterviewCalendar | undefined, moves: ReadonlyMap<number, Move>): Block[] {
  if (!data) return [];
  const rooms = new Map(data.rooms.map((r) => [r.id, r.name]));
  const groups = new Map<string, CalendarInterview[]>();
  for (const i of data.interviews) {
    const key = i.groupUid ? `g:${i.groupUid}` : `i:${i.id}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  const blocks: Block[] = [...groups.entries()].map(([key, members]) => {
    const first = members[0]!;
    const move = moves.get(first.id);
    const startAt = move?.startAt ?? first.startAt;
    const endAt = move?.endAt ?? first.endAt;
    const roomId = move ? move.roomId : first.meetingRoomId;
    const names = members.map((m) => m.candidateName).join('、');
    const room = roomId !== null ? rooms.get(roomId) : undefined;
    return {
      key,
      kind: 'interview',
      startAt,
      endAt,
      minutes: span(startAt, endAt),
      title: members.length > 1 ? `${names}（群面）` : names,
      subtitle: [`${first.roundName} · ${first.jobName}`, first.interviewers.join('、'), room].filter(Boolean).join(' · '),
      tone: toneOf(first),
      roomId,
      interview: first,
      pending: move !== undefined,
    };
  });
  for (const b of data.bookings) {
    if (b.interviewIds.length > 0) continue;
    blocks.push({
      key: `b:${b.id}`,
      kind: 'booking',
      startAt: b.startAt,
      endAt: b.endAt,
      minutes: span(b.startAt, b.endAt),
      title: b.title,
      subtitle: rooms.get(b.roomId) ?? '',
      tone: 'done',
      roomId: b.roomId,
      interview: null,
      pending: false,
    });
  }
  return blocks.sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || a.key.localeCompare(b.key));
}

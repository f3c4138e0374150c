// The state of a board kept in the address, so that a link shows the same view:
// ?from=2026-11-01&to=2026-11-29&jobId=&orgId=&ownerId=&channel=. Without from and to the board
// shows 本月; an unreadable value falls back to its default instead of failing the page.
import type { ReportFilter } from '@bole/domain';
import type { Params } from '../../../api/params';
import { periodError, presetPeriod, type Period } from './period';

export type BoardQuery = Period & Pick<ReportFilter, 'jobId' | 'orgId' | 'ownerId' | 'channel'>;
export type BoardFilterKey = 'jobId' | 'orgId' | 'ownerId' | 'channel';

const positive = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readBoardQuery(search: URLSearchParams, today: string): BoardQuery {
  const asked = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const period = periodError(asked) === null ? asked : presetPeriod('month', today);
  return {
    ...period,
    jobId: positive(search.get('jobId')),
    orgId: positive(search.get('orgId')),
    ownerId: positive(search.get('ownerId')),
    channel: positive(search.get('channel')),
  };
}

/** The address of a board state: the period always (a link opened next month shows the same days), filters when set. */
export function boardQueryParams(q: BoardQuery): Params {
  return { from: q.from, to: q.to, jobId: q.jobId, orgId: q.orgId, ownerId: q.ownerId, channel: q.channel };
}

/** The filter the report endpoints take. */
export function reportFilterOf(q: BoardQuery): ReportFilter {
  return { from: q.from, to: q.to, jobId: q.jobId, orgId: q.orgId, ownerId: q.ownerId, channel: q.channel };
}

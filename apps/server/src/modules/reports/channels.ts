// 渠道分析 (/report/board/channel): 招聘概览's numbers per resume channel, so a channel's row
// drills down through /api/reports/overview/candidates with that channel (0: none).
import { CHANNEL_METRICS, channelNameOf, type ChannelBoard, type ReportFilter } from '@bole/domain';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { channelOptions } from '../intake/channels/service';
import type { Caller } from '../jobs/scope';
import { resumes } from '../resumes/tables';
import { aggregateEvents } from './events';
import { assertJobVisible } from './funnel';
import { eventsOf, resumesCountable, resumesStoredIn } from './overview';
import { rollupCountedAt } from './rollup';
import { narrowedToJobs, rollupCountsByChannel } from './rollup-read';

type Metric = (typeof CHANNEL_METRICS)[number];
type Row = ChannelBoard['channels'][number];

type Counts = { channel: number | null; n: number }[];

function live(db: Db, caller: Caller, q: ReportFilter, countable: boolean): Promise<[Counts[], Counts]> {
  return Promise.all([
    Promise.all(CHANNEL_METRICS.map((m) => aggregateEvents<{ channel: number | null; n: number }>(db, caller, q, eventsOf(m, caller.companyId), sql`${resumes.channel} as channel, count(*)::int as n`, sql`group by 1`, true))),
    countable ? db.select({ channel: resumes.channel, n: count() }).from(resumes).where(resumesStoredIn(caller, q, q)).groupBy(resumes.channel) : Promise.resolve([]),
  ]);
}

async function fromRollup(db: Db, caller: Caller, q: ReportFilter, countable: boolean): Promise<[Counts[], Counts]> {
  const counts = await rollupCountsByChannel(db, caller, q, countable ? [...CHANNEL_METRICS, 'newResumes'] : CHANNEL_METRICS);
  const rowsOf = (metric: string): Counts => [...(counts.get(metric) ?? [])].map(([channel, n]) => ({ channel: Number(channel) || null, n }));
  return [CHANNEL_METRICS.map(rowsOf), countable ? rowsOf('newResumes') : []];
}

export async function channelBoard(db: Db, caller: Caller, q: ReportFilter): Promise<ChannelBoard> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const countable = resumesCountable(caller, q);
  const countedAt = narrowedToJobs(caller, q) ? null : await rollupCountedAt(db, c);
  const [[perMetric, stored], options] = await Promise.all([countedAt ? fromRollup(db, caller, q, countable) : live(db, caller, q, countable), channelOptions(db, c)]);
  const rows = new Map<number, Row>();
  const rowOf = (channel: number | null): Row => {
    const code = channel ?? 0;
    let row = rows.get(code);
    if (!row) {
      row = { channel: code, name: code === 0 ? '手动录入' : channelNameOf(code, options), newResumes: countable ? 0 : null, applications: 0, screened: 0, interviews: 0, offers: 0, hires: 0 };
      rows.set(code, row);
    }
    return row;
  };
  for (const r of stored) rowOf(r.channel).newResumes = r.n;
  CHANNEL_METRICS.forEach((m: Metric, i) => {
    for (const r of perMetric[i]!) rowOf(r.channel)[m] = r.n;
  });
  const channels = [...rows.values()].sort((a, b) => b.applications - a.applications || (b.newResumes ?? 0) - (a.newResumes ?? 0) || a.channel - b.channel);
  return { channels, countedAt: (countedAt ?? new Date()).toISOString() };
}

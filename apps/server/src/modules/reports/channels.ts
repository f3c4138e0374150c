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

type Metric = (typeof CHANNEL_METRICS)[number];
type Row = ChannelBoard['channels'][number];

export async function channelBoard(db: Db, caller: Caller, q: ReportFilter): Promise<ChannelBoard> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const countable = resumesCountable(caller, q);
  const [perMetric, stored, options] = await Promise.all([
    Promise.all(
      CHANNEL_METRICS.map((m) => aggregateEvents<{ channel: number | null; n: number }>(db, caller, q, eventsOf(m, c), sql`${resumes.channel} as channel, count(*)::int as n`, sql`group by 1`, true)),
    ),
    countable ? db.select({ channel: resumes.channel, n: count() }).from(resumes).where(resumesStoredIn(caller, q, q)).groupBy(resumes.channel) : Promise.resolve([]),
    channelOptions(db, c),
  ]);
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
  return { channels, countedAt: new Date().toISOString() };
}

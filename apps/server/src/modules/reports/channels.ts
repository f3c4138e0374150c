// 渠道分析 (/report/board/channel): 招聘概览's numbers per resume channel, so a channel's row
// drills down through /api/reports/overview/candidates with that channel (0: none), with the
// channel's 渠道费用 over the period and per hire; and the same numbers per 内推人 (referrers.ts).
import { CHANNEL_METRICS, channelNameOf, costPerHireFen, proratedCostFen, type ChannelBoard, type ReportFilter } from '@bole/domain';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { costsInPeriod } from '../intake/channels/costs.service';
import { channelOptions } from '../intake/channels/service';
import type { Caller } from '../jobs/scope';
import { resumes } from '../resumes/tables';
import { aggregateEvents } from './events';
import { assertJobVisible } from './funnel';
import { eventsOf, resumesCountable, resumesStoredIn } from './overview';
import { rollupCountedAt } from './rollup';
import { referrerRows } from './referrers';
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

/** Each channel's cost over the period, in fen: company spending, so only when the numbers cover all jobs. */
async function costsByChannel(db: Db, caller: Caller, q: ReportFilter, countable: boolean): Promise<Map<number, number>> {
  if (!countable) return new Map();
  const months = new Map<number, { month: string; amountFen: number }[]>();
  for (const c of await costsInPeriod(db, caller.companyId, q.from, q.to, q.channel)) months.set(c.channel, [...(months.get(c.channel) ?? []), c]);
  return new Map([...months].map(([channel, list]) => [channel, proratedCostFen(list, q.from, q.to)]));
}

type Total = ChannelBoard['total'];

function totalOf(rows: Row[], countable: boolean): Total {
  const sum = (pick: (r: Row) => number | null) => rows.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const costed = rows.some((r) => r.costFen !== null);
  const costFen = costed ? sum((r) => r.costFen) : null;
  const hires = sum((r) => r.hires);
  return {
    newResumes: countable ? sum((r) => r.newResumes) : null,
    ...(Object.fromEntries(CHANNEL_METRICS.map((m) => [m, sum((r) => r[m])])) as Record<Metric, number>),
    costFen,
    costPerHireFen: costFen === null ? null : costPerHireFen(costFen, hires),
  };
}

export async function channelBoard(db: Db, caller: Caller, q: ReportFilter): Promise<ChannelBoard> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const countable = resumesCountable(caller, q);
  const countedAt = narrowedToJobs(caller, q) ? null : await rollupCountedAt(db, c);
  const [[perMetric, stored], options, costs, referrers] = await Promise.all([
    countedAt ? fromRollup(db, caller, q, countable) : live(db, caller, q, countable),
    channelOptions(db, c),
    costsByChannel(db, caller, q, countable),
    referrerRows(db, caller, q, countable),
  ]);
  const rows = new Map<number, Row>();
  const rowOf = (channel: number | null): Row => {
    const code = channel ?? 0;
    let row = rows.get(code);
    if (!row) {
      row = {
        channel: code,
        name: code === 0 ? '手动录入' : channelNameOf(code, options),
        newResumes: countable ? 0 : null,
        applications: 0,
        screened: 0,
        interviews: 0,
        offers: 0,
        hires: 0,
        costFen: null,
        costPerHireFen: null,
      };
      rows.set(code, row);
    }
    return row;
  };
  for (const r of stored) rowOf(r.channel).newResumes = r.n;
  CHANNEL_METRICS.forEach((m: Metric, i) => {
    for (const r of perMetric[i]!) rowOf(r.channel)[m] = r.n;
  });
  // A channel paid for in the period is listed even when nothing came through it.
  for (const [channel, costFen] of costs) {
    const row = rowOf(channel);
    row.costFen = costFen;
    row.costPerHireFen = costPerHireFen(costFen, row.hires);
  }
  const channels = [...rows.values()].sort((a, b) => b.applications - a.applications || (b.newResumes ?? 0) - (a.newResumes ?? 0) || a.channel - b.channel);
  return { channels, total: totalOf(channels, countable), referrers, countedAt: (countedAt ?? new Date()).toISOString() };
}

// How far each 招聘目标 has come: 招聘概览's own numbers over the goal's period, for the jobs of its
// department or its 招聘负责人, exactly as the board counts them with that 部门 or 招聘负责人
// filter: its event sets (overview.ts `eventsOf`, counted by events.ts under the caller's job
// scope), or the per-job rollups (rollup.ts) when the company is large enough to have them.
import { GOAL_METRICS, goalMetricLabel, goalPercent, type GoalMetric, type GoalProgress } from '@bole/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Caller } from '../jobs/scope';
import { aggregateEvents } from './events';
import type { reportGoals } from './goal.tables';
import { eventsOf } from './overview';
import { rollupCountedAt } from './rollup';
import { rollupCounts } from './rollup-read';

type Goal = Pick<typeof reportGoals.$inferSelect, 'scope' | 'orgId' | 'accountId' | 'startsOn' | 'endsOn' | GoalMetric>;

/** One metric's events of a range counted per China month, job department and job 招聘负责人. */
type Tally = { month: string; org: number; owner: number | null; n: number };

// Every goal period is whole months, so counts by month add up to any of them; one query per
// metric (or one over the rollups) serves all the goals of a page.
async function talliesOf(db: Db, caller: Caller, from: string, to: string, rolledUp: boolean): Promise<Map<GoalMetric, Tally[]>> {
  if (rolledUp) {
    const key = sql`to_char(d.day, 'YYYY-MM') || ' ' || jobs.org_id || ' ' || coalesce(jobs.owner_id, 0)`;
    const counts = await rollupCounts(db, caller, { from, to }, 'job', GOAL_METRICS, { from, to }, key);
    return new Map(
      GOAL_METRICS.map((metric) => [
        metric,
        [...counts.get(metric)!].map(([k, n]) => {
          const [month, org, owner] = k.split(' ') as [string, string, string];
          return { month, org: Number(org), owner: owner === '0' ? null : Number(owner), n };
        }),
      ]),
    );
  }
  const month = sql`to_char(e.at at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const counted = await Promise.all(
    GOAL_METRICS.map((metric) =>
      aggregateEvents<{ month: string; org: string | number; owner: string | number | null; n: number }>(
        db,
        caller,
        { from, to },
        eventsOf(metric, caller.companyId),
        sql`${month} as month, jobs.org_id as org, jobs.owner_id as owner, count(*)::int as n`,
        sql`group by 1, 2, 3`,
      ),
    ),
  );
  return new Map(GOAL_METRICS.map((metric, i) => [metric, counted[i]!.map((r) => ({ month: r.month, org: Number(r.org), owner: r.owner === null ? null : Number(r.owner), n: r.n }))]));
}

function actualOf(goal: Goal, tallies: Tally[]): number {
  const first = goal.startsOn.slice(0, 7);
  const last = goal.endsOn.slice(0, 7);
  let n = 0;
  for (const t of tallies) {
    if (t.month < first || t.month > last) continue;
    if (goal.scope === 'org' && t.org !== goal.orgId) continue;
    if (goal.scope === 'recruiter' && t.owner !== goal.accountId) continue;
    n += t.n;
  }
  return n;
}

/** Each goal's targets with the numbers reached in its period, in the order of `goals`, and when they were counted. */
export async function progressOf(db: Db, caller: Caller, goals: readonly Goal[]): Promise<{ progress: GoalProgress[][]; countedAt: Date }> {
  const countedAt = await rollupCountedAt(db, caller.companyId);
  if (goals.length === 0) return { progress: [], countedAt: countedAt ?? new Date() };
  const from = goals.reduce((min, g) => (g.startsOn < min ? g.startsOn : min), goals[0]!.startsOn);
  const to = goals.reduce((max, g) => (g.endsOn > max ? g.endsOn : max), goals[0]!.endsOn);
  const tallies = await talliesOf(db, caller, from, to, countedAt !== null);
  const progress = goals.map((goal) =>
    GOAL_METRICS.flatMap((metric) => {
      const target = goal[metric];
      if (target === null) return [];
      const actual = actualOf(goal, tallies.get(metric)!);
      return [{ metric, label: goalMetricLabel(metric), target, actual, percent: goalPercent(actual, target) }];
    }),
  );
  return { progress, countedAt: countedAt ?? new Date() };
}

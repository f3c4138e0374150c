// The demo's 招聘目标: this month's and this quarter's goals for the company, two departments and
// the HR who owns the jobs, each a little above what the same scope reached in the period before
// or so far in this one (as 招聘概览 counts it), so the board's 目标进度 shows a company part of
// the way there. Written through the API as the super administrator, like the rest of the demo's work.
import { GOAL_METRICS, goalPeriodRange, type GoalMetric, type GoalPeriodKind, type Overview } from '@bole/domain';
import type { Client } from './work';

type Scope = { scope: 'company' } | { scope: 'org'; scopeId: number } | { scope: 'recruiter'; scopeId: number };
type Plan = { kind: Exclude<GoalPeriodKind, 'year'>; scope: Scope; metrics: readonly GoalMetric[] };

/** A target: the larger of the period before's number and this one's so far, about 15% more, at least the floor. */
const raise = (reached: number, floor: number) => Math.max(floor, Math.ceil(reached * 1.15));
const FLOOR: Record<GoalMetric, number> = { hires: 1, offers: 2, interviews: 5 };

export async function seedDemoGoals(admin: Client, now: Date, ids: { backendOrg: number; salesOrg: number; hr: number }): Promise<void> {
  const [year, month] = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7).split('-').map(Number) as [number, number];
  const quarter = Math.ceil(month / 3);
  const current = { month, quarter };
  const before = {
    month: month === 1 ? { year: year - 1, period: 12 } : { year, period: month - 1 },
    quarter: quarter === 1 ? { year: year - 1, period: 4 } : { year, period: quarter - 1 },
  };
  const plans: Plan[] = [
    { kind: 'month', scope: { scope: 'company' }, metrics: GOAL_METRICS },
    { kind: 'month', scope: { scope: 'org', scopeId: ids.backendOrg }, metrics: ['offers', 'interviews'] },
    { kind: 'quarter', scope: { scope: 'company' }, metrics: GOAL_METRICS },
    { kind: 'quarter', scope: { scope: 'org', scopeId: ids.salesOrg }, metrics: ['hires', 'interviews'] },
    { kind: 'quarter', scope: { scope: 'recruiter', scopeId: ids.hr }, metrics: ['offers', 'hires'] },
  ];
  const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  for (const plan of plans) {
    const previous = goalPeriodRange(plan.kind, before[plan.kind].year, before[plan.kind].period);
    const filter = plan.scope.scope === 'org' ? `&orgId=${plan.scope.scopeId}` : plan.scope.scope === 'recruiter' ? `&ownerId=${plan.scope.scopeId}` : '';
    const count = (from: string, to: string) => admin.call<Overview>('GET', `/api/reports/overview?from=${from}&to=${to}${filter}`);
    const [then, sofar] = await Promise.all([count(previous.from, previous.to), count(goalPeriodRange(plan.kind, year, current[plan.kind]).from, today)]);
    const reached = (o: Overview, m: GoalMetric) => o.metrics.find((x) => x.key === m)?.value ?? 0;
    const targets = Object.fromEntries(plan.metrics.map((m) => [m, raise(Math.max(reached(then, m), reached(sofar, m)), FLOOR[m])]));
    await admin.call('POST', '/api/report-goals', { kind: plan.kind, year, period: current[plan.kind], ...plan.scope, ...targets });
  }
}

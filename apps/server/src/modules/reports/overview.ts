// 招聘概览 (/report/board/scan): the period's numbers against the period before, per China day,
// and the applications behind each number. Every metric but the resumes is an event set (events.ts).
import { OVERVIEW_METRICS, OverviewMetric, StageType, type Overview, type OverviewCandidatesQuery, type Page, type ReportCandidate, type ReportFilter } from '@bole/domain';
import { count, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { applications } from '../applications/tables';
import { interviews } from '../interviews/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { offers } from '../offers/tables';
import { recruitStages } from '../processes/tables';
import { resumes } from '../resumes/tables';
import { countEventsByDay, eventCandidates } from './events';
import { assertJobVisible } from './funnel';
import { rollupCountedAt, ROLLUP_METRICS, type RollupMetric } from './rollup';
import { rollupCountsByDay, rollupSourceFor } from './rollup-read';
import { channelCondition, periodBounds } from './scope';
import { applicationStageVisits as visits } from './tables';

type EventMetric = RollupMetric;
const DAY_MS = 86_400_000;

/** Each metric's events: the application and when it happened, of the caller's company. */
export function eventsOf(metric: EventMetric, companyId: number): SQL {
  switch (metric) {
    case 'applications':
      return sql`select ${applications.id} as application_id, ${applications.jobId} as job_id, ${applications.createdAt} as at from ${applications} where ${applications.companyId} = ${companyId}`;
    case 'screened':
      // The first interview-type stage an application reached, without grouping all its visits,
      // so the period's condition reaches the visits' index.
      return sql`select v.application_id, v.job_id, v.first_entered_at as at from ${visits} v
        join ${recruitStages} s on s.id = v.stage_id and s.company_id = v.company_id and s.type = ${StageType.Interview}
        where v.company_id = ${companyId} and not exists (
          select 1 from ${visits} w join ${recruitStages} t on t.id = w.stage_id and t.company_id = w.company_id and t.type = ${StageType.Interview}
          where w.application_id = v.application_id and w.first_entered_at < v.first_entered_at)`;
    case 'interviews':
      return sql`select ${interviews.applicationId} as application_id, ${interviews.jobId} as job_id, ${interviews.startsAt} as at from ${interviews} where ${interviews.companyId} = ${companyId} and ${interviews.cancelledAt} is null`;
    case 'offers':
      return sql`select ${offers.applicationId} as application_id, ${offers.jobId} as job_id, ${offers.sentAt} as at from ${offers} where ${offers.companyId} = ${companyId} and ${offers.sentAt} is not null`;
    case 'hires':
      return sql`select ${applications.id} as application_id, ${applications.jobId} as job_id, (${applications.entryDate}::timestamp at time zone 'Asia/Shanghai') as at from ${applications}
        where ${applications.companyId} = ${companyId} and ${applications.outcome} in (1, 2) and ${applications.entryDate} is not null`;
  }
}

const dayText = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The period before: as many days, ending the day before this one starts. */
function previousOf(q: ReportFilter): { from: string; to: string } {
  const { start, end } = periodBounds(q.from, q.to);
  const length = end.getTime() - start.getTime();
  return { from: dayText(new Date(start.getTime() - length)), to: dayText(new Date(start.getTime() - DAY_MS)) };
}

/** Whether resumes can be counted: not for a caller or filters limited to jobs, which resumes do not belong to. */
export const resumesCountable = (caller: Caller, q: ReportFilter) => jobScope(caller) === undefined && !q.jobId && !q.orgId && q.ownerId === undefined;

/** The company's resumes stored in the period, under the channel filter. */
export function resumesStoredIn(caller: Caller, q: ReportFilter, period: { from: string; to: string }): SQL {
  const { start, end } = periodBounds(period.from, period.to);
  return inCompany(resumes, caller.companyId, isNull(resumes.deletedAt), gte(resumes.createdAt, start), lt(resumes.createdAt, end), channelCondition(q.channel));
}

async function newResumesByDay(db: Db, caller: Caller, q: ReportFilter, period: { from: string; to: string }): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${resumes.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, n: count() }).from(resumes).where(resumesStoredIn(caller, q, period)).groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** The metrics the per-day table shows. */
type Daily = 'applications' | 'interviews' | 'offers' | 'hires';

/** Per metric, the events per China day over the period, from the rollups when they answer these filters. */
async function countsByDay(db: Db, caller: Caller, q: ReportFilter, period: { from: string; to: string }, countedAt: Date | null): Promise<Map<string, Map<string, number>>> {
  const source = countedAt && rollupSourceFor(caller, q);
  if (source) return rollupCountsByDay(db, caller, q, source, ROLLUP_METRICS, period);
  const byDay = await Promise.all(ROLLUP_METRICS.map((m) => countEventsByDay(db, caller, q, eventsOf(m, caller.companyId), period)));
  return new Map(ROLLUP_METRICS.map((m, i) => [m, byDay[i]!]));
}

export async function overview(db: Db, caller: Caller, q: ReportFilter): Promise<Overview> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const previous = previousOf(q);
  const { start, end } = periodBounds(q.from, q.to);
  const countedAt = await rollupCountedAt(db, caller.companyId);
  // By day over both periods: the sums give this period and the one before.
  const both = { from: previous.from, to: q.to };
  const [perMetric, resumesByDay] = await Promise.all([
    countsByDay(db, caller, q, both, countedAt),
    resumesCountable(caller, q) ? (countedAt ? rollupCountsByDay(db, caller, q, 'channel', ['newResumes'], both).then((m) => m.get('newResumes')!) : newResumesByDay(db, caller, q, both)) : null,
  ]);
  const sumOf = (counts: Map<string, number>, from: string, to: string) => [...counts].reduce((n, [day, count]) => (day >= from && day <= to ? n + count : n), 0);
  const sum = (m: EventMetric, from: string, to: string) => sumOf(perMetric.get(m)!, from, to);
  const resumesIn = (from: string, to: string) => (resumesByDay ? sumOf(resumesByDay, from, to) : null);
  const days: Overview['days'] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    const day = dayText(new Date(t));
    const on = (m: Daily) => perMetric.get(m)!.get(day) ?? 0;
    days.push({ day, applications: on('applications'), interviews: on('interviews'), offers: on('offers'), hires: on('hires') });
  }
  return {
    previousFrom: previous.from,
    previousTo: previous.to,
    metrics: OVERVIEW_METRICS.map((key) => ({
      key,
      label: OverviewMetric[key],
      value: key === 'newResumes' ? resumesIn(q.from, q.to) : sum(key, q.from, q.to),
      previous: key === 'newResumes' ? resumesIn(previous.from, previous.to) : sum(key, previous.from, previous.to),
    })),
    days,
    countedAt: (countedAt ?? new Date()).toISOString(),
  };
}

/**
 * The applications behind a number of the overview (and of 渠道分析 and HR工作量, which drill
 * through it). When the number came from the rollups, the total is theirs, so the list says as
 * many as the number clicked; its pages are read live.
 */
export async function overviewCandidates(db: Db, caller: Caller, q: OverviewCandidatesQuery): Promise<Page<ReportCandidate>> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const metric = q.metric as EventMetric;
  const source = (await rollupCountedAt(db, caller.companyId)) && rollupSourceFor(caller, q);
  const total = source ? rollupCountsByDay(db, caller, q, source, [metric], q).then((m) => [...m.get(metric)!.values()].reduce((a, b) => a + b, 0)) : undefined;
  return eventCandidates(db, caller, q, eventsOf(metric, caller.companyId), total);
}

// Counting events: a board's number is a set of (application, time) rows, an "event set", for
// example the offers sent or the interviews held. Its count, its spread over days and the page
// of applications behind it all come from `eventsIn`, so they cannot disagree.
import type { Page, ReferrerFilter, ReportCandidate, ReportFilter } from '@bole/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { applications } from '../applications/tables';
import type { Caller } from '../jobs/scope';
import { recruitStages } from '../processes/tables';
import { resumes } from '../resumes/tables';
import { statusOf } from './funnel';
import { filterConditions, jobConditions, periodBounds, resumeConditionOn } from './scope';

/** An event set: SQL selecting `application_id`, its `job_id` and `at` (timestamptz), of the caller's company only. */
export type EventSet = SQL;

type Period = Pick<ReportFilter, 'from' | 'to'>;

/** What an event query joins beyond the job: nothing, the application (for its columns), or the application and its resume. */
type Joins = 'job' | 'application' | 'resume';

/**
 * The events in the period joined to their job under the caller's scope and filters. The resume
 * is checked by `resumeConditionOn` (an anti-join over the few deleted resumes) unless `joins`
 * asks for its columns.
 */
function eventsIn(caller: Caller, q: ReportFilter & ReferrerFilter, events: EventSet, period: Period, select: SQL, tail: SQL = sql``, joins: Joins = 'job'): SQL {
  const { start, end } = periodBounds(period.from, period.to);
  const application = joins === 'job' ? sql`` : sql`join ${applications} on ${applications.id} = e.application_id and ${applications.companyId} = ${caller.companyId}`;
  const resume =
    joins === 'resume'
      ? { join: sql`join ${resumes} on ${resumes.id} = ${applications.resumeId} and ${resumes.companyId} = ${caller.companyId}`, where: filterConditions(caller, q) }
      : { join: sql``, where: and(jobConditions(caller, q), resumeConditionOn(sql`e.application_id`, caller.companyId, q)) };
  return sql`select ${select} from (${events}) e
    join jobs on jobs.id = e.job_id and jobs.company_id = ${caller.companyId}
    ${application} ${resume.join}
    where e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz and ${resume.where ?? sql`true`} ${tail}`;
}

/** How many events fall in the period (the filter's own period unless another is given). */
export async function countEvents(db: Db, caller: Caller, q: ReportFilter, events: EventSet, period: Period = q): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(eventsIn(caller, q, events, period, sql`count(*)::int as n`));
  return rows[0]?.n ?? 0;
}

/** The events per China day of the period (the filter's unless another is given), as day → count. */
export async function countEventsByDay(db: Db, caller: Caller, q: ReportFilter, events: EventSet, period: Period = q): Promise<Map<string, number>> {
  const day = sql`to_char(e.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const { rows } = await db.execute<{ day: string; n: number }>(eventsIn(caller, q, events, period, sql`${day} as day, count(*)::int as n`, sql`group by 1`));
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** The average of `value` (a numeric SQL over the event row `e`) over the period's events; null without any. */
export async function averageOfEvents(db: Db, caller: Caller, q: ReportFilter, events: EventSet, value: SQL): Promise<number | null> {
  const { rows } = await db.execute<{ v: string | null }>(eventsIn(caller, q, events, q, sql`avg(${value}) as v`));
  const v = rows[0]?.v;
  return v == null ? null : Number(v);
}

/** Any aggregate over the period's events (columns of the event row `e`, of `jobs`, of `resumes` when `withResumes`), grouped as `tail` says. */
export async function aggregateEvents<T extends Record<string, unknown>>(
  db: Db,
  caller: Caller,
  q: ReportFilter,
  events: EventSet,
  select: SQL,
  tail: SQL = sql``,
  withResumes = false,
): Promise<T[]> {
  return (await db.execute<T>(eventsIn(caller, q, events, q, select, tail, withResumes ? 'resume' : 'job'))).rows as T[];
}

/** Events grouped by a text column of the event row `e`, largest first. */
export async function countEventsBy(db: Db, caller: Caller, q: ReportFilter, events: EventSet, key: SQL): Promise<{ key: string | null; n: number }[]> {
  const { rows } = await db.execute<{ key: string | null; n: number }>(eventsIn(caller, q, events, q, sql`${key} as key, count(*)::int as n`, sql`group by 1 order by 2 desc, 1`));
  return rows;
}

type CandidateRow = {
  application_id: string;
  resume_id: string;
  name: string;
  job_id: string;
  job_title: string;
  stage_id: string;
  stage_name: string;
  archived_at: Date | string | null;
  transferred_to_id: number | null;
  outcome: number | null;
  recruitment_state: number | null;
};

/**
 * One page of the applications behind the events, latest event first: the page's events first,
 * then their applications. `total` replaces the count when the board's number came from a rollup.
 */
export async function eventCandidates(
  db: Db,
  caller: Caller,
  q: ReportFilter & ReferrerFilter & { page: number; pageSize: number },
  events: EventSet,
  total: Promise<number> = countEvents(db, caller, q, events),
): Promise<Page<ReportCandidate>> {
  const page = sql`order by e.at desc, e.application_id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const [{ rows: picked }, counted] = await Promise.all([db.execute<{ application_id: string; at: Date | string }>(eventsIn(caller, q, events, q, sql`e.application_id, e.at`, page)), total]);
  const ids = [...new Set(picked.map((r) => Number(r.application_id)))];
  const { rows: details } =
    ids.length === 0
      ? { rows: [] as CandidateRow[] }
      : await db.execute<CandidateRow>(sql`select a.id as application_id, a.resume_id, r.name, jobs.id as job_id, jobs.name as job_title, a.stage_id, s.name as stage_name,
          a.archived_at, a.transferred_to_id, a.outcome, a.recruitment_state
        from ${applications} a join jobs on jobs.id = a.job_id and jobs.company_id = a.company_id
        join ${resumes} r on r.id = a.resume_id and r.company_id = a.company_id
        join ${recruitStages} s on s.id = a.stage_id and s.company_id = a.company_id
        where a.company_id = ${caller.companyId} and a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(details.map((d) => [Number(d.application_id), d]));
  const list = picked.flatMap((p) => {
    const r = byId.get(Number(p.application_id));
    if (!r) return [];
    return [
      {
        applicationId: Number(r.application_id),
        resumeId: Number(r.resume_id),
        name: r.name,
        jobId: Number(r.job_id),
        jobTitle: r.job_title,
        stageId: Number(r.stage_id),
        stageName: r.stage_name,
        statusLabel: statusOf({ archivedAt: r.archived_at === null ? null : new Date(r.archived_at), transferredToId: r.transferred_to_id, outcome: r.outcome, recruitmentState: r.recruitment_state }),
        happenedAt: new Date(p.at).toISOString(),
      },
    ];
  });
  return { list, total: counted, page: q.page, pageSize: q.pageSize };
}

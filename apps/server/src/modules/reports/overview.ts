// 招聘概览 (/report/board/scan): the period's numbers against the period before, per China day,
// and the applications behind each number. Every metric is a set of (application, time) events
// (`eventsOf`); its number, its days and its list all count that one set under the same filters.
import { OVERVIEW_METRICS, OverviewMetric, StageType, type Overview, type OverviewCandidatesQuery, type Page, type ReportCandidate, type ReportFilter } from '@bole/domain';
import { count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { applications } from '../applications/tables';
import { interviews } from '../interviews/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { offers } from '../offers/tables';
import { recruitStages } from '../processes/tables';
import { resumes } from '../resumes/tables';
import { assertJobVisible, statusOf } from './funnel';
import { filterConditions, periodBounds } from './scope';
import { applicationStageVisits as visits } from './tables';

type EventMetric = Exclude<OverviewMetric, 'newResumes'>;
const DAY_MS = 86_400_000;

/** Each metric's events: the application and when it happened, of the caller's company. */
function eventsOf(metric: EventMetric, companyId: number): SQL {
  switch (metric) {
    case 'applications':
      return sql`select ${applications.id} as application_id, ${applications.createdAt} as at from ${applications} where ${applications.companyId} = ${companyId}`;
    case 'screened':
      return sql`select ${visits.applicationId} as application_id, min(${visits.firstEnteredAt}) as at from ${visits}
        join ${recruitStages} on ${recruitStages.id} = ${visits.stageId} and ${recruitStages.companyId} = ${visits.companyId} and ${recruitStages.type} = ${StageType.Interview}
        where ${visits.companyId} = ${companyId} group by ${visits.applicationId}`;
    case 'interviews':
      return sql`select ${interviews.applicationId} as application_id, ${interviews.startsAt} as at from ${interviews} where ${interviews.companyId} = ${companyId} and ${interviews.cancelledAt} is null`;
    case 'offers':
      return sql`select ${offers.applicationId} as application_id, ${offers.sentAt} as at from ${offers} where ${offers.companyId} = ${companyId} and ${offers.sentAt} is not null`;
    case 'hires':
      return sql`select ${applications.id} as application_id, (${applications.entryDate}::timestamp at time zone 'Asia/Shanghai') as at from ${applications}
        where ${applications.companyId} = ${companyId} and ${applications.outcome} in (1, 2) and ${applications.entryDate} is not null`;
  }
}

/** The events of a metric in [start, end) joined to their application, job and resume under the filters. */
function counted(caller: Caller, q: Omit<ReportFilter, 'from' | 'to'>, metric: EventMetric, start: Date, end: Date, select: SQL, tail: SQL = sql``): SQL {
  return sql`select ${select} from (${eventsOf(metric, caller.companyId)}) e
    join ${applications} on ${applications.id} = e.application_id and ${applications.companyId} = ${caller.companyId}
    join jobs on jobs.id = ${applications.jobId} and jobs.company_id = ${caller.companyId}
    join ${resumes} on ${resumes.id} = ${applications.resumeId} and ${resumes.companyId} = ${caller.companyId}
    where e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz and ${filterConditions(caller, q) ?? sql`true`} ${tail}`;
}

const dayText = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The period before: as many days, ending the day before this one starts. */
function previousOf(q: ReportFilter): { from: string; to: string } {
  const { start, end } = periodBounds(q.from, q.to);
  const length = end.getTime() - start.getTime();
  return { from: dayText(new Date(start.getTime() - length)), to: dayText(new Date(start.getTime() - DAY_MS)) };
}

/** Resumes stored in the period; null when the caller or the filters are limited to jobs, which resumes do not belong to. */
async function newResumes(db: Db, caller: Caller, q: ReportFilter, period: { from: string; to: string }): Promise<number | null> {
  if (jobScope(caller) !== undefined || q.jobId || q.orgId || q.ownerId) return null;
  const { start, end } = periodBounds(period.from, period.to);
  const [row] = await db
    .select({ n: count() })
    .from(resumes)
    .where(inCompany(resumes, caller.companyId, isNull(resumes.deletedAt), gte(resumes.createdAt, start), lt(resumes.createdAt, end), q.channel ? eq(resumes.channel, q.channel) : undefined));
  return row?.n ?? 0;
}

async function total(db: Db, caller: Caller, q: ReportFilter, metric: EventMetric, period: { from: string; to: string }): Promise<number> {
  const { start, end } = periodBounds(period.from, period.to);
  const { rows } = await db.execute<{ n: number }>(counted(caller, q, metric, start, end, sql`count(*)::int as n`));
  return rows[0]?.n ?? 0;
}

const DAILY = ['applications', 'interviews', 'offers', 'hires'] as const;

export async function overview(db: Db, caller: Caller, q: ReportFilter): Promise<Overview> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const previous = previousOf(q);
  const { start, end } = periodBounds(q.from, q.to);
  const [values, before, daily] = await Promise.all([
    Promise.all(OVERVIEW_METRICS.map((m) => (m === 'newResumes' ? newResumes(db, caller, q, q) : total(db, caller, q, m, q)))),
    Promise.all(OVERVIEW_METRICS.map((m) => (m === 'newResumes' ? newResumes(db, caller, q, previous) : total(db, caller, q, m, previous)))),
    Promise.all(
      DAILY.map(async (m) => {
        const day = sql`to_char(e.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
        const { rows } = await db.execute<{ day: string; n: number }>(counted(caller, q, m, start, end, sql`${day} as day, count(*)::int as n`, sql`group by 1`));
        return new Map(rows.map((r) => [r.day, r.n]));
      }),
    ),
  ]);
  const days: Overview['days'] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    const day = dayText(new Date(t));
    const [applied, interviewed, offered, hired] = daily.map((byDay) => byDay.get(day) ?? 0);
    days.push({ day, applications: applied!, interviews: interviewed!, offers: offered!, hires: hired! });
  }
  return {
    previousFrom: previous.from,
    previousTo: previous.to,
    metrics: OVERVIEW_METRICS.map((key, i) => ({ key, label: OverviewMetric[key], value: values[i]!, previous: before[i]! })),
    days,
    countedAt: new Date().toISOString(),
  };
}

type CandidateRow = {
  application_id: number;
  resume_id: number;
  name: string;
  job_id: number;
  job_title: string;
  stage_id: number;
  stage_name: string;
  archived_at: string | null;
  transferred_to_id: number | null;
  outcome: number | null;
  recruitment_state: number | null;
  at: string;
};

export async function overviewCandidates(db: Db, caller: Caller, q: OverviewCandidatesQuery): Promise<Page<ReportCandidate>> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const { start, end } = periodBounds(q.from, q.to);
  const fields = sql`${applications.id} as application_id, ${applications.resumeId} as resume_id, ${resumes.name} as name, jobs.id as job_id, jobs.name as job_title,
    ${applications.stageId} as stage_id, (select ${recruitStages.name} from ${recruitStages} where ${recruitStages.id} = ${applications.stageId}) as stage_name,
    ${applications.archivedAt} as archived_at, ${applications.transferredToId} as transferred_to_id, ${applications.outcome} as outcome,
    ${applications.recruitmentState} as recruitment_state, e.at as at`;
  const page = sql`order by e.at desc, ${applications.id} desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const [{ rows }, n] = await Promise.all([db.execute<CandidateRow>(counted(caller, q, q.metric as EventMetric, start, end, fields, page)), total(db, caller, q, q.metric as EventMetric, q)]);
  const list = rows.map((r) => ({
    applicationId: Number(r.application_id),
    resumeId: Number(r.resume_id),
    name: r.name,
    jobId: Number(r.job_id),
    jobTitle: r.job_title,
    stageId: Number(r.stage_id),
    stageName: r.stage_name,
    statusLabel: statusOf({ archivedAt: r.archived_at === null ? null : new Date(r.archived_at), transferredToId: r.transferred_to_id, outcome: r.outcome, recruitmentState: r.recruitment_state }),
    happenedAt: new Date(r.at).toISOString(),
  }));
  return { list, total: n, page: q.page, pageSize: q.pageSize };
}

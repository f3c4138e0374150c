// 面试分析 (/report/board/interview): interviews arranged in the period by round with no-shows
// and results, the interviewers' load and how soon their evaluations come; every number
// drillable through the same event sets (events.ts). A group interview counts once per candidate.
import { EVALUATION_ON_TIME_HOURS, INTERVIEW_METRICS, InterviewResult, type InterviewBoard, type InterviewCandidatesQuery, type InterviewMetric, type Page, type ReportCandidate, type ReportFilter } from '@bole/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { listRounds } from '../interviews/rounds';
import { interviewEvaluations, interviewInterviewers, interviews } from '../interviews/tables';
import type { Caller } from '../jobs/scope';
import { aggregateEvents, eventCandidates, type EventSet } from './events';
import { assertJobVisible } from './funnel';

const R = InterviewResult;
const list = (values: readonly number[]) => sql.raw(values.join(', '));

/** Whether the event row (alias `e`, `d` or `i`) counts for a metric. */
function holds(metric: InterviewMetric, alias: 'e' | 'd' | 'i'): SQL {
  const result = sql.raw(`${alias}.result`);
  const at = sql.raw(`${alias}.at`);
  switch (metric) {
    case 'scheduled':
      return sql`true`;
    case 'held':
      return sql`${result} not in (${list([R.Absent, R.NotInterviewed])}) and ${at} <= now()`;
    case 'noShow':
      return sql`${result} = ${R.Absent}`;
    case 'passed':
      return sql`${result} in (${list([R.SecondRound, R.SalaryTalk, R.Passed])})`;
    case 'failed':
      return sql`${result} in (${list([R.Eliminated, R.Failed])})`;
  }
}

/** The company's interviews not cancelled, one row per candidate, dated by their start. */
const arranged = (companyId: number): EventSet =>
  sql`select ${interviews.applicationId} as application_id, ${interviews.jobId} as job_id, ${interviews.startsAt} as at, ${interviews.round} as round, ${interviews.result} as result, ${interviews.id} as interview_id
    from ${interviews} where ${interviews.companyId} = ${companyId} and ${interviews.cancelledAt} is null`;

/** Each interviewer of each held interview, with his submitted evaluation if any. */
const interviewerDuties = (companyId: number): EventSet =>
  sql`select i.application_id, i.job_id, i.at, i.result, ii.account_id, i.ends_at, ev.submitted_at from (
      select ${interviews.applicationId} as application_id, ${interviews.jobId} as job_id, ${interviews.startsAt} as at, ${interviews.result} as result, ${interviews.id} as id, ${interviews.endsAt} as ends_at
      from ${interviews} where ${interviews.companyId} = ${companyId} and ${interviews.cancelledAt} is null) i
    join ${interviewInterviewers} ii on ii.interview_id = i.id and ii.company_id = ${companyId}
    left join ${interviewEvaluations} ev on ev.interview_id = i.id and ev.account_id = ii.account_id and ev.company_id = ${companyId} and ev.submitted_at is not null
    where ${holds('held', 'i')}`;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? null : oneDecimal((part / whole) * 100));

type RoundRow = { round: number } & Record<InterviewMetric, number>;
type DutyRow = { account_id: string; held: number; submitted: number; on_time: number; avg_hours: string | null };

export async function interviewBoard(db: Db, caller: Caller, q: ReportFilter): Promise<InterviewBoard> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const counts = sql.join(
    INTERVIEW_METRICS.map((m) => sql`(count(*) filter (where ${holds(m, 'e')}))::int as ${sql.identifier(m)}`),
    sql`, `,
  );
  const onTime = sql`(count(*) filter (where e.submitted_at <= e.ends_at + ${sql.raw(`interval '${EVALUATION_ON_TIME_HOURS} hours'`)}))::int`;
  const [byRound, duties, rounds] = await Promise.all([
    aggregateEvents<RoundRow>(db, caller, q, arranged(c), sql`e.round as round, ${counts}`, sql`group by e.round order by e.round`),
    aggregateEvents<DutyRow>(
      db,
      caller,
      q,
      interviewerDuties(c),
      sql`e.account_id, count(*)::int as held, count(e.submitted_at)::int as submitted, ${onTime} as on_time, avg(extract(epoch from e.submitted_at - e.ends_at) / 3600) as avg_hours`,
      sql`group by e.account_id order by 2 desc, 1`,
    ),
    listRounds(db, c),
  ]);
  const ids = duties.map((d) => Number(d.account_id));
  const names = ids.length === 0 ? [] : await db.select({ id: accounts.id, name: accounts.userName }).from(accounts).where(inCompany(accounts, c, inArray(accounts.id, ids)));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const roundName = new Map(rounds.map((r) => [r.number, r.name]));
  const totals = Object.fromEntries(INTERVIEW_METRICS.map((m) => [m, byRound.reduce((sum, r) => sum + r[m], 0)])) as Record<InterviewMetric, number>;
  const due = duties.reduce((sum, d) => sum + d.held, 0);
  return {
    totals,
    rounds: byRound.map((r) => ({ ...r, round: Number(r.round), name: roundName.get(Number(r.round)) ?? `第${r.round}轮`, passRate: percent(r.passed, r.passed + r.failed) })),
    interviewers: duties.map((d) => ({
      accountId: Number(d.account_id),
      name: nameOf.get(Number(d.account_id)) ?? '已删除账号',
      held: d.held,
      submitted: d.submitted,
      onTime: d.on_time,
      avgHoursToSubmit: d.avg_hours === null ? null : oneDecimal(Number(d.avg_hours)),
    })),
    onTimeRate: percent(
      duties.reduce((sum, d) => sum + d.on_time, 0),
      due,
    ),
    countedAt: new Date().toISOString(),
  };
}

export async function interviewCandidates(db: Db, caller: Caller, q: InterviewCandidatesQuery): Promise<Page<ReportCandidate>> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const byInterviewer = q.interviewerId
    ? sql`and exists (select 1 from ${interviewInterviewers} ii where ii.interview_id = d.interview_id and ii.company_id = ${c} and ii.account_id = ${q.interviewerId})`
    : sql``;
  const events = sql`select * from (${arranged(c)}) d where ${holds(q.metric, 'd')} ${q.round ? sql`and d.round = ${q.round}` : sql``} ${byInterviewer}`;
  return eventCandidates(db, caller, q, events);
}

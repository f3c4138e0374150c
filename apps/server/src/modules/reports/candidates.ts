// 候选人分析 (/report/board/candidate): the candidates who applied in the period by age, degree,
// city and gender, each value drillable to the same applications, and the talent pool's growth.
import {
  AGE_BANDS,
  CANDIDATE_CITY_TOP,
  CANDIDATE_FACETS,
  CandidateFacet,
  degreeLabels,
  FACET_OTHER,
  FACET_UNKNOWN,
  genderLabels,
  type CandidateBoard,
  type CandidateFacetQuery,
  type Page,
  type ReportCandidate,
  type ReportFilter,
} from '@bole/domain';
import { and, count, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { applications } from '../applications/tables';
import { resumes } from '../resumes/tables';
import type { Caller } from '../jobs/scope';
import { aggregateEvents, eventCandidates } from './events';
import { assertJobVisible } from './funnel';
import { eventsOf, resumesCountable, resumesStoredIn } from './overview';
import { rollupCountedAt } from './rollup';
import { narrowedToJobs } from './rollup-read';
import { reportDailyChannelCounts, reportDailyFacetCounts } from './rollup-tables';
import { channelCondition, periodBounds } from './scope';

const text = (v: string) => sql`${v}::text`;

const cases = (column: SQL, labels: Record<number, string>) =>
  sql`case ${column} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${sql.raw(String(Number(code)))} then ${text(label)}`),
    sql` `,
  )} else ${text(FACET_UNKNOWN)} end`;

/** The resume attribute behind each facet: of the `resumes` table in scope, or of a rollup row `d` (rollup.ts). */
type Attribute = (facet: CandidateFacet) => SQL;
const ofResume: Attribute = (facet) =>
  ({ age: sql`${resumes.birthYear}`, degree: sql`${resumes.topDegree}`, city: sql`${resumes.workCity}`, gender: sql`${resumes.gender}` })[facet];
const ofRollup: Attribute = (facet) => (facet === 'city' ? sql`d.value` : sql`nullif(d.value, '')::int`);

/** A facet's value (its band or label) as text. */
function facetValue(facet: CandidateFacet, q: ReportFilter, attribute: Attribute = ofResume): SQL {
  const v = attribute(facet);
  switch (facet) {
    case 'age': {
      const age = sql`(${Number(q.to.slice(0, 4))} - ${v})`;
      const bands = AGE_BANDS.map(([label, low, high]) => sql`when ${age} between ${sql.raw(String(low))} and ${sql.raw(String(high))} then ${text(label)}`);
      return sql`case when ${v} is null then ${text(FACET_UNKNOWN)} ${sql.join(bands, sql` `)} else ${text(FACET_UNKNOWN)} end`;
    }
    case 'degree':
      return cases(v, degreeLabels);
    case 'city':
      return sql`coalesce(nullif(trim(${v}), ''), ${text(FACET_UNKNOWN)})`;
    case 'gender':
      return cases(v, genderLabels);
  }
}

type Count = { value: string; n: number };

/** The facet's values in display order; cities beyond the top ones summed up as 其他. */
function ordered(facet: CandidateFacet, rows: Count[]): { value: string; count: number }[] {
  const by = new Map(rows.map((r) => [r.value, r.n]));
  const fixed = facet === 'age' ? AGE_BANDS.map(([label]) => label) : facet === 'degree' ? Object.values(degreeLabels) : facet === 'gender' ? Object.values(genderLabels) : null;
  if (fixed) {
    const list = [...fixed, FACET_UNKNOWN].map((value) => ({ value, count: by.get(value) ?? 0 }));
    return list.filter((v) => v.count > 0 || v.value !== FACET_UNKNOWN);
  }
  const known = rows.filter((r) => r.value !== FACET_UNKNOWN).sort((a, b) => b.n - a.n || a.value.localeCompare(b.value));
  const top = known.slice(0, CANDIDATE_CITY_TOP).map((r) => ({ value: r.value, count: r.n }));
  const rest = known.slice(CANDIDATE_CITY_TOP).reduce((sum, r) => sum + r.n, 0);
  if (rest > 0) top.push({ value: FACET_OTHER, count: rest });
  if (by.has(FACET_UNKNOWN)) top.push({ value: FACET_UNKNOWN, count: by.get(FACET_UNKNOWN)! });
  return top;
}

const facetCounts = (db: Db, caller: Caller, q: ReportFilter, facet: CandidateFacet) =>
  aggregateEvents<Count>(db, caller, q, eventsOf('applications', caller.companyId), sql`${facetValue(facet, q)} as value, count(*)::int as n`, sql`group by 1`, true);

/** The facet's counts from the rollup: the same bands and labels over the counted attributes. */
async function facetRollupCounts(db: Db, caller: Caller, q: ReportFilter, facet: CandidateFacet): Promise<Count[]> {
  const { rows } = await db.execute<Count>(sql`select ${facetValue(facet, q, ofRollup)} as value, sum(d.n)::int as n from ${reportDailyFacetCounts} d
    where d.company_id = ${caller.companyId} and d.facet = ${facet} and d.day >= ${q.from}::date and d.day <= ${q.to}::date group by 1`);
  return rows;
}

const DAY_MS = 86_400_000;
const dayText = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

/** The resumes stored before the period and per China day of it, live or from the rollup. */
async function storedResumes(db: Db, caller: Caller, q: ReportFilter, counted: boolean): Promise<{ before: number; added: Map<string, number> }> {
  const { start } = periodBounds(q.from, q.to);
  if (counted) {
    const { rows } = await db.execute<{ day: string; n: number }>(sql`select case when d.day < ${q.from}::date then '' else to_char(d.day, 'YYYY-MM-DD') end as day, sum(d.n)::int as n
      from ${reportDailyChannelCounts} d where d.company_id = ${caller.companyId} and d.metric = 'newResumes' and d.day <= ${q.to}::date
      ${q.channel === undefined ? sql`` : sql`and d.channel = ${q.channel}`} group by 1`);
    return { before: rows.find((r) => r.day === '')?.n ?? 0, added: new Map(rows.filter((r) => r.day !== '').map((r) => [r.day, r.n])) };
  }
  const day = sql<string>`to_char(${resumes.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const [[before], added] = await Promise.all([
    db
      .select({ n: count() })
      .from(resumes)
      .where(inCompany(resumes, caller.companyId, isNull(resumes.deletedAt), lt(resumes.createdAt, start), channelCondition(q.channel))),
    db.select({ day, n: count() }).from(resumes).where(resumesStoredIn(caller, q, q)).groupBy(day),
  ]);
  return { before: before?.n ?? 0, added: new Map(added.map((r) => [r.day, r.n])) };
}

/** Resumes added per China day of the period and the pool at each day's end. */
async function poolGrowth(db: Db, caller: Caller, q: ReportFilter, counted: boolean): Promise<CandidateBoard['pool']> {
  if (!resumesCountable(caller, q)) return null;
  const { start, end } = periodBounds(q.from, q.to);
  const { before, added: by } = await storedResumes(db, caller, q, counted);
  let total = before;
  const pool: NonNullable<CandidateBoard['pool']> = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) {
    const d = dayText(t);
    total += by.get(d) ?? 0;
    pool.push({ day: d, added: by.get(d) ?? 0, total });
  }
  return pool;
}

export async function candidateBoard(db: Db, caller: Caller, q: ReportFilter): Promise<CandidateBoard> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  // The rollups count applicants of all jobs and channels: narrower filters are counted live.
  const countedAt = narrowedToJobs(caller, q) || q.channel !== undefined ? null : await rollupCountedAt(db, caller.companyId);
  const countFacet = countedAt ? facetRollupCounts : facetCounts;
  const [counts, pool] = await Promise.all([Promise.all(CANDIDATE_FACETS.map((f) => countFacet(db, caller, q, f))), poolGrowth(db, caller, q, countedAt !== null)]);
  return {
    applications: counts[0]!.reduce((sum, r) => sum + r.n, 0),
    facets: CANDIDATE_FACETS.map((facet, i) => ({ facet, label: CandidateFacet[facet], values: ordered(facet, counts[i]!) })),
    pool,
    countedAt: (countedAt ?? new Date()).toISOString(),
  };
}

export async function candidateFacetList(db: Db, caller: Caller, q: CandidateFacetQuery): Promise<Page<ReportCandidate>> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const value = facetValue(q.facet, q);
  let matches: SQL = sql`${value} = ${q.value}`;
  if (q.facet === 'city' && q.value === FACET_OTHER) {
    const top = ordered('city', await facetCounts(db, caller, q, 'city'))
      .map((v) => v.value)
      .filter((v) => v !== FACET_OTHER && v !== FACET_UNKNOWN);
    matches = and(sql`${value} <> ${FACET_UNKNOWN}`, top.length > 0 ? sql`${value} not in (${sql.join(top.map((t) => sql`${t}`), sql`, `)})` : undefined)!;
  }
  const events = sql`select ${applications.id} as application_id, ${applications.jobId} as job_id, ${applications.createdAt} as at from ${applications}
    join ${resumes} on ${resumes.id} = ${applications.resumeId} and ${resumes.companyId} = ${applications.companyId}
    where ${applications.companyId} = ${caller.companyId} and ${matches}`;
  return eventCandidates(db, caller, q, events);
}

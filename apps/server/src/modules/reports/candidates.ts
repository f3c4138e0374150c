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
import { channelCondition, periodBounds } from './scope';

const text = (v: string) => sql`${v}::text`;

const cases = (column: SQL, labels: Record<number, string>) =>
  sql`case ${column} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${sql.raw(String(Number(code)))} then ${text(label)}`),
    sql` `,
  )} else ${text(FACET_UNKNOWN)} end`;

/** A facet's value of the resume (the `resumes` table in scope), as text. */
function facetValue(facet: CandidateFacet, q: ReportFilter): SQL {
  switch (facet) {
    case 'age': {
      const age = sql`(${Number(q.to.slice(0, 4))} - ${resumes.birthYear})`;
      const bands = AGE_BANDS.map(([label, low, high]) => sql`when ${age} between ${sql.raw(String(low))} and ${sql.raw(String(high))} then ${text(label)}`);
      return sql`case when ${resumes.birthYear} is null then ${text(FACET_UNKNOWN)} ${sql.join(bands, sql` `)} else ${text(FACET_UNKNOWN)} end`;
    }
    case 'degree':
      return cases(sql`${resumes.topDegree}`, degreeLabels);
    case 'city':
      return sql`coalesce(nullif(trim(${resumes.workCity}), ''), ${text(FACET_UNKNOWN)})`;
    case 'gender':
      return cases(sql`${resumes.gender}`, genderLabels);
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

const DAY_MS = 86_400_000;
const dayText = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

/** Resumes added per China day of the period and the pool at each day's end. */
async function poolGrowth(db: Db, caller: Caller, q: ReportFilter): Promise<CandidateBoard['pool']> {
  if (!resumesCountable(caller, q)) return null;
  const { start, end } = periodBounds(q.from, q.to);
  const day = sql<string>`to_char(${resumes.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const [[before], added] = await Promise.all([
    db
      .select({ n: count() })
      .from(resumes)
      .where(inCompany(resumes, caller.companyId, isNull(resumes.deletedAt), lt(resumes.createdAt, start), channelCondition(q.channel))),
    db.select({ day, n: count() }).from(resumes).where(resumesStoredIn(caller, q, q)).groupBy(day),
  ]);
  const by = new Map(added.map((r) => [r.day, r.n]));
  let total = before?.n ?? 0;
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
  const [counts, pool] = await Promise.all([Promise.all(CANDIDATE_FACETS.map((f) => facetCounts(db, caller, q, f))), poolGrowth(db, caller, q)]);
  return {
    applications: counts[0]!.reduce((sum, r) => sum + r.n, 0),
    facets: CANDIDATE_FACETS.map((facet, i) => ({ facet, label: CandidateFacet[facet], values: ordered(facet, counts[i]!) })),
    pool,
    countedAt: new Date().toISOString(),
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
  const events = sql`select ${applications.id} as application_id, ${applications.createdAt} as at from ${applications}
    join ${resumes} on ${resumes.id} = ${applications.resumeId} and ${resumes.companyId} = ${applications.companyId}
    where ${applications.companyId} = ${caller.companyId} and ${matches}`;
  return eventCandidates(db, caller, q, events);
}

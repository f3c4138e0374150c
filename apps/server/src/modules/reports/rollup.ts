// Rollups for large companies: counting a year of events company-wide on every request takes
// longer than a board may (docs/PERFORMANCE.md), so for a company of at least
// ROLLUP_MIN_APPLICATIONS applications the event sets of 招聘概览 are counted per China day and
// job, per day and channel, and 候选人分析's applicants per day and resume attribute, once a minute when anything changed. They are recounted whole
// from the very event sets the live queries and the drill-downs use, never incremented, so they
// cannot drift; a board answered from them says when they were counted. Smaller companies, and
// filters the rollups cannot answer, are counted live.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { applications } from '../applications/tables';
import { resumes } from '../resumes/tables';
import { reportDailyChannelCounts as byChannel, reportDailyFacetCounts as byFacet, reportDailyJobCounts as byJob, reportRollups } from './rollup-tables';

export const ROLLUP_MIN_APPLICATIONS = 20_000;
export const ROLLUP_QUEUE = 'report-rollups';
const ROLLUP_CRON = '* * * * *';

/** The overview's event metrics the rollups hold (new resumes are counted by channel only). */
export const ROLLUP_METRICS = ['applications', 'screened', 'interviews', 'offers', 'hires'] as const;
export type RollupMetric = (typeof ROLLUP_METRICS)[number];

const chinaDay = (at: SQL | AnyColumn) => sql`(${at} at time zone 'Asia/Shanghai')::date`;

/**
 * Recounts one company's rollups in one repeatable-read transaction, from `eventsOf` (the
 * overview's event sets): per job with deleted resumes left out (jobs are filtered when read),
 * per channel with deleted jobs and resumes left out.
 */
export async function recountRollups(db: Db, companyId: number, eventsOf: (metric: RollupMetric, companyId: number) => SQL): Promise<void> {
  const c = companyId;
  await db.transaction(
    async (tx) => {
      await tx.delete(byJob).where(sql`${byJob.companyId} = ${c}`);
      await tx.delete(byChannel).where(sql`${byChannel.companyId} = ${c}`);
      await tx.delete(byFacet).where(sql`${byFacet.companyId} = ${c}`);
      for (const metric of ROLLUP_METRICS) {
        const events = eventsOf(metric, c);
        await tx.execute(sql`insert into ${byJob} (company_id, metric, day, job_id, n)
          select ${c}, ${metric}, ${chinaDay(sql`e.at`)}, a.job_id, count(*)::int from (${events}) e
          join ${applications} a on a.id = e.application_id and a.company_id = ${c}
          join ${resumes} r on r.id = a.resume_id and r.company_id = ${c} and r.deleted_at is null
          group by 3, 4`);
        await tx.execute(sql`insert into ${byChannel} (company_id, metric, day, channel, n)
          select ${c}, ${metric}, ${chinaDay(sql`e.at`)}, coalesce(r.channel, 0), count(*)::int from (${events}) e
          join ${applications} a on a.id = e.application_id and a.company_id = ${c}
          join jobs j on j.id = a.job_id and j.company_id = ${c} and j.deleted_at is null
          join ${resumes} r on r.id = a.resume_id and r.company_id = ${c} and r.deleted_at is null
          group by 3, 4`);
      }
      // 候选人分析's applicants by the raw resume attributes its facets band and label.
      await tx.execute(sql`insert into ${byFacet} (company_id, day, facet, value, n)
        select ${c}, ${chinaDay(sql`e.at`)}, f.facet, coalesce(f.value, ''), count(*)::int from (${eventsOf('applications', c)}) e
        join ${applications} a on a.id = e.application_id and a.company_id = ${c}
        join jobs j on j.id = a.job_id and j.company_id = ${c} and j.deleted_at is null
        join ${resumes} r on r.id = a.resume_id and r.company_id = ${c} and r.deleted_at is null
        cross join lateral (values ('age', r.birth_year::text), ('degree', r.top_degree::text), ('city', nullif(trim(r.work_city), '')), ('gender', r.gender::text)) f(facet, value)
        group by 2, 3, 4`);
      await tx.execute(sql`insert into ${byChannel} (company_id, metric, day, channel, n)
        select ${c}, 'newResumes', ${chinaDay(resumes.createdAt)}, coalesce(${resumes.channel}, 0), count(*)::int from ${resumes}
        where ${resumes.companyId} = ${c} and ${resumes.deletedAt} is null group by 3, 4`);
      await tx
        .insert(reportRollups)
        .values({ companyId: c, countedAt: sql`now()` })
        .onConflictDoUpdate({ target: reportRollups.companyId, set: { countedAt: sql`now()` } });
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** When the company's rollups were counted, or null when its numbers are counted live. */
export async function rollupCountedAt(db: Db, companyId: number): Promise<Date | null> {
  const [row] = await db.select({ countedAt: reportRollups.countedAt }).from(reportRollups).where(sql`${reportRollups.companyId} = ${companyId}`);
  return row?.countedAt ?? null;
}

/** How many rows the tables the event sets read have seen change, across all companies (the statistics collector's counters). */
async function changeMark(db: Db): Promise<string> {
  const { rows } = await db.execute<{ mark: string }>(sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text as mark from pg_stat_user_tables
    where relname in ('applications', 'application_stage_visits', 'interviews', 'offers', 'resumes', 'jobs')`);
  return rows[0]?.mark ?? '';
}

/**
 * One round: when anything changed since the last round, recounts every large company and drops
 * the rollups of companies that are no longer large, so they are counted live again.
 */
export async function refreshRollups(db: Db, eventsOf: (metric: RollupMetric, companyId: number) => SQL, last: { mark?: string }): Promise<number[]> {
  const mark = await changeMark(db);
  if (mark === last.mark) return [];
  const { rows } = await db.execute<{ company_id: string }>(
    sql`select company_id from ${applications} group by company_id having count(*) >= ${ROLLUP_MIN_APPLICATIONS}`,
  );
  const large = rows.map((r) => Number(r.company_id));
  for (const companyId of large) await recountRollups(db, companyId, eventsOf);
  const keep = large.length === 0 ? sql`true` : sql`${reportRollups.companyId} not in (${sql.join(large.map((id) => sql`${id}`), sql`, `)})`;
  const gone = await db.delete(reportRollups).where(keep).returning({ companyId: reportRollups.companyId });
  for (const { companyId } of gone) {
    await db.delete(byJob).where(sql`${byJob.companyId} = ${companyId}`);
    await db.delete(byChannel).where(sql`${byChannel.companyId} = ${companyId}`);
    await db.delete(byFacet).where(sql`${byFacet.companyId} = ${companyId}`);
  }
  last.mark = mark;
  return large;
}

export async function scheduleRollups(jobs: Jobs, db: Db, eventsOf: (metric: RollupMetric, companyId: number) => SQL): Promise<void> {
  const last: { mark?: string } = {};
  await jobs.work(ROLLUP_QUEUE, async () => {
    await refreshRollups(db, eventsOf, last);
  });
  await jobs.schedule(ROLLUP_QUEUE, ROLLUP_CRON);
}

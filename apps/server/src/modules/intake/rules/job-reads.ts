// What the rules read of jobs: which live jobs name a rule (lists, delete checks), job names, and
// the open jobs a collected mail may apply for.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { inCompany } from '../../../platform/db/tenancy';
import { openNow } from '../../jobs/repository';
import { jobs } from '../../jobs/tables';

/** Live jobs per filter rule id (resumeFilterRulesIds). */
export async function jobsPerFilterRule(db: DbOrTx, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ ruleId: sql<number>`unnest(${jobs.resumeFilterRulesIds})`.mapWith(Number), n: count() })
    .from(jobs)
    .where(inCompany(jobs, companyId, isNull(jobs.deletedAt)))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.ruleId, r.n]));
}

/** Live jobs per scoring rule id (resumeScoringRulesId). */
export async function jobsPerScoringRule(db: DbOrTx, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ ruleId: jobs.resumeScoringRulesId, n: count() })
    .from(jobs)
    .where(and(inCompany(jobs, companyId, isNull(jobs.deletedAt)), sql`${jobs.resumeScoringRulesId} is not null`))
    .groupBy(jobs.resumeScoringRulesId);
  return new Map(rows.map((r) => [r.ruleId!, r.n]));
}

/** Whether a live job names the filter rule. */
export async function filterRuleInUse(db: DbOrTx, companyId: number, ruleId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(inCompany(jobs, companyId, isNull(jobs.deletedAt), sql`${ruleId} = any(${jobs.resumeFilterRulesIds})`));
  return (row?.n ?? 0) > 0;
}

/** Whether a live job uses the scoring rule. */
export async function scoringRuleInUse(db: DbOrTx, companyId: number, ruleId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(jobs).where(inCompany(jobs, companyId, isNull(jobs.deletedAt), eq(jobs.resumeScoringRulesId, ruleId)));
  return (row?.n ?? 0) > 0;
}

/** Names of the company's jobs by id (deleted ones too: a screening keeps naming its job). */
export async function jobNamesOf(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: jobs.id, name: jobs.name }).from(jobs).where(inCompany(jobs, companyId, inArray(jobs.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The company's open jobs (status open, not past expiry, not deleted): name and city. */
export async function openJobsOf(db: DbOrTx, companyId: number): Promise<{ id: number; name: string; workCityCode: string | null }[]> {
  return db
    .select({ id: jobs.id, name: jobs.name, workCityCode: jobs.workCityCode })
    .from(jobs)
    .where(inCompany(jobs, companyId, isNull(jobs.deletedAt), openNow()))
    .orderBy(desc(jobs.openedAt), desc(jobs.id));
}

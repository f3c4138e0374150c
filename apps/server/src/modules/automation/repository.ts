// Reads of the automation area: the rules and their runs, and the facts of an application a
// rule's conditions are checked against (its job, the job's department, stage and channel).
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { applications } from '../applications/tables';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';
import { automationRules, automationRuns } from './tables';

export type RuleRow = typeof automationRules.$inferSelect;

export async function rulesOf(db: DbOrTx, companyId: number): Promise<RuleRow[]> {
  return db.select().from(automationRules).where(inCompany(automationRules, companyId)).orderBy(desc(automationRules.id));
}

export async function findRule(db: DbOrTx, companyId: number, id: number): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(automationRules).where(inCompany(automationRules, companyId, eq(automationRules.id, id)));
  return row;
}

export async function ruleCount(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(automationRules).where(inCompany(automationRules, companyId));
  return row?.n ?? 0;
}

/** How many times each rule ran. */
export async function runCounts(db: DbOrTx, companyId: number): Promise<Map<number, number>> {
  const rows = await db.select({ ruleId: automationRuns.ruleId, n: count() }).from(automationRuns).where(inCompany(automationRuns, companyId)).groupBy(automationRuns.ruleId);
  return new Map(rows.map((r) => [r.ruleId, r.n]));
}

/** Names of the company's jobs by id; with `live`, deleted ones are left out. */
export async function jobNames(db: DbOrTx, companyId: number, ids: readonly number[], opts: { live?: boolean } = {}): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, name: jobs.name })
    .from(jobs)
    .where(inCompany(jobs, companyId, inArray(jobs.id, [...ids]), opts.live ? isNull(jobs.deletedAt) : undefined));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What a rule's conditions look at, and who the candidate is. */
export type ApplicationFacts = { id: number; resumeId: number; jobId: number; orgId: number; stageId: number; channel: number | null; candidateName: string; jobName: string };

export async function applicationFacts(db: DbOrTx, companyId: number, applicationId: number): Promise<ApplicationFacts | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      resumeId: applications.resumeId,
      jobId: applications.jobId,
      orgId: jobs.orgId,
      stageId: applications.stageId,
      channel: resumes.channel,
      candidateName: resumes.name,
      jobName: jobs.name,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId)))
    .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId)))
    .where(inCompany(applications, companyId, eq(applications.id, applicationId)));
  return row;
}

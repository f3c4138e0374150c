// Queries of applications. Reads join the job for its name and the caller's data scope;
// writes go through `updateVersioned`, which refuses a row changed since it was read.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';
import { applications } from './tables';

export type ApplicationRecord = typeof applications.$inferSelect;
export type ApplicationValues = Omit<typeof applications.$inferInsert, 'id' | 'companyId'>;
export type FoundApplication = ApplicationRecord & { jobName: string; recruitProcessId: number | null; resumeName: string };

/**
 * One application of the company whose job the caller may see (`scope` is a condition on
 * `jobs`). Deleted resumes and jobs hide it.
 */
export async function findApplication(db: DbOrTx, companyId: number, id: number, opts: { scope?: SQL } = {}): Promise<FoundApplication | undefined> {
  const [row] = await db
    .select({ app: applications, jobName: jobs.name, recruitProcessId: jobs.recruitProcessId, resumeName: resumes.name })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId), isNull(jobs.deletedAt)))
    .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId), isNull(resumes.deletedAt)))
    .where(inCompany(applications, companyId, eq(applications.id, id), opts.scope));
  return row && { ...row.app, jobName: row.jobName, recruitProcessId: row.recruitProcessId, resumeName: row.resumeName };
}

/** The resume's application in the job that is not archived, if any. */
export async function activeApplication(db: DbOrTx, companyId: number, resumeId: number, jobId: number): Promise<ApplicationRecord | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(inCompany(applications, companyId, eq(applications.resumeId, resumeId), eq(applications.jobId, jobId), isNull(applications.archivedAt)));
  return row;
}

/** Inserts unless the resume is already active in the job (then undefined). */
export async function insertApplication(db: DbOrTx, companyId: number, values: ApplicationValues): Promise<number | undefined> {
  const [row] = await db
    .insert(applications)
    .values({ ...values, companyId })
    .onConflictDoNothing({ target: [applications.companyId, applications.resumeId, applications.jobId], where: isNull(applications.archivedAt) })
    .returning({ id: applications.id });
  return row?.id;
}

/** The columns a restored candidate clears. */
export const NOT_ELIMINATED = { outcome: null, recruitmentState: null, eliminateReason: null, eliminateReasonId: null, eliminateReasonType: null, eliminatedAt: null, eliminatedBy: null } as const;

/** Updates the row if it is still at `version` (bumping it); false when someone changed it first. */
export async function updateVersioned(db: DbOrTx, companyId: number, id: number, version: number, patch: Partial<ApplicationValues>): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ ...patch, version: sql`${applications.version} + 1` })
    .where(inCompany(applications, companyId, eq(applications.id, id), eq(applications.version, version)))
    .returning({ id: applications.id });
  return rows.length === 1;
}

/** An account's name for the logs (the actor of a system call with an account id). */
export async function accountName(db: DbOrTx, companyId: number, accountId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, eq(accounts.id, accountId)));
  return row?.name;
}

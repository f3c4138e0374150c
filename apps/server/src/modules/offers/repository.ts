// Queries of the offers table. Lists join the names a row shows (candidate, job, department,
// creator) and keep to the jobs the caller sees (jobs/scope.ts).
import { ENDED_OFFER_STATUSES } from '@bole/domain';
import { and, count, desc, eq, getTableColumns, ilike, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, orgs } from '../company/tables';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';
import { offers } from './tables';

export type OfferRecord = typeof offers.$inferSelect;
export type OfferValues = Omit<typeof offers.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type ListedOffer = OfferRecord & { candidateName: string; jobName: string; orgName: string | null; creatorName: string };

const listedColumns = { ...getTableColumns(offers), candidateName: resumes.name, jobName: jobs.name, orgName: orgs.name, creatorName: accounts.userName };

function listed(db: DbOrTx) {
  return db
    .select(listedColumns)
    .from(offers)
    .innerJoin(resumes, and(eq(resumes.id, offers.resumeId), eq(resumes.companyId, offers.companyId), isNull(resumes.deletedAt)))
    .innerJoin(jobs, and(eq(jobs.id, offers.jobId), eq(jobs.companyId, offers.companyId), isNull(jobs.deletedAt)))
    .leftJoin(orgs, and(eq(orgs.id, offers.orgId), eq(orgs.companyId, offers.companyId)))
    .innerJoin(accounts, eq(accounts.id, offers.createdBy));
}

/** Condition: the candidate's name or the job's name contains the keyword. */
export const keywordMatch = (pattern: string): SQL | undefined => or(ilike(resumes.name, pattern), ilike(jobs.name, pattern));

/** One page of the company's offers matching `where` (conditions on offers, resumes and jobs), most recently changed first. */
export async function listOffers(db: DbOrTx, companyId: number, where: SQL | undefined, offset: number, limit: number): Promise<{ rows: ListedOffer[]; total: number }> {
  const condition = inCompany(offers, companyId, where);
  const rows = await listed(db).where(condition).orderBy(desc(offers.updatedAt), desc(offers.id)).limit(limit).offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(resumes, and(eq(resumes.id, offers.resumeId), eq(resumes.companyId, offers.companyId), isNull(resumes.deletedAt)))
    .innerJoin(jobs, and(eq(jobs.id, offers.jobId), eq(jobs.companyId, offers.companyId), isNull(jobs.deletedAt)))
    .where(condition);
  return { rows, total: total?.n ?? 0 };
}

/** One offer of the company with its names, within the scope (a condition on jobs). */
export async function findListed(db: DbOrTx, companyId: number, id: number, scope?: SQL): Promise<ListedOffer | undefined> {
  const [row] = await listed(db).where(inCompany(offers, companyId, eq(offers.id, id), scope));
  return row;
}

/** One offer of the company within the scope, locked until the transaction ends when `forUpdate`. */
export async function findOffer(db: DbOrTx, companyId: number, id: number, opts: { scope?: SQL; forUpdate?: boolean } = {}): Promise<OfferRecord | undefined> {
  const query = db
    .select(getTableColumns(offers))
    .from(offers)
    .innerJoin(jobs, and(eq(jobs.id, offers.jobId), eq(jobs.companyId, offers.companyId), isNull(jobs.deletedAt)))
    .where(inCompany(offers, companyId, eq(offers.id, id), opts.scope));
  const [row] = opts.forUpdate ? await query.for('update', { of: offers }) : await query;
  return row;
}

/** The application's offer that is not over (declined, expired, cancelled), if any. */
export async function liveOfferOf(db: DbOrTx, companyId: number, applicationId: number): Promise<OfferRecord | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(inCompany(offers, companyId, eq(offers.applicationId, applicationId), notInArray(offers.status, [...ENDED_OFFER_STATUSES])));
  return row;
}

export async function insertOffer(db: DbOrTx, companyId: number, values: OfferValues): Promise<number> {
  const [row] = await db
    .insert(offers)
    .values({ ...values, companyId })
    .returning({ id: offers.id });
  return row!.id;
}

/** Writes the patch and bumps the version. */
export async function updateOffer(db: DbOrTx, companyId: number, id: number, patch: Partial<OfferValues>): Promise<void> {
  await db
    .update(offers)
    .set({ ...patch, version: sql`${offers.version} + 1` })
    .where(inCompany(offers, companyId, eq(offers.id, id)));
}

/** The offer whose answer link has this token hash (any company: the link is the candidate's key), locked until the transaction ends when `forUpdate`. */
export async function findByTokenHash(db: DbOrTx, hash: string, forUpdate = false): Promise<OfferRecord | undefined> {
  const query = db.select().from(offers).where(eq(offers.answerTokenHash, hash));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

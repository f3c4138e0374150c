// The placeholder values of one candidate's application, read from the data as it stands:
// used by the template preview and by every sender of candidate notifications.
import { TemplatePlaceholder, type TemplateValues } from '@bole/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applications } from '../applications/tables';
import { accounts, addresses, companies, orgs } from '../company/tables';
import { demands } from '../demands/tables';
import { jobLevels } from '../jobs/settings.tables';
import { jobs } from '../jobs/tables';
import { portalJobUrl } from '../portal/public.service';
import { resumes } from '../resumes/tables';

const owner = alias(accounts, 'job_owner');

/** The company's address: the one in 企业信息, else its default 公司地址. */
async function companyAddress(db: DbOrTx, companyId: number, stated: string | null): Promise<string | null> {
  if (stated?.trim()) return stated;
  const [row] = await db
    .select({ detail: addresses.detail })
    .from(addresses)
    .where(inCompany(addresses, companyId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  return row?.detail ?? null;
}

/** The names of the ids in their order, joined by 、 (ids of deleted rows left out); null when none. */
function joinNames(ids: readonly number[], rows: { id: number; name: string }[]): string | null {
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  const names = ids.flatMap((id) => byId.get(id) ?? []);
  return names.length ? names.join('、') : null;
}

async function levelNames(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<string | null> {
  if (ids.length === 0) return null;
  return joinNames(ids, await db.select({ id: jobLevels.id, name: jobLevels.name }).from(jobLevels).where(inCompany(jobLevels, companyId, inArray(jobLevels.id, [...ids]))));
}

async function demandNames(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<string | null> {
  if (ids.length === 0) return null;
  return joinNames(ids, await db.select({ id: demands.id, name: demands.name }).from(demands).where(inCompany(demands, companyId, inArray(demands.id, [...ids]))));
}

/**
 * The values of the application's candidate that the data holds today: candidate, company,
 * job with its portal link (when the portal shows it), department, 职级, linked demands, the
 * job's recruiting owner as contact and the company's address. Placeholders of areas not
 * built yet (interviews, offers) and the ID number, which Bole does not store, stay empty.
 * Another company's application answers 404.
 */
export async function candidateValues(db: DbOrTx, companyId: number, applicationId: number, publicUrl: string): Promise<TemplateValues> {
  const [row] = await db
    .select({
      personName: resumes.name,
      companyName: companies.name,
      companyAddress: companies.address,
      jobId: jobs.id,
      jobName: jobs.name,
      rankIds: jobs.rankIds,
      demandIds: jobs.demandIds,
      orgName: orgs.name,
      contactName: owner.userName,
      contactTel: owner.loginMobile,
      contactEmail: owner.loginEmail,
    })
    .from(applications)
    .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId)))
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId)))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(orgs, and(eq(orgs.id, jobs.orgId), eq(orgs.companyId, jobs.companyId)))
    .leftJoin(owner, and(eq(owner.id, jobs.ownerId), eq(owner.companyId, jobs.companyId)))
    .where(inCompany(applications, companyId, eq(applications.id, applicationId), isNull(resumes.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND');
  // One after the other: the caller's transaction holds one connection.
  const jobUrl = await portalJobUrl(db, companyId, row.jobId, publicUrl);
  const address = await companyAddress(db, companyId, row.companyAddress);
  const jobRank = await levelNames(db, companyId, row.rankIds);
  const demandName = await demandNames(db, companyId, row.demandIds);
  return {
    [TemplatePlaceholder.PersonName]: row.personName,
    [TemplatePlaceholder.CompanyName]: row.companyName,
    [TemplatePlaceholder.JobName]: row.jobName,
    [TemplatePlaceholder.JobUrl]: jobUrl,
    [TemplatePlaceholder.OrgName]: row.orgName,
    [TemplatePlaceholder.JobRank]: jobRank,
    [TemplatePlaceholder.DemandName]: demandName,
    [TemplatePlaceholder.ContactName]: row.contactName,
    [TemplatePlaceholder.ContactTel]: row.contactTel,
    [TemplatePlaceholder.ContactEmail]: row.contactEmail,
    [TemplatePlaceholder.Address]: address,
  };
}

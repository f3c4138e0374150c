// Reading applications and putting resumes into jobs by hand (POST /api/applications).
import type { Application, ApplicationCreate } from '@bole/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { findJob } from '../jobs/repository';
import { jobScope, type Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { stagesByIds } from '../processes/job-stages';
import { findResume } from '../resumes/repository';
import { scopeCondition } from '../resumes/scope';
import { resumes } from '../resumes/tables';
import { applicationFor } from './access';
import { enterJob } from './enter';
import { presentApplication } from './presenter';
import type { FoundApplication } from './repository';
import { applications } from './tables';

/** Applications with their stages' names and types. */
export async function presentAll(db: DbOrTx, companyId: number, rows: readonly FoundApplication[]): Promise<Application[]> {
  const stages = await stagesByIds(db, companyId, rows.map((r) => r.stageId));
  return rows.map((r) => presentApplication(r, stages));
}

export async function getApplication(db: DbOrTx, caller: Caller, id: number): Promise<Application> {
  const [one] = await presentAll(db, caller.companyId, [await applicationFor(db, caller, id)]);
  return one!;
}

/** HR puts a resume he can see into a job he can see. */
export async function createApplication(db: Db, caller: Caller, body: ApplicationCreate): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [job, resume] = [await findJob(tx, caller.companyId, body.jobId, { scope: jobScope(caller) }), await findResume(tx, caller.companyId, body.resumeId, { scope: scopeCondition(caller) })];
    if (!job || !resume) throw new AppError('NOT_FOUND');
    return enterJob(tx, { companyId: caller.companyId, resumeId: body.resumeId, jobId: body.jobId, stageId: body.stageId, actorId: caller.accountId, source: 'manual' });
  });
}

/** Every application of a resume (archived ones too) in jobs the caller can see, newest first. */
export async function resumeApplications(db: Db, caller: Caller, resumeId: number): Promise<Application[]> {
  const resume = await findResume(db, caller.companyId, resumeId, { scope: scopeCondition(caller) });
  if (!resume) throw new AppError('NOT_FOUND');
  const rows = await db
    .select({ app: applications, jobName: jobs.name, recruitProcessId: jobs.recruitProcessId, resumeName: resumes.name })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId), isNull(jobs.deletedAt)))
    .innerJoin(resumes, and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId)))
    .where(inCompany(applications, caller.companyId, eq(applications.resumeId, resumeId), jobScope(caller)))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return presentAll(db, caller.companyId, rows.map((r) => ({ ...r.app, jobName: r.jobName, recruitProcessId: r.recruitProcessId, resumeName: r.resumeName })));
}

// Which jobs run on a recruiting process (招聘流程 "N 个职位使用", 360001): live jobs naming it
// (the default process also those naming none), with their status and candidates in the process.
import type { JobStatus, Page, ProcessJob, ProcessJobQuery } from '@bole/domain';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { stageCountsForJobs } from '../applications/counts';
import { containsPattern } from '../company/shared';
import { lifecycleAt } from '../jobs/presenter';
import { jobs } from '../jobs/tables';
import { jobsOn } from './processes.service';
import { recruitProcesses } from './tables';

export async function processJobs(db: Db, companyId: number, processId: number, q: ProcessJobQuery): Promise<Page<ProcessJob>> {
  const [process] = await db.select().from(recruitProcesses).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.id, processId)));
  if (!process) throw new AppError('NOT_FOUND');
  const where = and(eq(jobs.companyId, companyId), jobsOn(process.id, process.isDefault), q.keyword ? ilike(jobs.name, containsPattern(q.keyword)) : undefined);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const rows = await db
    .select({ id: jobs.id, name: jobs.name, status: jobs.status, expiresAt: jobs.expiresAt, closedAt: jobs.closedAt, closedReason: jobs.closedReason })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const counts = await stageCountsForJobs(db, companyId, rows.map((r) => r.id));
  const list = rows.map((r) => ({ id: r.id, name: r.name, status: lifecycleAt(r).status as JobStatus, inProcess: counts.get(r.id)?.counts.inProcess ?? 0 }));
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

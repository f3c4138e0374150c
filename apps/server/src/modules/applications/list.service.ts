// A job's table view (/recruit/job, 列表): filters by view, stage, source, keyword (name,
// phone, e-mail of the resume) and the job-list filter flags registered so far; newest first.
import type { ApplicationExportQuery, ApplicationListQuery, ApplicationPage } from '@bole/domain';
import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { containsPattern } from '../company/shared';
import { findJob } from '../jobs/repository';
import { jobScope, type Caller } from '../jobs/scope';
import { stagesByIds } from '../processes/job-stages';
import { tagsOf } from '../resumes/repository';
import { canSeeContact } from '../resumes/scope';
import { resumes } from '../resumes/tables';
import { cardColumns } from './board.service';
import { liveResume, stageCountsForJobs, viewCondition } from './counts';
import { availableFlags, flagConditions } from './flags';
import { presentCard } from './presenter';
import { applications } from './tables';

/**
 * The table view's filters on `applications` joined with `resumes` (the export uses them too).
 * The keyword matches phone and e-mail only for a caller who may see them (250001): otherwise
 * fragments would spell out a masked number digit by digit, as in the talent pool's search.
 */
export function tableFilters(companyId: number, jobId: number, q: ApplicationExportQuery, contactAllowed: boolean): SQL {
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  let keyword: SQL | undefined;
  if (pattern) keyword = contactAllowed ? or(ilike(resumes.name, pattern), ilike(resumes.mobile, pattern), ilike(resumes.email, pattern)) : ilike(resumes.name, pattern);
  return inCompany(
    applications,
    companyId,
    eq(applications.jobId, jobId),
    sql`${applications.archivedAt} is null`,
    viewCondition(q.view),
    q.stageId ? eq(applications.stageId, q.stageId) : undefined,
    q.source ? eq(applications.source, q.source) : undefined,
    keyword,
    ...flagConditions(companyId, q.flags ?? []),
  );
}

export async function listJobApplications(db: Db, caller: Caller, jobId: number, q: ApplicationListQuery): Promise<ApplicationPage> {
  const job = await findJob(db, caller.companyId, jobId, { scope: jobScope(caller) });
  if (!job) throw new AppError('NOT_FOUND');
  const where = tableFilters(caller.companyId, jobId, q, canSeeContact(caller));
  const [rows, [total], counts] = await Promise.all([
    db
      .select(cardColumns)
      .from(applications)
      .innerJoin(resumes, liveResume)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(applications).innerJoin(resumes, liveResume).where(where),
    stageCountsForJobs(db, caller.companyId, [jobId]),
  ]);
  const [stages, tags] = await Promise.all([stagesByIds(db, caller.companyId, rows.map((r) => r.stageId)), tagsOf(db, caller.companyId, rows.map((r) => r.resumeId))]);
  const list = rows.map((r) => {
    const stage = stages.get(r.stageId);
    return { ...presentCard(r, tags.get(r.resumeId)), stage: { id: r.stageId, name: stage?.name ?? '已删除的阶段', type: stage?.type ?? 5 } };
  });
  return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize, counts: counts.get(jobId)!.counts, flags: availableFlags() };
}

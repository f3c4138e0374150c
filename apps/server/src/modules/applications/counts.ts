// Candidate counts of jobs by stage and by view (招聘中, 待入职, 已入职, 已离职, 已淘汰),
// from the board index: cheap enough for the job list to show every row's funnel. Resumes in
// the recycle bin are left out, as on the board.
import type { ApplicationView, ViewCounts } from '@bole/domain';
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { resumes } from '../resumes/tables';
import { applications } from './tables';

/** The condition of a view on applications (undefined: all not archived). */
export function viewCondition(view: ApplicationView): SQL | undefined {
  switch (view) {
    case 'inProcess':
      return isNull(applications.outcome);
    case 'awaitingEntry':
      return eq(applications.recruitmentState, 5);
    case 'hired':
      return eq(applications.outcome, 1);
    case 'left':
      return eq(applications.outcome, 2);
    case 'eliminated':
      return eq(applications.outcome, 3);
    case 'all':
      return undefined;
  }
}

/** Join condition: the resume of an application, unless it is in the recycle bin. */
export const liveResume = and(eq(resumes.id, applications.resumeId), eq(resumes.companyId, applications.companyId), isNull(resumes.deletedAt));

type Group = { stageId: number; outcome: number | null; state: number | null; n: number };
const inView = (g: Group, view: ApplicationView): boolean =>
  view === 'all' ||
  (view === 'inProcess' && g.outcome === null) ||
  (view === 'awaitingEntry' && g.state === 5) ||
  (view === 'hired' && g.outcome === 1) ||
  (view === 'left' && g.outcome === 2) ||
  (view === 'eliminated' && g.outcome === 3);

export type JobCounts = { byStage: Map<number, number>; counts: ViewCounts };

const VIEWS: readonly ApplicationView[] = ['inProcess', 'awaitingEntry', 'hired', 'left', 'eliminated', 'all'];

function summarise(groups: readonly Group[], view: ApplicationView): JobCounts {
  const byStage = new Map<number, number>();
  for (const g of groups) if (inView(g, view)) byStage.set(g.stageId, (byStage.get(g.stageId) ?? 0) + g.n);
  const counts = Object.fromEntries(VIEWS.map((v) => [v, groups.filter((g) => inView(g, v)).reduce((sum, g) => sum + g.n, 0)])) as ViewCounts;
  return { byStage, counts };
}

async function groupsOf(db: DbOrTx, companyId: number, jobIds: readonly number[]) {
  return db
    .select({ jobId: applications.jobId, stageId: applications.stageId, outcome: applications.outcome, state: applications.recruitmentState, n: count() })
    .from(applications)
    .innerJoin(resumes, liveResume)
    .where(inCompany(applications, companyId, inArray(applications.jobId, [...jobIds]), sql`${applications.archivedAt} is null`))
    .groupBy(applications.jobId, applications.stageId, applications.outcome, applications.recruitmentState);
}

/**
 * Per job: candidates per stage in `view` (default 招聘中) and the total of every view. Jobs
 * without candidates answer empty counts. For the job list (`stageCountsForJobs(db, companyId, ids)`).
 */
export async function stageCountsForJobs(db: DbOrTx, companyId: number, jobIds: readonly number[], view: ApplicationView = 'inProcess'): Promise<Map<number, JobCounts>> {
  const rows = jobIds.length === 0 ? [] : await groupsOf(db, companyId, jobIds);
  return new Map(jobIds.map((jobId) => [jobId, summarise(rows.filter((r) => r.jobId === jobId), view)]));
}

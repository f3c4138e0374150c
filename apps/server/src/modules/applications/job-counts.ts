// Candidates of several jobs at once (the job list's funnel column, the job picker of 流程管理):
// per view, and per stage of each job's process 招聘中. Jobs outside the caller's company or data
// scope are left out, as if they did not exist.
import type { JobCandidateCounts } from '@bole/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { jobScope, type Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { processOfJob, stagesByIds, stagesOfProcesses } from '../processes/job-stages';
import { stageCountsForJobs } from './counts';

export async function jobCandidateCounts(db: Db, caller: Caller, ids: readonly number[]): Promise<JobCandidateCounts[]> {
  const visible = await db
    .select({ id: jobs.id, recruitProcessId: jobs.recruitProcessId })
    .from(jobs)
    .where(inCompany(jobs, caller.companyId, inArray(jobs.id, [...new Set(ids)]), jobScope(caller)));
  if (visible.length === 0) return [];

  const counts = await stageCountsForJobs(db, caller.companyId, visible.map((j) => j.id));
  // Jobs share processes (most run on the default one): resolve each named process once.
  const named = [...new Set(visible.map((j) => j.recruitProcessId))];
  const processOf = new Map<number | null, number>();
  await db.transaction(async (tx) => {
    for (const id of named) processOf.set(id, await processOfJob(tx, caller.companyId, id));
  });
  const stagesOf = await stagesOfProcesses(db, caller.companyId, [...new Set(processOf.values())]);
  // Stages no longer in a job's process that still hold candidates show after its own.
  const holding = [...counts.values()].flatMap((c) => [...c.byStage.keys()]);
  const library = await stagesByIds(db, caller.companyId, holding);

  const byId = new Map(visible.map((j) => [j.id, j]));
  return ids
    .filter((id, i) => byId.has(id) && ids.indexOf(id) === i)
    .map((jobId) => {
      const { byStage, counts: views } = counts.get(jobId)!;
      const own = (stagesOf.get(processOf.get(byId.get(jobId)!.recruitProcessId)!) ?? []).filter((s) => s.enabled);
      const strays = [...byStage.keys()].filter((id) => !own.some((s) => s.id === id)).flatMap((id) => library.get(id) ?? []);
      return { jobId, counts: views, stages: [...own, ...strays].map((s) => ({ id: s.id, name: s.name, type: s.type, count: byStage.get(s.id) ?? 0 })) };
    });
}

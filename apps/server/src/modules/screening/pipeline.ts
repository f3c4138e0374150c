// What screening needs of the recruiting process (modules/applications): the pushed
// application within the caller's jobs, its job's hiring managers, and the log.
import { JobListFilter, RecommendationFeedback, resumeActionLabels, StageAction, type ResumeAction } from '@bole/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { logActions, registerEventKinds } from '../applications/events';
import { registerApplicationFlag } from '../applications/flags';
import { findApplication } from '../applications/repository';
import { applications } from '../applications/tables';
import { findJob } from '../jobs/repository';
import { stagesByIds } from '../processes/job-stages';
import { jobScope, type Caller } from '../jobs/scope';
import { recommendations } from './tables';

/**
 * The application a push is about: `open` while it is still in the job's process, `pushable`
 * while its stage offers 推荐给用人部门 (screening and interview stages, unless switched off).
 */
export type PushTarget = { id: number; resumeId: number; jobId: number; jobName: string; stageName: string; open: boolean; pushable: boolean };

/** What screening writes to an application's log, named as the resume's operation records name it. */
export const SCREENING_EVENTS = ['recommend', 'screenFeedback'] as const satisfies readonly ResumeAction[];
registerEventKinds(Object.fromEntries(SCREENING_EVENTS.map((k) => [k, resumeActionLabels[k]])));

// The job table's filter flags 推荐已筛选 (a recipient answered) and 推荐待筛选 (one still awaited).
const pushedWith = (companyId: number, feedback: readonly number[]) =>
  sql`exists (select 1 from ${recommendations} where ${recommendations.companyId} = ${companyId} and ${recommendations.applicationId} = ${applications.id} and ${recommendations.feedback} in (${sql.join(
    feedback.map((f) => sql`${f}`),
    sql`, `,
  )}))`;
registerApplicationFlag(JobListFilter.RecommendationScreened, (companyId) =>
  pushedWith(companyId, [RecommendationFeedback.Passed, RecommendationFeedback.Failed, RecommendationFeedback.Pending]),
);
registerApplicationFlag(JobListFilter.RecommendationAwaitingScreening, (companyId) => pushedWith(companyId, [RecommendationFeedback.Awaiting]));

/** The application of the caller's company in a job he may see, else 404. */
export async function applicationOf(db: DbOrTx, caller: Caller, id: number): Promise<PushTarget> {
  const app = await findApplication(db, caller.companyId, id, { scope: jobScope(caller) });
  if (!app) throw new AppError('NOT_FOUND');
  const stage = (await stagesByIds(db, caller.companyId, [app.stageId])).get(app.stageId);
  return {
    id: app.id,
    resumeId: app.resumeId,
    jobId: app.jobId,
    jobName: app.jobName,
    stageName: stage?.name ?? '已删除的阶段',
    open: app.archivedAt === null && app.outcome === null,
    pushable: stage?.actions.includes(StageAction.PushToDepartment) ?? false,
  };
}

/** The job's hiring managers (userPersonAccountIds), the default recipients of a push. */
export async function hiringManagersOf(db: DbOrTx, companyId: number, jobId: number): Promise<number[]> {
  return (await findJob(db, companyId, jobId))?.hiringManagerIds ?? [];
}

/** One entry in the application's log and the resume's operation record, in the caller's transaction. */
export async function logEvent(db: DbOrTx, caller: Caller, target: { applicationId: number; resumeId: number }, kind: (typeof SCREENING_EVENTS)[number], note: string): Promise<void> {
  await logActions(db, { companyId: caller.companyId, accountId: caller.accountId, name: caller.userName }, kind, [{ applicationId: target.applicationId, kind, note, resumeId: target.resumeId, record: note }]);
}

// What screening needs of the recruiting process (modules/applications): the pushed
// application within the caller's jobs, its job's hiring managers, and the log.
import { resumeActionLabels, type ResumeAction } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { logActions, registerEventKinds } from '../applications/events';
import { findApplication } from '../applications/repository';
import { findJob } from '../jobs/repository';
import { jobScope, type Caller } from '../jobs/scope';

/** The application a push is about; `open` while it is still in the job's process. */
export type PushTarget = { id: number; resumeId: number; jobId: number; jobName: string; open: boolean };

/** What screening writes to an application's log, named as the resume's operation records name it. */
export const SCREENING_EVENTS = ['recommend', 'screenFeedback'] as const satisfies readonly ResumeAction[];
registerEventKinds(Object.fromEntries(SCREENING_EVENTS.map((k) => [k, resumeActionLabels[k]])));

/** The application of the caller's company in a job he may see, else 404. */
export async function applicationOf(db: DbOrTx, caller: Caller, id: number): Promise<PushTarget> {
  const app = await findApplication(db, caller.companyId, id, { scope: jobScope(caller) });
  if (!app) throw new AppError('NOT_FOUND');
  return { id: app.id, resumeId: app.resumeId, jobId: app.jobId, jobName: app.jobName, open: app.archivedAt === null && app.outcome === null };
}

/** The job's hiring managers (userPersonAccountIds), the default recipients of a push. */
export async function hiringManagersOf(db: DbOrTx, companyId: number, jobId: number): Promise<number[]> {
  return (await findJob(db, companyId, jobId))?.hiringManagerIds ?? [];
}

/** One entry in the application's log and the resume's operation record, in the caller's transaction. */
export async function logEvent(db: DbOrTx, caller: Caller, target: { applicationId: number; resumeId: number }, kind: (typeof SCREENING_EVENTS)[number], note: string): Promise<void> {
  await logActions(db, { companyId: caller.companyId, accountId: caller.accountId, name: caller.userName }, kind, [{ applicationId: target.applicationId, kind, note, resumeId: target.resumeId, record: note }]);
}

// 职位有效期: an open job closes itself when its retention runs out. Reads already answer such
// a job as closed (presenter.lifecycleAt, repository.openNow); this sweep writes it down, on
// the background job platform (pg-boss in production), every few minutes across companies.
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { closeExpired } from './repository';

const DAY_MS = 86_400_000;

/** When a job opened at `from` with `retention` days runs out (null: it does not). */
export const endOf = (from: Date, retention: number): Date | null => (retention > 0 ? new Date(from.getTime() + retention * DAY_MS) : null);

export const RETENTION_QUEUE = 'job-retention-sweep';
export const RETENTION_SWEEP_CRON = '*/5 * * * *';

/** Closes the jobs whose retention ran out; answers how many. */
export const sweepExpiredJobs = (db: Db): Promise<number> => closeExpired(db);

export async function scheduleRetentionSweep(background: Jobs, db: Db): Promise<void> {
  await background.work(RETENTION_QUEUE, async () => {
    await sweepExpiredJobs(db);
  });
  await background.schedule(RETENTION_QUEUE, RETENTION_SWEEP_CRON);
}

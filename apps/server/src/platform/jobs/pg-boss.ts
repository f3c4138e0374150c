import PgBoss from 'pg-boss';
import type pg from 'pg';
import { runAsSystem } from '../db/scope';
import { errorLine } from '../http/error-log';
import type { JobHandler, Jobs } from './jobs';
import { JOBS_TIME_ZONE } from './jobs';

type Log = { info(message: string): void; error(message: string): void };

// A job that outlives this is taken for a crashed worker and tried again.
const EXPIRE_SECONDS = 15 * 60;
const RETRY_LIMIT = 2;
const RETRY_DELAY_SECONDS = 60;
// How long a stopping server lets running jobs finish before leaving them to a retry.
const STOP_TIMEOUT_MS = 20_000;

/**
 * Starts pg-boss on the owner's connection pool (its tables go to the `pgboss` schema,
 * made and migrated on first start). Every queue is "stately": per key, one job waits and
 * one runs, so a mailbox is never polled twice at once even with several servers.
 */
export async function startPgBossJobs(pool: pg.Pool, log: Log): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule: true,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => log.error(`后台任务出错：${errorLine(error)}`));
  await boss.start();
  const aborter = new AbortController();
  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let made = queues.get(name);
    if (!made) {
      made = boss.createQueue(name, { name, policy: 'stately', retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: EXPIRE_SECONDS });
      queues.set(name, made);
    }
    return made;
  };
  return {
    async work<T extends object>(queue: string, handler: JobHandler<T>, opts: { batchSize?: number } = {}) {
      await ensureQueue(queue);
      await boss.work<T>(queue, { batchSize: opts.batchSize ?? 1, pollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) await runAsSystem(() => handler(job.data, aborter.signal));
      });
    },
    async send(queue, data, opts = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, opts.key ? { singletonKey: opts.key } : {});
    },
    async schedule(queue, cron) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: JOBS_TIME_ZONE });
    },
    async stop() {
      aborter.abort();
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
      log.info('后台任务已停止');
    },
  };
}

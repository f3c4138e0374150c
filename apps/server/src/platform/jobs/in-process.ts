import { runAsSystem } from '../db/scope';
import { errorLine } from '../http/error-log';
import type { JobHandler, Jobs } from './jobs';

/**
 * Jobs run at once in this process, for tests: nothing survives a restart and schedules do
 * not run (a test sends the scheduled job itself). Per key, a job sent while the same key
 * waits is dropped, as with pg-boss.
 */
export function inProcessJobs(): Jobs {
  const handlers = new Map<string, JobHandler<object>>();
  const waiting = new Set<string>();
  const running = new Set<Promise<void>>();
  const aborter = new AbortController();
  let chain = Promise.resolve();

  // One job at a time, in the order sent, like a worker with batch size 1.
  const run = (queue: string, data: object, key: string | undefined) => {
    const job = chain.then(async () => {
      if (key) waiting.delete(key);
      const handler = handlers.get(queue);
      if (!handler || aborter.signal.aborted) return;
      try {
        // As with pg-boss, a job does not inherit the scope of the request that sent it.
        await runAsSystem(() => handler(data, aborter.signal));
      } catch (error) {
        console.warn(`后台任务 ${queue} 失败：${errorLine(error)}`);
      }
    });
    chain = job;
    running.add(job);
    void job.finally(() => running.delete(job));
  };

  return {
    async work<T extends object>(queue: string, handler: JobHandler<T>) {
      handlers.set(queue, handler as JobHandler<object>);
    },
    async send(queue, data, opts = {}) {
      const key = opts.key ? `${queue}:${opts.key}` : undefined;
      if (key && waiting.has(key)) return;
      if (key) waiting.add(key);
      run(queue, data, key);
    },
    async schedule() {},
    async stop() {
      aborter.abort();
      await Promise.allSettled([...running]);
    },
  };
}

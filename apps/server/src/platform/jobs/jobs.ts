// Background work (mailbox polling; later scheduled sends, reminders, automation) as named
// queues. In production the queues live in PostgreSQL through pg-boss (pg-boss.ts), so that
// several server processes share them and a restart loses nothing; tests run jobs in-process.

/** Work of one job; `signal` aborts when the server stops, so long work can end between steps. */
export type JobHandler<T> = (data: T, signal: AbortSignal) => Promise<void>;

export type Jobs = {
  /**
   * Handles the queue's jobs in this process, one at a time. pg-boss fetches `batchSize`
   * jobs per poll (default 1) and polls every two seconds, so a queue of many short jobs
   * (mail delivery) asks for a larger batch.
   */
  work<T extends object>(queue: string, handler: JobHandler<T>, opts?: { batchSize?: number }): Promise<void>;
  /** Queues a job; with `key`, at most one job of that key waits while another runs. */
  send(queue: string, data: object, opts?: { key?: string }): Promise<void>;
  /** Queues an empty job by a cron expression in Asia/Shanghai time, once across all processes. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Aborts running handlers' signals, waits briefly for them and stops taking jobs. */
  stop(): Promise<void>;
};

/** The time zone schedules run in. */
export const JOBS_TIME_ZONE = 'Asia/Shanghai';

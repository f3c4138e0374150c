// Runs one kind of job in a worker thread, one job at a time (the machine is small), with a time
// limit and a memory ceiling. A job that hangs, crashes or runs out of memory ends its worker and
// fails with a WorkerFailure; the next job gets a new worker, and the server's own thread and heap
// are never held up. Hostile files (resumes, spreadsheets) are opened only through such a pool.
import { Worker } from 'node:worker_threads';
import { workerModule } from '../server-files';

/** The module a pool runs exports `handle`: it answers a request, or throws for a bug (refusals belong in the answer). */
export type WorkerHandler<Req, Res> = (request: Req) => Promise<Res>;

export type WorkerPool<Req, Res> = { run(request: Req): Promise<Res>; close(): Promise<void> };

export type WorkerLimits = {
  /** A job with no answer by then is given up and its worker ended. */
  timeoutMs: number;
  /** The worker's heap ceiling; past it the worker dies and the job fails. */
  maxMemoryMb: number;
  /** An idle worker is ended after this long (its memory goes back); kept for good when unset. */
  idleMs?: number;
};

/** A job the worker did not finish: no answer in time, out of memory, or the worker died. */
export class WorkerFailure extends Error {
  constructor(readonly reason: 'timeout' | 'crash', detail: string) {
    super(detail);
    this.name = 'WorkerFailure';
  }
}

export type WorkerReply<Res> = { id: number; ok: true; result: Res } | { id: number; ok: false; message: string };
type Task<Req, Res> = { id: number; request: Req; resolve: (r: Res) => void; reject: (e: Error) => void };

// The shim loads the module named in workerData (registering tsx first when it is a source,
// as worker threads do not inherit the loader the server runs under).
const SHIM_URL = workerModule('platform/workers/worker.mjs');

/** A pool running `entry`'s `handle` off the main thread. */
export function createWorkerPool<Req, Res>(entry: URL, limits: WorkerLimits): WorkerPool<Req, Res> {
  const queue: Task<Req, Res>[] = [];
  let worker: Worker | undefined;
  let current: { task: Task<Req, Res>; timer: NodeJS.Timeout } | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;
  let closed = false;

  const finish = (settle: (task: Task<Req, Res>) => void) => {
    if (!current) return;
    clearTimeout(current.timer);
    const { task } = current;
    current = undefined;
    settle(task);
    pump();
  };
  const discard = (w: Worker) => {
    if (worker === w) worker = undefined;
    void w.terminate();
  };

  function spawn(): Worker {
    const w = new Worker(SHIM_URL, { execArgv: [], workerData: { entry: entry.href }, resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb } });
    w.unref();
    w.on('message', (reply: WorkerReply<Res>) => {
      if (!current || reply.id !== current.task.id) return;
      if (reply.ok) finish((t) => t.resolve(reply.result));
      else finish((t) => t.reject(new Error(reply.message)));
    });
    // Out of memory or a crash inside the job: it fails, the next job gets a new worker.
    const died = (detail: string) => {
      discard(w);
      finish((t) => t.reject(new WorkerFailure('crash', detail)));
    };
    w.on('error', (error) => died(error.message));
    w.on('exit', (code) => worker === w && died(`worker exited with ${code}`));
    return w;
  }

  function pump() {
    if (current || closed) return;
    const task = queue.shift();
    if (!task) {
      if (worker && limits.idleMs !== undefined) idle = setTimeout((w: Worker) => discard(w), limits.idleMs, worker).unref();
      return;
    }
    clearTimeout(idle);
    worker ??= spawn();
    const w = worker;
    const timer = setTimeout(() => {
      discard(w);
      finish((t) => t.reject(new WorkerFailure('timeout', `no answer in ${limits.timeoutMs} ms`)));
    }, limits.timeoutMs);
    current = { task, timer };
    w.postMessage({ id: task.id, request: task.request });
  }

  return {
    run: (request) =>
      new Promise<Res>((resolve, reject) => {
        if (closed) return reject(new Error('worker pool closed'));
        queue.push({ id: nextId++, request, resolve, reject });
        pump();
      }),
    async close() {
      closed = true;
      clearTimeout(idle);
      for (const task of queue.splice(0)) task.reject(new Error('worker pool closed'));
      if (current) finish((t) => t.reject(new Error('worker pool closed')));
      if (worker) await worker.terminate();
      worker = undefined;
    },
  };
}

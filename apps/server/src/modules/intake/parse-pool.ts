// Runs the parser off the main thread, one file at a time (the machine is small), with a
// time and memory limit; a worker that hangs or dies is replaced and its file refused.
import { Worker } from 'node:worker_threads';
import { ParseRefusal, type ParsedFile } from './parser';
import type { ParseReply, ParseRequest } from './parse-worker';

export type ParseFn = (bytes: Buffer, fileName: string) => Promise<ParsedFile>;
export type ParsePool = { parse: ParseFn; close(): Promise<void> };

type Task = { request: ParseRequest; resolve: (r: ParsedFile) => void; reject: (e: Error) => void };

const WORKER_URL = new URL('./parse-worker.mjs', import.meta.url);

export function createParsePool(opts: { timeoutMs?: number; maxMemoryMb?: number } = {}): ParsePool {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const queue: Task[] = [];
  let worker: Worker | undefined;
  let current: { task: Task; timer: NodeJS.Timeout } | undefined;
  let nextId = 1;
  let closed = false;

  const finish = (settle: (task: Task) => void) => {
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
    const w = new Worker(WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: opts.maxMemoryMb ?? 512 } });
    w.unref();
    w.on('message', (reply: ParseReply) => {
      if (!current || reply.id !== current.task.request.id) return;
      if (reply.ok) finish((t) => t.resolve(reply.result));
      else finish((t) => t.reject(reply.refusal ? new ParseRefusal(reply.refusal, reply.detail) : new Error(reply.message)));
    });
    // Out of memory or a crash inside the parser: the file is refused, the next one gets a new worker.
    const died = (detail: string) => {
      discard(w);
      finish((t) => t.reject(new ParseRefusal('RESUME_FILE_TOO_COMPLEX', detail)));
    };
    w.on('error', (error) => died(error.message));
    w.on('exit', (code) => worker === w && died(`worker exited with ${code}`));
    return w;
  }

  function pump() {
    if (current || closed) return;
    const task = queue.shift();
    if (!task) return;
    worker ??= spawn();
    const w = worker;
    const timer = setTimeout(() => {
      discard(w);
      finish((t) => t.reject(new ParseRefusal('RESUME_FILE_TOO_COMPLEX', `no answer in ${timeoutMs} ms`)));
    }, timeoutMs);
    current = { task, timer };
    w.postMessage(task.request);
  }

  return {
    parse: (bytes, fileName) =>
      new Promise<ParsedFile>((resolve, reject) => {
        if (closed) return reject(new Error('parse pool closed'));
        queue.push({ request: { id: nextId++, bytes: new Uint8Array(bytes), fileName }, resolve, reject });
        pump();
      }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('parse pool closed'));
      if (worker) await worker.terminate();
      worker = undefined;
    },
  };
}

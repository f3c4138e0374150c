// Runs the parser off the main thread (platform/workers), one file at a time, with a time and
// memory limit; a file whose worker hangs or dies is refused as too complex.
import { workerModule } from '../../platform/server-files';
import { createWorkerPool, WorkerFailure } from '../../platform/workers/pool';
import { ParseRefusal, type ParsedFile } from './parser';
import type { ParseReply, ParseRequest } from './parse-worker';

export type ParseFn = (bytes: Buffer, fileName: string) => Promise<ParsedFile>;
export type ParsePool = { parse: ParseFn; close(): Promise<void> };

const WORKER_URL = workerModule('modules/intake/parse-worker.ts');

export function createParsePool(opts: { timeoutMs?: number; maxMemoryMb?: number } = {}): ParsePool {
  const pool = createWorkerPool<ParseRequest, ParseReply>(WORKER_URL, { timeoutMs: opts.timeoutMs ?? 30_000, maxMemoryMb: opts.maxMemoryMb ?? 512 });
  return {
    async parse(bytes, fileName) {
      let reply: ParseReply;
      try {
        reply = await pool.run({ bytes: new Uint8Array(bytes), fileName });
      } catch (error) {
        if (error instanceof WorkerFailure) throw new ParseRefusal('RESUME_FILE_TOO_COMPLEX', error.message);
        throw error;
      }
      if (reply.ok) return reply.result;
      throw new ParseRefusal(reply.refusal, reply.detail);
    },
    close: () => pool.close(),
  };
}

// Import files are read off the main thread (platform/workers), one at a time, with a time
// limit and a memory ceiling: a file that takes longer or more is refused, and the server keeps
// answering meanwhile. The worker is ended when idle, so its memory goes back between imports.
import { workerModule } from '../../platform/server-files';
import { createWorkerPool, WorkerFailure } from '../../platform/workers/pool';
import { AppError } from '../../platform/http/errors';
import type { SheetRow } from './import.read';
import type { SheetReply, SheetRequest } from './import.worker';

export type ReadSheet = (bytes: Buffer) => Promise<SheetRow[]>;
export type SheetReader = { read: ReadSheet; close(): Promise<void> };

const WORKER_URL = workerModule('modules/resumes/import.worker.ts');

export function createSheetReader(opts: { timeoutMs?: number; maxMemoryMb?: number } = {}): SheetReader {
  const pool = createWorkerPool<SheetRequest, SheetReply>(WORKER_URL, { timeoutMs: opts.timeoutMs ?? 30_000, maxMemoryMb: opts.maxMemoryMb ?? 256, idleMs: 5 * 60_000 });
  return {
    async read(bytes) {
      let reply: SheetReply;
      try {
        reply = await pool.run({ bytes: new Uint8Array(bytes) });
      } catch (error) {
        if (error instanceof WorkerFailure) throw new AppError('RESUME_IMPORT_UNREADABLE', '文件内容过大或过于复杂，无法读取；请删除多余的工作表、图片或格式后再导入');
        throw error;
      }
      if (reply.ok) return reply.rows;
      throw new AppError(reply.key, reply.message);
    },
    close: () => pool.close(),
  };
}

// The parser in a worker thread (run by parse-pool.ts): a pathological file can use up this
// thread's time and memory, never the server's. Answers a ParsedFile or a refusal.
import type { WorkerHandler } from '../../platform/workers/pool';
import { ParseRefusal, parseResumeFile } from './parser';

export type ParseRequest = { bytes: Uint8Array; fileName: string };
export type ParseReply = { ok: true; result: Awaited<ReturnType<typeof parseResumeFile>> } | { ok: false; refusal: ParseRefusal['key']; detail?: string };

export const handle: WorkerHandler<ParseRequest, ParseReply> = async ({ bytes, fileName }) => {
  try {
    return { ok: true, result: await parseResumeFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName) };
  } catch (error) {
    if (error instanceof ParseRefusal) return { ok: false, refusal: error.key, detail: error.detail };
    throw error;
  }
};

// The parser in a worker thread: a pathological file can use up this thread's time and
// memory, never the server's. Answers a ParsedFile, a refusal key, or an error message.
import { parentPort } from 'node:worker_threads';
import { ParseRefusal, parseResumeFile } from './parser';

export type ParseRequest = { id: number; bytes: Uint8Array; fileName: string };
export type ParseReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof parseResumeFile>> }
  | { id: number; ok: false; refusal?: ParseRefusal['key']; detail?: string; message?: string };

parentPort?.on('message', async ({ id, bytes, fileName }: ParseRequest) => {
  let reply: ParseReply;
  try {
    reply = { id, ok: true, result: await parseResumeFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName) };
  } catch (error) {
    reply = error instanceof ParseRefusal ? { id, ok: false, refusal: error.key, detail: error.detail } : { id, ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});

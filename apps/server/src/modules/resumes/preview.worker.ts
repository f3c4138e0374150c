// The Word 预览 conversion in a worker thread (run by preview.service.ts): a document that
// takes too long or too much memory ends this thread, never the server's.
import type { WorkerHandler } from '../../platform/workers/pool';
import { convertWordToHtml, type PreviewResult } from './preview.convert';

export type PreviewRequest = { bytes: Uint8Array; fileName: string };

export const handle: WorkerHandler<PreviewRequest, PreviewResult> = async ({ bytes, fileName }) =>
  convertWordToHtml(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName);

// The import file's reading in a worker thread (run by import.pool.ts): a spreadsheet bomb or a
// sheet too large for exceljs uses up this thread's time and memory, never the server's.
import type { WorkerHandler } from '../../platform/workers/pool';
import { ImportRefusal, readImportSheet, type SheetRow } from './import.read';

export type SheetRequest = { bytes: Uint8Array };
export type SheetReply = { ok: true; rows: SheetRow[] } | { ok: false; key: ImportRefusal['key']; message: string };

export const handle: WorkerHandler<SheetRequest, SheetReply> = async ({ bytes }) => {
  try {
    return { ok: true, rows: await readImportSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (error instanceof ImportRefusal) return { ok: false, key: error.key, message: error.message };
    throw error;
  }
};

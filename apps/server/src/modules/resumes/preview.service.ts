// The 预览 of Word attachments: converted once per file content (and converter version) in a
// worker with a time and memory limit, kept in resume_file_previews, and shown as a sandboxed
// page. A failed conversion is kept too and told in Chinese; the download is unaffected.
// Callers reach this only for readers resumeFileAccess gives the original (files.ts), so the
// cached HTML, which is not masked, never reaches a reader without 250001.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { FileStorage } from '../../platform/files/storage';
import { workerModule } from '../../platform/server-files';
import { createWorkerPool, WorkerFailure } from '../../platform/workers/pool';
import { PREVIEW_CONVERTER_VERSION, PREVIEW_FAILURES, type PreviewResult } from './preview.convert';
import { failurePage, previewPage } from './preview.page';
import { resumeFilePreviews } from './preview.tables';
import type { PreviewRequest } from './preview.worker';

/** The stored file behind an attachment. */
export type StoredWordFile = { sha256: string; storageKey: string; fileName: string };

/** The page to show: the document (`ok`), or why it cannot be shown. */
export type PreviewPage = { ok: boolean; html: string };

export type WordPreviews = {
  pageOf(db: Db, storage: FileStorage, companyId: number, file: StoredWordFile): Promise<PreviewPage>;
  close(): Promise<void>;
};

const WORKER_URL = workerModule('modules/resumes/preview.worker.ts');

export function createWordPreviews(opts: { timeoutMs?: number; maxMemoryMb?: number } = {}): WordPreviews {
  const pool = createWorkerPool<PreviewRequest, PreviewResult>(WORKER_URL, { timeoutMs: opts.timeoutMs ?? 20_000, maxMemoryMb: opts.maxMemoryMb ?? 256, idleMs: 5 * 60_000 });

  async function convert(storage: FileStorage, file: StoredWordFile): Promise<PreviewResult> {
    const bytes = await storage.read(file.storageKey);
    try {
      return await pool.run({ bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName: file.fileName });
    } catch (error) {
      // Hung or out of memory: the worker is gone, the file is kept as one that cannot be shown.
      if (error instanceof WorkerFailure) return { ok: false, failure: 'tooComplex' };
      throw error;
    }
  }

  return {
    async pageOf(db, storage, companyId, file) {
      const key = and(eq(resumeFilePreviews.sha256, file.sha256), eq(resumeFilePreviews.converter, PREVIEW_CONVERTER_VERSION));
      let [cached] = await db.select({ html: resumeFilePreviews.html, failure: resumeFilePreviews.failure }).from(resumeFilePreviews).where(inCompany(resumeFilePreviews, companyId, key));
      if (!cached) {
        const result = await convert(storage, file);
        cached = result.ok ? { html: result.html, failure: null } : { html: null, failure: PREVIEW_FAILURES[result.failure] };
        // Two first previews at once both convert; the first row stays.
        await db
          .insert(resumeFilePreviews)
          .values({ companyId, sha256: file.sha256, converter: PREVIEW_CONVERTER_VERSION, ...cached })
          .onConflictDoNothing();
      }
      if (cached.html === null) return { ok: false, html: failurePage(file.fileName, cached.failure ?? PREVIEW_FAILURES.corrupt) };
      return { ok: true, html: previewPage(file.fileName, cached.html) };
    },
    close: () => pool.close(),
  };
}

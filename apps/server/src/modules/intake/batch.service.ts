// A bulk upload: several files and zipped folders of resumes, each stored on its own, so a
// broken file is reported and never stops the rest.
import { RESUME_BATCH_MAX_FILES, StorageResult, type ResumeBatchItem, type ResumeBatchResult } from '@bole/domain';
import { AppError } from '../../platform/http/errors';
import type { Operator } from '../resumes/service';
import { ParseRefusal } from './parser';
import { detectFormat } from './parser/detect';
import { FOLDER_ZIP_LIMITS, readZip } from './parser/extract/zip';
import { intakeResumeFile, type IncomingFile, type IntakeDeps } from './upload.service';

/** A file of the batch, or one refused before parsing (too large, a broken zip). */
export type BatchFile = (IncomingFile & { label?: string }) | { fileName: string; refused: string };

// Folders' own entries and the files operating systems leave in zips.
const SYSTEM_ENTRY = /(^|\/)(__MACOSX|\.[^/]*)(\/|$)|(^|\/)(thumbs\.db|desktop\.ini)$/i;

const failed = (fileName: string, reason: string): ResumeBatchItem => ({ fileName, storageResult: StorageResult.Failed, id: null, parseStatus: null, format: null, reason });

/** The batch with each zip replaced by the files in it; a file from a zip is labelled with its path in the zip. */
export function expandZips(files: readonly BatchFile[]): BatchFile[] {
  return files.flatMap((f): BatchFile[] => {
    if ('refused' in f || detectFormat(f.bytes, f.fileName) !== 'zip') return [f];
    try {
      return [...readZip(f.bytes, FOLDER_ZIP_LIMITS)]
        .filter(([path]) => !SYSTEM_ENTRY.test(path))
        .map(([path, bytes]) => ({ fileName: path.slice(path.lastIndexOf('/') + 1), label: `${f.fileName}/${path}`, bytes }));
    } catch (error) {
      if (error instanceof ParseRefusal) return [{ fileName: f.fileName, refused: error.message }];
      throw error;
    }
  });
}

/** Stores every resume of the batch, one after another, and answers a result per file. */
export async function intakeBatch(deps: IntakeDeps, op: Operator, files: readonly BatchFile[]): Promise<ResumeBatchResult> {
  const items: ResumeBatchItem[] = [];
  for (const [i, f] of expandZips(files).entries()) {
    const label = 'refused' in f ? f.fileName : (f.label ?? f.fileName);
    if ('refused' in f) items.push(failed(label, f.refused));
    else if (i >= RESUME_BATCH_MAX_FILES) items.push(failed(label, `一次最多上传${RESUME_BATCH_MAX_FILES}份简历，请分批上传`));
    else {
      try {
        const r = await intakeResumeFile(deps, op, f);
        items.push({ fileName: label, storageResult: r.storageResult, id: r.id, parseStatus: r.parseStatus, format: r.format, reason: r.reason });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        items.push(failed(label, error.message));
      }
    }
  }
  const countOf = (result: number) => items.filter((x) => x.storageResult === result).length;
  return { total: items.length, stored: countOf(StorageResult.Stored), duplicates: countOf(StorageResult.Duplicate), failed: countOf(StorageResult.Failed), items };
}

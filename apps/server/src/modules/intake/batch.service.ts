// A bulk upload: several files and zipped folders of resumes, each stored on its own, so a
// broken file is reported and never stops the rest. Every file of a zip gets a line in the
// answer: stored, refused with the reason, or skipped as an operating system's file. A zip's
// files are inflated one at a time, when their turn comes, never all at once.
import { BATCH_SKIPPED, BATCH_SKIPPED_REASON, ERRORS, RESUME_BATCH_MAX_FILES, StorageResult, type ResumeBatchItem, type ResumeBatchResult } from '@bole/domain';
import { cleanFileName } from '../../platform/files/serve';
import { AppError } from '../../platform/http/errors';
import type { Operator } from '../resumes/service';
import { ParseRefusal, RESUME_FILE_MAX_BYTES } from './parser';
import { detectFormat } from './parser/detect';
import { FOLDER_ZIP_LIMITS, listZip } from './parser/extract/zip';
import { intakeResumeFile, type IncomingFile, type IntakeDeps } from './upload.service';

/** A file of the batch, or one refused before parsing (too large). */
export type BatchFile = IncomingFile | { fileName: string; refused: string };

/** One line of the answer: a file to store (read when its turn comes), one refused, or one skipped. */
type BatchEntry = { label: string } & ({ file: () => IncomingFile } | { refused: string } | { skipped: string });

// Files operating systems leave in folders: macOS resource forks (`__MACOSX/`, `._name`) and
// folder settings, Windows thumbnails and folder settings, Office's lock files (`~$name.docx`).
// Any other file, in a dot-folder or named with a dot, is a file like the rest.
const SYSTEM_FILE = /(^|\/)__MACOSX\/|(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db|desktop\.ini|~\$[^/]*)$/i;

const line = (fileName: string, storageResult: number, reason: string): ResumeBatchItem => ({ fileName, storageResult, id: null, parseStatus: null, format: null, reason });

/** A path inside a zip with each of its parts cleaned like a file name (no NUL, no bidirectional override). */
const cleanPath = (path: string) => path.split(/[\\/]/).map(cleanFileName).filter(Boolean).join('/');

/** The lines of one uploaded file: itself, or each file of a zip labelled with its path in the zip. */
function entriesOf(f: BatchFile): BatchEntry[] {
  if ('refused' in f) return [{ label: f.fileName, refused: f.refused }];
  if (detectFormat(f.bytes, f.fileName) !== 'zip') return [{ label: f.fileName, file: () => f }];
  try {
    return listZip(f.bytes, FOLDER_ZIP_LIMITS).map((entry): BatchEntry => {
      const label = `${f.fileName}/${cleanPath(entry.name)}`;
      if (SYSTEM_FILE.test(entry.name)) return { label, skipped: BATCH_SKIPPED_REASON };
      if (entry.size > RESUME_FILE_MAX_BYTES) return { label, refused: ERRORS.RESUME_FILE_TOO_LARGE.message };
      return { label, file: () => ({ fileName: cleanFileName(entry.name) || '简历', bytes: entry.read() }) };
    });
  } catch (error) {
    if (error instanceof ParseRefusal) return [{ label: f.fileName, refused: error.message }];
    throw error;
  }
}

/** Stores every resume of the batch, one after another, and answers a result per file. */
export async function intakeBatch(deps: IntakeDeps, op: Operator, files: readonly BatchFile[]): Promise<ResumeBatchResult> {
  const items: ResumeBatchItem[] = [];
  let taken = 0;
  for (const entry of files.flatMap(entriesOf)) {
    const { label } = entry;
    if ('skipped' in entry) items.push(line(label, BATCH_SKIPPED, entry.skipped));
    else if ('refused' in entry) items.push(line(label, StorageResult.Failed, entry.refused));
    else if ((taken += 1) > RESUME_BATCH_MAX_FILES) items.push(line(label, StorageResult.Failed, `一次最多上传${RESUME_BATCH_MAX_FILES}份简历，请分批上传`));
    else {
      try {
        const r = await intakeResumeFile(deps, op, entry.file());
        items.push({ fileName: label, storageResult: r.storageResult, id: r.id, parseStatus: r.parseStatus, format: r.format, reason: r.reason });
      } catch (error) {
        // A refusal of this file alone: unreadable, or a zip entry that inflates past its declared size.
        if (error instanceof AppError || error instanceof ParseRefusal) items.push(line(label, StorageResult.Failed, error.message));
        else throw error;
      }
    }
  }
  const countOf = (result: number) => items.filter((x) => x.storageResult === result).length;
  return {
    total: items.length,
    stored: countOf(StorageResult.Stored),
    duplicates: countOf(StorageResult.Duplicate),
    failed: countOf(StorageResult.Failed),
    skipped: countOf(BATCH_SKIPPED),
    items,
  };
}

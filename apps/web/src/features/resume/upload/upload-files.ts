// 上传简历 without React: which files go, what each answer means for the person reading the
// list, the counts of the summary, and a small scheduler that keeps a few uploads in flight.
import { BATCH_SKIPPED, RESUME_BATCH_ZIP_MAX_MB, RESUME_UPLOAD_MAX_MB, ResumeParseStatus, StorageResult, type ResumeBatchItem, type ResumeUploadResult } from '@bole/domain';

/** What the parser reads (images are kept with their original, unread), and zipped folders of them. */
export const RESUME_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'html', 'htm', 'mht', 'mhtml', 'txt', 'eml', 'jpg', 'jpeg', 'png', 'zip'] as const;
export const RESUME_FILE_ACCEPT = RESUME_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
/** Uploads in flight at once: enough to keep the line busy, few enough for the server's one parser. */
export const UPLOAD_CONCURRENCY = 3;

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
export const isZip = (name: string) => extensionOf(name) === 'zip';

// Files operating systems leave in folders; a dropped folder's are skipped, not reported.
const SYSTEM_FILE = /^(\.|~\$)|^(thumbs\.db|desktop\.ini)$/i;
export const isSystemFile = (name: string) => SYSTEM_FILE.test(name);

/** Why a file is not sent, checked before any byte leaves (the server checks again). */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const ext = extensionOf(file.name);
  if (!(RESUME_FILE_EXTENSIONS as readonly string[]).includes(ext)) return '不支持该文件格式，请上传PDF、Word、HTML、MHT、TXT、邮件（.eml）、图片或zip压缩包';
  if (file.size === 0) return '文件为空，请检查后重新上传';
  const maxMb = ext === 'zip' ? RESUME_BATCH_ZIP_MAX_MB : RESUME_UPLOAD_MAX_MB;
  if (file.size > maxMb * 1024 * 1024) return ext === 'zip' ? `压缩包超过${maxMb}MB，请分成几个压缩包上传` : `文件超过${maxMb}MB，请压缩或删去图片后重新上传`;
  return null;
}

/** `skipped`: a file an operating system left in a zip (macOS __MACOSX, .DS_Store), listed but not stored. */
export type OutcomeKind = 'stored' | 'flagged' | 'duplicate' | 'failed' | 'skipped';
export const outcomeLabels: Record<OutcomeKind, string> = { stored: '入库成功', flagged: '入库成功但有标记', duplicate: '重复', failed: '入库失败', skipped: '已忽略' };

/** One resume's result as the list shows it. */
export type Outcome = {
  kind: OutcomeKind;
  /** The resume to open: the new one, or the one already holding the same file. */
  id: number | null;
  /** The resume it duplicates, when that is another one. */
  duplicateOfId: number | null;
  reason: string | null;
  /** A file from a zip: its path in the zip. */
  fileName?: string;
};

const FLAG_TEXT: Partial<Record<number, string>> = {
  [ResumeParseStatus.SavedWithoutPhone]: '无手机号',
  [ResumeParseStatus.SavedWithBadPhone]: '手机号格式有误',
  [ResumeParseStatus.ParseFailed]: '解析失败',
};

/** The outcome of a stored, flagged or duplicate answer of the upload endpoints. */
export function outcomeOf(r: Pick<ResumeUploadResult, 'id' | 'parseStatus' | 'storageResult' | 'reason'> & { duplicateOfId?: number | null }): Outcome {
  const duplicateOfId = r.duplicateOfId != null && r.duplicateOfId !== r.id ? r.duplicateOfId : null;
  if (r.storageResult === StorageResult.Duplicate) return { kind: 'duplicate', id: r.id, duplicateOfId, reason: r.reason };
  if (r.storageResult === StorageResult.Failed) return { kind: 'failed', id: null, duplicateOfId: null, reason: r.reason };
  if (r.parseStatus === ResumeParseStatus.Saved) return { kind: 'stored', id: r.id, duplicateOfId: null, reason: null };
  return { kind: 'flagged', id: r.id, duplicateOfId, reason: r.reason ?? FLAG_TEXT[r.parseStatus] ?? null };
}

/** The outcome of one resume inside a zip. */
export function batchItemOutcome(item: ResumeBatchItem): Outcome {
  if (item.storageResult === BATCH_SKIPPED) return { kind: 'skipped', id: null, duplicateOfId: null, reason: item.reason, fileName: item.fileName };
  if (item.id === null || item.parseStatus === null) return { kind: 'failed', id: null, duplicateOfId: null, reason: item.reason, fileName: item.fileName };
  return { ...outcomeOf({ id: item.id, parseStatus: item.parseStatus, storageResult: item.storageResult, reason: item.reason }), fileName: item.fileName };
}

export const failure = (reason: string): Outcome => ({ kind: 'failed', id: null, duplicateOfId: null, reason });

export type UploadState = 'waiting' | 'uploading' | 'parsing' | 'done' | 'cancelled';

/** A picked file in the list: its progress, then one outcome (a zip: one per resume inside). */
export type UploadRow = { key: string; fileName: string; size: number; state: UploadState; progress: number; outcomes: Outcome[] };

export type UploadSummary = Record<OutcomeKind, number> & { total: number; pending: number };

/** The counts of the summary; a zip counts each resume in it (skipped system files are counted apart, not in the total). */
export function summaryOf(rows: readonly UploadRow[]): UploadSummary {
  const s: UploadSummary = { total: 0, pending: 0, stored: 0, flagged: 0, duplicate: 0, failed: 0, skipped: 0 };
  for (const row of rows) {
    if (row.state === 'cancelled') continue;
    if (row.state !== 'done') {
      s.pending += 1;
      s.total += 1;
      continue;
    }
    for (const o of row.outcomes) {
      s[o.kind] += 1;
      if (o.kind !== 'skipped') s.total += 1;
    }
  }
  return s;
}

/**
 * Runs queued jobs with at most `limit` in flight; jobs can be added while others run. A
 * job that throws is the job's own business: the next one starts all the same.
 */
export function createScheduler(limit: number, onIdle?: () => void) {
  const queue: (() => Promise<unknown>)[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && queue.length > 0) {
      const job = queue.shift()!;
      active += 1;
      void job()
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          pump();
          if (active === 0 && queue.length === 0) onIdle?.();
        });
    }
  };
  return {
    add(job: () => Promise<unknown>) {
      queue.push(job);
      pump();
    },
    /** Drops the jobs that have not started. */
    clear() {
      queue.length = 0;
    },
    get active() {
      return active;
    },
  };
}

export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

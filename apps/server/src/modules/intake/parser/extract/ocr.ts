// Text of an image resume by OCR, offline: tesseract.js runs its WASM core and reads the
// chi_sim and eng language data shipped in node_modules; nothing is fetched and no image
// leaves the server. One tesseract worker per thread, made on first use (loading the
// languages takes seconds) and kept for the next image.
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const LANGS = ['chi_sim', 'eng'] as const;
/** Longest an image may take, first start of the OCR included; below the parse pool's limit. */
export const OCR_TIMEOUT_MS = 20_000;

export class OcrFailure extends Error {
  constructor(readonly reason: 'timeout' | 'unreadable') {
    super(reason);
    this.name = 'OcrFailure';
  }
}

const require = createRequire(import.meta.url);
/** The LSTM-only ("best_int") model of a language package: small and the most accurate. */
const traineddataOf = (lang: string) => path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`);

/** tesseract.js reads every language from one folder: link both packages' files into a private one while it loads. */
async function startWorker(): Promise<Worker> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bole-ocr-'));
  try {
    for (const lang of LANGS) await symlink(traineddataOf(lang), path.join(dir, `${lang}.traineddata.gz`));
    // A local langPath is read from disk; cacheMethod 'none' writes no copy into the working directory.
    // Without an errorHandler tesseract.js throws a failed job's error out of its message
    // listener, which would end the thread; the job's promise rejects with it anyway.
    const ocr = await createWorker([...LANGS], OEM.LSTM_ONLY, { langPath: dir, gzip: true, cacheMethod: 'none', errorHandler: () => undefined });
    // Keeps Chinese words together and a column gap as several spaces, as the text parser expects.
    await ocr.setParameters({ preserve_interword_spaces: '1' });
    return ocr;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let worker: Promise<Worker> | undefined;

/** Ends this thread's OCR worker (the CLI and tests call it; a parse thread just ends). */
export async function closeOcr(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await w.then((x) => x.terminate()).catch(() => undefined);
}

/** What tesseract read: the text, its mean confidence (0-100) and each line with its own. */
export type OcrResult = { text: string; confidence: number; lines: { text: string; confidence: number }[] };

/** The text tesseract reads in an image; throws OcrFailure when it is too slow or cannot read the file. */
export async function imageText(bytes: Buffer, timeoutMs = OCR_TIMEOUT_MS): Promise<string> {
  return (await readImage(bytes, timeoutMs)).text;
}

/** The text of an image with the confidence of the whole and of each line. */
export async function readImage(bytes: Buffer, timeoutMs = OCR_TIMEOUT_MS): Promise<OcrResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrFailure('timeout')), timeoutMs);
  });
  try {
    worker ??= startWorker();
    const ocr = await Promise.race([worker, timeout]);
    const { data } = await Promise.race([ocr.recognize(bytes, {}, { text: true, blocks: true }), timeout]);
    const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => ({ text: l.text.trim(), confidence: l.confidence }))));
    return { text: data.text, confidence: data.confidence, lines };
  } catch (error) {
    if (!(error instanceof OcrFailure)) throw new OcrFailure('unreadable');
    // A worker that timed out is still busy: the next image gets a new one.
    void closeOcr();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Dots OCR drops and brackets it misreads, put back where nothing else fits: an e-mail
 * domain "example net", a month "2005 07", "〈 2019.07 - 至今)", a middle dot read as " . ", a dash as 一, a label's colon as ;.
 */
export function repairOcrText(text: string): string {
  return text
    .replace(/(@[A-Za-z0-9-]+)\s+(com|cn|net|org)\b/g, '$1.$2')
    .replace(/\b((?:19|20)\d{2})\s+(0[1-9]|1[0-2])(?!\d)/g, '$1.$2')
    .replace(/[〈《〔]/g, '(')
    // A dash read as 一 between dates, a colon read as a semicolon after a label.
    .replace(/(?<=\d)\s*一\s*(?=\d)/g, ' - ')
    .replace(/^(\p{Script=Han}{2,8})\s*[;；]\s*(?=\S)/gmu, '$1: ')
    // A middle dot between Chinese pieces read as a full stop (深圳职业技术学院 . 大专).
    .replace(/(?<=\p{Script=Han})\s+\.\s*(?=\p{Script=Han})/gu, ' · ');
}

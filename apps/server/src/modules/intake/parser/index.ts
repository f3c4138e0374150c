// The resume parser: any supported file in, the resume fields out. Runs locally; nothing
// leaves the server (images are read by a local OCR). Files it will not read throw a
// ParseRefusal; files it reads but cannot make a resume of answer a `failure` reason.
import { detectFormat } from './detect';
import { decodeText } from './extract/decode';
import { htmlToText } from './extract/html';
import { isLatex, isMarkdown, latexToText, markdownToText } from './extract/markup';
import { readMime } from './extract/mime';
import { OCR_TIMEOUT_MS, OcrFailure, readImage, repairOcrText } from './extract/ocr';
import { docText, docxText } from './extract/office';
import { pdfText } from './extract/pdf';
import { nameFromFileName } from './person';
import { ParseRefusal, RESUME_FILE_MAX_BYTES } from './refusal';
import { isUnclear, legibleLines, legibleOnly } from './unclear';
import { parseResumeText } from './resume';
import type { DocFormat, ParsedResume } from './types';

export { closeOcr } from './extract/ocr';
export { ParseRefusal, RESUME_FILE_MAX_BYTES, RESUME_FILE_MAX_MB } from './refusal';
export { parseResumeText } from './resume';
export type * from './types';

export const PARSE_FAILURES = {
  image: '图片中没有识别到文字',
  imageTimeout: `图片文字识别超过 ${OCR_TIMEOUT_MS / 1000} 秒未完成，请上传 PDF 或 Word 格式的简历`,
  imageUnreadable: '图片无法读取（文件损坏或格式不支持），请上传 PDF 或 Word 格式的简历',
  noText: '文件中没有可读取的文字（可能是扫描件）',
  noName: '没有识别到姓名',
  imageUnclear: '图片文字不清晰，识别结果不可信，只保留了能确认的姓名和联系方式',
} as const;

export type ParsedFile = {
  format: DocFormat;
  resume: ParsedResume;
  /** Why no resume could be read from a file that was kept anyway. */
  failure?: string;
  /** For e-mails: the attachment the resume came from, when not the body. */
  source?: string;
};

type Candidate = { format: DocFormat; text: string; source?: string; failure?: string };

/** The OCR text of an image, or why there is none; an unclear image keeps only its legible lines, and a failure. */
async function imageCandidate(bytes: Buffer): Promise<Candidate> {
  try {
    const read = await readImage(bytes);
    if (read.text.trim() === '') return { format: 'image', text: '' };
    return isUnclear(read) ? { format: 'image', text: legibleLines(read), failure: PARSE_FAILURES.imageUnclear } : { format: 'image', text: repairOcrText(read.text) };
  } catch (error) {
    if (!(error instanceof OcrFailure)) throw error;
    return { format: 'image', text: '', failure: error.reason === 'timeout' ? PARSE_FAILURES.imageTimeout : PARSE_FAILURES.imageUnreadable };
  }
}

/** The text candidates of a file: one for a document, the body and each attachment for an e-mail. */
async function candidatesOf(bytes: Buffer, fileName: string, depth: number): Promise<Candidate[]> {
  const format = detectFormat(bytes, fileName);
  switch (format) {
    case 'pdf':
      return [{ format, text: await pdfText(bytes) }];
    case 'docx':
      return [{ format, text: await docxText(bytes) }];
    case 'ole':
      return [{ format: 'doc', text: await docText(bytes) }];
    case 'html':
      return [{ format, text: htmlToText(decodeText(bytes)) }];
    case 'text': {
      const text = decodeText(bytes);
      return [{ format, text: isLatex(text) ? latexToText(text) : isMarkdown(text) ? markdownToText(text) : text }];
    }
    case 'image':
      return [await imageCandidate(bytes)];
    case 'eml':
    case 'mhtml': {
      const mail = await readMime(bytes);
      const found: Candidate[] = mail.body ? [{ format, text: mail.body }] : [];
      if (depth >= 2) return found;
      for (const a of mail.attachments) {
        try {
          const inner = await candidatesOf(a.bytes, a.fileName, depth + 1);
          found.push(...inner.map((c) => ({ ...c, format, source: a.fileName })));
        } catch (error) {
          // A broken or unknown attachment does not spoil the rest of the mail.
          if (!(error instanceof ParseRefusal)) throw error;
        }
      }
      return found;
    }
    default:
      throw new ParseRefusal('RESUME_FILE_UNSUPPORTED', format);
  }
}

/** How much of a resume a text yielded, to pick the resume among an e-mail's parts. */
function scoreOf(r: ParsedResume, source: string | undefined): number {
  const named = source && /简历|resume|\bcv\b/i.test(source) ? 2 : 0;
  return (r.name ? 3 : 0) + (r.mobile ? 3 : 0) + (r.email ? 1 : 0) + (r.educations?.length ?? 0) * 2 + (r.workExperiences?.length ?? 0) * 2 + (r.gender !== undefined ? 1 : 0) + named;
}

/** Parses a resume file of any supported format. */
export async function parseResumeFile(bytes: Buffer, fileName: string): Promise<ParsedFile> {
  if (bytes.length === 0) throw new ParseRefusal('RESUME_FILE_EMPTY');
  if (bytes.length > RESUME_FILE_MAX_BYTES) throw new ParseRefusal('RESUME_FILE_TOO_LARGE');
  const candidates = await candidatesOf(bytes, fileName, 0);
  const format = candidates[0]?.format ?? (detectFormat(bytes, fileName) === 'eml' ? 'eml' : 'mhtml');
  let best: { resume: ParsedResume; score: number; source?: string; failure?: string } | undefined;
  for (const c of candidates) {
    if (c.text.trim() === '') continue;
    // Text read with a failure (an unclear image) gives only what cannot be noise.
    const resume = c.failure ? legibleOnly(parseResumeText(c.text)) : parseResumeText(c.text);
    const score = scoreOf(resume, c.source);
    if (!best || score > best.score) best = { resume, score, source: c.source, failure: c.failure };
  }
  if (format === 'eml' && (!best || best.score < 4)) throw new ParseRefusal('RESUME_FILE_NO_RESUME');
  if (!best) return { format, resume: {}, failure: candidates[0]?.failure ?? (format === 'image' ? PARSE_FAILURES.image : PARSE_FAILURES.noText) };
  const source = best.source ? { source: best.source } : {};
  const failure = best.failure ? { failure: best.failure } : {};
  if (best.resume.name) return { format, resume: best.resume, ...source, ...failure };
  // Job boards name their files after the candidate (智联招聘_李娜_会计.pdf).
  const fromFile = nameFromFileName(best.source ?? fileName) ?? nameFromFileName(fileName);
  if (fromFile) return { format, resume: { name: fromFile, ...best.resume }, ...source, ...failure };
  return { format, resume: best.resume, failure: best.failure ?? PARSE_FAILURES.noName, ...source };
}

/** The name to store when the document gives none: a name inside the file name, else the file name itself. */
export function placeholderName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return (nameFromFileName(fileName) ?? base.slice(0, 30)) || '未命名简历';
}

// A Word attachment as sanitised HTML for the 预览 (run in a worker by preview.worker.ts).
// What the bytes are decides, never the name: DOCX through mammoth (after the zip is checked
// for bombs), binary Word 97-2003 through word-extractor's text, and the HTML or web archive
// (MHTML) that job boards save under a .doc name as its own HTML. LibreOffice is not needed.
import { simpleParser } from 'mailparser';
import mammoth from 'mammoth';
import { detectFormat } from '../intake/parser/detect';
import { decodeText } from '../intake/parser/extract/decode';
import { docText } from '../intake/parser/extract/office';
import { readZip } from '../intake/parser/extract/zip';
import { ParseRefusal } from '../intake/parser/refusal';
import { escapeText, sanitizeHtml, type SanitizeLimits } from './preview.sanitize';

/**
 * Bumped whenever the conversion or the sanitiser changes what they write: cached previews
 * of an older version are converted again (preview.tables.ts).
 */
export const PREVIEW_CONVERTER_VERSION = 1;

export const PREVIEW_IMAGE_LIMITS: SanitizeLimits = { maxImageBytes: 1024 * 1024, maxTotalImageBytes: 4 * 1024 * 1024 };

/** Why a file has no preview, as the reader is told. */
export const PREVIEW_FAILURES = {
  corrupt: '文件已损坏或不是有效的Word文档，无法在线预览，请下载原文件查看',
  encrypted: '文件已加密，无法在线预览，请下载后用密码打开',
  unsupported: '该文件的格式暂不支持在线预览，请下载原文件查看',
  tooComplex: '文件内容过大或过于复杂，无法在线预览，请下载原文件查看',
} as const;
export type PreviewFailure = keyof typeof PREVIEW_FAILURES;

export type PreviewResult = { ok: true; html: string } | { ok: false; failure: PreviewFailure };

const RASTER = /^image\/(png|jpe?g|gif|webp|bmp)$/i;

/** Plain text as paragraphs (spaces kept); runs of tab-separated lines (Word table rows) as a table. */
export function textToHtml(text: string): string {
  const out: string[] = [];
  let rows: string[][] = [];
  const flush = () => {
    if (rows.length) out.push(`<table>${rows.map((cells) => `<tr>${cells.map((c) => `<td>${escapeText(c.trim())}</td>`).join('')}</tr>`).join('')}</table>`);
    rows = [];
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.includes('\t') && line.trim() !== '') {
      rows.push(line.split('\t'));
      continue;
    }
    flush();
    if (line.trim() !== '') out.push(`<p>${escapeText(line)}</p>`);
  }
  flush();
  return `<div class="text">${out.join('\n')}</div>`;
}

async function docxHtml(bytes: Buffer): Promise<string> {
  const files = readZip(bytes);
  if (!files.has('word/document.xml')) throw new ParseRefusal(files.has('xl/workbook.xml') || files.has('ppt/presentation.xml') ? 'RESUME_FILE_UNSUPPORTED' : 'RESUME_FILE_CORRUPT', 'no word/document.xml');
  let html: string;
  try {
    // Pictures of a raster type as data: URIs (the sanitiser drops those past the limits); others,
    // such as Word's EMF drawings, no browser shows.
    const convertImage = mammoth.images.imgElement(async (image) => {
      if (!RASTER.test(image.contentType)) return { src: '' };
      return { src: `data:${image.contentType};base64,${await image.read('base64')}` };
    });
    ({ value: html } = await mammoth.convertToHtml({ buffer: bytes }, { convertImage, externalFileAccess: false }));
  } catch (error) {
    throw new ParseRefusal('RESUME_FILE_CORRUPT', (error as Error).message);
  }
  return html;
}

/** The HTML of a web archive, with the pictures it carries resolved to data: URIs. */
async function mhtmlHtml(bytes: Buffer): Promise<{ html: string; images: Map<string, string> }> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
  try {
    mail = await simpleParser(bytes, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, maxHtmlLengthToParse: 5 * 1024 * 1024 });
  } catch (error) {
    throw new ParseRefusal('RESUME_FILE_CORRUPT', (error as Error).message);
  }
  const images = new Map<string, string>();
  for (const part of mail.attachments) {
    if (!RASTER.test(part.contentType)) continue;
    const uri = `data:${part.contentType};base64,${part.content.toString('base64')}`;
    const location = part.headers.get('content-location');
    // Word's archive names a picture by its place ("resume.files/image001.png") or by cid:.
    if (typeof location === 'string') {
      images.set(location, uri);
      images.set(location.replace(/^.*\//, ''), uri);
    }
    if (part.contentId) images.set(`cid:${part.contentId.replace(/^<|>$/g, '')}`, uri);
  }
  if (!mail.html) throw new ParseRefusal('RESUME_FILE_UNSUPPORTED', 'web archive without html');
  return { html: mail.html, images };
}

/** The HTML body of a Word attachment, or why there is none. Throws only for bugs. */
export async function convertWordToHtml(bytes: Buffer, fileName: string): Promise<PreviewResult> {
  const sanitize = (html: string, images?: Map<string, string>) =>
    sanitizeHtml(html, { ...PREVIEW_IMAGE_LIMITS, resolveImage: images && ((src) => images.get(src) ?? images.get(src.replace(/^.*\//, ''))) });
  try {
    switch (detectFormat(bytes, fileName)) {
      case 'docx':
        return { ok: true, html: `<div class="word">${sanitize(await docxHtml(bytes))}</div>` };
      case 'ole':
        return { ok: true, html: textToHtml(await docText(bytes)) };
      case 'html':
        return { ok: true, html: sanitize(decodeText(bytes)) };
      case 'mhtml': {
        const { html, images } = await mhtmlHtml(bytes);
        return { ok: true, html: sanitize(html, images) };
      }
      case 'text':
        return { ok: true, html: textToHtml(decodeText(bytes)) };
      case 'zip':
      case 'binary':
        return { ok: false, failure: 'corrupt' };
      default:
        return { ok: false, failure: 'unsupported' };
    }
  } catch (error) {
    if (!(error instanceof ParseRefusal)) throw error;
    if (error.key === 'RESUME_FILE_ENCRYPTED') return { ok: false, failure: 'encrypted' };
    if (error.key === 'RESUME_FILE_UNSUPPORTED') return { ok: false, failure: 'unsupported' };
    if (error.key === 'RESUME_FILE_BOMB' || error.key === 'RESUME_FILE_TOO_COMPLEX') return { ok: false, failure: 'tooComplex' };
    return { ok: false, failure: 'corrupt' };
  }
}

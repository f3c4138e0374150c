// Serving stored files to a browser: the type by extension (never the uploader's claim),
// inline only where the caller allows it, and headers that keep the bytes from being run.
import { fileExtension } from '@bole/domain';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  txt: 'text/plain; charset=utf-8',
  rtf: 'application/rtf',
  // Served as plain text when downloaded: a saved .html still opens, nothing renders on our origin.
  html: 'text/plain; charset=utf-8',
  htm: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  wps: 'application/vnd.ms-works',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/** The Content-Type a file is served with, by its extension. */
export function contentTypeOf(fileName: string): string {
  return TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}

// RFC 5987 attr-char: everything else is percent-encoded from UTF-8.
const encodeExtValue = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a file name in any script: an ASCII `filename` for old clients
 * (`fallback` plus the extension when the name has no ASCII letters to keep) and the real
 * name as `filename*=UTF-8''…` (RFC 6266 / 5987).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string, fallback = 'file'): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .trim();
  const ext = fileExtension(fileName);
  const base = ascii.replace(/\.[^.]*$/, '').replace(/[\s._-]/g, '') === '' ? `${fallback}${ext ? `.${ext}` : ''}` : ascii;
  return `${type}; filename="${base}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

// Marks that reorder text: LRM, RLM, ALM, the embeddings and overrides, the isolates.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A file name as the user sees it: the last path segment (old browsers send the whole path),
 * no control characters (NUL, which the database refuses, included) and no bidirectional
 * overrides (a U+202E makes `gpj.exe` read as `exe.jpg`), at most 200 characters with the
 * extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const name = [...base].filter((c) => c >= ' ' && c !== '\u007f' && !BIDI_CONTROL.test(c)).join('').trim();
  if ([...name].length <= 200) return name;
  const ext = fileExtension(name);
  const keep = ext ? `.${ext}` : '';
  return [...name].slice(0, 200 - keep.length).join('') + keep;
}

// The first bytes of the types a browser shows inline; a file claiming one of these
// extensions must really be one, so a renamed page cannot pose as a preview.
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 1024).includes('%PDF-'),
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

/** Whether the bytes fit the extension (checked for the types shown inline; others pass). */
export function contentMatchesName(fileName: string, bytes: Buffer): boolean {
  return SIGNATURES[fileExtension(fileName)]?.(bytes) ?? true;
}

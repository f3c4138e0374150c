// What a file really is, by its first bytes; the extension only breaks ties (job boards save
// HTML and MIME under a .doc name, so a name alone is never trusted).
import { looksUtf16 } from './extract/decode';
import type { DocFormat } from './types';

export type Detected = DocFormat | 'zip' | 'ole' | 'rtf' | 'binary';

const startsWith = (bytes: Buffer, ...sig: number[]) => sig.every((b, i) => bytes[i] === b);
const MIME_HEADER = /^(?:mime-version|content-type|from|to|subject|date|received|return-path|message-id|delivered-to|x-[\w-]+)\s*:/im;

/** The share of bytes in the first 4 KB that no text encoding uses. */
function controlShare(head: Buffer): number {
  let control = 0;
  for (const b of head) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x1b && b !== 0x0c) control += 1;
  return head.length === 0 ? 0 : control / head.length;
}

export function detectFormat(bytes: Buffer, fileName: string): Detected {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  // Zip first: a zip that stores a PDF uncompressed holds '%PDF-' within its first bytes.
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return ext === 'zip' ? 'zip' : ext === 'docx' || bytes.includes('word/') ? 'docx' : 'zip';
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'ole';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) || startsWith(bytes, 0xff, 0xd8, 0xff) || bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image';
  if (startsWith(bytes, 0x42, 0x4d) && ext === 'bmp') return 'image';
  if (bytes.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  const head = bytes.subarray(0, 4096);
  if (controlShare(head) > 0.05 && !/^\xff\xfe|^\xfe\xff/.test(head.subarray(0, 2).toString('latin1')) && !looksUtf16(bytes)) return 'binary';
  const text = head.toString('latin1').replace(/^\ufeff|^\xef\xbb\xbf/, '');
  if (MIME_HEADER.test(text.split(/\r?\n\r?\n/)[0] ?? '') && /content-type\s*:/i.test(text)) {
    return /^from\s*:|^to\s*:|^subject\s*:/im.test(text) || ext === 'eml' ? 'eml' : 'mhtml';
  }
  if (/<(?:!doctype\s+html|html|head|body|meta|table|div|p)\b/i.test(text)) return 'html';
  return 'text';
}

// Images whose OCR text is mostly noise (blurred, faded, tilted or speckled scans): the parse
// asks for review instead of storing jumbled text in the resume's fields.
import type { OcrResult } from './extract/ocr';
import type { ParsedResume } from './types';

/**
 * Below this mean confidence (0-100) an image's text is mostly noise: legible resumes, photos
 * included, read at 75 or more, unreadable scans at 20 or less.
 */
const MIN_CONFIDENCE = 50;
/** In an unclear image, lines read at least this confidently may still give a name or a contact. */
const LEGIBLE_LINE = 80;

export const isUnclear = (read: OcrResult) => read.confidence < MIN_CONFIDENCE;

/** The lines of an unclear image that were read confidently. */
export const legibleLines = (read: OcrResult) => read.lines.filter((l) => l.confidence >= LEGIBLE_LINE).map((l) => l.text).join('\n');

/** The fields a checked pattern vouches for (a person's name, a mobile number, an e-mail address); nothing else. */
export function legibleOnly(r: ParsedResume): ParsedResume {
  const kept: ParsedResume = {};
  if (r.name) kept.name = r.name;
  if (r.mobile) kept.mobile = r.mobile;
  if (r.email) kept.email = r.email;
  return kept;
}

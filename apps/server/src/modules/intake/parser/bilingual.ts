// Bilingual resumes state each fact twice: in two parts (Chinese sections, then the same
// sections in English) or side by side (工作经历 Work Experience, 某某有限公司（X Co., Ltd.）).
// The Chinese values are kept and the English ones dropped, so nothing is counted twice.
import { headingKind, type Section } from './sections';

const HAN = /\p{Script=Han}/u;
const LATIN_WORDS = String.raw`[A-Za-z][A-Za-z0-9'&.,\- ]*`;

/** Whether the document pairs a Chinese and an English heading on the same line at least twice. */
export function isSideBySide(lines: readonly string[]): boolean {
  return lines.filter((l) => headingKind(l) !== undefined && HAN.test(l) && /[A-Za-z]{3,}/.test(l)).length >= 2;
}

/**
 * A side-by-side line with its English translations removed: after a Chinese piece, a Latin
 * phrase in brackets, after a slash, or up to the next bar, colon or column gap.
 */
export function chineseSide(line: string): string {
  return line
    .replace(new RegExp(String.raw`(?<=\p{Script=Han}[^()]*)\s*\(\s*${LATIN_WORDS}\)`, 'gu'), '')
    .replace(new RegExp(String.raw`(?<=\p{Script=Han}[A-Za-z0-9]*)\s*/\s*${LATIN_WORDS}(?=\s*(?:\||$))`, 'gu'), '')
    .replace(new RegExp(String.raw`(?<=\p{Script=Han}[A-Za-z0-9]*)\s+${LATIN_WORDS}?[A-Za-z.](?=\s*(?:[|:]|\s{2}|$))`, 'gu'), '');
}

const isChineseHeading = (s: Section) => HAN.test(s.heading);

/** Sections without the English copies of sections that also come with a Chinese heading. */
export function withoutEnglishCopies(sections: readonly Section[]): Section[] {
  return sections.filter((s) => s.kind === 'header' || isChineseHeading(s) || !sections.some((o) => o.kind === s.kind && isChineseHeading(o)));
}

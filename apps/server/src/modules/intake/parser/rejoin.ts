// Narrow columns (PDF printouts, job-board cards) break lines inside words: 某某科技股份有 ⏎
// 限公司 技术部, 博 ⏎ 士研究生. A line is joined to the next when the two pieces only make a
// company, school or degree together. A left column of labels breaks the labels instead
// (联系  +86 139… ⏎ 电话): the second half is put back after the first.
import { COMPANY_WORD, degreeLabelOf, SCHOOL_WORD } from './lexicon';
import { isLabelHead, personPairs } from './labels';
import { headingKind } from './sections';

const lastPiece = (line: string) => /(\S+)$/.exec(line)?.[1] ?? '';
const firstPiece = (line: string) => /^(\S+)/.exec(line)?.[1] ?? '';
const firstCompany = (head: string) => /^\p{Script=Han}*?(?:公司|司)/u.exec(head)?.[0] ?? head;
const HAN_EDGE = /\p{Script=Han}$/u;
const SCHOOL_END = new RegExp(`${SCHOOL_WORD.source}$`, 'i');

/** Whether the end of one line and the start of the next are halves of one word. */
function broken(tail: string, head: string): boolean {
  if (!HAN_EDGE.test(tail) || !/^\p{Script=Han}/u.test(head) || head.includes(':')) return false;
  const whole = tail + head;
  // The next line starts inside a company ending (限公司, 司, 有限公司 after 股份).
  if (!COMPANY_WORD.test(tail) && /^(?:股份有限公司|集团有限公司|有限责任公司|有?限公?司|公?司)/.test(head) && COMPANY_WORD.test(tail + firstCompany(head))) return true;
  if (SCHOOL_END.test(whole) && !SCHOOL_END.test(tail) && head.length <= 3) return true;
  return degreeLabelOf(whole) !== undefined && degreeLabelOf(tail) === undefined && degreeLabelOf(head) === undefined;
}

/** 联系  +86 139… with the next line 电话: the label made whole (联系电话  +86 139…), else undefined. */
function wholeLabel(line: string, next: string): string | undefined {
  const [, first, rest] = /^(\p{Script=Han}{1,4})(\s{2,}.*)$/u.exec(line) ?? [];
  if (!first || !rest || !/^\p{Script=Han}{1,4}$/u.test(next)) return undefined;
  const label = first + next;
  const known = headingKind(label) !== undefined || (isLabelHead(label) && personPairs(`${label}: x`).some((p) => p.label === label));
  return known && !headingKind(first) ? label + rest : undefined;
}

/** Lines with words broken by a narrow column joined again. */
export function rejoinBrokenWords(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const label = previous === undefined ? undefined : wholeLabel(previous, line);
    if (label) {
      out[out.length - 1] = label;
      continue;
    }
    if (previous !== undefined && !headingKind(previous) && broken(lastPiece(previous), firstPiece(line))) out[out.length - 1] = previous + line;
    else out.push(line);
  }
  return out;
}

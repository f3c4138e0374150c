// Cutting a work, education, project or training section into its entries. An entry starts
// at a line with a time range (or at a repeated first label: 公司名称：… 公司名称：…); a short
// line right above that names the organisation belongs to it (公司 ⏎ 2019.07-至今 职位).
import { findRange, withoutRange, type TimeRange } from './dates';
import { entryPairs, type EntryKey, type Found } from './labels';
import { chinesePunctuation } from './normalize';

export type Entry = {
  range?: TimeRange;
  /** The short lines naming the entry: organisation, title, school, degree (time cut out). */
  head: string[];
  /** Labelled values of the entry. */
  labels: Map<EntryKey, string>;
  /** Free text lines (descriptions), with the label of the block they belong to. */
  body: { key: EntryKey | null; text: string }[];
};

// Labels that open a description block: the lines after them belong to it until the next label.
const BLOCK_KEYS: ReadonlySet<EntryKey> = new Set(['content', 'achievement', 'projectDesc', 'responsibility', 'trainingDesc', 'companyIntro', 'leaveReason']);

// Bullets, numbered points and sentences about what someone did are descriptions, not heads.
const isHeadLine = (line: string) =>
  line.length <= 90 && !/[。;；]$/.test(line) && !/^(?:[-*·•●▪]|\d+[.、)]\s*\S)/.test(line) && !/(负责|参与|完成|主导|协助|带领|推动|实现|搭建|优化|\b(?:led|built|designed|developed|managed|responsible)\b)/i.test(line);

const isHeadLike = (line: string) => isHeadLine(line) && line.length <= 50 && entryPairs(line).length === 0;
/** Whether a piece of the line names an organisation ("X Co., Ltd. - Shenzhen" does). */
const namesOrg = (line: string, orgWord: RegExp) => splitPieces(line).some((p) => orgWord.test(p));

/** Indexes where entries start. */
function starts(lines: readonly string[], orgWord: RegExp): number[] {
  const timed = lines.map((l) => findRange(l) !== undefined && !/^(工作描述|项目描述|描述)/.test(l));
  const found: number[] = [];
  let previous = -1;
  // A section whose first entry opens with a bare time line followed by the organisation
  // (时间 ⏎ 公司) writes every entry so: no time line takes the lines above it.
  const top = timed.indexOf(true);
  const timeFirst = top >= 0 && !namesOrg(withoutRange(lines[top]!, findRange(lines[top]!)!), orgWord) && !lines.slice(0, top).some((l) => namesOrg(l, orgWord)) && namesOrg(lines[top + 1] ?? '', orgWord);
  lines.forEach((line, i) => {
    if (!timed[i]) return;
    let start = i;
    // A time line that names no organisation takes the head lines above it (公司 ⏎ 职位 ⏎ 时间),
    // up to two, when the first of them names one.
    if (!timeFirst && !namesOrg(withoutRange(line, findRange(line)!), orgWord)) {
      for (let j = i - 1; j >= Math.max(previous + 1, i - 2); j -= 1) {
        if (timed[j] || !isHeadLike(lines[j]!)) break;
        if (namesOrg(lines[j]!, orgWord)) {
          start = j;
          break;
        }
      }
    }
    found.push(start);
    previous = i;
  });
  if (found.length > 0) return found;
  // No dates at all: entries start where their first label repeats.
  const first = lines.map((l) => entryPairs(l)[0]).find((p) => p && p.index === 0)?.key;
  return lines.flatMap((l, i) => (first && entryPairs(l)[0]?.key === first && entryPairs(l)[0]?.index === 0 ? [i] : []));
}

/** The entries of a section's lines; `orgWord` tells an organisation line (company, school). */
export function splitEntries(lines: readonly string[], orgWord: RegExp): Entry[] {
  const at = starts(lines, orgWord);
  if (at.length === 0) return lines.length > 0 ? [readEntry(lines)] : [];
  return at.map((start, i) => readEntry(lines.slice(start, at[i + 1] ?? lines.length)));
}

function readEntry(lines: readonly string[]): Entry {
  const entry: Entry = { head: [], labels: new Map(), body: [] };
  let block: EntryKey | null = null;
  let inBody = false;
  for (const line of lines) {
    const range = entry.range ? undefined : findRange(line);
    let rest = line;
    if (range) {
      entry.range = range;
      // A bulleted line with a period (- 某大学，金融学，本科（2014.09-2018.06）) is an entry's head.
      rest = withoutRange(line, range).replace(/^[-*·•●▪]\s*/, '');
      if (rest === '') continue;
    }
    const pairs: Found<EntryKey>[] = entryPairs(rest);
    if (pairs.length > 0 && pairs[0]!.index <= 1) {
      for (const pair of pairs) {
        if (pair.key === 'time') {
          const r = findRange(pair.value);
          if (r && !entry.range) entry.range = r;
          continue;
        }
        if (BLOCK_KEYS.has(pair.key)) {
          block = pair.key;
          inBody = true;
          if (pair.value) entry.body.push({ key: block, text: pair.value });
        } else if (pair.value && !entry.labels.has(pair.key)) entry.labels.set(pair.key, pair.value);
      }
      continue;
    }
    // Short lines before any description are the head; everything after is body text.
    if (!inBody && entry.head.length < 3 && isHeadLine(rest)) entry.head.push(rest);
    else {
      inBody = true;
      entry.body.push({ key: block, text: rest });
    }
  }
  return entry;
}

/** Body text of the given block keys (null: unlabelled text), one line per line. */
export function bodyText(entry: Entry, ...keys: (EntryKey | null)[]): string | undefined {
  const text = entry.body.filter((b) => keys.includes(b.key)).map((b) => b.text).join('\n').trim();
  return text === '' ? undefined : chinesePunctuation(text);
}

/** A line split at column gaps, bars, " · ", dashes, commas (not the one in "Co., Ltd.") and single spaces between Chinese words. */
export function splitPieces(line: string): string[] {
  return line
    .split(/\s{2,}|\s*[|]\s*|(?<=\p{Script=Han}),(?=\p{Script=Han})|(?<=\p{Script=Han})[·-](?=\p{Script=Han})|\s+·\s+|\s*,\s+(?!(?:ltd|inc|llc|limited)\b)|\s+-\s+|(?<=\p{Script=Han}|\))\s(?=\p{Script=Han}|[A-Za-z])|(?<=[A-Za-z)])\s(?=\p{Script=Han})/iu)
    .map((p) => p.trim().replace(/^:+|:+$/g, ''))
    .filter((p) => p !== '');
}

/** The pieces of an entry's head lines, with durations dropped and notes with digits set apart. */
export function headPieces(entry: Entry): string[] {
  return entry.head.flatMap((line) =>
    splitPieces(
      line
        .replace(/\[[^\]]*\]|\((?:\d+年)?(?:\d+个?月)?\)|\(\d+\s*(?:years?|months?)[^)]*\)/gi, '  ')
        // A trailing note with digits (500-999人, 20000元/月) is a piece of its own.
        .replace(/\s*(\([^()]*\d[^()]*\))/g, '  $1  '),
    ),
  );
}

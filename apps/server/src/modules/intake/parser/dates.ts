// Time ranges as resumes write them (2019/07, 2019年7月, 2019.7, Jul 2019, 07/2019, 至今,
// Present ...) normalised to 'YYYY.MM-YYYY.MM' or 'YYYY.MM-至今'.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
const MONTH_NAME = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?`;
// One point in time; the alternatives are tried left to right.
const POINT = [
  String.raw`(${YEAR})\s*(?:年\s*(\d{1,2})\s*月?|[./-]\s*(\d{1,2})(?!\d)(?:\s*[./-]\s*\d{1,2}(?!\d))?\s*(?:月)?)`, // 2019.07, 2019年7月, 2019-7-1
  String.raw`(\d{1,2})\s*[/.]\s*(${YEAR})`, // 07/2019
  String.raw`(${MONTH_NAME})\s*,?\s*(${YEAR})`, // Jul 2019
  String.raw`(${YEAR})\s*年?(?![\d.])`, // 2019
].join('|');
const NOW = String.raw`至今|迄今|现在|目前|今|present|now|current(?:ly)?|today|till\s+now|to\s+date`;
const DASH = String.raw`\s*(?:-{1,2}|~|至|到|to|until)\s*`;
const RANGE = new RegExp(`(?<![\\d.])(?:${POINT})${DASH}(?:(${NOW})|(?:${POINT}))`, 'i');

export type Point = { year: number; month: number | null };
export type TimeRange = { start: Point; end: Point | null; text: string; index: number; length: number };

/** Reads the groups of one POINT match (8 groups) into a year and optional month. */
function pointOf(g: (string | undefined)[]): Point | undefined {
  const [y1, m1a, m1b, m2, y2, name, y3, y4] = g;
  let year: string | undefined;
  let month: number | null = null;
  if (y1) [year, month] = [y1, Number(m1a ?? m1b)];
  else if (y2) [year, month] = [y2, Number(m2)];
  else if (y3) [year, month] = [y3, MONTHS.indexOf(name!.slice(0, 3).toLowerCase()) + 1];
  else year = y4;
  if (!year) return undefined;
  if (month !== null && (!Number.isInteger(month) || month < 1 || month > 12)) return undefined;
  return { year: Number(year), month };
}

const fmt = (p: Point) => (p.month === null ? String(p.year) : `${p.year}.${String(p.month).padStart(2, '0')}`);

/** 'YYYY.MM-YYYY.MM', 'YYYY.MM-至今', or years alone when the resume gives no months. */
export function formatRange(start: Point, end: Point | null): string {
  return `${fmt(start)}-${end ? fmt(end) : '至今'}`;
}

/** The first time range in a line, or undefined. */
export function findRange(line: string): TimeRange | undefined {
  const match = RANGE.exec(line);
  if (!match) return undefined;
  const groups = match.slice(1);
  const start = pointOf(groups.slice(0, 8));
  const current = groups[8];
  const end = current ? null : pointOf(groups.slice(9, 17));
  if (!start || end === undefined) return undefined;
  if (end && (end.year < start.year || (end.year === start.year && (end.month ?? 12) < (start.month ?? 1)))) return undefined;
  return { start, end, text: formatRange(start, end), index: match.index, length: match[0].length };
}

/** A line with its first time range cut out, the rest joined by two spaces. */
export function withoutRange(line: string, range: TimeRange): string {
  const before = line.slice(0, range.index).replace(/[\s:：|,，(（[【]+$/, '');
  const after = line.slice(range.index + range.length).replace(/^[\s:：|,，)）\]】]+/, '');
  return [before, after].filter((part) => part !== '').join('  ');
}

/** Sort key: open ranges first, then later ends, then later starts. */
export function recencyKey(range: TimeRange | undefined): [number, number] {
  if (!range) return [-Infinity, -Infinity];
  const month = (p: Point, fallback: number) => p.year * 12 + (p.month ?? fallback);
  return [range.end ? month(range.end, 12) : Infinity, month(range.start, 1)];
}

/** Most recent first; entries without a readable time keep their order at the end. */
export function byRecency<T>(entries: T[], rangeOf: (entry: T) => TimeRange | undefined): T[] {
  return entries
    .map((entry, order) => ({ entry, order, key: recencyKey(rangeOf(entry)) }))
    .sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1] || a.order - b.order)
    .map((x) => x.entry);
}

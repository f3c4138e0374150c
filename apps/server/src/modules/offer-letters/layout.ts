// Chinese line breaking for the PDF letter (禁则处理): a line may break between any two Chinese
// characters, Latin words and numbers stay whole, closing punctuation never starts a line and
// an opening bracket never ends one. Pure: the caller measures text in its font.

/** Punctuation that must not start a line: closing marks, pauses and stops (全角 and 半角). */
export const NO_LINE_START = new Set([...'，。、；：？！）」』》〉】〕〗’”…—·%,.;:?!)]}']);
/** Brackets and quotes that must not end a line. */
export const NO_LINE_END = new Set([...'（「『《〈【〔〖‘“([{']);

// A Latin word, a number, an e-mail or web address: kept on one line when it fits.
const WORD = /[A-Za-z0-9@._\-+/:#&'=~?%$,]+/y;
// Paired dashes and ellipses, which read as one mark and must not be split.
const PAIR = /——|……/y;

/** Splits text into the pieces a line may break between. */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let at = 0;
  while (at < text.length) {
    PAIR.lastIndex = at;
    WORD.lastIndex = at;
    const match = PAIR.exec(text) ?? WORD.exec(text);
    if (match && match.index === at) {
      // A run ending in stops (「邮箱：a@b.com。」) keeps them as their own units.
      let word = match[0];
      if (word.length > 1) word = word.replace(/[.,;:?!]+$/, '') || word;
      units.push(word);
      at += word.length;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(at)!);
    units.push(char);
    at += char.length;
  }
  return units;
}

const isSpace = (unit: string) => /^\s+$/.test(unit);
const startsBadly = (unit: string | undefined) => unit !== undefined && NO_LINE_START.has([...unit][0]!);
const endsBadly = (unit: string | undefined) => unit !== undefined && NO_LINE_END.has([...unit].at(-1)!);

/** A unit wider than a whole line, cut into characters (a very long address or a run of digits). */
function fitting(unit: string, maxWidth: number, measure: (text: string) => number): string[] {
  return measure(unit) <= maxWidth ? [unit] : [...unit];
}

/**
 * Lays a paragraph out in lines no wider than `maxWidth` (the first `firstIndent` narrower),
 * greedily, then moves characters between neighbouring lines until no line starts with
 * NO_LINE_START punctuation and none ends with a NO_LINE_END bracket (推出: the last character
 * of a line goes down with the mark). Spaces at line ends are dropped.
 */
export function breakLines(text: string, maxWidth: number, measure: (text: string) => number, firstIndent = 0): string[] {
  const units = breakUnits(text).flatMap((unit) => fitting(unit, maxWidth - firstIndent, measure));
  const lines: string[][] = [];
  let line: string[] = [];
  const widthOf = (parts: string[]) => measure(parts.join(''));
  const limit = () => (lines.length === 0 ? maxWidth - firstIndent : maxWidth);
  for (const unit of units) {
    if (line.length === 0 && isSpace(unit)) continue;
    if (widthOf([...line, unit]) <= limit() || line.length === 0) {
      line.push(unit);
      continue;
    }
    if (isSpace(unit)) {
      lines.push(line);
      line = [];
      continue;
    }
    const next = [unit];
    // Carry characters down while the new line would start with a closing mark or the old
    // one end with an opening bracket; never empty the old line.
    while (line.length > 1 && (startsBadly(next[0]) || endsBadly(line.at(-1)) || isSpace(line.at(-1)!))) {
      const moved = line.pop()!;
      if (!isSpace(moved)) next.unshift(moved);
    }
    lines.push(line);
    line = next;
  }
  if (line.length > 0) lines.push(line);
  return lines.map((parts) => parts.join('').trimEnd());
}

// Text as the extractors hand it over, made uniform before anything reads it: one Unicode
// form, one kind of space, no invisible characters, lines trimmed.

// CJK Radicals Supplement characters that NFKC leaves alone but that PDFs (Chromium's print
// to PDF in particular) emit for ordinary characters sharing the same glyph.
const RADICALS: Record<string, string> = {
  '⺁': '厂', '⺇': '几', '⺊': '卜', '⺌': '小', '⺎': '兀', '⺒': '巳', '⺓': '幺', '⺛': '旡',
  '⺝': '月', '⺟': '母', '⺠': '民', '⺩': '王', '⺪': '疋', '⺬': '示', '⺮': '竹', '⺯': '糸',
  '⺰': '纟', '⺳': '网', '⺶': '羊', '⺻': '聿', '⺼': '肉', '⺽': '臼', '⻁': '虎', '⻂': '衣',
  '⻄': '西', '⻅': '见', '⻆': '角', '⻉': '贝', '⻋': '车', '⻑': '長', '⻓': '长', '⻔': '门',
  '⻘': '青', '⻙': '韦', '⻚': '页', '⻛': '风', '⻜': '飞', '⻝': '食', '⻢': '马', '⻣': '骨',
  '⻤': '鬼', '⻥': '鱼', '⻦': '鸟', '⻧': '卤', '⻨': '麦', '⻩': '黄', '⻪': '黾', '⻬': '齐',
  '⻮': '齿', '⻰': '龙', '⻳': '龟',
};
const RADICAL_PATTERN = new RegExp(`[${Object.keys(RADICALS).join('')}]`, 'g');

/** Letters that look alike in resumes but are not the same code point. */
const LOOKALIKES: [RegExp, string][] = [
  [/[\u2010-\u2015\u2212\u30fc\ufe58\ufe63]/g, '-'], // hyphens, dashes, minus, long vowel mark
  [/[\u00b7\u2022\u2027\u30fb\u2219]/g, '·'], // middle dots (少数民族 names, bullets)
  [/[\u2018\u2019]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
];

// eslint-disable-next-line no-control-regex -- vertical tab and form feed end lines in Word text
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u000b\u000c]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/**
 * NFKC (full-width letters and digits, Kangxi radicals, ideographic spaces) plus the
 * radical map; control and zero-width characters removed; tabs kept as column breaks.
 */
export function normalizeText(raw: string): string {
  let text = raw.normalize('NFKC').replace(RADICAL_PATTERN, (c) => RADICALS[c] ?? c);
  for (const [pattern, replacement] of LOOKALIKES) text = text.replace(pattern, replacement);
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/g, '')
    .replace(CONTROLS, '')
    .replace(/[^\S\n\t]/g, ' ');
}

/** Non-empty trimmed lines, runs of spaces kept (they separate columns). */
export function linesOf(text: string): string[] {
  return normalizeText(text)
    .split('\n')
    .map((line) => line.replace(/\t+/g, '  ').trim())
    .filter((line) => line !== '');
}

/** Spaces between two Chinese characters removed (姓  名 -> 姓名, 教 育 背 景 -> 教育背景). */
export function squeezeHan(text: string): string {
  return text.replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '');
}

const FULL_WIDTH: Record<string, string> = { ',': '，', ';': '；', ':': '：', '!': '！', '?': '？' };

/** Chinese punctuation back in Chinese prose after NFKC made it ASCII (设计,推动 -> 设计，推动); English stays. */
export function chinesePunctuation(text: string): string {
  return text
    .replace(/(?<=\p{Script=Han})[,;:!?]|[,;:!?](?=\p{Script=Han})/gu, (c) => FULL_WIDTH[c] ?? c)
    .replace(/\(([^()]*\p{Script=Han}[^()]*)\)/gu, '（$1）');
}

// HTML to lines of text, as job boards export resumes (51job, 智联招聘, 猎聘, BOSS直聘 pages,
// and Word's HTML saved under a .doc name): blocks and table rows end lines, table cells
// are set apart by a column gap so "姓名 | 张伟" stays one line of two cells.

const NAMED: Record<string, string> = {
  nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", middot: '·', bull: '•',
  mdash: '—', ndash: '–', hellip: '…', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', copy: '©', reg: '®', yen: '¥',
  times: '×', deg: '°', laquo: '«', raquo: '»', hyphen: '-', minus: '-',
};

/** HTML character references (&nbsp; &#20320; &#x4F60;) as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi, (whole, dec: string, hex: string, name: string) => {
    if (dec || hex) {
      const code = dec ? Number(dec) : parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_END = /<\/(?:p|div|tr|li|h[1-6]|table|tbody|thead|dt|dd|dl|section|article|header|footer|ul|ol|pre|blockquote|center|form|fieldset)\s*>/gi;
const BLOCK_START = /<(?:p|div|tr|li|h[1-6]|table|dt|dd|section|article|br|hr|ul|ol)(?:\s[^>]*)?\/?>/gi;

/** The visible text of an HTML document, one block per line. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->|<!\[[\s\S]*?\]>/g, '')
      // Line breaks in the source are spaces, as a browser shows them.
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .replace(/<(script|style|head|title|noscript|template|svg|object|xml)\b[\s\S]*?<\/\1\s*>/gi, '')
      // Paragraphs inside a table cell (Word and mammoth write them) stay on the row's line.
      .replace(/(<t[dh]\b[^>]*>)([\s\S]*?)(<\/t[dh]\s*>)/gi, (_, open: string, inner: string, close: string) => open + inner.replace(/<\/?(?:p|div|br|h[1-6]|li|ul|ol|span)\b[^>]*>/gi, ' ') + close)
      .replace(/<\/t[dh]\s*>/gi, '  ')
      .replace(BLOCK_END, '\n')
      .replace(BLOCK_START, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/[ \t\u00a0]{3,}/g, '  '),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, '').replace(/^[ \t]+/, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
}

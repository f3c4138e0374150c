// PDF text through unpdf (pdf.js), rebuilt into lines by position: items on one baseline
// form a line, a wide gap between them becomes a column gap (two spaces); a sidebar is read
// after the main column instead of interleaved with it.
import { getDocumentProxy } from 'unpdf';
import { ParseRefusal } from '../refusal';
import { headingKind } from '../sections';

/** Resumes are a few pages; a longer PDF is read up to here. */
const MAX_PAGES = 20;

export type Item = { str: string; x: number; y: number; width: number; size: number };

function linesOfPage(items: Item[]): string[] {
  const rows: { y: number; size: number; items: Item[] }[] = [];
  for (const item of items.sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find((r) => Math.abs(r.y - item.y) <= Math.max(2, Math.min(r.size, item.size) * 0.5));
    if (row) row.items.push(item);
    else rows.push({ y: item.y, size: item.size, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const sorted = row.items.sort((a, b) => a.x - b.x);
      let line = '';
      let end = -Infinity;
      for (const item of sorted) {
        const gap = item.x - end;
        if (line !== '' && gap > item.size * 1.2) line += '  ';
        else if (line !== '' && gap > item.size * 0.2 && !line.endsWith(' ') && !item.str.startsWith(' ')) line += ' ';
        line += item.str;
        end = item.x + item.width;
      }
      return line;
    });
}

/**
 * Where a sidebar layout's main column starts: an x where five items or more start, that no
 * item left of it reaches, with a section heading there and another left of it. A one-column
 * page's full-width lines cross any such x; a table of labels lines its cells up but holds
 * no headings.
 */
function mainColumnOf(items: Item[]): number | undefined {
  const starts = new Map<number, number>();
  for (const i of items) starts.set(Math.round(i.x), (starts.get(Math.round(i.x)) ?? 0) + 1);
  const isHeading = (i: Item) => headingKind(i.str.trim()) !== undefined;
  const candidates = [...starts.entries()].filter(([, n]) => n >= 5).map(([x]) => x).sort((a, b) => a - b).slice(1);
  return candidates.find((x) => {
    const left = items.filter((i) => i.x < x - 1.5);
    return left.every((i) => i.x + i.width <= x) && left.some(isHeading) && items.some((i) => Math.abs(i.x - x) < 1.5 && isHeading(i));
  });
}

/** A page's lines; a sidebar page gives its main (wider) column first, then the sidebar. */
export function linesOfLayout(items: Item[]): string[] {
  const gutter = items.length > 0 ? mainColumnOf(items) : undefined;
  if (gutter === undefined) return linesOfPage(items);
  const left = items.filter((i) => i.x < gutter - 1.5);
  const right = items.filter((i) => i.x >= gutter - 1.5);
  const widthOf = (list: Item[]) => Math.max(...list.map((i) => i.x + i.width)) - Math.min(...list.map((i) => i.x));
  const [main, side] = widthOf(right) >= widthOf(left) ? [right, left] : [left, right];
  return [...linesOfPage(main), ...linesOfPage(side)];
}

/** The text of a PDF, page by page; encrypted and unreadable files are refused. */
export async function pdfText(bytes: Buffer): Promise<string> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false, useSystemFonts: false });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new ParseRefusal(name === 'PasswordException' ? 'RESUME_FILE_ENCRYPTED' : 'RESUME_FILE_CORRUPT', (error as Error).message);
  }
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue;
        const size = Math.abs(raw.transform[3] as number) || raw.height || 10;
        items.push({ str: raw.str, x: raw.transform[4] as number, y: raw.transform[5] as number, width: raw.width, size });
      }
      pages.push(linesOfLayout(items).join('\n'));
      page.cleanup();
    }
    return pages.join('\n');
  } catch (error) {
    throw new ParseRefusal('RESUME_FILE_CORRUPT', (error as Error).message);
  } finally {
    await doc.destroy();
  }
}

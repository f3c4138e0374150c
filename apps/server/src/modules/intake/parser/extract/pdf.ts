// PDF text through unpdf (pdf.js), rebuilt into lines by position: items on one baseline
// form a line, a wide gap between them becomes a column gap (two spaces).
import { getDocumentProxy } from 'unpdf';
import { ParseRefusal } from '../refusal';

/** Resumes are a few pages; a longer PDF is read up to here. */
const MAX_PAGES = 20;

type Item = { str: string; x: number; y: number; width: number; size: number };

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
      pages.push(linesOfPage(items).join('\n'));
      page.cleanup();
    }
    return pages.join('\n');
  } catch (error) {
    throw new ParseRefusal('RESUME_FILE_CORRUPT', (error as Error).message);
  } finally {
    await doc.destroy();
  }
}

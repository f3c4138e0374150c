// Word documents: DOCX through mammoth (after the zip is checked), legacy binary .doc
// through word-extractor. Other OLE files (encrypted OOXML, Excel, PowerPoint) are refused.
import { createRequire } from 'node:module';
import { ParseRefusal } from '../refusal';
import { htmlToText } from './html';
import { readZip } from './zip';

/** The text of a DOCX; tables keep their rows on one line (through HTML). */
export async function docxText(bytes: Buffer): Promise<string> {
  const files = readZip(bytes);
  if (!files.has('word/document.xml')) throw new ParseRefusal(files.has('xl/workbook.xml') || files.has('ppt/presentation.xml') ? 'RESUME_FILE_UNSUPPORTED' : 'RESUME_FILE_CORRUPT', 'no word/document.xml');
  try {
    // Loaded with the first DOCX, as word-extractor below.
    const { default: mammoth } = await import('mammoth');
    const { value } = await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true });
    return htmlToText(value);
  } catch (error) {
    throw new ParseRefusal('RESUME_FILE_CORRUPT', (error as Error).message);
  }
}

// word-extractor ships no types: the part used here, loaded through require with the first .doc
// (loading it takes longer than parsing most files, which `bole parse-resume` would pay every time).
type WordDocument = { getBody(): string; getTextboxes(opts: { includeHeadersAndFooters: boolean; includeBody: boolean }): string };
type WordExtractor = new () => { extract(source: Buffer): Promise<WordDocument> };
const requireHere = createRequire(import.meta.url);

const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/** The text of a binary Word 97-2003 document (OLE compound file). */
export async function docText(bytes: Buffer): Promise<string> {
  // Stream names sit in the compound file's directory as UTF-16.
  if (bytes.includes(utf16('EncryptedPackage'))) throw new ParseRefusal('RESUME_FILE_ENCRYPTED', 'encrypted OOXML');
  if (!bytes.includes(utf16('WordDocument'))) throw new ParseRefusal('RESUME_FILE_UNSUPPORTED', 'OLE file without WordDocument');
  try {
    const WordExtractor = requireHere('word-extractor') as WordExtractor;
    const doc = await new WordExtractor().extract(bytes);
    return [doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true })].filter((t) => t && t.trim()).join('\n');
  } catch (error) {
    throw new ParseRefusal('RESUME_FILE_CORRUPT', (error as Error).message);
  }
}

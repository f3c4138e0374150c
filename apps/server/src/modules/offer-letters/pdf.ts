// The offer letter as PDF (A4, pdfkit): the company's logo, the title 录用通知书, the template's
// paragraphs with a two-character first-line indent, justified, broken by Chinese rules
// (layout.ts), and the signature block with the company's name and the date in Chinese. The
// font is Noto Sans SC from npm (as the standard resume uses), embedded as a subset with its
// Unicode map, so the text can be selected and searched. Same input, same bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chineseDate, htmlTemplateToText, OFFER_LETTER_TITLE, renderTemplate, type TemplateValues } from '@bole/domain';
import PDFDocument from 'pdfkit';
import { breakLines } from './layout';

const require = createRequire(import.meta.url);
const FONT_DIR = '@expo-google-fonts/noto-sans-sc';
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontsOf = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_DIR}/400Regular/NotoSansSC_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_DIR}/700Bold/NotoSansSC_700Bold.ttf`)),
  });

const INK = '#1f1f1f';
const RULE = '#d9d9d9';
const MARGIN_X = 72;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 64;
const BODY_SIZE = 12;
const LINE_HEIGHT = BODY_SIZE * 1.9;
const PARAGRAPH_GAP = BODY_SIZE * 0.5;
const LOGO_BOX: [number, number] = [160, 48];

export type OfferLetterPdfInput = {
  /** The template's HTML with `${token}` placeholders. */
  content: string;
  /** The offer's values by placeholder id; a missing one reads as empty, as in the mail. */
  values: TemplateValues;
  /** The signature: the company's full name. */
  companyName: string;
  /** The company's logo (PNG or JPEG bytes); a file pdfkit cannot read is left out. */
  logo?: Buffer | null;
  /** The letter's date, 'YYYY-MM-DD' (China calendar day); written 2026年12月1日. */
  date: string;
};

/** The letter's paragraphs as plain text: the template's HTML read as text, then the values put in unescaped. */
export function letterParagraphs(content: string, values: TemplateValues): string[] {
  return renderTemplate(htmlTemplateToText(content), values, { html: false })
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

type Doc = PDFKit.PDFDocument;

/** A salutation (尊敬的张三：) sits at the margin; every other paragraph is indented two characters. */
const isSalutation = (text: string, index: number) => index === 0 && /[：:]$/.test(text);

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN_BOTTOM) doc.addPage();
}

// Justifying wider than this per gap would space a line out visibly (a long address carried to
// the next line); such a line stays ragged instead.
const MAX_SPREAD = BODY_SIZE * 0.15;

/** One line at (x, y); `spread` widens the gaps between characters so the line meets the right margin. */
function drawLine(doc: Doc, text: string, x: number, width: number, spread: boolean) {
  const natural = doc.widthOfString(text);
  const gaps = [...text].length - 1;
  const even = spread && gaps > 0 && natural < width ? (width - natural) / gaps : 0;
  const characterSpacing = even <= MAX_SPREAD ? even : 0;
  doc.text(text, x, doc.y, { lineBreak: false, characterSpacing });
}

function paragraph(doc: Doc, text: string, indent: number) {
  const width = doc.page.width - MARGIN_X * 2;
  const lines = breakLines(text, width, (s) => doc.widthOfString(s), indent);
  for (const [i, line] of lines.entries()) {
    ensureRoom(doc, LINE_HEIGHT);
    const x = MARGIN_X + (i === 0 ? indent : 0);
    const top = doc.y;
    drawLine(doc, line, x, width - (i === 0 ? indent : 0), i < lines.length - 1);
    doc.y = top + LINE_HEIGHT;
  }
  doc.y += PARAGRAPH_GAP;
}

function logoAtTop(doc: Doc, logo: Buffer | null | undefined): boolean {
  if (!logo) return false;
  try {
    // Scaled into the box, centred on the page; never enlarged past its own size by more than the box.
    doc.image(logo, (doc.page.width - LOGO_BOX[0]) / 2, MARGIN_TOP, { fit: LOGO_BOX, align: 'center', valign: 'center' });
    doc.y = MARGIN_TOP + LOGO_BOX[1] + 14;
    return true;
  } catch {
    // Not a PNG or JPEG pdfkit can read: the letter goes out without it rather than not at all.
    return false;
  }
}

function title(doc: Doc) {
  doc.font('bold').fontSize(22).fillColor(INK);
  const spacing = 6;
  const width = doc.widthOfString(OFFER_LETTER_TITLE, { characterSpacing: spacing }) - spacing;
  doc.text(OFFER_LETTER_TITLE, (doc.page.width - width) / 2, doc.y, { lineBreak: false, characterSpacing: spacing });
  doc.y += 22 * 1.5;
  const rule = doc.y;
  doc.moveTo(MARGIN_X, rule).lineTo(doc.page.width - MARGIN_X, rule).lineWidth(0.8).strokeColor(RULE).stroke();
  doc.y = rule + 20;
}

/** The company's name and the date at the right, each line broken like the body when it is long. */
function signature(doc: Doc, companyName: string, date: string) {
  doc.font('regular').fontSize(BODY_SIZE).fillColor(INK);
  const width = doc.page.width - MARGIN_X * 2;
  const blockWidth = Math.min(width, Math.max(doc.widthOfString(companyName), doc.widthOfString(date)));
  const lines = [...breakLines(companyName, blockWidth, (s) => doc.widthOfString(s)), date];
  ensureRoom(doc, LINE_HEIGHT * (lines.length + 1.5));
  doc.y += LINE_HEIGHT * 1.5;
  for (const line of lines) {
    const top = doc.y;
    doc.text(line, doc.page.width - MARGIN_X - doc.widthOfString(line), top, { lineBreak: false });
    doc.y = top + LINE_HEIGHT;
  }
}

/** The dates pdfkit writes into the file (creation and modification), fixed by the letter's date so the bytes repeat. */
const stampOf = (date: string) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '2000-01-01';
  return new Date(`${day}T00:00:00+08:00`);
};

/** The PDF bytes of one offer letter. */
export async function renderOfferLetterPdf(input: OfferLetterPdfInput): Promise<Buffer> {
  const { regular, bold } = fontsOf();
  const stamp = stampOf(input.date);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    info: { Title: OFFER_LETTER_TITLE, Author: input.companyName, Creator: '伯乐招聘', CreationDate: stamp, ModDate: stamp },
    lang: 'zh-CN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.y = MARGIN_TOP;
  if (!logoAtTop(doc, input.logo)) doc.y = MARGIN_TOP + 16;
  title(doc);

  doc.font('regular').fontSize(BODY_SIZE).fillColor(INK);
  const indent = doc.widthOfString('中') * 2;
  for (const [i, text] of letterParagraphs(input.content, input.values).entries()) paragraph(doc, text, isSalutation(text, i) ? 0 : indent);
  signature(doc, input.companyName, chineseDate(input.date));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

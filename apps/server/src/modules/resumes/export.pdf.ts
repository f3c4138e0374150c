// A standard resume as PDF (A4) with pdfkit. The Chinese font comes from npm
// (@expo-google-fonts/noto-sans-sc, Noto Sans SC under the SIL OFL), so it is there after a
// plain `npm install` without system fonts; only the glyphs used are embedded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Entry, Field, StandardResume } from './export.document';

const require = createRequire(import.meta.url);
const FONT_DIR = '@expo-google-fonts/noto-sans-sc';
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontsOf = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_DIR}/400Regular/NotoSansSC_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_DIR}/700Bold/NotoSansSC_700Bold.ttf`)),
  });

const INK = '#1f1f1f';
const MUTED = '#8c8c8c';
const ACCENT = '#1677ff';
const RULE = '#e5e6eb';
const MARGIN = 50;

type Doc = PDFKit.PDFDocument;

function watermark(doc: Doc, text: string) {
  const { width, height } = doc.page;
  const { x, y } = doc;
  doc.save();
  doc.font('regular').fontSize(13).fillColor('#000000').fillOpacity(0.07);
  doc.rotate(-30, { origin: [width / 2, height / 2] });
  // A height per line keeps pdfkit from starting a new page for text below the page's foot.
  for (let row = 0, top = -height / 2; top < height * 1.5; row += 1, top += 110) {
    for (let left = -width + (row % 2) * 150; left < width * 2; left += 300) doc.text(text, left, top, { lineBreak: false, height: 30 });
  }
  doc.restore();
  doc.x = x;
  doc.y = y;
}

function sectionTitle(doc: Doc, title: string) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.8);
  const top = doc.y;
  doc.rect(MARGIN, top + 3, 4, 14).fill(ACCENT);
  doc.font('bold').fontSize(13).fillColor(INK).text(title, MARGIN + 12, top);
  const below = doc.y + 4;
  doc.moveTo(MARGIN, below).lineTo(doc.page.width - MARGIN, below).lineWidth(0.6).strokeColor(RULE).stroke();
  doc.x = MARGIN;
  doc.y = below + 8;
}

/** Label-value pairs two to a line. */
function fieldGrid(doc: Doc, fields: Field[]) {
  const half = (doc.page.width - MARGIN * 2) / 2;
  for (let i = 0; i < fields.length; i += 2) {
    const top = doc.y;
    let bottom = top;
    for (const [n, f] of fields.slice(i, i + 2).entries()) {
      const left = MARGIN + n * half;
      doc.font('regular').fontSize(10).fillColor(MUTED).text(`${f.label}：`, left, top, { width: 64, lineBreak: false });
      doc.fillColor(INK).text(f.value, left + 64, top, { width: half - 72 });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = MARGIN;
    doc.y = bottom + 4;
  }
}

/**
 * The label in bold, the text after it on the same line and wrapping under it; one text call
 * for the value, so a page break inside it keeps its place.
 */
function labelledText(doc: Doc, t: Field) {
  const width = doc.page.width - MARGIN * 2;
  doc.moveDown(0.2);
  if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
  const label = `${t.label}：`;
  const top = doc.y;
  doc.font('bold').fontSize(10).fillColor(INK).text(label, MARGIN, top, { lineBreak: false });
  const indent = doc.widthOfString(label);
  doc.font('regular').text(t.value, MARGIN, top, { width, indent, lineGap: 2 });
}

function entry(doc: Doc, e: Entry) {
  const width = doc.page.width - MARGIN * 2;
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  const top = doc.y + 2;
  doc.font('regular').fontSize(10).fillColor(MUTED).text(e.time, MARGIN + width - 130, top, { width: 130, align: 'right' });
  const timeBottom = doc.y;
  const title = [e.title, e.subtitle].filter(Boolean).join('    ');
  doc.font('bold').fontSize(11).fillColor(INK).text(title || ' ', MARGIN, top, { width: width - 140 });
  doc.y = Math.max(doc.y, timeBottom);
  if (e.facts) doc.font('regular').fontSize(9.5).fillColor(MUTED).text(e.facts, MARGIN, doc.y + 1, { width });
  for (const t of e.texts) labelledText(doc, t);
  doc.x = MARGIN;
  doc.moveDown(0.7);
}

/** The PDF bytes of a standard resume. */
export async function renderPdf(resume: StandardResume, title: string): Promise<Buffer> {
  const { regular, bold } = fontsOf();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: title, Creator: '伯乐招聘' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  if (resume.watermark) {
    const mark = resume.watermark;
    watermark(doc, mark);
    doc.on('pageAdded', () => watermark(doc, mark));
  }

  doc.font('bold').fontSize(22).fillColor(INK).text(resume.name, MARGIN, MARGIN);
  if (resume.facts) doc.font('regular').fontSize(10.5).fillColor('#595959').text(resume.facts, { lineGap: 2 });
  if (resume.contact.length) doc.font('regular').fontSize(10.5).fillColor('#595959').text(resume.contact.map((c) => `${c.label}：${c.value}`).join('    '));

  for (const section of resume.sections) {
    sectionTitle(doc, section.title);
    if (section.fields.length) fieldGrid(doc, section.fields);
    for (const e of section.entries) entry(doc, e);
    for (const t of section.texts) labelledText(doc, t);
  }

  // Page numbers and the export note at the foot of every page, drawn once all pages exist.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 34;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(resume.footer, MARGIN, y, { width: doc.page.width - MARGIN * 2 - 80, height: 12, ellipsis: true });
    doc.text(`第 ${i + 1} 页 / 共 ${range.count} 页`, doc.page.width - MARGIN - 80, y, { width: 80, height: 12, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

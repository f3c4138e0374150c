// Writing a laid-out resume in each file format the parser reads: text, HTML (and Word's
// HTML, MHTML under a .doc name), DOCX, PDF through pdfkit, legacy Word 97 .doc.
import iconv from 'iconv-lite';
import PDFDocument from 'pdfkit';
import { buildWord97 } from './word97';
import type { Doc } from './layouts';
import { zip } from './zip';

export const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

export function toText(doc: Doc): string {
  return `${doc.map((b) => (b.t === 'row' ? b.cells.join('    ') : b.text)).join('\n')}\n`;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** HTML as job boards export it: a table per group of rows, headings in a styled cell. */
export function toHtml(doc: Doc, opts: { charset?: string; word?: boolean } = {}): string {
  const body: string[] = [];
  let inTable = false;
  for (const b of doc) {
    if (b.t === 'row' && !inTable) body.push('<table class="info" cellpadding="4">');
    if (b.t !== 'row' && inTable) body.push('</table>');
    inTable = b.t === 'row';
    if (b.t === 'row') body.push(`<tr>${b.cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`);
    else if (b.t === 'title') body.push(`<h1 class="name">${esc(b.text)}</h1>`);
    else if (b.t === 'h') body.push(`<table class="section"><tr><td class="title">${esc(b.text)}</td></tr></table>`);
    else body.push(`<div class="line">${esc(b.text).replace(/ {2,}/g, (s) => '&nbsp;'.repeat(s.length))}</div>`);
  }
  if (inTable) body.push('</table>');
  const charset = opts.charset ?? 'utf-8';
  const ns = opts.word ? ' xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"' : '';
  const meta = opts.word ? `<meta http-equiv="Content-Type" content="text/html; charset=${charset}"><meta name="ProgId" content="Word.Document"><!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View></w:WordDocument></xml><![endif]-->` : `<meta charset="${charset}">`;
  return `<!DOCTYPE html>\n<html${ns}>\n<head>${meta}<title>简历</title><style>body{font-family:"Microsoft YaHei",sans-serif;font-size:13px}.title{font-weight:bold;border-bottom:1px solid #999}</style></head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}

/** HTML in a legacy Chinese encoding. */
export const encodeGbk = (text: string) => iconv.encode(text, 'gbk');

function quotedPrintable(bytes: Buffer): string {
  let line = '';
  const out: string[] = [];
  for (const b of bytes) {
    const piece = b === 0x0a ? '\n' : b === 0x0d ? '' : (b >= 33 && b <= 126 && b !== 61) || b === 32 ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    if (piece === '\n') {
      out.push(line);
      line = '';
      continue;
    }
    if (line.length + piece.length > 75) {
      out.push(`${line}=`);
      line = '';
    }
    line += piece;
  }
  out.push(line);
  return out.join('\r\n');
}

/** A web archive (MHTML) in GB2312, quoted-printable: what 51job's "导出为Word" saves as .doc. */
export function toMhtml(html: string): Buffer {
  const boundary = '----=_NextPart_01DA7A2B.5C3E1F20';
  const head = ['MIME-Version: 1.0', `Content-Type: multipart/related; boundary="${boundary}"`, '', 'This document is a Single File Web Page, also known as a Web Archive file.', ''];
  const part = [`--${boundary}`, 'Content-Location: file:///C:/resume.htm', 'Content-Transfer-Encoding: quoted-printable', 'Content-Type: text/html; charset="gb2312"', ''];
  const encoded = quotedPrintable(encodeGbk(html));
  return Buffer.from(`${head.join('\r\n')}\r\n${part.join('\r\n')}\r\n${encoded}\r\n\r\n--${boundary}--\r\n`, 'latin1');
}

const xml = (s: string) => esc(s).replace(/"/g, '&quot;');
const run = (text: string, size?: number) => `<w:r>${size ? `<w:rPr><w:sz w:val="${size}"/></w:rPr>` : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;
const para = (text: string, size?: number) => `<w:p>${text.split(/ {2,}/).map((part, i) => (i ? '<w:r><w:tab/></w:r>' : '') + run(part, size)).join('')}</w:p>`;

/** A DOCX with paragraphs, headings and real tables for rows. */
export function toDocx(doc: Doc): Buffer {
  const body: string[] = [];
  let rows: string[] = [];
  const flush = () => {
    if (rows.length) body.push(`<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rows.join('')}</w:tbl>`);
    rows = [];
  };
  for (const b of doc) {
    if (b.t === 'row') {
      rows.push(`<w:tr>${b.cells.map((c) => `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>${para(c)}</w:tc>`).join('')}</w:tr>`);
      continue;
    }
    flush();
    body.push(para(b.text, b.t === 'title' ? 36 : b.t === 'h' ? 28 : undefined));
  }
  flush();
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}<w:sectPr/></w:body></w:document>`;
  return zip({
    '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': document,
  });
}

/** A PDF through pdfkit with the system CJK font; columns of a line are placed like a layout program would. */
export async function toPdf(doc: Doc, opts: { userPassword?: string } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: '简历', CreationDate: new Date(Date.UTC(2024, 2, 1)) }, ...(opts.userPassword ? { userPassword: opts.userPassword, ownerPassword: `${opts.userPassword}-owner` } : {}) });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => pdf.on('end', () => resolve()));
  pdf.registerFont('cjk', CJK_FONT, 'WenQuanYiMicroHei');
  pdf.font('cjk');
  const width = pdf.page.width - 100;
  for (const b of doc) {
    if (b.t === 'title') pdf.fontSize(18).text(b.text, { align: 'center' }).moveDown(0.4);
    else if (b.t === 'h') pdf.moveDown(0.4).fontSize(13).text(b.text).moveDown(0.2);
    else {
      const cells = b.t === 'row' ? b.cells : b.text.split(/ {6,}/);
      pdf.fontSize(10);
      if (cells.length === 1) {
        pdf.text(cells[0]!, 50, undefined, { width });
        continue;
      }
      const y = pdf.y;
      // Two parts: the second at the right edge (a time); more: evenly spaced columns.
      cells.forEach((cell, i) => {
        const x = cells.length === 2 && i === 1 ? 50 + width - pdf.widthOfString(cell) : 50 + (width / cells.length) * i;
        pdf.text(cell, x, y, { lineBreak: false });
      });
      pdf.text('', 50, y + 14);
    }
  }
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}

/** A binary Word 97-2003 document with the resume's lines as paragraphs. */
export function toWord97(doc: Doc): Buffer {
  return buildWord97(doc.map((b) => (b.t === 'row' ? b.cells.join('\t') : b.text)));
}

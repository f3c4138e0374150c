// A standard resume as Word (.docx): the same model as the PDF, in Word's own headings,
// tables and tab stops so HR can still edit it; the watermark is a faint rotated text box in
// the page header, behind the text of every page.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalPositionAlign,
  VerticalPositionRelativeFrom,
  WidthType,
  WpsShapeRun,
} from 'docx';
import type { Entry, Field, StandardResume } from './export.document';

const FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: '微软雅黑' };
const MUTED = '8C8C8C';
const ACCENT = '1677FF';
// A4 content width in twentieths of a point (11906 - 2 × 1134 margins).
const CONTENT = 9638;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };

const muted = (text: string, size = 20) => new TextRun({ text, color: MUTED, size });

function sectionTitle(title: string): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: 280, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'E5E6EB', space: 4 }, left: { style: BorderStyle.SINGLE, size: 24, color: ACCENT, space: 6 } },
    children: [new TextRun({ text: title, bold: true, size: 26 })],
  });
}

/** Label-value pairs two to a row, in a borderless table. */
function fieldTable(fields: Field[]): Table {
  const rows: TableRow[] = [];
  const cell = (children: TextRun[], width: number) => new TableCell({ width: { size: width, type: WidthType.DXA }, children: [new Paragraph({ spacing: { after: 60 }, children })] });
  for (let i = 0; i < fields.length; i += 2) {
    const pair = fields.slice(i, i + 2);
    rows.push(
      new TableRow({
        children: [0, 1].flatMap((n) => {
          const f = pair[n];
          return [cell(f ? [muted(`${f.label}：`)] : [], 1300), cell(f ? [new TextRun({ text: f.value, size: 20 })] : [], CONTENT / 2 - 1300)];
        }),
      }),
    );
  }
  return new Table({ width: { size: CONTENT, type: WidthType.DXA }, borders: NO_BORDERS, rows });
}

/** The label in bold and the text after it; line breaks in the text stay breaks. */
function labelledText(t: Field): Paragraph {
  const lines = t.value.split(/\r?\n/).map((text, i) => new TextRun({ text, size: 20, break: i > 0 ? 1 : undefined }));
  return new Paragraph({ spacing: { after: 40, line: 300 }, children: [new TextRun({ text: `${t.label}：`, bold: true, size: 20 }), ...lines] });
}

function entry(e: Entry): Paragraph[] {
  const title = [e.title, e.subtitle].filter(Boolean).join('    ');
  const out = [
    new Paragraph({
      keepNext: true,
      spacing: { before: 160, after: 40 },
      tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }],
      children: [new TextRun({ text: title, bold: true, size: 22 }), new TextRun({ text: `\t${e.time}`, color: MUTED, size: 20 })],
    }),
  ];
  if (e.facts) out.push(new Paragraph({ spacing: { after: 40 }, children: [muted(e.facts, 19)] }));
  for (const t of e.texts) out.push(labelledText(t));
  return out;
}

function watermarkHeader(text: string): Header {
  const shape = new WpsShapeRun({
    type: 'wps',
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text, color: 'D9D9D9', size: 30 })] })],
    // OOXML angles run clockwise from 0 to 360: 330 tilts the text up to the right.
    transformation: { width: 680, height: 56, rotation: 330 },
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.PAGE, align: HorizontalPositionAlign.CENTER },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, align: VerticalPositionAlign.CENTER },
      behindDocument: true,
      allowOverlap: true,
    },
    outline: { type: 'noFill' },
    bodyProperties: { margins: { top: 0, bottom: 0, left: 0, right: 0 } },
  });
  return new Header({ children: [new Paragraph({ children: [shape] })] });
}

/** The .docx bytes of a standard resume. */
export async function renderDocx(resume: StandardResume, title: string): Promise<Buffer> {
  const head: Paragraph[] = [new Paragraph({ spacing: { after: 80 }, children: [new TextRun({ text: resume.name, bold: true, size: 44 })] })];
  if (resume.facts) head.push(new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: resume.facts, color: '595959', size: 21 })] }));
  if (resume.contact.length) head.push(new Paragraph({ children: [new TextRun({ text: resume.contact.map((c) => `${c.label}：${c.value}`).join('    '), color: '595959', size: 21 })] }));

  const body: (Paragraph | Table)[] = [...head];
  for (const section of resume.sections) {
    body.push(sectionTitle(section.title));
    if (section.fields.length) body.push(fieldTable(section.fields));
    for (const e of section.entries) body.push(...entry(e));
    for (const t of section.texts) body.push(labelledText(t));
  }

  const footer = new Footer({
    children: [
      new Paragraph({
        style: 'BoleFooter',
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }],
        children: [new TextRun(resume.footer), new TextRun({ children: ['\t第 ', PageNumber.CURRENT, ' 页 / 共 ', PageNumber.TOTAL_PAGES, ' 页'] })],
      }),
    ],
  });
  const doc = new Document({
    creator: '伯乐招聘',
    title,
    styles: {
      default: { document: { run: { font: FONT, size: 21 } } },
      // Page number fields take the paragraph's style, not their run's.
      paragraphStyles: [{ id: 'BoleFooter', name: 'Bole Footer', run: { size: 16, color: MUTED } }],
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        headers: resume.watermark ? { default: watermarkHeader(resume.watermark) } : undefined,
        footers: { default: footer },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

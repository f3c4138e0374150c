// The .xlsx of an Excel export: one sheet of rows (resumes in the company's column order, or
// a job's candidates), and a sheet that says who exported what, and what was left out or hidden.
import type { ExcelColumn } from '@bole/domain';
import ExcelJS from 'exceljs';
import type { Cell } from './export.rows';

export type ExportNotes = {
  operatorName: string;
  time: string;
  scope: string;
  count: number;
  capped: string | null;
  hidden: string[];
  /** The data sheet's name and what a row is (default 简历, 份简历). */
  sheetName?: string;
  unit?: string;
};
/** Columns (mobile and wechatCode kept as text) and rows keyed by column. */
export type WorkbookSheet<K extends string> = { columns: { key: K; header: string; long?: boolean }[]; rows: Record<K, Cell>[] };

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
const WIDE: Partial<Record<ExcelColumn | (string & {}), number>> = { email: 26, lastCompany: 26, lastSchool: 20, tags: 20, createdAt: 18, updatedAt: 18, lastWorkTime: 18, lastEduTime: 18, expectIndustry: 16 };

/** The workbook's bytes. */
export async function buildWorkbook<K extends string>({ columns, rows }: WorkbookSheet<K>, notes: ExportNotes): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = '伯乐招聘';
  book.created = new Date();

  const sheet = book.addWorksheet(notes.sheetName ?? '简历', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ key, header, long }) => ({
    header,
    key,
    width: long ? 40 : (WIDE[key] ?? Math.max(10, header.length * 2 + 4)),
    // Phone numbers and ids as text, so Excel neither rounds them nor shows 1.38E+10.
    style: key === 'mobile' || key === 'wechatCode' ? { numFmt: '@' } : long ? { alignment: { wrapText: true, vertical: 'top' } } : {},
  }));
  // Values are written as typed cells (strings as strings), so text such as =1+1 stays text.
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map(({ key }) => [key, row[key] ?? null])));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle' };
  header.height = 22;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const about = book.addWorksheet('导出说明');
  about.columns = [
    { key: 'k', width: 14 },
    { key: 'v', width: 80 },
  ];
  const lines: [string, string][] = [
    ['导出人', notes.operatorName],
    ['导出时间', notes.time],
    ['导出范围', notes.scope],
    ['导出数量', `${notes.count} ${notes.unit ?? '份简历'}`],
  ];
  if (notes.capped) lines.push(['数量上限', notes.capped]);
  for (const h of notes.hidden) lines.push(['权限说明', h]);
  for (const [k, v] of lines) about.addRow({ k, v });
  about.getColumn('k').font = { bold: true };
  about.getColumn('v').alignment = { wrapText: true, vertical: 'top' };

  return Buffer.from(await book.xlsx.writeBuffer());
}

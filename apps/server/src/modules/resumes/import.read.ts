// Reading an uploaded import file, in a worker thread (import.pool.ts): only a real .xlsx is
// opened, after every entry of its zip has been inflated with a hard cap (an entry that
// inflates past the size it declares, or a workbook past 50 MB unpacked, is refused), then the
// first sheet's header row names the columns and every non-empty row below is one resume.
import { ERRORS, IMPORT_MAX_ROWS, type ErrorKey } from '@bole/domain';
import ExcelJS from 'exceljs';
import { ParseRefusal } from '../intake/parser/refusal';
import { readZip, type ZipLimits } from '../intake/parser/extract/zip';
import { columnOfHeader, IMPORT_COLUMNS } from './import.columns';

export type SheetRow = { row: number; values: Map<number, string> };

/** Why an import file cannot be read; the route answers it as the catalogue's error. */
export class ImportRefusal extends Error {
  constructor(
    readonly key: Extract<ErrorKey, `RESUME_IMPORT_${string}`>,
    message?: string,
  ) {
    super(message ?? ERRORS[key].message);
    this.name = 'ImportRefusal';
  }
}

// A filled-in template is well under 1 MB unpacked; sheet XML compresses far better than
// documents, so the ratio is loose and the total is what stops a bomb.
const WORKBOOK_ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxTotalBytes: 50 * 1024 * 1024, maxRatio: 1000 };
const unreadable = (message?: string) => new ImportRefusal('RESUME_IMPORT_UNREADABLE', message);

/** Refuses what is not an .xlsx workbook, or unpacks too large, with a reason the user can act on. */
function assertWorkbook(bytes: Buffer): void {
  if (bytes.length === 0) throw unreadable('文件内容为空，请重新选择');
  // Excel 97-2003 (.xls) files are OLE compound documents.
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw unreadable('不支持旧版Excel（.xls）文件，请在Excel中另存为 .xlsx 后再导入');
  let names: string[];
  try {
    names = [...readZip(bytes, WORKBOOK_ZIP_LIMITS).keys()];
  } catch (error) {
    if (!(error instanceof ParseRefusal)) throw error;
    if (error.key === 'RESUME_FILE_BOMB') throw unreadable('文件解压后过大，可能是恶意文件；请删除多余的工作表或图片后再导入');
    throw unreadable();
  }
  if (!names.includes('xl/workbook.xml')) throw unreadable('这不是Excel工作簿，请上传用导入模板填写的 .xlsx 文件');
}

/** A cell as text: numbers without exponent, dates as YYYY-MM-DD, rich text and links by their text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : String(Number(value.toPrecision(12)));
  if (typeof value === 'boolean') return value ? '是' : '否';
  // Excel dates carry no time zone: their UTC fields are the date as typed.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  // A link's text may itself be rich text.
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

/** The resume rows of an import file, by import column; an ImportRefusal with the reason when it cannot be read. */
export async function readImportSheet(bytes: Buffer): Promise<SheetRow[]> {
  assertWorkbook(bytes);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets.find((s) => s.state === 'visible') ?? book.worksheets[0];
  if (!sheet) throw new ImportRefusal('RESUME_IMPORT_EMPTY');
  const columns = new Map<number, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const index = columnOfHeader(cellText(cell.value));
    if (index !== undefined && ![...columns.values()].includes(index)) columns.set(col, index);
  });
  if (![...columns.values()].includes(IMPORT_COLUMNS.findIndex((c) => c.target.key === 'name'))) throw new ImportRefusal('RESUME_IMPORT_NO_NAME_COLUMN');
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const values = new Map<number, string>();
    const row = sheet.getRow(r);
    for (const [col, index] of columns) values.set(index, cellText(row.getCell(col).value));
    if ([...values.values()].every((v) => v === '')) continue;
    rows.push({ row: r, values });
    if (rows.length > IMPORT_MAX_ROWS) throw new ImportRefusal('RESUME_IMPORT_TOO_MANY_ROWS', `每次最多导入${IMPORT_MAX_ROWS}行，请拆分文件后再导入`);
  }
  if (rows.length === 0) throw new ImportRefusal('RESUME_IMPORT_EMPTY');
  return rows;
}

// Reading an uploaded import file: only a real .xlsx of sane size is opened (its zip
// directory is checked first, so a small file cannot unpack into gigabytes), then the first
// sheet's header row names the columns and every non-empty row below is one resume.
import { IMPORT_MAX_ROWS } from '@bole/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/http/errors';
import { columnOfHeader, IMPORT_COLUMNS } from './import.columns';

export type SheetRow = { row: number; values: Map<number, string> };

const MAX_UNPACKED = 100 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const unreadable = (message?: string) => new AppError('RESUME_IMPORT_UNREADABLE', message);

/** Names and total unpacked size of a zip's entries, from its central directory; null when it is not a zip. */
function zipEntries(bytes: Buffer): { names: string[]; unpacked: number } | null {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  let unpacked = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    // ZIP64 sizes (0xffffffff) are far past anything an import file holds.
    unpacked += size === 0xffffffff ? Infinity : size;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { names, unpacked };
}

/** Refuses what is not an .xlsx workbook with a reason the user can act on. */
function assertWorkbook(bytes: Buffer): void {
  if (bytes.length === 0) throw unreadable('文件内容为空，请重新选择');
  // Excel 97-2003 (.xls) files are OLE compound documents.
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw unreadable('不支持旧版Excel（.xls）文件，请在Excel中另存为 .xlsx 后再导入');
  const zip = zipEntries(bytes);
  if (!zip) throw unreadable();
  if (!zip.names.includes('xl/workbook.xml')) throw unreadable('这不是Excel工作簿，请上传用导入模板填写的 .xlsx 文件');
  if (zip.names.length > MAX_ENTRIES || zip.unpacked > MAX_UNPACKED) throw unreadable('文件解压后过大，请删除多余的工作表或图片后再导入');
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

/** The resume rows of an import file, by import column; 400 with the reason when it cannot be read. */
export async function readImportSheet(bytes: Buffer): Promise<SheetRow[]> {
  assertWorkbook(bytes);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets.find((s) => s.state === 'visible') ?? book.worksheets[0];
  if (!sheet) throw new AppError('RESUME_IMPORT_EMPTY');
  const columns = new Map<number, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const index = columnOfHeader(cellText(cell.value));
    if (index !== undefined && ![...columns.values()].includes(index)) columns.set(col, index);
  });
  if (![...columns.values()].includes(IMPORT_COLUMNS.findIndex((c) => c.target.key === 'name'))) throw new AppError('RESUME_IMPORT_NO_NAME_COLUMN');
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const values = new Map<number, string>();
    const row = sheet.getRow(r);
    for (const [col, index] of columns) values.set(index, cellText(row.getCell(col).value));
    if ([...values.values()].every((v) => v === '')) continue;
    rows.push({ row: r, values });
    if (rows.length > IMPORT_MAX_ROWS) throw new AppError('RESUME_IMPORT_TOO_MANY_ROWS', `每次最多导入${IMPORT_MAX_ROWS}行，请拆分文件后再导入`);
  }
  if (rows.length === 0) throw new AppError('RESUME_IMPORT_EMPTY');
  return rows;
}

// The import template: Chinese headers (姓名 marked required), one example row, drop-downs
// for 性别 and 最高学历, phone as text, and a sheet explaining each column.
import { IMPORT_MAX_ROWS } from '@bole/domain';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './import.columns';

export const TEMPLATE_FILE_NAME = '简历导入模板.xlsx';
/** Rows prepared with drop-downs and text format below the header. */
const PREPARED_ROWS = IMPORT_MAX_ROWS + 1;

/** The example row as the template writes it, so an import can tell it apart from real rows. */
export const EXAMPLE_VALUES: ReadonlyMap<number, string> = new Map(IMPORT_COLUMNS.map((c, i) => [i, c.example]));

export async function buildTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = '伯乐招聘';
  const sheet = book.addWorksheet('简历', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c, i) => ({
    header: i === 0 ? `${c.label}*` : c.label,
    key: String(i),
    width: c.width,
    style: c.target.key === 'mobile' || c.target.key === 'birthYear' ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.height = 22;
  header.eachCell((cell, col) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: col === 1 ? 'FFFFE7BA' : 'FFE6F4FF' } };
    const note = IMPORT_COLUMNS[col - 1]?.note;
    if (note) cell.note = note;
  });
  const example = sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [String(i), c.example])));
  example.font = { color: { argb: 'FF8C8C8C' }, italic: true };
  example.getCell(1).note = '示例行：导入时会被跳过，可直接覆盖或删除';

  IMPORT_COLUMNS.forEach((c, i) => {
    if (!c.choices) return;
    const letter = sheet.getColumn(i + 1).letter;
    for (let r = 2; r <= PREPARED_ROWS; r += 1) {
      sheet.getCell(`${letter}${r}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${c.choices.join(',')}"`],
        showErrorMessage: true,
        errorTitle: c.label,
        error: `请从下拉列表中选择${c.label}`,
      };
    }
  });

  const help = book.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'label', width: 12 },
    { header: '说明', key: 'note', width: 60 },
    { header: '示例', key: 'example', width: 28 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) help.addRow({ label: c.label, note: c.note ?? (c.choices ? `可选：${c.choices.join('、')}` : '选填'), example: c.example });
  help.addRow({});
  help.addRow({ label: '注意', note: `第1行为表头，请勿修改；从第2行开始每行一位候选人，每次最多${IMPORT_MAX_ROWS}行。同一文件重复导入不会重复入库。` });
  return Buffer.from(await book.xlsx.writeBuffer());
}

import { describe, expect, it } from 'vitest';
import { customColumnFieldKey, customExportColumn, DEFAULT_EXPORT_SETTINGS, EXPORT_MAX_ROWS } from '../codes/resume-export';
import { unknownFileNameTokens } from '../codes/resume-export';
import { resumeExportRequestSchema, resumeExportSettingsSchema } from './resume-export';

const valid = { ...DEFAULT_EXPORT_SETTINGS };
const messageOf = (input: unknown) => {
  const parsed = resumeExportSettingsSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('resume export settings', () => {
  it('accepts the defaults', () => {
    expect(resumeExportSettingsSchema.parse(valid)).toEqual(valid);
  });

  it('needs at least one column and one section, without repeats', () => {
    expect(messageOf({ ...valid, excelColumns: [] })).toBe('请至少选择一列导出到Excel');
    expect(messageOf({ ...valid, excelColumns: ['name', 'name'] })).toBe('Excel列不能重复');
    expect(messageOf({ ...valid, excelColumns: ['salary'] })).toBe('Excel列不正确');
    expect(messageOf({ ...valid, excelColumns: ['custom:'] })).toBe('Excel列不正确');
    expect(messageOf({ ...valid, documentSections: [] })).toBe('请至少选择一个简历模块');
  });

  it('takes custom fields’ columns among the fixed ones, in the order given', () => {
    const columns = ['name', 'custom:politics', 'mobile', 'custom:languages'];
    expect(resumeExportSettingsSchema.parse({ ...valid, excelColumns: columns }).excelColumns).toEqual(columns);
    expect(customExportColumn('politics')).toBe('custom:politics');
    expect(columns.map(customColumnFieldKey)).toEqual([undefined, 'politics', undefined, 'languages']);
    expect(messageOf({ ...valid, excelColumns: ['custom:politics', 'custom:politics'] })).toBe('Excel列不能重复');
  });

  it('checks the file name pattern: known placeholders, the name, no path characters', () => {
    expect(unknownFileNameTokens('{姓名}_{名字}_{日期}')).toEqual(['名字']);
    expect(messageOf({ ...valid, fileNamePattern: '{姓名}_{名字}' })).toBe('不认识的占位符：{名字}');
    expect(messageOf({ ...valid, fileNamePattern: '{职位}_{日期}' })).toBe('文件名须包含{姓名}，以便区分候选人');
    expect(messageOf({ ...valid, fileNamePattern: '简历/{姓名}' })).toBe('文件名不能包含 \\ / : * ? " < > | 等字符');
    expect(messageOf({ ...valid, fileNamePattern: '  ' })).toBe('请填写文件名格式');
    expect(messageOf({ ...valid, fileNamePattern: '伯乐-{姓名}-{最近公司}-{简历编号}' })).toBeNull();
  });
});

describe('resume export request', () => {
  it('reads ids from JSON or a comma-joined form value, up to the cap', () => {
    expect(resumeExportRequestSchema.parse({ ids: [3, 1] }).ids).toEqual([3, 1]);
    expect(resumeExportRequestSchema.parse({ ids: '3,1', keyword: 'Java' })).toMatchObject({ ids: [3, 1], keyword: 'Java' });
    const tooMany = resumeExportRequestSchema.safeParse({ ids: Array.from({ length: EXPORT_MAX_ROWS + 1 }, (_, i) => i + 1) });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(`一次最多导出${EXPORT_MAX_ROWS}份简历`);
  });
});

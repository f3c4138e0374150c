// Custom resume fields (简历字段) leave the app in words: as Excel columns chosen in the export
// settings, as 其他信息 in the PDF/Word standard resume, and in the shared resume (enabled
// fields only, attachment fields never).
import { DEFAULT_EXPORT_SETTINGS, Perm } from '@bole/domain';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeFiles } from '../../src/modules/resumes/tables';
import type { Session } from '../helpers';
import { createResume, customAccount, expectFailure, okData, setup, type Setup } from './fixtures';

type Field = { id: number; key: string };

let s: Setup;
let filled: number;
let plain: number;
const f: Record<string, Field> = {};
const column = (name: string) => `custom:${f[name]!.key}`;

const settings = (session: Session, payload: Record<string, unknown>) => s.api(session, { method: 'PUT', url: '/api/resume-export-settings', payload: { ...DEFAULT_EXPORT_SETTINGS, ...payload } });
const download = (id: number, format: string) => s.api(s.a, { method: 'GET', url: `/api/resumes/${id}/export?format=${format}` });

async function sheet(res: LightMyRequestResponse): Promise<string[][]> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.getWorksheet('简历')!.eachRow({ includeEmpty: true }, (row) => rows.push(Array.from({ length: row.cellCount }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.normalize('NFKC');
}

beforeAll(async () => {
  s = await setup();
  const add = async (name: string, body: Record<string, unknown>) => {
    f[name] = okData<Field>(await s.api(s.a, { method: 'POST', url: '/api/resume-fields', payload: { name, ...body } }));
  };
  await add('政治面貌', { type: 'singleChoice', options: [{ label: '中共党员' }, { label: '群众' }] });
  await add('外语', { type: 'multiChoice', options: [{ label: '英语' }, { label: '日语' }] });
  await add('可到岗日期', { type: 'date', datePrecision: 'month' });
  await add('第二学历', { type: 'dictionary', dictionary: 'degrees' });
  await add('推荐同事', { type: 'teamMember' });
  await add('作品集', { type: 'attachment' });
  await add('自我评价', { type: 'longText' });
  await add('旧字段', { type: 'shortText' });

  filled = (
    await createResume(s.api, s.a, {
      name: '顾清和',
      customFields: {
        [f.政治面貌!.key]: '中共党员',
        [f.外语!.key]: ['英语', '日语'],
        [f.可到岗日期!.key]: '2026-04',
        [f.第二学历!.key]: '4',
        [f.推荐同事!.key]: [s.a.accountId],
        [f.自我评价!.key]: '踏实肯干，善于沟通',
        [f.旧字段!.key]: '停用后不再导出',
      },
    })
  ).id;
  const [file] = await s.ctx.database.db
    .insert(resumeFiles)
    .values({ companyId: s.a.companyId, resumeId: filled, kind: 'attachment', fileName: '顾清和作品集.pdf', mime: 'application/pdf', size: 10, sha256: 'e'.repeat(64), storageKey: 'x/e' })
    .returning();
  okData(await s.api(s.a, { method: 'PATCH', url: `/api/resumes/${filled}`, payload: { customFields: { [f.作品集!.key]: [file!.id] } } }));
  okData(await s.api(s.a, { method: 'PATCH', url: `/api/resume-fields/${f.旧字段!.id}`, payload: { enabled: false } }));
  plain = (await createResume(s.api, s.a, { name: '沈若溪' })).id;
});

describe('Excel export', () => {
  it('writes the chosen custom fields as columns with readable values, leaving disabled fields out', async () => {
    const columns = ['name', column('政治面貌'), column('外语'), column('可到岗日期'), column('第二学历'), column('推荐同事'), column('作品集'), column('旧字段'), 'mobile'];
    okData(await settings(s.a, { excelColumns: columns }));
    const [header, ...rows] = await sheet(await s.api(s.a, { method: 'POST', url: '/api/resumes/export', payload: { ids: [filled, plain] } }));
    expect(header).toEqual(['姓名', '政治面貌', '外语', '可到岗日期', '第二学历', '推荐同事', '作品集', '手机号']);
    const byName = Object.fromEntries(rows.map((r) => [r[0], r]));
    expect(byName['顾清和']!.slice(1, 7)).toEqual(['中共党员', '英语、日语', '2026年04月', '硕士', '周明远', '顾清和作品集.pdf']);
    expect(byName['沈若溪']!.slice(1, 7)).toEqual(['', '', '', '', '', '']);
    okData(await settings(s.a, {}));
  });
});

describe('export settings with custom columns', () => {
  it('keeps custom columns in their order, refuses unknown fields and drops a deleted field’s column', async () => {
    const saved = okData<{ excelColumns: string[] }>(await settings(s.a, { excelColumns: [column('外语'), 'name', column('自我评价')] }));
    expect(saved.excelColumns).toEqual([column('外语'), 'name', column('自我评价')]);

    const unknown = expectFailure(await settings(s.a, { excelColumns: ['name', 'custom:nosuchfield'] }), 400, '30026');
    expect(unknown.message).toBe('简历字段「nosuchfield」不存在，请刷新页面后重试');
    // Another company's field is unknown to this one, and its own settings stay as they were.
    expectFailure(await settings(s.b, { excelColumns: [column('外语')] }), 400, '30026');
    expect(okData<{ excelColumns: string[] }>(await s.api(s.b, { method: 'GET', url: '/api/resume-export-settings' })).excelColumns).toEqual(DEFAULT_EXPORT_SETTINGS.excelColumns);
    expect(expectFailure(await settings(s.a, { excelColumns: ['custom:'] }), 400).message).toBe('Excel列不正确');

    const temp = okData<Field>(await s.api(s.a, { method: 'POST', url: '/api/resume-fields', payload: { name: '临时字段', type: 'shortText' } }));
    okData(await settings(s.a, { excelColumns: ['name', `custom:${temp.key}`] }));
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resume-fields/${temp.id}` }));
    expect(okData<{ excelColumns: string[] }>(await s.api(s.a, { method: 'GET', url: '/api/resume-export-settings' })).excelColumns).toEqual(['name']);
    okData(await settings(s.a, {}));
  });

  it('lets whoever keeps the export settings read the field list to choose from', async () => {
    const keeper = await customAccount(s.ctx, s.a.companyId, 2, [Perm.ResumeExportSettings]);
    const names = okData<{ name: string }[]>(await s.api(keeper, { method: 'GET', url: '/api/resume-fields' })).map((x) => x.name);
    expect(names).toContain('政治面貌');
  });
});

describe('PDF and Word resume', () => {
  it('adds 其他信息 with the enabled fields in words, attachments by file name', async () => {
    const text = await pdfText(await download(filled, 'pdf'));
    for (const words of ['其他信息', '政治面貌', '中共党员', '英语、日语', '2026年04月', '硕士', '周明远', '顾清和作品集.pdf', '踏实肯干', '善于沟通']) expect(text, words).toContain(words);
    expect(text).not.toContain('旧字段');
    expect(text.indexOf('培训经历')).toBeLessThan(text.indexOf('其他信息'));
  });

  it('writes the same 其他信息 into Word, and leaves it out when the settings do or nothing is filled in', async () => {
    const { value } = await mammoth.extractRawText({ buffer: (await download(filled, 'docx')).rawPayload });
    for (const words of ['其他信息', '政治面貌：中共党员', '外语：英语、日语', '可到岗日期：2026年04月', '自我评价：踏实肯干，善于沟通']) expect(value, words).toContain(words);
    expect(await pdfText(await download(plain, 'pdf'))).not.toContain('其他信息');
    okData(await settings(s.a, { documentSections: ['base', 'work'] }));
    expect(await pdfText(await download(filled, 'pdf'))).not.toContain('其他信息');
    okData(await settings(s.a, {}));
  });
});

describe('shared resume', () => {
  it('shows the enabled, filled-in fields in words, never attachment fields', async () => {
    const link = okData<{ token: string }>(await s.api(s.a, { method: 'POST', url: `/api/resumes/${filled}/shares`, payload: { days: 1 } }));
    const shared = okData<{ resume: { otherInfo: { name: string; type: string; text: string }[] } }>(await s.api(null, { method: 'GET', url: `/api/out/resumes/${link.token}` }));
    expect(shared.resume.otherInfo).toEqual([
      { name: '政治面貌', type: 'singleChoice', text: '中共党员' },
      { name: '外语', type: 'multiChoice', text: '英语、日语' },
      { name: '可到岗日期', type: 'date', text: '2026年04月' },
      { name: '第二学历', type: 'dictionary', text: '硕士' },
      { name: '推荐同事', type: 'teamMember', text: '周明远' },
      { name: '自我评价', type: 'longText', text: '踏实肯干，善于沟通' },
    ]);
    const none = okData<{ token: string }>(await s.api(s.a, { method: 'POST', url: `/api/resumes/${plain}/shares`, payload: { days: 1 } }));
    expect(okData<{ resume: { otherInfo: unknown[] } }>(await s.api(null, { method: 'GET', url: `/api/out/resumes/${none.token}` })).resume.otherInfo).toEqual([]);
  });
});

import { IMPORT_MAX_ROWS } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../src/modules/resumes/tables';
import type { Session } from '../helpers';
import { addAccount, expectFailure, okData, setup, type Setup } from './fixtures';

type Report = {
  id: number;
  fileName: string;
  status: string;
  total: number;
  stored: number;
  flagged: number;
  refused: number;
  repeated: boolean;
  rows: { row: number; name: string | null; result: string; flags: string[]; reason: string | null; resumeId: number | null }[];
};

const BOUNDARY = '----BoleImport3f9a';
const HEADERS = ['姓名*', '性别', '出生年份', '手机号', '邮箱', '现居城市', '期望职位', '最高学历', '毕业院校', '专业', '就读时间', '最近公司', '最近职位', '在职时间'];

/** A multipart body with one file part named `file`. */
function multipart(fileName: string, data: Buffer) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** An .xlsx with the given header and rows (an undefined row stays empty). */
async function workbook(header: string[], rows: (ExcelJS.CellValue[] | undefined)[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('简历');
  sheet.addRow(header);
  rows.forEach((row, i) => {
    if (row) sheet.getRow(i + 2).values = row;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

let s: Setup;
let trainee: Session;
const importFile = (session: Session | null, fileName: string, data: Buffer) => s.api(session, { method: 'POST', url: '/api/resumes/import', ...multipart(fileName, data) });
const companyResumes = async (companyId: number) => (await s.ctx.database.db.select({ n: count() }).from(resumes).where(eq(resumes.companyId, companyId)))[0]!.n;

beforeAll(async () => {
  s = await setup();
  trainee = await addAccount(s.ctx, s.a.companyId, 10);
});

describe('import template', () => {
  it('is an .xlsx with Chinese headers, an example row and a sheet of instructions', async () => {
    const res = await s.api(s.a, { method: 'GET', url: '/api/resumes/import/template' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('简历导入模板.xlsx')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('简历')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['姓名*', '性别', '出生年份', '手机号', '邮箱', '微信号']);
    expect(header).toEqual(expect.arrayContaining(['期望城市', '期望职位', '目前薪资', '期望薪资', '最高学历', '毕业院校', '专业', '就读时间', '最近公司', '最近职位', '在职时间']));
    expect(sheet.getRow(2).getCell(1).value).toBe('陈思远');
    expect(book.getWorksheet('填写说明')).toBeDefined();
    expectFailure(await s.api(trainee, { method: 'GET', url: '/api/resumes/import/template' }), 403);
    expectFailure(await s.api(null, { method: 'GET', url: '/api/resumes/import/template' }), 401);
  });

  it('imports as it is without storing its example row', async () => {
    const template = (await s.api(s.a, { method: 'GET', url: '/api/resumes/import/template' })).rawPayload;
    const report = okData<Report>(await importFile(s.b, '简历导入模板.xlsx', template));
    expect(report.rows).toEqual([{ row: 2, name: '陈思远', result: 'refused', flags: [], reason: '模板示例行，已跳过', resumeId: null }]);
  });
});

describe('Excel import', () => {
  let file: Buffer;
  let first: Report;

  beforeAll(async () => {
    file = await workbook(HEADERS, [
      ['王建国', '男', 1988, '13912340001', 'wangjianguo@example.com', '北京', '产品经理', '硕士', '北京大学', '信息管理', '2010.09-2013.06', '北京字节跳跃科技有限公司', '高级产品经理', '2016.03-至今'],
      // Excel turns a typed e-mail into a link.
      ['李小萌', '女', 1995, null, { text: 'lixiaomeng@example.com', hyperlink: 'mailto:lixiaomeng@example.com' }, '上海', '运营专员'],
      ['赵雨桐', '女', 1993, '12345', null, '深圳'],
      ['王建国（重复）', '男', 1988, 13912340001, null, '北京'],
      ['欧阳诸葛司马上官东方西门南宫令狐皇甫慕容尉迟长孙宇文轩辕端木公孙', '男', 1990, '13912340002'],
      undefined,
      [null, '男', 1990, '13912340003', null, '杭州'],
      ['孙立新', '男', '一九九零', '13912340004'],
      ['陈思琪', '女', 1996, '13912340005', null, '成都', '会计', '本科', '西南财经大学', '会计学', '2014.09-2018.06'],
    ]);
    first = okData<Report>(await importFile(s.a, '招聘会简历.xlsx', file));
  });

  it('reports every row: stored, stored with flags, or refused with the reason', async () => {
    expect(first).toMatchObject({ fileName: '招聘会简历.xlsx', status: 'done', total: 8, stored: 2, flagged: 3, refused: 3, repeated: false });
    const byRow = Object.fromEntries(first.rows.map((r) => [r.row, r]));
    expect(Object.keys(byRow).map(Number)).toEqual([2, 3, 4, 5, 6, 8, 9, 10]);
    expect(byRow[2]).toMatchObject({ name: '王建国', result: 'stored', flags: [], reason: null });
    expect(byRow[3]).toMatchObject({ result: 'flagged', flags: ['无手机号'] });
    expect(byRow[4]).toMatchObject({ result: 'flagged', flags: ['手机号格式有误'] });
    expect(byRow[5]).toMatchObject({ result: 'flagged', flags: ['手机号重复'] });
    expect(byRow[6]).toMatchObject({ result: 'refused', reason: '姓名最多30个字符', resumeId: null });
    expect(byRow[8]).toMatchObject({ name: null, result: 'refused', reason: '缺少姓名' });
    expect(byRow[9]).toMatchObject({ name: '孙立新', result: 'refused', reason: '出生年份不正确' });
    expect(byRow[10]).toMatchObject({ name: '陈思琪', result: 'stored' });
  });

  it('stores rows through the same rules as a new resume: histories, derived facts, duplicate links', async () => {
    const wang = okData<Record<string, unknown>>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${first.rows[0]!.resumeId}` }));
    expect(wang).toMatchObject({ name: '王建国', gender: 1, birthYear: 1988, mobile: '13912340001', topDegree: 4, lastCompany: '北京字节跳跃科技有限公司', lastSchool: '北京大学', parseStatus: 1 });
    expect(wang.educations).toEqual([expect.objectContaining({ graduationSchool: '北京大学', professional: '信息管理', eduTime: '2010.09-2013.06', degree: 4 })]);
    expect(wang.workExperiences).toEqual([expect.objectContaining({ companyName: '北京字节跳跃科技有限公司', jobName: '高级产品经理', workTime: '2016.03-至今' })]);
    const li = okData<Record<string, unknown>>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${first.rows[1]!.resumeId}` }));
    expect(li).toMatchObject({ email: 'lixiaomeng@example.com', mobile: null, phoneFlag: 1, parseStatus: 4 });
    const dup = okData<Record<string, unknown>>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${first.rows[3]!.resumeId}` }));
    expect(dup).toMatchObject({ mobile: '13912340001', parseStatus: 5, duplicateOfId: wang.id, duplicateKind: 'phone' });
    const records = okData<{ list: { action: string; operatorName: string }[] }>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${wang.id}/records` }));
    expect(records.list).toEqual([expect.objectContaining({ action: 'create', operatorName: '周明远' })]);
  });

  it('answers the earlier report for the same file and stores nothing twice', async () => {
    const before = await companyResumes(s.a.companyId);
    const again = okData<Report>(await importFile(s.a, '招聘会简历(1).xlsx', file));
    expect(again).toMatchObject({ id: first.id, fileName: '招聘会简历.xlsx', repeated: true, stored: 2, flagged: 3, refused: 3 });
    expect(again.rows).toEqual(first.rows);
    expect(await companyResumes(s.a.companyId)).toBe(before);
  });

  it('keeps the reports: the recent imports and each one by id, within the company', async () => {
    const list = okData<{ id: number; fileName: string; stored: number }[]>(await s.api(s.a, { method: 'GET', url: '/api/resumes/import/batches' }));
    expect(list[0]).toMatchObject({ id: first.id, fileName: '招聘会简历.xlsx', stored: 2 });
    expect(okData<Report>(await s.api(s.a, { method: 'GET', url: `/api/resumes/import/batches/${first.id}` })).rows).toHaveLength(8);
    expectFailure(await s.api(s.b, { method: 'GET', url: `/api/resumes/import/batches/${first.id}` }), 404, '40400');
    expect(okData<unknown[]>(await s.api(s.b, { method: 'GET', url: '/api/resumes/import/batches' })).map((b) => (b as { id: number }).id)).not.toContain(first.id);
  });

  it('imports the same file into another company as that company’s own resumes', async () => {
    const before = await companyResumes(s.b.companyId);
    const report = okData<Report>(await importFile(s.b, '招聘会简历.xlsx', file));
    expect(report).toMatchObject({ repeated: false, stored: 2, flagged: 3, refused: 3 });
    expect(report.rows.find((r) => r.row === 5)).toMatchObject({ result: 'flagged', flags: ['手机号重复'] });
    expect(await companyResumes(s.b.companyId)).toBe(before + 5);
  });
});

describe('files that cannot be imported', () => {
  it('refuses corrupt, non-Excel, old .xls and empty files with a clear reason and stores nothing', async () => {
    const before = await companyResumes(s.a.companyId);
    const reason = async (fileName: string, data: Buffer, status = '30052') => expectFailure(await importFile(s.a, fileName, data), 400, status).message;
    expect(await reason('简历.xlsx', Buffer.from('这不是一个Excel文件'))).toBe('文件无法读取：请上传用导入模板填写的Excel文件（.xlsx）');
    const xlsx = await workbook(HEADERS, [['周明', '男']]);
    expect(await reason('简历.xlsx', xlsx.subarray(0, xlsx.length - 40))).toBe('文件无法读取：请上传用导入模板填写的Excel文件（.xlsx）');
    expect(await reason('简历.xls', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]))).toBe('不支持旧版Excel（.xls）文件，请在Excel中另存为 .xlsx 后再导入');
    expect(await reason('简历.xlsx', Buffer.alloc(0))).toBe('文件内容为空，请重新选择');
    expect(await reason('名单.xlsx', await workbook(['编号', '电话'], [['1', '13912340009']]), '30053')).toBe('文件第1行没有“姓名”列，请使用导入模板填写');
    expect(await reason('空表.xlsx', await workbook(HEADERS, []), '30054')).toBe('文件中没有简历数据，请从第2行开始填写');
    const tooMany = await workbook(['姓名'], Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`候选人${i}`]));
    expect(await reason('大表.xlsx', tooMany, '30055')).toBe(`每次最多导入${IMPORT_MAX_ROWS}行，请拆分文件后再导入`);
    expectFailure(await s.api(s.a, { method: 'POST', url: '/api/resumes/import', payload: {} }), 400, '30051');
    expect(await companyResumes(s.a.companyId)).toBe(before);
  });

  it('answers 403 to a role without 210003 and 401 to anonymous callers', async () => {
    const data = await workbook(HEADERS, [['周明', '男']]);
    expectFailure(await importFile(trainee, '简历.xlsx', data), 403);
    expectFailure(await importFile(null, '简历.xlsx', data), 401);
    expectFailure(await s.api(trainee, { method: 'GET', url: '/api/resumes/import/batches' }), 403);
  });
});

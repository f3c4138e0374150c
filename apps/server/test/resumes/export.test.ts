import { DEFAULT_EXPORT_SETTINGS, EXPORT_COLUMNS, EXPORT_MAX_ROWS, Perm } from '@bole/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type Session } from '../helpers';
import { addAccount, createResume, customAccount, expectFailure, okData, pushTo, setup, type Setup } from './fixtures';

let s: Setup;
let java: number;
let sales: number;
let trainee: Session;
let masked: Session;

const exportExcel = (session: Session | null, payload: Record<string, unknown>) => s.api(session, { method: 'POST', url: '/api/resumes/export', payload });
const download = (session: Session | null, id: number, format: string) => s.api(session, { method: 'GET', url: `/api/resumes/${id}/export?format=${format}` });

/** The sheets of an .xlsx answer as rows of cell texts (header first). */
async function sheets(res: LightMyRequestResponse): Promise<Record<string, string[][]>> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const out: Record<string, string[][]> = {};
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    out[sheet.name] = rows;
  }
  return out;
}

/** The Chinese file name of a download. */
const fileNameOf = (res: LightMyRequestResponse) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(res.headers['content-disposition']))?.[1] ?? '');

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.normalize('NFKC');
}

beforeAll(async () => {
  s = await setup();
  trainee = await addAccount(s.ctx, s.a.companyId, 10);
  // HR who may export but neither see contact details nor salaries, nor download resumes.
  masked = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeExport]);
  java = (await createResume(s.api, s.a, { name: '陈思远', mobile: '13800000001', email: 'chensiyuan@example.com', wechatCode: 'wx_chensiyuan', expectSalary: '30000-35000' })).id;
  sales = (await createResume(s.api, s.a, { name: '林晓雨', gender: 0, expectPosition: '销售经理', workExperiences: [{ companyName: '上海星辰贸易有限公司', jobName: '销售主管', workTime: '2016.07-至今' }] })).id;
  await createResume(s.api, s.b, { name: '别家候选人' });
});

describe('Excel export', () => {
  it('exports what the list filters find, with the default columns and a note of who exported what', async () => {
    const res = await exportExcel(s.a, { keyword: 'Java' });
    expect(fileNameOf(res)).toMatch(/^人才库简历_\d{8}_\d{4}\.xlsx$/);
    const book = await sheets(res);
    const [header, ...rows] = book['简历']!;
    expect(header).toEqual(DEFAULT_EXPORT_SETTINGS.excelColumns.map((c) => EXPORT_COLUMNS[c].label));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({ 姓名: '陈思远', 性别: '男', 手机号: '13800000001', 邮箱: 'chensiyuan@example.com', 最近公司: '杭州云栖网络科技有限公司', 毕业院校: '浙江大学', 期望薪资: '30000-35000', 负责人: '周明远', 来源渠道: '手动录入' });
    const notes = Object.fromEntries(book['导出说明']!.map(([k, v]) => [k, v]));
    expect(notes).toMatchObject({ 导出人: '周明远', 导出范围: '按筛选条件：关键词：Java', 导出数量: '1 份简历' });

    const logs = okData<{ list: { kind: string; resumeCount: number; scope: string; operatorName: string }[] }>(await s.api(s.a, { method: 'GET', url: '/api/resume-export-logs' }));
    expect(logs.list[0]).toMatchObject({ kind: 'excel', resumeCount: 1, operatorName: '周明远', scope: '按筛选条件：关键词：Java' });
  });

  it('follows the columns and order saved in the export settings', async () => {
    okData(await s.api(s.a, { method: 'PUT', url: '/api/resume-export-settings', payload: { ...DEFAULT_EXPORT_SETTINGS, excelColumns: ['lastCompany', 'name', 'tags', 'lastWorkTime'] } }));
    const [header, ...rows] = (await sheets(await exportExcel(s.a, { ids: [sales] })))['简历']!;
    expect(header).toEqual(['最近公司', '姓名', '标签', '在职时间']);
    expect(rows).toEqual([['上海星辰贸易有限公司', '林晓雨', '', '2016.07-至今']]);
    okData(await s.api(s.a, { method: 'PUT', url: '/api/resume-export-settings', payload: DEFAULT_EXPORT_SETTINGS }));
  });

  it('masks contact details without 250001 and hides salaries without 250027', async () => {
    const res = await exportExcel(masked, { ids: [java] });
    const book = await sheets(res);
    const [header, row] = book['简历']!;
    const cell = (label: string) => row![header!.indexOf(label)];
    expect(cell('手机号')).toBe('138****0001');
    expect(cell('邮箱')).toBe('c***@example.com');
    expect(cell('期望薪资')).toBe('***');
    expect(res.rawPayload.includes(Buffer.from('13800000001'))).toBe(false);
    expect(book['导出说明']!.filter(([k]) => k === '权限说明')).toHaveLength(2);
  });

  it('exports the selected resumes only, and answers 404 for another company’s id with nothing logged', async () => {
    const rows = (await sheets(await exportExcel(s.a, { ids: [java, sales] })))['简历']!.slice(1);
    expect(rows.map((r) => r[0]).sort()).toEqual(['林晓雨', '陈思远']);
    const before = okData<{ total: number }>(await s.api(s.a, { method: 'GET', url: '/api/resume-export-logs' })).total;
    const [foreign] = (await s.ctx.database.db.execute<{ id: number }>(sql`select id from resumes where company_id = ${s.b.companyId} limit 1`)).rows;
    expectFailure(await exportExcel(s.a, { ids: [java, Number(foreign!.id)] }), 404, '40400');
    expect(okData<{ total: number }>(await s.api(s.a, { method: 'GET', url: '/api/resume-export-logs' })).total).toBe(before);
  });

  it('exports only what the caller may see: a hiring manager the resumes pushed to him', async () => {
    const manager = await customAccount(s.ctx, s.a.companyId, 3, [Perm.ScreenFeedback, Perm.ResumeExport]);
    await pushTo(s.ctx, s.a.companyId, sales, manager.accountId);
    const rows = (await sheets(await exportExcel(manager, {})))['简历']!.slice(1);
    expect(rows.map((r) => r[0])).toEqual(['林晓雨']);
    expectFailure(await exportExcel(manager, { ids: [sales, java] }), 404);
  });

  it('refuses what cannot be exported, with Chinese messages', async () => {
    expectFailure(await exportExcel(s.a, { keyword: '不存在的关键词甲乙丙' }), 400, '30050');
    const bad = expectFailure(await exportExcel(s.a, { ids: 'abc' }), 400, '40001');
    expect(bad.message).toBe('简历编号不正确');
    expectFailure(await exportExcel(trainee, {}), 403);
    expectFailure(await exportExcel(null, {}), 401, '999');
  });

  it(`stops at ${EXPORT_MAX_ROWS} resumes and says so`, async () => {
    const big = await registerCompany(s.ctx.app, '锦程物流集团有限公司');
    await s.ctx.database.db.execute(sql`insert into resumes (company_id, name, parse_status) select ${big.companyId}, '候选人' || g, 4 from generate_series(1, ${EXPORT_MAX_ROWS + 5}) g`);
    const book = await sheets(await exportExcel(big, {}));
    expect(book['简历']!).toHaveLength(EXPORT_MAX_ROWS + 1);
    const notes = Object.fromEntries(book['导出说明']!.map(([k, v]) => [k, v]));
    expect(notes['导出范围']).toBe('人才库全部简历');
    expect(notes['数量上限']).toContain(`前 ${EXPORT_MAX_ROWS} 份`);
    const logs = okData<{ list: { capped: boolean; resumeCount: number }[] }>(await s.api(big, { method: 'GET', url: '/api/resume-export-logs' }));
    expect(logs.list[0]).toMatchObject({ capped: true, resumeCount: EXPORT_MAX_ROWS });
  }, 60_000);
});

describe('PDF and Word resume', () => {
  it('lays one resume out as a standard resume PDF with the Chinese text intact', async () => {
    const res = await download(s.a, java, 'pdf');
    expect(fileNameOf(res)).toMatch(/^陈思远_Java开发工程师_\d{8}\.pdf$/);
    const text = await pdfText(res);
    for (const words of ['陈思远', '基本信息', '求职意向', '工作经历', '杭州云栖网络科技有限公司', '负责订单系统的架构设计与性能优化', '浙江大学', '订单中心重构', '阿里云大学', '13800000001', '30000-35000', '星河智能科技有限公司']) {
      expect(text, words).toContain(words);
    }
  });

  it('leaves contact details out when the settings say so, and always for callers without 250001', async () => {
    okData(await s.api(s.a, { method: 'PUT', url: '/api/resume-export-settings', payload: { ...DEFAULT_EXPORT_SETTINGS, includeContact: false, documentSections: ['work', 'base'], fileNamePattern: '{简历编号}-{姓名}' } }));
    const res = await download(s.a, java, 'pdf');
    expect(fileNameOf(res)).toBe(`${java}-陈思远.pdf`);
    const text = await pdfText(res);
    expect(text).not.toContain('13800000001');
    expect(text).not.toContain('求职意向');
    expect(text.indexOf('工作经历')).toBeLessThan(text.indexOf('基本信息'));
    okData(await s.api(s.a, { method: 'PUT', url: '/api/resume-export-settings', payload: DEFAULT_EXPORT_SETTINGS }));

    const downloader = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.CandidateDownload]);
    const weak = await pdfText(await download(downloader, java, 'pdf'));
    expect(weak).toContain('陈思远');
    expect(weak).not.toContain('138');
    expect(weak).not.toContain('30000-35000');
  });

  it('produces an editable Word document with the same content', async () => {
    const res = await download(s.a, sales, 'docx');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(fileNameOf(res)).toMatch(/^林晓雨_销售经理_\d{8}\.docx$/);
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    for (const words of ['林晓雨', '工作经历', '上海星辰贸易有限公司', '销售主管', '2016.07-至今']) expect(value, words).toContain(words);
  });

  it('answers 403 without 250003, 404 for another company or a deleted resume, 401 anonymous, 400 for an unknown format', async () => {
    const logs = async () => okData<{ total: number }>(await s.api(s.a, { method: 'GET', url: '/api/resume-export-logs' })).total;
    const before = await logs();
    expectFailure(await download(trainee, java, 'pdf'), 403);
    expectFailure(await download(s.b, java, 'pdf'), 404, '40400');
    expect(await logs()).toBe(before);
    expectFailure(await download(null, java, 'docx'), 401, '999');
    expect(expectFailure(await download(s.a, java, 'txt'), 400, '40001').message).toBe('格式只能是pdf或docx');
    const gone = (await createResume(s.api, s.a, { name: '已删除候选人' })).id;
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${gone}` }));
    expectFailure(await download(s.a, gone, 'pdf'), 404);
  });
});

describe('export settings', () => {
  it('answers the defaults until saved, then who saved them; each company has its own', async () => {
    const fresh = okData<{ updatedAt: string | null; excelColumns: string[] }>(await s.api(s.b, { method: 'GET', url: '/api/resume-export-settings' }));
    expect(fresh).toMatchObject({ ...DEFAULT_EXPORT_SETTINGS, updatedAt: null, updatedByName: null });
    const saved = okData(await s.api(s.b, { method: 'PUT', url: '/api/resume-export-settings', payload: { ...DEFAULT_EXPORT_SETTINGS, watermark: false, excelColumns: ['name'] } }));
    expect(saved).toMatchObject({ watermark: false, excelColumns: ['name'], updatedByName: '周明远' });
    expect(okData(await s.api(s.a, { method: 'GET', url: '/api/resume-export-settings' }))).toMatchObject({ excelColumns: DEFAULT_EXPORT_SETTINGS.excelColumns });
  });

  it('refuses invalid settings with Chinese messages, weaker roles with 403, anonymous with 401', async () => {
    const put = (session: Session | null, payload: Record<string, unknown>) => s.api(session, { method: 'PUT', url: '/api/resume-export-settings', payload });
    expect(expectFailure(await put(s.a, { ...DEFAULT_EXPORT_SETTINGS, fileNamePattern: '{姓名}/{日期}' }), 400).message).toBe('文件名不能包含 \\ / : * ? " < > | 等字符');
    expect(expectFailure(await put(s.a, { ...DEFAULT_EXPORT_SETTINGS, excelColumns: [] }), 400).message).toBe('请至少选择一列导出到Excel');
    expectFailure(await put(trainee, DEFAULT_EXPORT_SETTINGS), 403);
    expectFailure(await s.api(trainee, { method: 'GET', url: '/api/resume-export-logs' }), 403);
    expectFailure(await put(null, DEFAULT_EXPORT_SETTINGS), 401);
  });
});

// 导出流程候选人 (GET /api/jobs/{id}/applications/export, 220014): the table view's filters as an
// .xlsx, contacts masked without 250001, written to the export audit; 403 and other companies' 404.
import { Perm } from '@bole/domain';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestContext } from '../helpers';
import { addAccount, candidate, createJob, customAccount, expectFailure, expectNotFound, jobWithStages, move, okData, setup, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let job: Awaited<ReturnType<typeof jobWithStages>>;

const exportOf = (session: Session, jobId: number, query = '') => api(session, { method: 'GET', url: `/api/jobs/${jobId}/applications/export${query}` });

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

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  job = await jobWithStages(api, a, { name: '导出测试职位' });
  const chen = await candidate(api, a, job.jobId, { name: '陈思远', mobile: '13800000001', email: 'chensiyuan@example.com' });
  await candidate(api, a, job.jobId, { name: '林晓雨', mobile: '13800000002' });
  const out = await candidate(api, a, job.jobId, { name: '王浩然', mobile: '13800000003' });
  okData(await move(api, a, chen.id, job.stage('面试').id));
  okData(await api(a, { method: 'POST', url: `/api/applications/${out.id}/eliminate`, payload: { reason: '薪资期望过高' } }));
});

describe('导出流程候选人', () => {
  it('exports the table view with its filters, names the scope and writes the export audit', async () => {
    const res = await exportOf(a, job.jobId, `?view=inProcess&stageId=${job.stage('面试').id}`);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/导出测试职位_候选人_\d{8}_\d{4}\.xlsx/);
    const book = await sheets(res);
    const [header, ...rows] = book['候选人']!;
    expect(header).toEqual(['姓名', '性别', '年龄', '手机号', '邮箱', '最高学历', '工作年限', '最近公司', '最近职位', '当前阶段', '状态', '淘汰原因', '来源', '标签', '进入阶段时间', '加入职位时间']);
    expect(rows.map((r) => [r[0], r[3], r[4], r[9], r[10], r[12]])).toEqual([['陈思远', '13800000001', 'chensiyuan@example.com', '面试', '招聘中', 'HR添加']]);
    // Work years read as on the board: whole years, never a decimal.
    expect(String(rows[0]![6] ?? '')).toMatch(/^(\d+年|1年以下)?$/);
    const about = Object.fromEntries(book['导出说明']!.map(([k, v]) => [k, v]));
    expect(about['导出范围']).toBe('职位「导出测试职位」的候选人：范围：招聘中；阶段：面试');
    expect(about['导出数量']).toBe('1 位候选人');

    const all = await sheets(await exportOf(a, job.jobId));
    expect(all['候选人']!.slice(1).map((r) => r[0]).sort()).toEqual(['林晓雨', '王浩然', '陈思远'].sort());
    expect(all['候选人']!.find((r) => r[0] === '王浩然')!.slice(10, 12)).toEqual(['已淘汰', '薪资期望过高']);
    expect((await sheets(await exportOf(a, job.jobId, '?keyword=林晓'))).候选人!.slice(1).map((r) => r[0])).toEqual(['林晓雨']);

    const logs = okData<{ list: { kind: string; resumeCount: number; scope: string }[] }>(await api(a, { method: 'GET', url: '/api/resume-export-logs' })).list;
    expect(logs[0]).toMatchObject({ kind: 'excel', resumeCount: 1, scope: '职位「导出测试职位」的候选人：范围：全部；关键词：林晓' });
  });

  it('masks contacts without 250001 and says so', async () => {
    const masked = await customAccount(ctx, a.companyId, 2, [Perm.ProcessView, Perm.ProcessExport]);
    const book = await sheets(await exportOf(masked, job.jobId, '?keyword=陈思远'));
    const [, row] = book['候选人']!;
    expect(row![3]).not.toContain('13800000001');
    expect(row![3]).toMatch(/^138\*+0001$/);
    expect(row![4]).not.toBe('chensiyuan@example.com');
    expect(book['导出说明']!.some(([k, v]) => k === '权限说明' && v!.includes('联系方式'))).toBe(true);
  });

  it('answers 403 without 220014, 404 for another company’s job, and refuses an empty export or bad filters', async () => {
    const trainee = await addAccount(ctx, a.companyId, 10);
    expectFailure(await exportOf(trainee, job.jobId), 403);
    expectNotFound(await exportOf(b, job.jobId));
    const empty = await createJob(api, a, { name: '暂无候选人' });
    expect(expectFailure(await exportOf(a, empty), 400).message).toBe('没有符合条件的候选人，请调整筛选条件后再导出');
    expectFailure(await exportOf(a, job.jobId, '?view=nobody'), 400, '40001');
  });
});

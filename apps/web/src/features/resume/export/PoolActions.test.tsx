// 导出 and 导入 on the talent pool: the current search or the chosen cards go to the export, a
// search past the cap asks first, and the import drawer shows the per-row report.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportBatch } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { TalentPoolPage } from '../list/TalentPoolPage';
import { hrInfo, mockApi, renderPage, resumeRow, type ApiCall } from '../test-utils';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REPORT: ImportBatch = {
  id: 5,
  fileName: '招聘会简历.xlsx',
  operatorName: '陈思琪',
  status: 'done',
  total: 3,
  stored: 1,
  flagged: 1,
  refused: 1,
  createdAt: '2026-03-08T06:30:00.000Z',
  repeated: false,
  rows: [
    { row: 2, name: '王建国', result: 'stored', flags: [], reason: null, resumeId: 301 },
    { row: 3, name: '李小萌', result: 'flagged', flags: ['无手机号'], reason: null, resumeId: 302 },
    { row: 4, name: null, result: 'refused', flags: [], reason: '缺少姓名', resumeId: null },
  ],
};

let calls: ApiCall[];
let total = 2;
let saved: string[];
const exports = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/resumes/export');

/** The API as mockApi answers it, plus the .xlsx download of POST /api/resumes/export. */
function serve(codes: number[], importAnswer: () => unknown = () => REPORT) {
  calls = mockApi(
    {
      'GET /api/resumes': () => ({ list: [resumeRow(), resumeRow({ id: 102, name: '王浩然' })], total, totalCapped: false, page: 1, pageSize: 20 }),
      'POST /api/resumes/import': importAnswer,
      'GET /api/resumes/import/batches': () => [],
    },
    hrInfo(codes),
  );
  const json = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/resumes/export') return json(input, init);
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: JSON.parse(String(init?.body)) });
    const name = encodeURIComponent('人才库简历_20260308_1430.xlsx');
    return new Response('xlsx', { status: 200, headers: { 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${name}` } });
  });
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:bole', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
}

beforeEach(() => {
  resetSessionStoreForTests();
  total = 2;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('人才库导出', { timeout: 20_000 }, () => {
  it('exports what the current search finds, saved under the server’s file name', async () => {
    serve([210001, 210004]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company?keyword=前端&degree=3');
    fireEvent.click(await screen.findByRole('button', { name: /导出$/ }));
    await waitFor(() => expect(saved).toEqual(['人才库简历_20260308_1430.xlsx']));
    expect(exports()[0]!.body).toEqual({ keyword: '前端', degree: 3 });
  });

  it('exports only the chosen resumes when some are ticked', async () => {
    serve([210001, 210004]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择王浩然' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择李雨桐' }));
    expect(screen.getByText(/已选/).textContent).toContain('2');
    fireEvent.click(screen.getByRole('button', { name: /导出选中（2）/ }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(exports()[0]!.body).toEqual({ ids: [102, 101] });
    // The choice is cleared once exported.
    expect(await screen.findByRole('button', { name: /导出$/ })).toBeTruthy();
  });

  it('warns before exporting a search past the cap', async () => {
    total = 12_345;
    serve([210001, 210004]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    await screen.findByText('12345');
    fireEvent.click(screen.getByRole('button', { name: /导出$/ }));
    expect((await screen.findAllByText('一次最多导出 10000 份简历')).length).toBeGreaterThan(0);
    expect(screen.getByText(/将按列表顺序导出前 10000 份/)).toBeTruthy();
    expect(exports()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '导出前 10000 份' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
  });

  it('offers neither button nor checkboxes without 210004 and 210003', async () => {
    serve([210001]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    await screen.findByRole('link', { name: '王浩然' });
    expect(screen.queryByRole('button', { name: /导出$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入$/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '选择王浩然' })).toBeNull();
  });
});

describe('人才库导入', { timeout: 20_000 }, () => {
  const upload = async () => {
    fireEvent.click(await screen.findByRole('button', { name: /导入$/ }));
    await screen.findByText('下载导入模板，按模板填写');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['xlsx'], '招聘会简历.xlsx', { type: XLSX })] } });
  };

  it('uploads the file and shows the result of every row', async () => {
    serve([210001, 210003]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    await upload();
    expect(await screen.findByText('缺少姓名')).toBeTruthy();
    expect(screen.getByText('无手机号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '王建国' })).toHaveProperty('href', expect.stringMatching(/\/resume\/detail\/301$/));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/resumes/import')).toBe(true);
  });

  it('says so when the file had been imported before', async () => {
    serve([210001, 210003], () => ({ ...REPORT, repeated: true }));
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    await upload();
    expect(await screen.findByText('这个文件已经导入过，本次没有重复入库')).toBeTruthy();
  });

  it('shows why a file was refused', async () => {
    serve([210001, 210003], () => ({ status: 400, body: { status: '30052', message: '文件无法读取：请上传用导入模板填写的Excel文件（.xlsx）' } }));
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    await upload();
    expect(await screen.findByText('文件无法读取：请上传用导入模板填写的Excel文件（.xlsx）')).toBeTruthy();
  });
});

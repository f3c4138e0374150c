// 导出 and 导入 on the talent pool: the current search or the chosen cards go to the export
// after a confirmation that counts them and says what is masked; a large one runs in the
// background with progress and 下载; the import drawer shows the per-row report.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportBatch, ResumeExportJob, ResumeExportPreview } from '@bole/domain';
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
let preview: ResumeExportPreview;
let jobReads: number;
const exports = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/resumes/export');
const PREVIEW: ResumeExportPreview = { count: 2, found: 2, foundCapped: false, capped: false, contact: true, salary: true, background: false };
const JOB: ResumeExportJob = { id: 7, status: 'queued', done: 0, total: 1200, error: null, fileName: null, createdAt: '2026-03-08T06:30:00.000Z', finishedAt: null, expiresAt: null, downloadable: false };

/** The API as mockApi answers it, plus the .xlsx downloads of POST /api/resumes/export and a finished job. */
function serve(codes: number[], importAnswer: () => unknown = () => REPORT) {
  jobReads = 0;
  calls = mockApi(
    {
      'GET /api/resumes': () => ({ list: [resumeRow(), resumeRow({ id: 102, name: '王浩然' })], total, totalCapped: false, page: 1, pageSize: 20 }),
      'POST /api/resumes/import': importAnswer,
      'GET /api/resumes/import/batches': () => [],
      'POST /api/resumes/export/preview': () => preview,
      'POST /api/resumes/export/jobs': () => JOB,
      'GET /api/resumes/export/jobs/7': () => {
        jobReads += 1;
        return jobReads === 1
          ? { ...JOB, status: 'running', done: 500 }
          : { ...JOB, status: 'done', done: 1200, fileName: '人才库简历_20260308_1431.xlsx', downloadable: true, finishedAt: '2026-03-08T06:31:00.000Z', expiresAt: '2026-03-09T06:31:00.000Z' };
      },
    },
    hrInfo(codes),
  );
  const json = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const files: Record<string, string> = { '/api/resumes/export': '人才库简历_20260308_1430.xlsx', '/api/resumes/export/jobs/7/file': '人才库简历_20260308_1431.xlsx' };
    const name = files[url.pathname];
    if (!name) return json(input, init);
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response('xlsx', { status: 200, headers: { 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}` } });
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
  preview = PREVIEW;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Clicks 导出 (or 导出选中) and answers the confirmation dialog once it has counted. */
async function openExport(name: RegExp = /导出$/) {
  fireEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(/将导出/);
  return dialog;
}

describe('人才库导出', { timeout: 20_000 }, () => {
  it('asks first with the count and what is included, then saves under the server’s file name', async () => {
    serve([210001, 210004]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company?keyword=前端&degree=3');
    const dialog = await openExport();
    expect(dialog.textContent).toContain('将导出 2 份简历');
    expect(within(dialog).getByText('包含完整的手机号、邮箱和微信号')).toBeTruthy();
    expect(within(dialog).getByText('显示目前薪资和期望薪资')).toBeTruthy();
    const asked = calls.find((c) => c.path === '/api/resumes/export/preview');
    expect(asked?.body).toEqual({ keyword: '前端', degree: 3 });
    expect(exports()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['人才库简历_20260308_1430.xlsx']));
    expect(exports()[0]!.body).toEqual({ keyword: '前端', degree: 3 });
  });

  it('exports only the chosen resumes when some are ticked', async () => {
    serve([210001, 210004]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择王浩然' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择李雨桐' }));
    expect(screen.getByText(/已选/).textContent).toContain('2');
    const dialog = await openExport(/导出选中（2）/);
    fireEvent.click(within(dialog).getByRole('button', { name: '导出' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(exports()[0]!.body).toEqual({ ids: [102, 101] });
    // The choice is cleared once exported.
    expect(await screen.findByRole('button', { name: /导出$/ })).toBeTruthy();
  });

  it('says when contacts are masked, salaries hidden and the search passes the cap', async () => {
    total = 12_345;
    preview = { count: 10_000, found: 12_345, foundCapped: false, capped: true, contact: false, salary: false, background: true };
    serve([210001, 210004]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    await screen.findByText('12345');
    const dialog = await openExport();
    expect(dialog.textContent).toContain('将导出 10000 份简历');
    expect(within(dialog).getByText('已打码（您的角色没有“查看候选人联系方式”权限）')).toBeTruthy();
    expect(within(dialog).getByText(/已隐藏，显示为 \*\*\*/)).toBeTruthy();
    expect(within(dialog).getByText('一次最多导出 10000 份简历')).toBeTruthy();
    expect(within(dialog).getByText(/当前条件找到 12345 份简历，将按列表顺序导出前 10000 份/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/将导出/)).toBeNull());
    expect(exports()).toHaveLength(0);
  });

  it('runs a large export in the background with progress, then offers 下载', async () => {
    total = 1200;
    preview = { ...PREVIEW, count: 1200, found: 1200, background: true };
    serve([210001, 210004, 340003]);
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company');
    const dialog = await openExport();
    expect(within(dialog).getByText('将在后台导出')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '开始后台导出' }));
    expect(await within(dialog).findByText('导出中：500 / 1200 份')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: '导出进度' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '导出记录' }).getAttribute('href')).toBe('/user/seting/resumeexport');
    expect(await within(dialog).findByText('导出完成，共 1200 份简历', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toEqual(['人才库简历_20260308_1431.xlsx']));
    expect(exports()).toHaveLength(0);
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

// 简历导出设置: the saved columns and layout show, reordering and ticking change what 保存 sends,
// a wrong file name pattern is refused before sending, and the export records are listed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS, type ResumeExportLog, type ResumeExportSettingsResponse } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../test-utils';
import { ResumeExportSettingsPage } from './ResumeExportSettingsPage';

const SAVED: ResumeExportSettingsResponse = {
  ...DEFAULT_EXPORT_SETTINGS,
  excelColumns: ['name', 'mobile', 'lastCompany'],
  updatedAt: '2026-03-08T06:30:00.000Z',
  updatedByName: '陈思琪',
};

const LOG: ResumeExportLog = {
  id: 1,
  kind: 'excel',
  operatorName: '陈思琪',
  resumeCount: 10000,
  resumeId: null,
  resumeName: null,
  fileName: '人才库简历_20260308_1430.xlsx',
  scope: '按筛选条件：关键词：Java',
  capped: true,
  createdAt: '2026-03-08T06:30:00.000Z',
  jobId: null,
  status: 'done',
  downloadable: false,
};

let calls: ApiCall[];
const puts = () => calls.filter((c) => c.method === 'PUT' && c.path === '/api/resume-export-settings');

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(
    {
      'GET /api/resume-export-settings': () => SAVED,
      'PUT /api/resume-export-settings': ({ body }) => ({ ...SAVED, ...(body as object), updatedAt: '2026-03-09T02:00:00.000Z' }),
      'GET /api/resume-export-logs': () => ({
        list: [
          { ...LOG, id: 3, jobId: 9, status: 'done', downloadable: true, fileName: '人才库简历_20260309_1000.xlsx', scope: '人才库全部简历', capped: false, resumeCount: 1200 },
          { ...LOG, id: 2, jobId: 8, status: 'failed', downloadable: false, scope: '按筛选条件：关键词：销售', capped: false },
          LOG,
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      }),
    },
    hrInfo([210001, 340003]),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('简历导出设置', { timeout: 20_000 }, () => {
  it('shows the saved columns in order and sends the edited settings on 保存', async () => {
    renderPage(<ResumeExportSettingsPage title="简历导出设置" />);
    const list = await screen.findByRole('list', { name: '已选的列（按导出顺序）' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('姓名'), expect.stringContaining('手机号'), expect.stringContaining('最近公司')]);
    expect(screen.getByText(/上次保存：.*陈思琪/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '上移最近公司' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '标签' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '项目经历' }));
    fireEvent.click(screen.getByRole('switch', { name: '水印' }));
    fireEvent.click(screen.getByRole('button', { name: '{简历编号}' }));
    expect(screen.getByText('陈思远_Java开发工程师_20260308_10086.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      excelColumns: ['name', 'lastCompany', 'mobile', 'tags'],
      documentSections: ['base', 'intention', 'work', 'education', 'training', 'custom'],
      includeContact: true,
      watermark: false,
      fileNamePattern: '{姓名}_{职位}_{日期}_{简历编号}',
    });
  });

  it('offers the enabled custom resume fields as columns under 其他信息, and 其他信息 as a resume section', async () => {
    const field = { required: false, datePrecision: null, dictionary: null, placeholder: null, help: null, createdAt: '2026-03-01T02:00:00.000Z', updatedAt: '2026-03-01T02:00:00.000Z' };
    calls = mockApi(
      {
        'GET /api/resume-export-settings': () => ({ ...SAVED, excelColumns: ['name', 'custom:old'] }),
        'PUT /api/resume-export-settings': ({ body }) => ({ ...SAVED, ...(body as object) }),
        'GET /api/resume-fields': () => [
          { ...field, id: 1, key: 'politics', name: '政治面貌', type: 'singleChoice', options: [{ key: 'o1', label: '中共党员' }], enabled: true, sort: 1 },
          { ...field, id: 2, key: 'old', name: '旧字段', type: 'shortText', options: [], enabled: false, sort: 2 },
        ],
      },
      hrInfo([210001, 340003]),
    );
    renderPage(<ResumeExportSettingsPage title="简历导出设置" />);
    const group = await screen.findByRole('group', { name: '其他信息' });
    expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['政治面貌']);
    const list = screen.getByRole('list', { name: '已选的列（按导出顺序）' });
    expect(within(list).getByText('简历字段已停用，导出时跳过')).toBeTruthy();

    fireEvent.click(within(group).getByRole('checkbox', { name: '政治面貌' }));
    fireEvent.click(screen.getByRole('button', { name: '上移政治面貌' }));
    fireEvent.click(screen.getByRole('button', { name: '移除旧字段' }));
    expect(screen.getByRole('list', { name: '简历模块（按显示顺序）' }).textContent).toContain('其他信息');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ excelColumns: ['name', 'custom:politics'] });
  });

  it('refuses a file name pattern without {姓名} or with path characters', async () => {
    renderPage(<ResumeExportSettingsPage title="简历导出设置" />);
    const input = await screen.findByLabelText('文件名格式');
    fireEvent.change(input, { target: { value: '{职位}_{日期}' } });
    expect(await screen.findByText('文件名须包含{姓名}，以便区分候选人')).toBeTruthy();
    fireEvent.change(input, { target: { value: '{姓名}/{日期}' } });
    expect(await screen.findByText('文件名不能包含 \\ / : * ? " < > | 等字符')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(puts()).toHaveLength(0);
  });

  it('lists who exported what, marking an export that reached the cap', async () => {
    renderPage(<ResumeExportSettingsPage title="简历导出设置" />);
    const table = await screen.findByRole('table', { name: '导出记录' });
    expect(await within(table).findByText('按筛选条件：关键词：Java')).toBeTruthy();
    expect(within(table).getByText('已达上限')).toBeTruthy();
  });

  it('shows the state of background exports and downloads a kept file', async () => {
    renderPage(<ResumeExportSettingsPage title="简历导出设置" />);
    const table = await screen.findByRole('table', { name: '导出记录' });
    expect(await within(table).findByText('导出失败')).toBeTruthy();
    expect(within(table).getByText('已完成')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: '下载' })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/resumes/export/jobs/9/file')).toBe(true));
  });
});

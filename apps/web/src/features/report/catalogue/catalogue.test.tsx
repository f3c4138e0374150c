// 报表中心 pages: the catalogue's cards, a report's detail with its address-kept period and
// filters, rows, 合计 and pages, and the print layout with the company, the filters in words
// and the China time it was counted.
import { routeByPath, type ReportExportJob, type StandardReportPage, type StandardReportPrint } from '@bole/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp } from '../../../test/app-harness';
import ReportArea from '../index';

const ROW = { channel: '智联招聘', newResumes: 20, applications: 12, screened: 5, interviews: 4, offers: 2, hires: 1, hireRate: 8.3 };
const PAGE: StandardReportPage = {
  list: [ROW],
  total: 21,
  page: 1,
  pageSize: 20,
  summary: { ...ROW, channel: '合计', newResumes: null },
  countedAt: '2026-11-29T02:05:09.000Z',
};
const PRINT: StandardReportPrint = { companyName: '杭州伯乐科技有限公司', filters: ['部门：技术部'], list: [ROW], summary: PAGE.summary, countedAt: '2026-11-28T16:30:00.000Z' };

const JOB: ReportExportJob = {
  id: 5, reportId: 'channel', status: 'running', done: 0, total: 6000, error: null, fileName: null, createdAt: '2026-11-29T02:05:09.000Z', finishedAt: null, expiresAt: null, downloadable: false,
};

function Page() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <ReportArea route={routeByPath(pathname)!} />
    </Suspense>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

const asked = (pathname: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === pathname);

beforeEach(() => {
  resetSessionStoreForTests();
  mockApi(
    {
      'GET /api/reports/standard/channel': () => PAGE,
      'GET /api/reports/standard/channel/print': () => PRINT,
      'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 100 }),
    },
    adminInfo([240001, 240002, 230001]),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('报表中心', { timeout: 30_000 }, () => {
  it('lists the six standard reports, each opening its detail', async () => {
    renderAt('/report/list');
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['招聘进度', '渠道效果', '面试统计', 'Offer统计', '招聘需求完成', '人员入离职']);
    expect(screen.getByRole('link', { name: '查看渠道效果' }).getAttribute('href')).toBe('/report/detail?id=channel');
  });

  it('shows a report\'s rows with the 合计, pages and keeps the period in the address', async () => {
    const router = renderAt('/report/detail?id=channel&from=2026-11-01&to=2026-11-29&orgId=3');
    const row = await screen.findByRole('row', { name: /^智联招聘 / });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['智联招聘', '20', '12', '5', '4', '2', '1', '8.3%']);
    expect(within(screen.getByRole('row', { name: /^合计 / })).getAllByRole('cell')[1]!.textContent).toBe('-');
    expect(asked('/api/reports/standard/channel')[0]!.searchParams.toString()).toBe('from=2026-11-01&to=2026-11-29&orgId=3&page=1&pageSize=20');
    expect(screen.getByText(/共 21 行/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await vi.waitFor(() => expect(asked('/api/reports/standard/channel').some((u) => u.searchParams.get('page') === '2')).toBe(true));
    expect(screen.getByRole('link', { name: '打印预览' }).getAttribute('href')).toBe('/report/preview?id=channel&from=2026-11-01&to=2026-11-29&orgId=3');
    expect(screen.getByRole('button', { name: '导出Excel' })).toBeTruthy();
    expect(router.state.location.search).toContain('id=channel');
  });

  it('exports a large report in the background, its progress beside the button', async () => {
    mockApi(
      {
        'GET /api/reports/standard/channel': () => ({ ...PAGE, total: 6000 }),
        'POST /api/reports/standard/channel/export-jobs': () => ({ ...JOB, status: 'queued', done: 0 }),
        'GET /api/reports/export-jobs/5': () => JOB,
        'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 100 }),
      },
      adminInfo([240001, 240002, 230001]),
    );
    renderAt('/report/detail?id=channel&from=2026-11-01&to=2026-11-29');
    await screen.findByText(/共 6000 行/);
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    expect(await screen.findByText('排队中，共6000行…')).toBeTruthy();
    expect(await screen.findByText('正在生成Excel，共6000行…', undefined, { timeout: 3000 })).toBeTruthy();
    expect(asked('/api/reports/standard/channel/export')).toHaveLength(0);
  });

  it('answers an unknown report with the way back', async () => {
    renderAt('/report/detail?id=salary');
    expect(await screen.findByText('没有找到这张报表，请从报表中心选择')).toBeTruthy();
  });

  it('prints the company, period, filters, China time and every row', async () => {
    renderAt('/report/preview?id=channel&from=2026-11-01&to=2026-11-29&orgId=3');
    expect(await screen.findByRole('heading', { name: '渠道效果' })).toBeTruthy();
    expect(screen.getByText('杭州伯乐科技有限公司')).toBeTruthy();
    expect(screen.getByText('部门：技术部')).toBeTruthy();
    expect(screen.getByText('2026-11-01 至 2026-11-29（北京时间）')).toBeTruthy();
    // 16:30 UTC on the 28th is 00:30 on the 29th in China.
    expect(screen.getByText('2026-11-29 00:30:00（北京时间）')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});

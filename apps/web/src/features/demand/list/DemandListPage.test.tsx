// HR's 招聘需求: rows with their progress and state, the status tab in the query, the drawer with
// the jobs opened against a demand, and 开设职位 taking an approved one to the job form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, demandDetail, demandRow, HR_CODES, mockApi, renderAt, type ApiCall } from '../test-utils';
import { DemandListPage } from './DemandListPage';

let calls: ApiCall[];
const rows = [demandRow(), demandRow({ id: 22, name: '产品经理', status: 'rejected', rejectReason: '预算不足', progress: { headcount: 1, jobCount: 0, jobHeadcount: 0, hired: 0 } })];

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(
    {
      'GET /api/demands': () => ({ list: rows, total: 2, page: 1, pageSize: 20 }),
      'GET /api/demands/21': () => demandDetail(),
    },
    adminInfo(HR_CODES),
  );
});
afterEach(() => vi.unstubAllGlobals());

const listQuery = () => {
  const last = (fetch as unknown as { mock: { calls: [RequestInfo][] } }).mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/api/demands').at(-1);
  return Object.fromEntries(last?.searchParams ?? []);
};

describe('招聘需求', { timeout: 20_000 }, () => {
  it('lists each demand with its progress and state', async () => {
    renderAt(<DemandListPage title="招聘需求" />, '/job/demand');
    const table = await screen.findByRole('table', { name: '招聘需求列表' });
    await within(table).findAllByRole('button', { name: '高级前端开发工程师' });
    expect(within(table).getByText('已入职1/3人 · 1个职位招2人')).toBeTruthy();
    expect(within(table).getByText('需1人 · 尚未开设职位')).toBeTruthy();
    expect(within(table).getByText('预算不足')).toBeTruthy();
    expect(within(table).getAllByText('研发中心 · 2万-3万/月')).toHaveLength(2);
    // Only the approved one can be opened as a job.
    expect(within(table).getAllByRole('button', { name: '开设职位' })).toHaveLength(1);
    expect(screen.getByText('共 2 个需求')).toBeTruthy();
  });

  it('sends the status tab and the keyword, starting again at page 1', async () => {
    renderAt(<DemandListPage title="招聘需求" />, '/job/demand?page=2');
    await screen.findAllByRole('button', { name: '高级前端开发工程师' });
    expect(listQuery()).toMatchObject({ page: '2' });
    fireEvent.click(screen.getByRole('radio', { name: '审批中' }));
    await waitFor(() => expect(listQuery()).toEqual({ status: 'pending' }));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索招聘需求' }), { target: { value: ' 前端 ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '搜索招聘需求' }), { key: 'Enter' });
    await waitFor(() => expect(listQuery()).toEqual({ status: 'pending', keyword: '前端' }));
  });

  it('shows a demand with its jobs and opens a job against it', async () => {
    const router = renderAt(<DemandListPage title="招聘需求" />, '/job/demand');
    const table = await screen.findByRole('table', { name: '招聘需求列表' });
    fireEvent.click((await within(table).findAllByRole('button', { name: '高级前端开发工程师' }))[0]!);
    // antd's ids are fixed in tests, so the drawer is found by its content rather than its title.
    const drawer = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(within(drawer).getByText('招聘需求详情')).toBeTruthy();
    const jobs = await within(drawer).findByRole('region', { name: '关联职位' });
    expect(within(jobs).getByText('招2人 · 已入职1人 · 负责人 周文静')).toBeTruthy();
    expect(within(drawer).getByText('草稿，尚未提交审批。')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '开设职位' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/job/list?fromDemand=21'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

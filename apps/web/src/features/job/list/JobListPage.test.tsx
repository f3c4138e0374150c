// 职位管理 on the plain table: rows with their state, filters in the query, 开启/关闭 and the
// actions a weaker role does not get, and 分享职位.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { jobRow, mockApi, renderAt, type ApiCall } from '../test-utils';
import { JobListPage } from './JobListPage';

let calls: ApiCall[];
const rows = [jobRow(), jobRow({ id: 12, name: '数据分析师', status: 2, closedReason: 'expired', closedAt: '2026-11-20T02:00:00.000Z', minSalary: null, maxSalary: null, headcount: null, categoryName: null }), jobRow({ id: 13, name: '产品经理', salaryType: 2, minSalary: 400000, maxSalary: 600000, expiresAt: null })];

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({
    'GET /api/jobs': () => ({ list: rows, total: 3, page: 1, pageSize: 20 }),
    'PATCH /api/jobs/11': () => ({ ...jobRow({ status: 2 }) }),
    'PATCH /api/jobs/12': () => ({ ...jobRow({ id: 12, status: 1 }) }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const listQuery = () => {
  const last = (fetch as unknown as { mock: { calls: [RequestInfo][] } }).mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/api/jobs').at(-1);
  return Object.fromEntries(last?.searchParams ?? []);
};

describe('职位管理', { timeout: 20_000 }, () => {
  it('lists each job with its state, salary, headcount and end', async () => {
    renderAt(<JobListPage title="职位管理" />, '/job/list');
    const table = await screen.findByRole('table', { name: '职位列表' });
    await within(table).findByRole('button', { name: '高级Java开发工程师' });
    expect(within(table).getByText('2.5万-4万/月')).toBeTruthy();
    expect(within(table).getByText('40万-60万/年')).toBeTruthy();
    expect(within(table).getByText('面议')).toBeTruthy();
    expect(within(table).getByText('若干')).toBeTruthy();
    expect(within(table).getByText('已过期')).toBeTruthy();
    expect(within(table).getByText('2027-01-30 到期')).toBeTruthy();
    expect(within(table).getByText('长期有效')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: '编辑' })).toHaveLength(3);
    expect(screen.getByText('共 3 个职位')).toBeTruthy();
  });

  it('sends the status tab and the keyword, starting again at page 1', async () => {
    renderAt(<JobListPage title="职位管理" />, '/job/list?page=2');
    await screen.findByRole('button', { name: '高级Java开发工程师' });
    expect(listQuery()).toMatchObject({ page: '2' });
    fireEvent.click(screen.getByRole('radio', { name: '招聘中' }));
    await waitFor(() => expect(listQuery()).toEqual({ status: '1' }));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索职位' }), { target: { value: ' 工程师 ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '搜索职位' }), { key: 'Enter' });
    await waitFor(() => expect(listQuery()).toEqual({ status: '1', keyword: '工程师' }));
  });

  it('filters by 候选人情况 from the address when the server offers the flag', async () => {
    vi.unstubAllGlobals();
    mockApi({
      'GET /api/jobs': () => ({ list: rows, total: 3, page: 1, pageSize: 20 }),
      'GET /api/jobs/filter-flags': () => [{ value: 'recommendationAwaitingScreening', label: '推荐待筛选' }],
    });
    renderAt(<JobListPage title="职位管理" />, '/job/list?flag=recommendationAwaitingScreening&keyword=x');
    await screen.findByRole('button', { name: '高级Java开发工程师' });
    expect(listQuery()).toEqual({ keyword: 'x', flag: 'recommendationAwaitingScreening' });
    expect(await screen.findByText('推荐待筛选')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清空筛选' }));
    await waitFor(() => expect(listQuery()).toEqual({}));
  });

  it('closes a job after confirming and opens one at once', async () => {
    renderAt(<JobListPage title="职位管理" />, '/job/list');
    const table = await screen.findByRole('table', { name: '职位列表' });
    await within(table).findByRole('button', { name: '高级Java开发工程师' });
    const open = within(table).getAllByRole('row').find((r) => within(r).queryByText('高级Java开发工程师'))!;
    fireEvent.click(within(open).getByRole('button', { name: '关闭' }));
    fireEvent.click(await screen.findByRole('button', { name: '关闭职位' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH' && c.path === '/api/jobs/11')?.body).toEqual({ status: 2 }));

    const expired = within(table).getAllByRole('row').find((r) => within(r).queryByText('数据分析师'))!;
    fireEvent.click(within(expired).getByRole('button', { name: '开启' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH' && c.path === '/api/jobs/12')?.body).toEqual({ status: 1 }));
  });

  it('shows a job waiting for 职位审批 without 开启, and a refused one with the reason', async () => {
    vi.unstubAllGlobals();
    const pending = jobRow({ id: 21, name: '架构师', status: 2, closedReason: 'approval', approval: { approvalId: 1, status: 'pending', currentStep: '部门负责人审批', reason: null } });
    const refused = jobRow({ id: 22, name: '运维工程师', status: 2, closedReason: 'approval', approval: { approvalId: 2, status: 'rejected', currentStep: null, reason: '编制已满' } });
    mockApi({ 'GET /api/jobs': () => ({ list: [pending, refused], total: 2, page: 1, pageSize: 20 }) });
    renderAt(<JobListPage title="职位管理" />, '/job/list');
    const table = await screen.findByRole('table', { name: '职位列表' });
    await within(table).findByRole('button', { name: '架构师' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('审批中')).toBeTruthy();
    expect(within(first!).getByText('审批通过后开启（部门负责人审批）')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: '开启' })).toBeNull();
    expect(within(second!).getByText('审批未通过')).toBeTruthy();
    expect(within(second!).getByText('未通过：编制已满')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: '开启' })).toBeTruthy();
  });

  it('shows a viewer neither 新建职位 nor editing actions, only 分享职位 on open jobs', async () => {
    vi.unstubAllGlobals();
    mockApi({ 'GET /api/jobs': () => ({ list: rows, total: 3, page: 1, pageSize: 20 }) }, [230001]);
    renderAt(<JobListPage title="职位管理" />, '/job/list');
    const table = await screen.findByRole('table', { name: '职位列表' });
    await within(table).findByRole('button', { name: '高级Java开发工程师' });
    expect(screen.queryByRole('button', { name: '新建职位' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '关闭' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '编辑' })).toBeNull();
    const rowOf = (name: string) => within(table).getAllByRole('row').find((r) => within(r).queryByText(name))!;
    expect(within(rowOf('数据分析师')).queryByRole('button', { name: /更多/ })).toBeNull();
    fireEvent.click(within(rowOf('高级Java开发工程师')).getByRole('button', { name: /更多/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['分享职位']);
  });

  it('shares an open job as its portal address, with a QR code and a poster to download', async () => {
    renderAt(<JobListPage title="职位管理" />, '/job/list');
    const table = await screen.findByRole('table', { name: '职位列表' });
    await within(table).findByRole('button', { name: '高级Java开发工程师' });
    const row = within(table).getAllByRole('row').find((r) => within(r).queryByText('高级Java开发工程师'))!;
    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '分享职位' }));
    expect(await screen.findByText('分享职位「高级Java开发工程师」')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: '职位链接' }).value).toBe('https://bole.example.cn/portal/yunqi/jobs/11'));
    expect(screen.getByRole('button', { name: /下载招聘海报/ })).toBeTruthy();
  });
});

// 招聘目标 in the app's real antd: the year's goals with their progress, the form's Chinese checks
// and the body it sends, the server's refusal of a second goal on its field, and deleting.
import type { Page, ReportGoal } from '@bole/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, failure, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { GoalsPage } from './GoalsPage';

const goal = (over: Partial<ReportGoal>): ReportGoal => ({
  id: 1, kind: 'month', year: 2026, period: 11, periodLabel: '2026年11月', from: '2026-11-01', to: '2026-11-30', scope: 'company', scopeId: null, scopeName: '全公司',
  hires: 5, offers: null, interviews: 40,
  progress: [
    { metric: 'hires', label: '入职', target: 5, actual: 3, percent: 60 },
    { metric: 'interviews', label: '面试', target: 40, actual: 46, percent: 115 },
  ],
  ...over,
});
const GOALS: Page<ReportGoal> = {
  list: [
    goal({}),
    goal({ id: 2, kind: 'quarter', period: 4, periodLabel: '2026年第4季度', from: '2026-10-01', to: '2026-12-31', scope: 'org', scopeId: 3, scopeName: '技术部', hires: null, interviews: null, offers: 8, progress: [{ metric: 'offers', label: '发出Offer', target: 8, actual: 2, percent: 25 }] }),
  ],
  total: 2, page: 1, pageSize: 20,
};

let calls: ApiCall[];
let answerPost: () => unknown;

beforeEach(() => {
  resetSessionStoreForTests();
  vi.useFakeTimers({ toFake: ['Date'] });
  // Sunday 29 November 2026 in Shanghai.
  vi.setSystemTime(new Date('2026-11-29T02:00:00Z'));
  answerPost = () => goal({ id: 9 });
  calls = mockApi(
    {
      'GET /api/report-goals': () => GOALS,
      'POST /api/report-goals': () => answerPost(),
      'DELETE /api/report-goals/2': () => null,
      'GET /api/company/orgs/options': () => [{ id: 1, name: '杭州云栖科技有限公司', children: [{ id: 3, name: '技术部', children: [] }] }],
      'GET /api/company/accounts/options': () => [{ id: 7, userName: '王晓雨' }],
    },
    adminInfo([330014, 240003]),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const asked = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path);

async function openForm() {
  renderWithApp(<GoalsPage title="招聘目标" />);
  await screen.findByRole('table', { name: '2026年招聘目标' });
  fireEvent.click(await screen.findByRole('button', { name: /新建目标/ }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  expect(within(dialog).getByText('新建招聘目标')).toBeTruthy();
  return dialog;
}

describe('招聘目标', { timeout: 30_000 }, () => {
  it('lists this year\'s goals with each target\'s progress', async () => {
    renderWithApp(<GoalsPage title="招聘目标" />);
    const table = await screen.findByRole('table', { name: '2026年招聘目标' });
    await within(table).findByRole('cell', { name: '技术部部门' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(Object.fromEntries(asked('/api/report-goals')[0]!.searchParams)).toEqual({ year: '2026', page: '1', pageSize: '20' });
    const month = within(rows[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(month.slice(0, 5)).toEqual(['2026年11月 月度11月1日 至 11月30日', '全公司', '3 / 560%', '未设置', '46 / 40115%']);
    const over = within(rows[1]!).getByRole('progressbar', { name: '全公司2026年11月面试：已完成46，目标40' });
    expect(over.getAttribute('aria-valuenow')).toBe('100');
    expect(within(rows[2]!).getAllByRole('cell')[1]!.textContent).toBe('技术部部门');
  });

  it('checks the form in Chinese and sends the goal as the server reads it', async () => {
    const dialog = await openForm();
    // The defaults: this month of this year, for the whole company.
    expect(within(dialog).getByRole('radio', { name: '月度' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: '全公司' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请至少填写一项目标（入职、发出Offer、面试）')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: '部门' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择部门')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: '全公司' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '季度' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '入职目标' }), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '面试目标' }), { target: { value: '0' } });
    const listed = asked('/api/report-goals').length;
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ kind: 'quarter', year: 2026, period: 4, scope: 'company', scopeId: null, hires: 12, offers: null, interviews: 0 });
    // Saved: the list (and the boards' 目标进度) are asked again.
    await waitFor(() => expect(asked('/api/report-goals').length).toBeGreaterThan(listed));
  });

  it('puts the refusal of a second goal for the period and scope on the form', async () => {
    answerPost = () => failure(409, { status: '70101', message: '该周期和范围已设置过招聘目标，请直接编辑已有目标' });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '发出Offer目标' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('该周期和范围已设置过招聘目标，请直接编辑已有目标')).toBeTruthy();
  });

  it('deletes a goal after confirming', async () => {
    renderWithApp(<GoalsPage title="招聘目标" />);
    fireEvent.click(await screen.findByRole('button', { name: '删除2026年第4季度技术部的目标' }));
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/report-goals/2')).toBe(true));
  });
});

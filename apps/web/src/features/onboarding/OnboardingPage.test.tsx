// 入职管理: the tab's rows with counts and hidden salaries, 确认入职 with the planned day, 未到岗
// needing a reason, the tab in the request, and no actions without 办理入职 (220011).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingPage as Page, OnboardingRow } from '@bole/domain';
import { resetSessionStoreForTests } from '../../lib/session';
import { adminInfo, mockApi, type ApiCall } from '../../test/app-harness';
import { renderPage } from '../resume/test-utils';
import { OnboardingPage } from './OnboardingPage';

const row = (id: number, name: string, over: Partial<OnboardingRow> = {}): OnboardingRow => ({
  applicationId: id, resumeId: id + 100, name, mobile: '138****0001', jobId: 11, jobName: 'Java开发工程师', orgName: '研发部', recruitmentState: 5,
  entryDate: '2026-12-01', offer: { id: 9, status: 'accepted', formalSalary: '12000.00', salaryType: 1, salaryHidden: false }, probationMonths: 3,
  probationEnd: '2027-03-01', regularDate: null, noShowReason: null, noShowAt: null, entryForm: null, ownerName: '周文静', version: 2, ...over,
});
const page = (list: OnboardingRow[]): Page => ({ list, total: list.length, page: 1, pageSize: 20, counts: { awaiting: 2, probation: 5, regular: 1, noShow: 0 } });

let calls: ApiCall[];
const setup = (codes: number[]) => {
  calls = mockApi(
    {
      'GET /api/onboarding': () => page([row(1, '张伟'), row(2, '李娜', { offer: { id: 10, status: 'accepted', formalSalary: null, salaryType: null, salaryHidden: true } })]),
      'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 100 }),
      'GET /api/company/orgs/options': () => [],
      'GET /api/archive-reasons': () => [{ id: 31, type: 'refuseOffer', name: '已接受其他Offer', enabled: true, sort: 1 }],
      'POST /api/onboarding/confirm': () => ({ done: [1], failed: [] }),
      'POST /api/onboarding/no-show': () => ({ done: [1], failed: [] }),
    },
    adminInfo(codes),
  );
};
beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('入职管理', { timeout: 30_000 }, () => {
  it('shows the tab’s people with counts, the offer and a hidden salary as ***', async () => {
    setup([220001, 220011, 220014]);
    const router = renderPage(<OnboardingPage />, '/recruit/job?section=onboarding');
    const zhang = await rowOf('张伟');
    expect(zhang.textContent).toContain('研发部');
    expect(zhang.textContent).toContain('12000.00元/月');
    expect(zhang.textContent).toContain('2027-03-01（预计）');
    expect((await rowOf('李娜')).textContent).toContain('***');
    expect(screen.getByRole('tab', { name: '已入职（试用期） 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已入职（试用期） 5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=onboarding&tab=probation'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/onboarding')).toHaveLength(2));
  });

  it('confirms entry on the planned day', async () => {
    setup([220001, 220011]);
    renderPage(<OnboardingPage />, '/recruit/job?section=onboarding');
    fireEvent.click(within(await rowOf('张伟')).getByRole('button', { name: '确认入职' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('实际入职日期') as HTMLInputElement).value).toBe('2026-12-01');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/onboarding/confirm')?.body).toEqual({ ids: [1], entryDate: '2026-12-01' }));
  });

  it('asks for a reason before 未到岗', async () => {
    setup([220001, 220011]);
    renderPage(<OnboardingPage />, '/recruit/job?section=onboarding');
    fireEvent.click(within(await rowOf('张伟')).getByRole('button', { name: '未到岗' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择未到岗原因')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/onboarding/no-show')).toBe(false);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '未到岗原因' }));
    fireEvent.click(await screen.findByText('已接受其他Offer', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '电话未接通' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/onboarding/no-show')?.body).toEqual({ ids: [1], reasonId: 31, note: '电话未接通' }));
  });

  it('offers no actions without 办理入职', async () => {
    setup([220001]);
    renderPage(<OnboardingPage />, '/recruit/job?section=onboarding');
    const zhang = await rowOf('张伟');
    expect(within(zhang).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});

// 目标进度 on 招聘概览: the goals holding the board's period as bars, asked for that period, with the
// way to the settings for those who manage goals; nothing at all without goals.
import type { GoalProgressBoard, ReportGoal } from '@bole/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp } from '../../../test/app-harness';
import { GoalCard } from './GoalCard';

const GOAL: ReportGoal = {
  id: 4, kind: 'quarter', year: 2026, period: 4, periodLabel: '2026年第4季度', from: '2026-10-01', to: '2026-12-31', scope: 'recruiter', scopeId: 8, scopeName: '王佳琪',
  hires: 6, offers: null, interviews: null, progress: [{ metric: 'hires', label: '入职', target: 6, actual: 7, percent: 116.7 }],
};

function renderCard(answer: GoalProgressBoard, codes: number[]) {
  resetSessionStoreForTests();
  mockApi({ 'GET /api/reports/goals/progress': () => answer }, adminInfo(codes));
  const router = createMemoryRouter([{ path: '*', element: <GoalCard filter={{ from: '2026-11-01', to: '2026-11-29' }} /> }]);
  return renderWithApp(<RouterProvider router={router} />);
}

const asked = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/reports/goals/progress');

afterEach(() => vi.unstubAllGlobals());

describe('目标进度', () => {
  it('shows each goal of the period with its bars and the way to the settings', async () => {
    renderCard({ goals: [GOAL], total: 1, countedAt: '2026-11-29T02:00:00.000Z' }, [240003, 330014]);
    const card = await screen.findByRole('region', { name: '目标进度' });
    expect(Object.fromEntries(asked()[0]!.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(within(card).getByText('招聘负责人：王佳琪')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: '王佳琪2026年第4季度入职目标' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('已完成7，目标6，完成116.7%');
    expect((await within(card).findByRole('link', { name: '设置招聘目标' })).getAttribute('href')).toBe('/user/seting/goal');
  });

  it('shows nothing without goals', async () => {
    const { container } = renderCard({ goals: [], total: 0, countedAt: '2026-11-29T02:00:00.000Z' }, [240003]);
    await waitFor(() => expect(asked()).toHaveLength(1));
    // Let the answer arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: '目标进度' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});

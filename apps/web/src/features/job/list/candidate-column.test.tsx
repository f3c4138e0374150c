// 职位管理's 候选人 column: each job's candidates in process and where they stand, from one
// request for the page's jobs.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { jobRow, mockApi, renderAt } from '../test-utils';
import { JobListPage } from './JobListPage';

afterEach(() => vi.unstubAllGlobals());

const views = (inProcess: number, awaitingEntry = 0, hired = 0) => ({ inProcess, awaitingEntry, hired, left: 0, eliminated: 0, all: inProcess + hired });

describe('职位管理 候选人', { timeout: 20_000 }, () => {
  it('shows the count in process and the busy stages, linking to the board', async () => {
    resetSessionStoreForTests();
    const calls = mockApi({
      'GET /api/jobs': () => ({ list: [jobRow(), jobRow({ id: 12, name: '数据分析师' })], total: 2, page: 1, pageSize: 20 }),
      'GET /api/jobs/candidate-counts': () => [
        { jobId: 11, counts: views(5, 1, 2), stages: [{ id: 1, name: '初筛', type: 1, count: 3 }, { id: 3, name: '面试', type: 2, count: 2 }, { id: 7, name: 'Offer', type: 4, count: 0 }] },
        { jobId: 12, counts: views(0), stages: [{ id: 1, name: '初筛', type: 1, count: 0 }] },
      ],
    });
    renderAt(<JobListPage title="职位管理" />, '/job/list');
    const table = await screen.findByRole('table', { name: '职位列表' });
    expect(within(table).getByRole('columnheader', { name: '候选人（招聘中）' })).toBeTruthy();
    const link = await within(table).findByRole('link', { name: /5 人/ });
    expect(link.getAttribute('href')).toBe('/recruit/job?jobId=11');
    expect(within(link).getByText('初筛 3 · 面试 2')).toBeTruthy();
    expect(within(link).getByText('待入职 1 · 已入职 2')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '0 人' }).getAttribute('href')).toBe('/recruit/job?jobId=12');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/jobs/candidate-counts')).toBe(true));
  });
});

// 背调结果: the company's checks with status tags, and the report link only with 查看背调报告 (250019).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundCheck } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp } from '../../../test/app-harness';
import { ResultsPage } from './ResultsPage';

const check: BackgroundCheck = {
  id: 5, applicationId: 42, resumeId: 7, candidateName: '韩梅', jobName: 'Java开发工程师', education: 1, work: 1, project: 0, points: 612, status: 'completed', provider: 'agency',
  agencyName: '诚信背调', agencyEmail: 'check@agency.example.com', linkExpiresAt: '2026-12-28T02:00:00Z', createdByName: '周文静', items: [], hasReport: true, reportFileName: '背调报告.pdf',
  createdAt: '2026-11-27T16:30:00Z', startedAt: null, completedAt: '2026-11-28T02:00:00Z', cancelledAt: null,
};

const setup = (codes: number[]) => mockApi({ 'GET /api/background-checks': () => ({ list: [check], total: 1, page: 1, pageSize: 20 }) }, adminInfo(codes));
beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('背调结果', { timeout: 20_000 }, () => {
  it('lists the checks in China time with their status and report', async () => {
    setup([420001, 250019]);
    renderWithApp(<ResultsPage title="背调结果" />);
    const row = (await screen.findByText('韩梅')).closest('tr')!;
    expect(row.textContent).toContain('已完成');
    expect(row.textContent).toContain('2026-11-28 00:30');
    expect(row.textContent).toContain('教育1项 · 工作1项 · 项目0项');
    expect(await within(row).findByRole('link', { name: '查看报告' })).toBeTruthy();
  });

  it('keeps the report to 查看背调报告', async () => {
    setup([420001]);
    renderWithApp(<ResultsPage title="背调结果" />);
    const row = (await screen.findByText('韩梅')).closest('tr')!;
    expect(within(row).queryByRole('link')).toBeNull();
  });
});

// The drawer's 背调 block: status, findings and the report link for 查看背调报告 (250019) only;
// 取消 with 背景调查 (420001) before the agency starts.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundCheck } from '@bole/domain';
import { registerNotifier, resetNotifyForTests } from '../../lib/notify';
import { resetSessionStoreForTests } from '../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../test/app-harness';
import { CandidateChecks } from './CandidateChecks';

const base: Omit<BackgroundCheck, 'id' | 'status' | 'items' | 'hasReport' | 'reportFileName' | 'completedAt'> = {
  applicationId: 42, resumeId: 7, candidateName: '韩梅', jobName: 'Java开发工程师', education: 1, work: 1, project: 0, points: 612, provider: 'agency',
  agencyName: '诚信背调', agencyEmail: 'check@agency.example.com', linkExpiresAt: '2026-12-28T02:00:00Z', createdByName: '周文静', createdAt: '2026-11-27T02:00:00Z', startedAt: null, cancelledAt: null,
};
const CHECKS: BackgroundCheck[] = [
  { ...base, id: 6, status: 'pending', items: [{ id: 21, project: 'education', title: '浙江大学 本科', finding: null, note: null }], hasReport: false, reportFileName: null, completedAt: null },
  { ...base, id: 5, status: 'completed', items: [{ id: 11, project: 'work', title: '阿里巴巴 2019-2023', finding: 'true', note: '电话核实' }], hasReport: true, reportFileName: '背调报告.pdf', completedAt: '2026-11-28T02:00:00Z' },
];

let calls: ApiCall[];
let toasts: string[];
const setup = (codes: number[]) => {
  calls = mockApi(
    { 'GET /api/applications/42/background-checks': () => CHECKS, 'POST /api/background-checks/6/cancel': () => ({ ...CHECKS[0]!, status: 'cancelled' }) },
    adminInfo(codes),
  );
};
beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('背调 in the candidate drawer', { timeout: 20_000 }, () => {
  it('shows each check’s status and findings, the report link and 取消 for a pending one', async () => {
    setup([250019, 420001]);
    renderWithApp(<CandidateChecks applicationId={42} />);
    expect(await screen.findByText('已完成')).toBeTruthy();
    expect(screen.getByText('待机构受理')).toBeTruthy();
    expect(screen.getByText(/阿里巴巴 2019-2023：属实（电话核实）/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看背调报告（背调报告.pdf）' }).getAttribute('href')).toBe('/api/background-checks/5/report');
    fireEvent.click(screen.getByRole('button', { name: '取消背调并退回点数' }));
    await waitFor(() => expect(toasts).toContain('success: 已取消背景调查，退回612点'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/background-checks/6/cancel')).toBe(true);
  });

  it('hides the report without 查看背调报告, and the whole block without either code', async () => {
    setup([420001]);
    const { unmount } = renderWithApp(<CandidateChecks applicationId={42} />);
    expect(await screen.findByText('已完成')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /查看背调报告/ })).toBeNull();
    unmount();
    setup([]);
    renderWithApp(<CandidateChecks applicationId={42} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/account/info')).toBe(true));
    expect(screen.queryByRole('region', { name: '背调' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/applications/42/background-checks')).toBe(false);
  });
});

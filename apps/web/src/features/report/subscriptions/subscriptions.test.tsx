// 报表订阅: the list with schedule, next and last send; the form's Chinese checks; 立即发送一次.
import { routeByPath, type ReportSubscription } from '@bole/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import ReportSettingsArea from './index';

const SUB: ReportSubscription = {
  id: 7,
  reportId: 'progress',
  reportName: '招聘进度',
  recipients: [{ id: 3, name: '王佳琪', email: 'wang@example.com' }],
  frequency: 'weekly',
  weekday: 1,
  monthDay: null,
  sendTime: '08:00',
  filters: {},
  enabled: true,
  scheduleText: '每周一 08:00',
  // 00:00 UTC is 08:00 in China.
  nextSendAt: '2026-11-30T00:00:00.000Z',
  lastSentAt: '2026-11-23T00:00:05.000Z',
  lastStatus: 'partial',
  lastMessage: '2026-11-16至2026-11-22已发送给王佳琪；李雷没有查看报表权限',
  createdAt: '2026-11-01T02:00:00.000Z',
};

let calls: ApiCall[];
beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(
    {
      'GET /api/report-subscriptions': () => ({ list: [SUB], total: 1, page: 1, pageSize: 20 }),
      'POST /api/report-subscriptions/7/send': () => ({ status: 'sent', message: '2026-11-23至2026-11-29已发送给王佳琪', from: '2026-11-23', to: '2026-11-29' }),
      'GET /api/company/accounts/options': () => [{ id: 3, userName: '王佳琪' }],
      'GET /api/jobs': () => ({ list: [], total: 0, page: 1, pageSize: 100 }),
    },
    adminInfo([330019, 240001, 230001]),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderWithApp(
    <Suspense fallback={null}>
      <ReportSettingsArea route={routeByPath('/user/seting/report')!} />
    </Suspense>,
  );
}

describe('报表订阅', { timeout: 30_000 }, () => {
  it('lists each subscription with its schedule, next send in China time and last result', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /^招聘进度 / });
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['招聘进度', '王佳琪', '每周一 08:00', '2026-11-30 08:00', '部分发送2026-11-23 08:00']);
  });

  it('checks the new subscription form in Chinese', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /新建订阅/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择报表')).toBeTruthy();
    expect(await within(dialog).findByText('请至少选择一位收件人')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/report-subscriptions'))).toBe(false);
  });

  it('sends once now', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '立即发送一次' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/report-subscriptions/7/send')).toBe(true));
  });
});

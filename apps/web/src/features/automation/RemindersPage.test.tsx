// 提醒设置: four cards, the note on points that wait for later features, and a card saving its own point.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReminderSetting } from '@bole/domain';
import { resetSessionStoreForTests } from '../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../resume/test-utils';
import { RemindersPage } from './RemindersPage';

const point = (p: ReminderSetting['point'], live: boolean): ReminderSetting => ({ point: p, enabled: false, days: 1, channels: ['app'], recipients: ['jobOwner'], live });
const SETTINGS = [point('beforeInterview', true), point('afterOfferSent', true), point('beforeEntry', true), point('beforeProbationEnd', true)];

let calls: ApiCall[];
beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({ 'GET /api/reminder-settings': () => SETTINGS, 'PUT /api/reminder-settings': () => SETTINGS }, hrInfo([330013]));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('提醒设置', { timeout: 20_000 }, () => {
  it('shows the four points, none waiting for a later feature now', async () => {
    renderPage(<RemindersPage title="提醒设置" />);
    expect(await screen.findByText('入职前提醒')).toBeTruthy();
    expect(screen.queryByText('面试安排功能上线后生效')).toBeNull();
    expect(screen.queryByText('Offer功能上线后生效')).toBeNull();
    expect(screen.queryByText('转正管理功能上线后生效')).toBeNull();
  });

  it('asks for a channel when enabled, then saves only its own point', async () => {
    renderPage(<RemindersPage title="提醒设置" />);
    fireEvent.click(await screen.findByRole('switch', { name: '入职前提醒' }));
    const group = within(screen.getByRole('group', { name: '入职前发送方式' }));
    fireEvent.click(group.getByRole('checkbox', { name: '站内信' }));
    const saves = screen.getAllByRole('button', { name: '保存' });
    fireEvent.click(saves[2]!);
    expect(await screen.findByText('请至少选择一种发送方式')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(group.getByRole('checkbox', { name: '邮件' }));
    fireEvent.click(saves[2]!);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual([{ point: 'beforeEntry', enabled: true, days: 1, channels: ['email'], recipients: ['jobOwner'] }]));
  });
});

// 日程设置 with native time inputs: a working range changed and saved (24:00 kept unless changed),
// an overlapping range refused by the schema loaded on save, a busy block added for a colleague.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../resume/test-utils';
import { CalendarSettingsPage } from './CalendarSettingsPage';

const weekday = [{ start: '09:00', end: '12:00' }];
const settings = (accountId: number, accountName: string) => ({
  accountId,
  accountName,
  saved: false,
  workingHours: { days: [weekday, weekday, weekday, weekday, [{ start: '13:00', end: '24:00' }], [], []] },
  busyBlocks: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('日程设置', { timeout: 20_000 }, () => {
  it('saves the changed working hours and keeps 24:00', async () => {
    const calls = mockApi({
      'GET /api/calendar/settings': () => settings(3, '陈思琪'),
      'PUT /api/calendar/settings': (c) => ({ ...settings(3, '陈思琪'), saved: true, workingHours: (c.body as { workingHours: unknown }).workingHours }),
      'GET /api/company/accounts/options': () => [{ id: 3, userName: '陈思琪' }],
    });
    renderPage(<CalendarSettingsPage title="日程设置" />);
    expect(await screen.findByText('陈思琪还没有设置工作时间，当前显示的是默认时间')).toBeTruthy();
    expect((screen.getByLabelText('周五第1段结束') as HTMLInputElement).value).toBe('23:59');
    fireEvent.change(screen.getByLabelText('周一第1段开始'), { target: { value: '08:30' } });
    fireEvent.click(screen.getByRole('button', { name: '保存工作时间' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const body = calls.find((c) => c.method === 'PUT')!.body as { workingHours: { days: { start: string; end: string }[][] } };
    expect(body.workingHours.days[0]).toEqual([{ start: '08:30', end: '12:00' }]);
    expect(body.workingHours.days[4]).toEqual([{ start: '13:00', end: '24:00' }]);
  });

  it('refuses a range ending before it starts, without a request', async () => {
    const calls = mockApi({ 'GET /api/calendar/settings': () => settings(3, '陈思琪'), 'GET /api/company/accounts/options': () => [{ id: 3, userName: '陈思琪' }] });
    renderPage(<CalendarSettingsPage title="日程设置" />);
    fireEvent.change(await screen.findByLabelText('周二第1段结束'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: '保存工作时间' }));
    expect(await screen.findByText(/^周二：/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('adds a busy block for the chosen colleague', async () => {
    const calls = mockApi({
      'GET /api/calendar/settings': (c) => (c.query.get('accountId') === '7' ? settings(7, '刘洋') : settings(3, '陈思琪')),
      'POST /api/calendar/busy-blocks': () => ({ id: 1, startAt: '2099-03-02T01:00:00.000Z', endAt: '2099-03-02T10:00:00.000Z', title: '出差' }),
      'GET /api/company/accounts/options': () => [
        { id: 3, userName: '陈思琪' },
        { id: 7, userName: '刘洋' },
      ],
    });
    renderPage(<CalendarSettingsPage title="日程设置" />);
    await screen.findByRole('option', { name: '刘洋' });
    fireEvent.change(screen.getByLabelText('设置谁的日程'), { target: { value: '7' } });
    expect(await screen.findByText('刘洋还没有设置工作时间，当前显示的是默认时间')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('忙碌开始时间'), { target: { value: '2099-03-02T18:00' } });
    fireEvent.change(screen.getByLabelText('忙碌结束时间'), { target: { value: '2099-03-02T09:00' } });
    fireEvent.change(screen.getByLabelText('事由'), { target: { value: '出差' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('忙碌开始时间'), { target: { value: '2099-03-02T09:00' } });
    fireEvent.change(screen.getByLabelText('忙碌结束时间'), { target: { value: '2099-03-02T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accountId: 7, startAt: '2099-03-02T09:00:00+08:00', endAt: '2099-03-02T18:00:00+08:00', title: '出差' }),
    );
  });
});

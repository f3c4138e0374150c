// 渠道费用 on 渠道管理: the costs listed in 元, edited in a form that checks the amount as the
// server does and sends the 元 typed, and the section hidden without 400001.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelCost, ResumeChannel } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { ChannelsPage } from './ChannelsPage';

const CHANNELS: ResumeChannel[] = [{ code: 2, name: '智联招聘', builtIn: true, enabled: true, resumeCount: 3, createdAt: null }];
const COST: ChannelCost = { id: 7, channel: 2, channelName: '智联招聘', month: '2026-03', amountFen: 62050, note: '3月套餐', updatedAt: '2026-03-02T02:00:00.000Z' };

let calls: ApiCall[];
const show = (codes = [400001]) => {
  calls = mockApi(
    {
      'GET /api/resume-channels': () => CHANNELS,
      'GET /api/resume-channels/options': () => CHANNELS,
      'GET /api/resume-channels/costs': () => ({ list: [COST], total: 1, page: 1, pageSize: 20 }),
      'PATCH /api/resume-channels/costs/7': (c) => ({ ...COST, amountFen: Number((c.body as { amount: string }).amount) * 100 }),
    },
    hrInfo(codes),
  );
  renderPage(<ChannelsPage title="渠道管理" />);
};

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('渠道费用', { timeout: 20_000 }, () => {
  it('lists the costs in 元 and edits one, refusing a third decimal with the server\'s message', async () => {
    show();
    const table = within(await screen.findByRole('table', { name: '渠道费用' }));
    expect(await table.findByText('620.50')).toBeTruthy();
    expect(table.getByText('3月套餐')).toBeTruthy();
    fireEvent.click(table.getByRole('button', { name: '编辑智联招聘2026-03的费用' }));
    const amount = await screen.findByLabelText('费用（元）');
    expect((amount as HTMLInputElement).value).toBe('620.50');
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('费用最多保留两位小数')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ channel: 2, month: '2026-03', amount: '700', note: '3月套餐' }));
  });

  it('is not shown without 400001', async () => {
    show([210001]);
    await screen.findByRole('table', { name: '内置渠道' });
    expect(screen.queryByRole('table', { name: '渠道费用' })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/costs'))).toBe(false);
  });
});

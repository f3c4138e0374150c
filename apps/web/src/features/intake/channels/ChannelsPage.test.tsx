// 渠道管理: built-in channels with counts and a switch, company channels added, renamed and
// deleted, the server's refusal shown on the name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeChannel } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { ChannelsPage } from './ChannelsPage';

const row = (code: number, name: string, builtIn: boolean, resumeCount: number, enabled = true): ResumeChannel => ({ code, name, builtIn, enabled, resumeCount, createdAt: builtIn ? null : '2026-03-02T02:00:00.000Z' });
const CHANNELS = [row(1, '前程无忧(51job)', true, 12), row(2, '智联招聘', true, 0, false), row(9999, '个人投递', true, 3), row(10001, '春季招聘会', false, 0), row(10002, '猎头推荐', false, 4)];

let calls: ApiCall[];
const show = (codes = [400001]) => {
  calls = mockApi(
    {
      'GET /api/resume-channels': () => CHANNELS,
      'PATCH /api/resume-channels/2': () => ({ ...CHANNELS[1], enabled: true }),
      'POST /api/resume-channels': (c) => ((c.body as { name: string }).name === '猎头推荐' ? { status: 409, body: { status: '31220', message: '已有同名的渠道' } } : row(10003, '校园宣讲会', false, 0)),
      'DELETE /api/resume-channels/10001': () => null,
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

describe('渠道管理', { timeout: 20_000 }, () => {
  it('lists built-in and company channels with their resumes, linked to the filtered pool', async () => {
    show();
    const builtIn = within(await screen.findByRole('table', { name: '内置渠道' }));
    expect(await builtIn.findByText('前程无忧(51job)')).toBeTruthy();
    expect(builtIn.getByRole('link', { name: '12 份' }).getAttribute('href')).toBe('/resume/list/company?channel=1');
    expect(builtIn.getByText('候选人直接投递')).toBeTruthy();
    expect(builtIn.queryByRole('button', { name: '删除' })).toBeNull();
    const custom = within(screen.getByRole('table', { name: '自定义渠道' }));
    expect(custom.getByText('猎头推荐')).toBeTruthy();
    expect(custom.getAllByRole('button', { name: '删除' })).toHaveLength(2);
  });

  it('shows a hidden built-in channel again with its switch', async () => {
    show();
    fireEvent.click(await screen.findByRole('switch', { name: '启用智联招聘' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: true }));
  });

  it('adds a channel, showing a duplicate name on the field', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: /添加渠道/ }));
    const input = await screen.findByLabelText('渠道名称');
    fireEvent.change(input, { target: { value: '猎头推荐' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已有同名的渠道')).toBeTruthy();
    fireEvent.change(input, { target: { value: '校园宣讲会' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ name: '校园宣讲会' }));
  });

  it('deletes a company channel after confirmation', async () => {
    show();
    const custom = within(await screen.findByRole('table', { name: '自定义渠道' }));
    fireEvent.click((await custom.findAllByRole('button', { name: '删除' }))[0]!);
    expect((await screen.findAllByText('删除渠道「春季招聘会」？')).length).toBeGreaterThan(0);
    // The dialog's own 删除 comes after the rows'.
    fireEvent.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/resume-channels/10001')).toBe(true));
  });
});

// 面试设置: the built-in rounds renamed or switched off but never removed, a round of the
// company's own added, the order changed, and the whole list saved.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hrInfo, mockApi, renderPage } from '../../resume/test-utils';
import { RoundsPage } from './RoundsPage';

const rounds = [
  { number: 1, name: '初试', enabled: true, builtIn: true, sort: 1 },
  { number: 2, name: '复试', enabled: true, builtIn: true, sort: 2 },
  { number: 3, name: '终试', enabled: true, builtIn: true, sort: 3 },
];

afterEach(() => vi.unstubAllGlobals());

describe('面试设置', { timeout: 20_000 }, () => {
  it('renames, switches off, adds and orders the rounds and saves them in order', async () => {
    const calls = mockApi({ 'GET /api/interview-rounds': () => rounds, 'PUT /api/interview-rounds': (c) => (c.body as { rounds: unknown[] }).rounds.map((r, i) => ({ number: i + 1, builtIn: i < 3, sort: i + 1, enabled: true, ...(r as object) })) }, hrInfo([330005]));
    renderPage(<RoundsPage title="面试设置" />);
    const first = (await screen.findByLabelText('第1个轮次名称')) as HTMLInputElement;
    expect(first.value).toBe('初试');
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    // Built-in rounds cannot be removed.
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
    fireEvent.change(first, { target: { value: '技术初面' } });
    fireEvent.click(screen.getByRole('switch', { name: '终试启用' }));
    fireEvent.click(screen.getByRole('button', { name: /添加轮次/ }));
    fireEvent.change(screen.getByLabelText('第4个轮次名称'), { target: { value: 'HR面' } });
    fireEvent.click(screen.getByRole('button', { name: '上移HR面' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        rounds: [
          { number: 1, name: '技术初面', enabled: true },
          { number: 2, name: '复试', enabled: true },
          { name: 'HR面', enabled: true },
          { number: 3, name: '终试', enabled: false },
        ],
      }),
    );
  });

  it('refuses an empty or repeated name before asking the server', async () => {
    const calls = mockApi({ 'GET /api/interview-rounds': () => rounds }, hrInfo([330005]));
    renderPage(<RoundsPage title="面试设置" />);
    fireEvent.click(await screen.findByRole('button', { name: /添加轮次/ }));
    fireEvent.change(screen.getByLabelText('第4个轮次名称'), { target: { value: '复试' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('轮次名称不能重复')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the rounds read-only without 330005', async () => {
    mockApi({ 'GET /api/interview-rounds': () => rounds }, hrInfo([220006]));
    renderPage(<RoundsPage title="面试设置" />);
    expect(((await screen.findByLabelText('第2个轮次名称')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加轮次/ })).toBeNull();
  });
});

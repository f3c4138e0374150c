// The header's bell in the real main layout: the unread count as a badge, the panel with the
// newest notices, a click that marks one read and opens its page, and 全部已读.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@bole/domain';
import { mountAt, ok, serveApi, type Call } from '../../features/auth/test-utils';
import { resetSessionStoreForTests } from '../../lib/session';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const NOTICES: Notice[] = [
  { id: 41, title: '陈思琪在评论中提到了您', content: '陈思琪（候选人林晓雯）：@李晓明 请安排技术面', link: '/approval?box=pending', createdAt: minutesAgo(5), readAt: null, templateType: 106 },
  { id: 40, title: '职位「高级Java工程师」待您审批', content: '请在今天下班前处理', link: '/home', createdAt: minutesAgo(180), readAt: minutesAgo(100), templateType: 103 },
];

let calls: Call[];
let unread: number;

beforeEach(() => {
  resetSessionStoreForTests();
  document.cookie = 'token=tok-1; path=/';
  unread = 1;
  calls = serveApi({
    'GET /api/notices/unread-count': () => ok({ count: unread }),
    'GET /api/notices': () => ok({ list: NOTICES, total: 2, page: 1, pageSize: 10 }),
    'POST /api/notices/41/read': () => {
      unread = 0;
      return ok({ ...NOTICES[0], readAt: new Date().toISOString() });
    },
    'POST /api/notices/read-all': () => {
      const updated = unread;
      unread = 0;
      return ok({ updated });
    },
  });
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList);
});
afterEach(() => vi.unstubAllGlobals());

describe('the notice bell', () => {
  it('shows the unread count and lists the newest notices with their time and an unread dot', async () => {
    mountAt('/home');
    const bell = await screen.findByRole('button', { name: '消息通知，1条未读' });
    expect(within(bell).getByText('1')).toBeTruthy();
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: '消息通知' });
    expect(await within(panel).findByText('陈思琪在评论中提到了您')).toBeTruthy();
    expect(within(panel).getByText('5分钟前')).toBeTruthy();
    expect(within(panel).getByText('3小时前')).toBeTruthy();
    expect(within(panel).getAllByLabelText('未读')).toHaveLength(1);
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/notices')).toBe(true);
  });

  it('marks a notice read when chosen and opens its page, and the badge goes', async () => {
    const router = mountAt('/home');
    fireEvent.click(await screen.findByRole('button', { name: '消息通知，1条未读' }));
    fireEvent.click(await screen.findByRole('button', { name: /陈思琪在评论中提到了您/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notices/41/read')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/approval'));
    expect(router.state.location.search).toBe('?box=pending');
    expect(await screen.findByRole('button', { name: '消息通知' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '消息通知' })).toBeNull();
  });

  it('marks all read, and 查看全部 opens 消息中心', async () => {
    const router = mountAt('/home');
    fireEvent.click(await screen.findByRole('button', { name: '消息通知，1条未读' }));
    const panel = await screen.findByRole('dialog', { name: '消息通知' });
    fireEvent.click(within(panel).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notices/read-all')).toBe(true));
    expect(await screen.findByRole('button', { name: '消息通知' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/notices'));
    // The page loads antd with it, slow in jsdom.
    expect(await screen.findByRole('heading', { name: '消息中心' }, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});

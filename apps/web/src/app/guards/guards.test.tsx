// The guards mounted in a memory router over the real route table, with the server mocked at fetch.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuFor, type AccountInfo } from '@bole/domain';
import { resetSessionStoreForTests } from '../../lib/session';
import { buildRoutes } from '../router';

const codes = [210001, 220001, 220005, 220006, 220008, 230001, 230006, 240001, 250009, 250011, 250040, 270001, 270002];

function account(roleType: number): AccountInfo {
  return {
    userName: '李晓明', userId: 7, companyId: 1, companyName: '杭州云栖科技有限公司', loginEmail: 'lixm@yunqi.cn', loginMobile: '13800001234',
    logoId: null, meetingLink: null, roleType, role: roleType, roleName: roleType === 3 ? '用人经理' : 'HR', thirdUserId: null, effected: true,
    isWxWorkUser: false, isDingWorkUser: false, crmSyncBrand: false, loginType: 1, alphaFlag: false, alphaQianZhiFlag: false, beisenFlag: false,
    ruiPersonnelFlag: false, allows: { socialOpenFlag: true, schoolOpenFlag: false, socialAuths: codes, schoolAuths: [], userPersonAuths: codes },
    email: 'lixm@yunqi.cn', mobile: '13800001234', id: 7, name: '李晓明', logo: null, logoUrl: null, resourceEnoughFlag: true, sysType: 1, portalUrl: '',
  };
}

function serve(roleType: number, work: { key: string; count: number }[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const data = url.startsWith('/api/common/account/info')
        ? account(roleType)
        : url.startsWith('/api/home/todos')
          ? { cards: [] }
          : url.startsWith('/api/common/lite/counts')
            ? work
            : url.startsWith('/api/common/menu')
              ? menuFor({ roleType, codes })
              : url.startsWith('/api/screening?')
                ? { list: [], total: 0, page: 1, pageSize: 20 }
                : [];
      return new Response(JSON.stringify({ status: 200, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function mount(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('sends a visitor without a token to /login with the target', async () => {
    serve(2);
    const router = mount('/job/list?sys=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('target')).toBe('/job/list?sys=1');
  });

  it('sends a hiring manager (roleType 3) from /home to the lite area', async () => {
    document.cookie = 'token=tok-3; path=/';
    serve(3);
    const router = mount('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lite/interviewplan'));
  });

  it('opens /lite on the hiring manager’s first page with work waiting, its count on the menu', async () => {
    document.cookie = 'token=tok-3; path=/';
    // 面试安排 comes first in his menu but holds nothing for him; 8 resumes wait in 简历筛选.
    serve(3, [
      { key: 'lite.cvscreen', count: 8 },
      { key: 'lite.approval', count: 0 },
    ]);
    const router = mount('/lite');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lite/cvscreen'));
    // The lite layout and antd load lazily, which takes a while in jsdom.
    fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }, { timeout: 20_000 }));
    await screen.findByRole('menuitem', { name: '简历筛选 8' });
    // Only the entry with work carries a count; 我的审批 has none waiting.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['面试安排', '我的候选人', '简历筛选 8', 'Offer审批', '招聘需求', '我的职位', '我的审批']);
  }, 30_000);

  it('sends an HR hitting /lite home', async () => {
    document.cookie = 'token=tok-2; path=/';
    serve(2);
    const router = mount('/lite/cvscreen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('redirects / to /home and unknown addresses to the lost page', async () => {
    document.cookie = 'token=tok-2; path=/';
    serve(2);
    const router = mount('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { name: '您访问的页面丢失了' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });
});

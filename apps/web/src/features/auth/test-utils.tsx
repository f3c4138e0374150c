// Test harness of the sign-in pages: the real route table in a memory router, the server mocked at fetch.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AccountInfo } from '@bole/domain';
import { buildRoutes } from '../../app/router';

const codes = [210001, 220001, 220005, 220006, 220008, 230001, 230006, 240001, 250009, 250011, 270001, 270002];

export function account(roleType = 1): AccountInfo {
  return {
    userName: '李晓明', userId: 7, companyId: 1, companyName: '杭州云栖科技有限公司', loginEmail: 'lixm@yunqi.cn', loginMobile: '13800001234',
    logoId: null, meetingLink: null, roleType, role: roleType, roleName: roleType === 3 ? '用人经理' : '超级管理员', thirdUserId: null, effected: true,
    isWxWorkUser: false, isDingWorkUser: false, crmSyncBrand: false, loginType: 1, alphaFlag: false, alphaQianZhiFlag: false, beisenFlag: false,
    ruiPersonnelFlag: false, allows: { socialOpenFlag: true, schoolOpenFlag: false, socialAuths: codes, schoolAuths: [], userPersonAuths: codes },
    email: 'lixm@yunqi.cn', mobile: '13800001234', id: 7, name: '李晓明', logo: null, logoUrl: null, resourceEnoughFlag: true, sysType: 1, portalUrl: '',
  };
}

export type Call = { method: string; path: string; body: unknown };
type Reply = { status?: number; body: unknown };
type Answer = Reply | Promise<Reply>;

export const ok = (data: unknown): Reply => ({ body: { status: 200, data } });
export const fail = (status: string, message: string, http = 400): Reply => ({ status: http, body: { status, message } });

/** Stubs fetch: `routes` answers `METHOD /path`; account info, menu and to-dos answer a signed-in HR by default. */
export function serveApi(routes: Record<string, (body: unknown) => Answer> = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      const fallback = path === '/api/common/account/info' ? ok(account()) : path === '/api/home/todos' ? ok({ cards: [] }) : ok([]);
      const answer = await (handler ? handler(body) : fallback);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** The app's routes at `path`, as the browser would open it. */
export function mountAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export function tokenCookie(): string | null {
  return document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? null;
}

// Shared test harness of the feature pages: real antd in zh_CN as the shell configures it,
// TanStack Query without retries, and the server mocked at fetch.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { AccountInfo } from '@bole/domain';

export type ApiCall = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };
type Handler = (call: ApiCall) => unknown;

/** A failure answer: HTTP status and the envelope body. */
export const failure = (status: number, body: unknown): Answer & { failure: true } => ({ status, body, failure: true });

function isFailure(answer: unknown): answer is Answer {
  return typeof answer === 'object' && answer !== null && 'failure' in answer;
}

/** The signed-in super administrator holding the given codes in both modes. */
export function adminInfo(codes: number[]): AccountInfo {
  return {
    userName: '周文静', userId: 1, companyId: 1, companyName: '杭州云栖科技有限公司', loginEmail: 'zhouwj@yunqi.cn', loginMobile: '13800001111',
    logoId: null, meetingLink: null, roleType: 1, role: 1, roleName: '超级管理员', thirdUserId: null, effected: true,
    isWxWorkUser: false, isDingWorkUser: false, crmSyncBrand: false, loginType: 1, alphaFlag: false, alphaQianZhiFlag: false, beisenFlag: false,
    ruiPersonnelFlag: false, allows: { socialOpenFlag: true, schoolOpenFlag: true, socialAuths: codes, schoolAuths: codes, userPersonAuths: [] },
    email: 'zhouwj@yunqi.cn', mobile: '13800001111', id: 1, name: '周文静', logo: null, logoUrl: null, resourceEnoughFlag: true, sysType: 1,
    portalUrl: 'https://bole.example.cn/portal/yunqi',
  };
}

/**
 * Stubs fetch: "METHOD /path" (query string ignored) -> the envelope's data, or
 * `failure(...)`. Account info answers `me`; unknown calls answer `fallback`. Returns the calls made.
 */
export function mockApi(routes: Record<string, Handler>, me: AccountInfo, fallback: unknown = []): ApiCall[] {
  const calls: ApiCall[] = [];
  document.cookie = 'token=test-token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: ApiCall = { method, path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const handler = routes[`${method} ${url.pathname}`] ?? (url.pathname === '/api/common/account/info' ? () => me : () => fallback);
      const answer = handler(call);
      const { status, body } = isFailure(answer) ? answer : { status: 200, body: { status: 200, data: answer } };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

export function renderWithApp(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ConfigProvider>,
  );
}

// Test helpers of the talent pool pages: real antd configured like the shell's AntdRoot, a memory
// router, and the server mocked at fetch.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AccountInfo, ResumeRow } from '@bole/domain';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: ApiCall) => { status?: number; body: unknown } | unknown;

/** An HR account holding the talent pool codes. */
export function hrInfo(codes: number[] = [210001, 210002, 210005, 210007, 210011, 250001, 250006, 250020, 250027, 250039, 250041, 260001]): AccountInfo {
  return {
    userName: '陈思琪', userId: 3, companyId: 1, companyName: '杭州云栖科技有限公司', loginEmail: 'chensq@yunqi.cn', loginMobile: '13800000003',
    logoId: null, meetingLink: null, roleType: 2, role: 2, roleName: 'HR', thirdUserId: null, effected: true,
    isWxWorkUser: false, isDingWorkUser: false, crmSyncBrand: false, loginType: 1, alphaFlag: false, alphaQianZhiFlag: false, beisenFlag: false,
    ruiPersonnelFlag: false, allows: { socialOpenFlag: true, schoolOpenFlag: false, socialAuths: codes, schoolAuths: [], userPersonAuths: [] },
    email: 'chensq@yunqi.cn', mobile: '13800000003', id: 3, name: '陈思琪', logo: null, logoUrl: null, resourceEnoughFlag: true, sysType: 1,
    portalUrl: 'https://bole.example.cn/portal/yunqi',
  };
}

/** A row of the talent pool as GET /api/resumes answers it. */
export function resumeRow(patch: Partial<ResumeRow> = {}): ResumeRow {
  return {
    id: 101, name: '李雨桐', gender: 0, age: 28, workCity: '北京市', mobile: '138****0001', email: 'l***@163.com', topDegree: 4, workYears: 5.5, workYearsScale: 5,
    lastCompany: '北京字节跳动科技有限公司', lastJobTitle: '高级前端开发工程师', lastSchool: '北京大学', lastMajor: '计算机科学与技术', expectPosition: '前端技术专家',
    expectCity: '北京市', expectSalary: '35-45K', school985: true, school211: true, lastSchool985: true, lastSchool211: true, intentionStatus: null, workState: 1, source: null, channel: 6, parseStatus: 1,
    phoneFlag: 0, duplicateOfId: null, duplicateKind: null, ownerAccountId: 3, referrerAccountId: null, tags: [], highlights: [],
    createdAt: '2026-03-01T02:00:00.000Z', updatedAt: '2026-03-08T06:30:00.000Z', deletedAt: null,
    ...patch,
  };
}

/**
 * Stubs fetch: "METHOD /path" -> handler answering the envelope's data, or `{ status, body }`
 * for a failure. Unknown calls answer an empty list. Returns the calls made.
 */
export function mockApi(routes: Record<string, Handler>, info: AccountInfo = hrInfo()): ApiCall[] {
  const calls: ApiCall[] = [];
  document.cookie = 'token=test-token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const handler = routes[`${method} ${url.pathname}`] ?? (url.pathname === '/api/common/account/info' ? () => info : () => []);
      const answer = handler(call);
      const failed = typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
      const status = failed ? ((answer as { status?: number }).status ?? 200) : 200;
      const body = failed ? (answer as { body: unknown }).body : { status: 200, data: answer };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** Renders a page at an address inside antd, TanStack Query and a memory router; answers the router. */
export function renderPage(ui: ReactElement, path = '/', pattern = '*') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element: ui }], { initialEntries: [path] });
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return router;
}

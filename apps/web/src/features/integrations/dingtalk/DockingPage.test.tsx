// The 第三方对接 page: the secret is never shown and kept when left empty, the test outcome is
// shown inline, and a DingTalk user id is edited in place with the server's refusal beside it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DingtalkAccountRow, DingtalkSettings } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { failure, mockApi, renderWithApp, type ApiCall } from '../test-utils';
import { DockingPage } from './DockingPage';

const settings: DingtalkSettings = { corpId: 'dingcorp001', agentId: '2873456001', appKey: 'dingappkey01', enabled: true, secretSet: true, updatedAt: '2026-11-20T08:00:00.000Z' };
const account: DingtalkAccountRow = { id: 7, userName: '赵雨桐', loginEmail: 'zhaoyt@yunqi.cn', loginMobile: '13800002222', roleName: 'HR', status: 1, thirdUserId: null };

let calls: ApiCall[];
beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('第三方对接', { timeout: 20_000 }, () => {
  it('keeps the stored AppSecret when the field is left empty', async () => {
    calls = mockApi({
      'GET /api/integrations/dingtalk': () => settings,
      'PUT /api/integrations/dingtalk': (call) => ({ ...settings, ...(call.body as object) }),
      'GET /api/integrations/dingtalk/accounts': () => ({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderWithApp(<DockingPage title="第三方对接" />);
    const secret = (await screen.findByLabelText('AppSecret')) as HTMLInputElement;
    expect(secret.placeholder).toBe('已设置，留空则不修改');
    expect(secret.value).toBe('');
    fireEvent.change(screen.getByLabelText('AgentId'), { target: { value: '2873456002' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ corpId: 'dingcorp001', agentId: '2873456002', appKey: 'dingappkey01', enabled: true });
  });

  it('asks for the AppSecret before the first binding, and cannot test before saving', async () => {
    calls = mockApi({
      'GET /api/integrations/dingtalk': () => null,
      'GET /api/integrations/dingtalk/accounts': () => ({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderWithApp(<DockingPage title="第三方对接" />);
    fireEvent.change(await screen.findByLabelText('钉钉 CorpId'), { target: { value: 'dingcorp001' } });
    fireEvent.change(screen.getByLabelText('AgentId'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入AppSecret')).toBeTruthy();
    expect(await screen.findByText('AgentId只能是数字')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect((screen.getByRole('button', { name: /测试连接/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says in words when DingTalk cannot be reached', async () => {
    mockApi({
      'GET /api/integrations/dingtalk': () => settings,
      'POST /api/integrations/dingtalk/test': () => failure(502, { status: '80006', message: '钉钉接口调用失败：请求超时' }),
      'GET /api/integrations/dingtalk/accounts': () => ({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderWithApp(<DockingPage title="第三方对接" />);
    fireEvent.click(await screen.findByRole('button', { name: /测试连接/ }));
    expect(await screen.findByText(/无法连接钉钉服务器/)).toBeTruthy();
  });

  it('edits a DingTalk user id in place and shows a refusal beside it', async () => {
    calls = mockApi({
      'GET /api/integrations/dingtalk': () => settings,
      'GET /api/integrations/dingtalk/accounts': () => ({ list: [account], total: 1, page: 1, pageSize: 20 }),
      'PATCH /api/integrations/dingtalk/accounts/7': () => failure(409, { status: '80008', message: '该钉钉用户ID已绑定本企业的其他账号' }),
    });
    renderWithApp(<DockingPage title="第三方对接" />);
    const row = (await screen.findByText('赵雨桐')).closest('tr')!;
    expect(within(row).getByText('未绑定')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '编辑赵雨桐的钉钉用户ID' }));
    const input = within(row).getByLabelText('赵雨桐的钉钉用户ID');
    fireEvent.change(input, { target: { value: ' zhaoyt ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    expect(await within(row).findByText('该钉钉用户ID已绑定本企业的其他账号')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ thirdUserId: 'zhaoyt' });
  });
});

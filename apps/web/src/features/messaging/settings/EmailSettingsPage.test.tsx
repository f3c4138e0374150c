// 邮箱设置: 发送记录 filtered by status, channel and recipient (sent as query parameters), a failed
// message with its reason, the drawer with 重发 and then 取消发送; the company sender form with
// the kept password and the server's answer to 发送测试邮件; 短信 says no provider is connected.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmailSettings, OutboxMessage, OutboxMessageDetail } from '@bole/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi as mockWith, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { EmailSettingsPage } from './EmailSettingsPage';

const mockApi = (routes: Parameters<typeof mockWith>[0]) => mockWith(routes, adminInfo([350002]), null);

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  channel: 'email',
  to: 'chen.siyuan@example.com',
  subject: '【星河智能】面试邀请：高级Java工程师',
  status: 'sent',
  templateType: 1,
  createdAt: '2026-11-24T01:45:00.000Z',
  sentAt: '2026-11-24T01:45:03.000Z',
  error: null,
  trigger: '安排面试',
  attempts: 1,
  ...over,
});

const FAILED = message({ id: 2, to: 'lin.xiaoyu@example.com', subject: '感谢您的关注', status: 'failed', templateType: 4, sentAt: null, error: '邮件服务器拒绝发送：550 5.1.1 用户不存在', trigger: '淘汰通知' });
const detail = (m: OutboxMessage, over: Partial<OutboxMessageDetail> = {}): OutboxMessageDetail => ({
  ...m,
  html: '<p>林晓雨您好，感谢您关注星河智能。</p>',
  text: '林晓雨您好，感谢您关注星河智能。',
  templateTypeName: '通知候选人',
  sendAt: m.createdAt,
  sendingAt: null,
  link: null,
  ...over,
});

/** The query strings of every GET /api/outbox the page sent. */
const outboxQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/outbox')
    .map((url) => Object.fromEntries(url.searchParams));

const page = (path: string) =>
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <EmailSettingsPage title="邮箱设置" />
    </MemoryRouter>,
  );

const pick = async (combobox: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByTitle(option));
};

let calls: ApiCall[];
beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('发送记录', { timeout: 30_000 }, () => {
  it('lists the messages with the failure reason and sends the filters as query parameters', async () => {
    mockApi({ 'GET /api/outbox': () => ({ list: [message({}), FAILED], total: 2, page: 1, pageSize: 20 }) });
    page('/user/seting/email?tab=outbox');
    await screen.findByText('lin.xiaoyu@example.com');
    expect(screen.getByRole('tab', { name: '发送记录', selected: true })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: '发送记录' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('已发送')).toBeTruthy();
    expect(within(rows[0]!).getByText('候选人面试通知')).toBeTruthy();
    // Created and sent, in China time.
    expect(within(rows[0]!).getAllByText('2026-11-24 09:45')).toHaveLength(2);
    expect(within(rows[1]!).getByText('发送失败')).toBeTruthy();
    expect(within(rows[1]!).getByText('邮件服务器拒绝发送：550 5.1.1 用户不存在')).toBeTruthy();
    expect(within(rows[1]!).getByText('淘汰通知')).toBeTruthy();

    await pick('状态', '发送失败');
    await waitFor(() => expect(outboxQueries().at(-1)).toMatchObject({ status: 'failed', page: '1' }));
    await pick('渠道', '短信');
    await waitFor(() => expect(outboxQueries().at(-1)).toMatchObject({ status: 'failed', channel: 'sms' }));
    const recipient = screen.getByRole('searchbox', { name: '收件人' });
    fireEvent.change(recipient, { target: { value: ' lin.xiaoyu ' } });
    fireEvent.keyDown(recipient, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(outboxQueries().at(-1)).toMatchObject({ status: 'failed', channel: 'sms', recipient: 'lin.xiaoyu' }));
  });

  it('opens a failed message in full, resends it, and can then cancel the queued send', async () => {
    let current = { ...detail(FAILED), attachment: { kind: 'calendar' as const, filename: 'invite.ics', method: 'REQUEST' as const } };
    calls = mockApi({
      'GET /api/outbox': () => ({ list: [message({}), { ...FAILED, status: current.status, error: current.error }], total: 2, page: 1, pageSize: 20 }),
      'GET /api/outbox/2': () => current,
      'POST /api/outbox/2/resend': () => (current = { ...current, status: 'queued', error: null, attempts: 0 }),
      'POST /api/outbox/2/cancel': () => (current = { ...current, status: 'cancelled' }),
    });
    page('/user/seting/email?tab=outbox');
    expect(await screen.findByRole('button', { name: '查看发给lin.xiaoyu@example.com的消息' })).toBeTruthy();
    // A click anywhere on the row opens it.
    fireEvent.click(screen.getByText('淘汰通知'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('林晓雨您好，感谢您关注星河智能。', { selector: 'pre' })).toBeTruthy();
    const frame = within(drawer).getByTitle('邮件HTML正文') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>林晓雨您好，感谢您关注星河智能。</p>');
    expect(within(drawer).getByText('通知候选人')).toBeTruthy();
    // The calendar invitation an interview notice carries is named.
    expect(within(drawer).getByText('invite.ics（日历邀请）')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: '取消发送' })).toBeNull();

    const listsBefore = outboxQueries().length;
    fireEvent.click(within(drawer).getByRole('button', { name: '重发' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/outbox/2/resend')).toBe(true));
    expect(await within(drawer).findByText('排队中')).toBeTruthy();
    // The list refetches for the new status.
    await waitFor(() => expect(outboxQueries().length).toBeGreaterThan(listsBefore));
    expect(within(drawer).queryByRole('button', { name: '重发' })).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: '取消发送' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('取消后不会发出，之后仍可重发。')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '取消发送' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/outbox/2/cancel')).toBe(true));
    expect(await within(drawer).findByText('已取消')).toBeTruthy();
  });
});

describe('发信设置 and 短信', { timeout: 30_000 }, () => {
  const SAVED: EmailSettings = { host: 'smtp.exmail.qq.com', port: 465, secure: true, username: 'zhaopin@xinghe.cn', passwordSet: true, fromAddress: 'zhaopin@xinghe.cn', fromName: '星河智能招聘', updatedAt: '2026-11-24T01:45:00.000Z' };

  it('keeps the saved password when left empty and shows the mail server answer to the test', async () => {
    calls = mockApi({
      'GET /api/email-settings': () => SAVED,
      'PUT /api/email-settings': (call) => ({ ...SAVED, ...(call.body as object), passwordSet: true }),
      'POST /api/email-settings/test': () => ({ sent: false, to: 'zhouwj@yunqi.cn', error: '邮件服务器拒绝登录，请检查发信账号和密码：535 Authentication failed' }),
    });
    page('/user/seting/email');
    const password = (await screen.findByPlaceholderText('已设置，留空则不修改')) as HTMLInputElement;
    expect(password.value).toBe('');
    expect((screen.getByLabelText('发信服务器（SMTP）') as HTMLInputElement).value).toBe('smtp.exmail.qq.com');
    expect(screen.getByText(/未设置时经平台的发信服务器发出/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('发件人名称'), { target: { value: '星河智能人力资源部' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ host: 'smtp.exmail.qq.com', port: 465, secure: true, username: 'zhaopin@xinghe.cn', password: '', fromAddress: 'zhaopin@xinghe.cn', fromName: '星河智能人力资源部' }));
    fireEvent.click(screen.getByRole('button', { name: '发送测试邮件' }));
    expect(await screen.findByText('邮件服务器拒绝登录，请检查发信账号和密码：535 Authentication failed')).toBeTruthy();
    expect(screen.getByText('测试邮件发送失败')).toBeTruthy();
  });

  it("saves the caller's own sender on 个人发件邮箱, asking for a password until one is set", async () => {
    calls = mockApi({
      'GET /api/email-settings/personal': () => null,
      'PUT /api/email-settings/personal': (call) => ({ ...(call.body as object), passwordSet: true, updatedAt: '2026-11-24T02:00:00.000Z' }),
    });
    page('/user/seting/email?tab=personal');
    expect(await screen.findByPlaceholderText('请输入密码或授权码')).toBeTruthy();
    expect(screen.getByText(/未设置时经企业的发信设置发出/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect((screen.getByRole('button', { name: '发送测试邮件' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('发信服务器（SMTP）'), { target: { value: 'smtp.163.com' } });
    fireEvent.change(screen.getByLabelText('发信账号'), { target: { value: 'wangjg@163.com' } });
    fireEvent.change(screen.getByLabelText('密码/授权码'), { target: { value: 'ABCD1234EFGH' } });
    fireEvent.change(screen.getByLabelText('发件人邮箱'), { target: { value: 'wangjg@163.com' } });
    fireEvent.change(screen.getByLabelText('发件人名称'), { target: { value: '王建国' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/email-settings/personal')?.body).toEqual({
        host: 'smtp.163.com',
        port: 465,
        secure: true,
        username: 'wangjg@163.com',
        password: 'ABCD1234EFGH',
        fromAddress: 'wangjg@163.com',
        fromName: '王建国',
      }),
    );
    expect(await screen.findByPlaceholderText('已设置，留空则不修改')).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('says SMS are only recorded in the outbox', async () => {
    mockApi({});
    page('/user/seting/email?tab=sms');
    expect(await screen.findByText('未接入短信服务商')).toBeTruthy();
    expect(screen.getByText(/记录在「发送记录」中/)).toBeTruthy();
  });
});

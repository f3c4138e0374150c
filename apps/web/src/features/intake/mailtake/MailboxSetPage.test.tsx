// 收取设置: the mailbox list with each receive state in words, 立即收取 only where it can run,
// and the drawer whose presets fill server and port, which asks for the password only when
// adding, warns about protocols that are not collected and shows the connection test inline.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MailboxRow } from '@bole/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi as mockWith, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { MailboxDrawer } from './MailboxDrawer';
import { MailboxSetPage } from './MailboxSetPage';

const mockApi = (routes: Parameters<typeof mockWith>[0]) => mockWith(routes, adminInfo([310003]), null);

const row = (over: Partial<MailboxRow>): MailboxRow => ({
  id: 1,
  preset: 'qq',
  protocol: 3,
  server: 'imap.qq.com',
  port: 993,
  ssl: true,
  account: 'hr@yunqi.cn',
  folder: 'INBOX',
  enabled: true,
  passwordSet: true,
  collectable: true,
  receiveState: 1,
  lastError: null,
  lastRunAt: '2026-11-24T01:45:00.000Z',
  waitingCount: 0,
  processedCount: 12,
  createdAt: '2026-11-20T01:00:00.000Z',
  ...over,
});

const MAILBOXES = [
  row({}),
  row({ id: 2, account: 'jobs@yunqi.cn', receiveState: 2, lastError: '登录失败：邮箱账号或密码/授权码不正确，或邮箱未开启IMAP服务' }),
  row({ id: 3, account: 'hr@163.com', preset: 'netease163', protocol: 2, server: 'pop.163.com', port: 995, collectable: false, receiveState: null, lastRunAt: null }),
];

let calls: ApiCall[];
beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

const page = () =>
  renderWithApp(
    <MemoryRouter initialEntries={['/resume/mailtake/set']}>
      <MailboxSetPage route={{ key: 'resume.mailtake.set', path: '/resume/mailtake/set', title: '收取设置' } as never} />
    </MemoryRouter>,
  );

const drawer = (mailbox?: MailboxRow) => renderWithApp(<MailboxDrawer open mailbox={mailbox} onClose={() => undefined} />);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('收取设置', { timeout: 20_000 }, () => {
  it('shows each receive state in words and offers 立即收取 only for collected mailboxes', async () => {
    calls = mockApi({
      'GET /api/mailtake/mailboxes': () => MAILBOXES,
      'POST /api/mailtake/mailboxes/1/receive': () => ({ queued: true, message: '已开始收取，稍后刷新即可看到收取结果' }),
    });
    page();
    await screen.findByText('jobs@yunqi.cn');
    const table = screen.getByRole('table', { name: '收取邮箱列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('接收正常')).toBeTruthy();
    expect(within(rows[1]!).getByText('登录失败')).toBeTruthy();
    expect(within(rows[1]!).getByText(/账号或密码\/授权码不正确/)).toBeTruthy();
    expect(within(rows[2]!).getByText('不收取（仅支持IMAP）')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: '立即收取' })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: '立即收取' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/mailtake/mailboxes/1/receive')).toBe(true));
  });

  it('fills server and port from the preset, leaves them to the user for 其他, and asks for the password', async () => {
    calls = mockApi({ 'POST /api/mailtake/mailboxes': (call) => row(call.body as Partial<MailboxRow>) });
    drawer();
    await waitFor(() => expect(input('服务器地址').value).toBe('imap.qq.com'));
    expect(input('端口').value).toBe('993');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '邮箱类型' }));
    fireEvent.click(await screen.findByTitle('阿里企业邮'));
    await waitFor(() => expect(input('服务器地址').value).toBe('imap.qiye.aliyun.com'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '邮箱类型' }));
    fireEvent.click(await screen.findByTitle('其他'));
    await waitFor(() => expect(input('服务器地址').value).toBe(''));
    expect(input('端口').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入服务器地址')).toBeTruthy();
    fireEvent.change(input('服务器地址'), { target: { value: 'mail.yunqi.cn' } });
    fireEvent.change(input('端口'), { target: { value: '993' } });
    fireEvent.change(input('邮箱账号'), { target: { value: 'hr@yunqi.cn' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入密码/授权码')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(input('密码/授权码'), { target: { value: 'auth-code-2026' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      preset: 'other', protocol: 3, server: 'mail.yunqi.cn', port: 993, ssl: true, account: 'hr@yunqi.cn', password: 'auth-code-2026', folder: 'INBOX', enabled: true,
    });
  });

  it('says that only IMAP is collected when another protocol is chosen', async () => {
    mockApi({});
    drawer();
    fireEvent.click(await screen.findByText('POP3'));
    expect(await screen.findByText('只有 IMAP 邮箱可以收取简历')).toBeTruthy();
  });

  it('keeps the stored password when editing, and shows the connection test inline', async () => {
    calls = mockApi({
      'PUT /api/mailtake/mailboxes/2': (call) => row(call.body as Partial<MailboxRow>),
      'POST /api/mailtake/mailboxes/test': () => ({ ok: false, receiveState: 2, message: '登录失败：邮箱账号或密码/授权码不正确，或邮箱未开启IMAP服务', messageCount: null }),
    });
    drawer(MAILBOXES[1]);
    await waitFor(() => expect(input('邮箱账号').value).toBe('jobs@yunqi.cn'));
    expect(input('密码/授权码').placeholder).toBe('已设置，不修改请留空');
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    expect(await screen.findByText('连接失败')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/mailtake/mailboxes/test')!.body).toMatchObject({ id: 2, account: 'jobs@yunqi.cn' });
    expect(calls.find((c) => c.path === '/api/mailtake/mailboxes/test')!.body as object).not.toHaveProperty('password');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('password');
  });
});

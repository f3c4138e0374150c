// 账号管理 on the plain table: rows and their actions, paging with a page size, the filters
// (search, department), the empty state, and the 更多 menu opening 移交工作.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AccountRow, RoleRow } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { mockApi, renderWithApp } from '../test-utils';
import { AccountsPage } from './AccountsPage';

const roles: RoleRow[] = [{ id: 12, name: 'HR', kind: 'system', systemCode: 2, roleType: 2, description: null, socialCodes: [], campusCodes: [], accountCount: 3 }];

const account = (id: number, userName: string, extra: Partial<AccountRow> = {}): AccountRow => ({
  id, userName, loginEmail: `user${id}@yunqi.cn`, loginMobile: `1390000${String(id).padStart(4, '0')}`, roleId: 12, roleName: 'HR', roleType: 2,
  orgId: 2, orgName: '技术部', jobTitle: null, status: 1, isSuperAdmin: false, lastLoginAt: null, createdAt: '2026-11-01T02:00:00.000Z', ...extra,
});

beforeEach(() => {
  resetSessionStoreForTests();
  mockApi({
    'GET /api/company/accounts': () => ({ list: [account(7, '王晓雨'), account(8, '李想', { status: 3 })], total: 45, page: 1, pageSize: 20 }),
    'GET /api/company/roles': () => roles,
    'GET /api/company/orgs/options': () => [{ id: 1, name: '杭州云栖科技有限公司', children: [{ id: 2, name: '技术部', children: [] }] }],
    'GET /api/company/accounts/options': () => [{ id: 7, userName: '王晓雨' }, { id: 9, userName: '周文静' }],
    'POST /api/company/accounts/8/invite': () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The query strings of the account list requests, in order. */
function listQueries(): URLSearchParams[] {
  return (fetch as unknown as Mock).mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/company/accounts')
    .map((url) => url.searchParams);
}
const lastQuery = () => Object.fromEntries(listQueries().at(-1) ?? []);

describe('账号管理', { timeout: 20_000 }, () => {
  it('lists the accounts with their actions and pages through them', async () => {
    renderWithApp(<AccountsPage title="账号管理" />);
    const table = await screen.findByRole('table', { name: '账号列表' });
    await within(table).findByRole('cell', { name: 'user7@yunqi.cn' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('待激活')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: '编辑' })).toHaveLength(2);
    expect(screen.getByText('共 45 个账号')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '3', pageSize: '20' }));
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '50' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', pageSize: '50' }));
  });

  it('filters by keyword and department, starting again at page 1', async () => {
    renderWithApp(<AccountsPage title="账号管理" />);
    await screen.findByRole('cell', { name: 'user7@yunqi.cn' });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));

    const search = screen.getByRole('textbox', { name: '搜索账号' });
    fireEvent.change(search, { target: { value: ' 晓雨 ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', keyword: '晓雨' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '部门' }));
    // The option, not the 部门 cells that carry the same title.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="技术部"]')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="技术部"]')!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '1', keyword: '晓雨', orgId: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '清空筛选' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', pageSize: '20' }));
  });

  it('opens 移交工作 from the 更多 menu of a row', async () => {
    renderWithApp(<AccountsPage title="账号管理" />);
    await screen.findByRole('cell', { name: 'user8@yunqi.cn' });
    const more = screen.getAllByRole('button', { name: /更多/ });
    fireEvent.click(more[1]!, { detail: 1 });
    const menu = screen.getByRole('menu', { name: '李想的更多操作' });
    // An invited account: how its invitation link is obtained.
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['移交工作', '重新发送邀请']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '移交工作' }));
    expect(await screen.findByText('移交工作 - 李想')).toBeTruthy();
  });
});

describe('账号管理, the super administrator’s row', () => {
  it('offers 编辑 to nobody else: only he edits his own account', async () => {
    mockApi({ 'GET /api/company/accounts': () => ({ list: [account(5, '周明远', { isSuperAdmin: true }), account(7, '王晓雨')], total: 2, page: 1, pageSize: 20 }), 'GET /api/company/roles': () => roles });
    renderWithApp(<AccountsPage title="账号管理" />);
    const table = await screen.findByRole('table', { name: '账号列表' });
    await within(table).findByRole('cell', { name: 'user5@yunqi.cn' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: '编辑' })).toBeTruthy();
  });
});

describe('账号管理, nothing found', () => {
  it('says so in the table', async () => {
    mockApi({ 'GET /api/company/accounts': () => ({ list: [], total: 0, page: 1, pageSize: 20 }), 'GET /api/company/roles': () => roles });
    renderWithApp(<AccountsPage title="账号管理" />);
    expect(await screen.findByText('暂无账号')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});

describe('账号管理, an invited account’s link', { timeout: 30_000 }, () => {
  it('mails a new invitation, says where it went, and never shows the link', async () => {
    renderWithApp(<AccountsPage title="账号管理" />);
    await screen.findByRole('cell', { name: 'user8@yunqi.cn' });
    fireEvent.click(screen.getAllByRole('button', { name: /更多/ })[1]!, { detail: 1 });
    fireEvent.click(within(screen.getByRole('menu', { name: '李想的更多操作' })).getByRole('menuitem', { name: '重新发送邀请' }));
    // The dialog loads on first open.
    const command = await screen.findByRole('textbox', { name: '生成邀请链接的命令' }, { timeout: 10_000 });
    expect((command as HTMLInputElement).value).toBe('npx --no-install bole reset-link user8@yunqi.cn');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('邀请已重新发送')).toBeTruthy();
    expect(dialog.textContent).toContain('邀请邮件已发往user8@yunqi.cn');
    expect(dialog.textContent).toContain('之前发出的链接已失效');
    const posts = (fetch as unknown as Mock).mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual([expect.stringContaining('/api/company/accounts/8/invite')]);
  });
});

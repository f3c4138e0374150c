// The permission checkboxes of 角色权限 against a mocked server: check-all per group, the
// 社招/校招 tabs and what 保存权限 sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionCatalog, RoleRow } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi as mockAs } from '../../../test/app-harness';
import { mockApi, renderWithApp, type ApiCall } from '../test-utils';
import { RolesPage } from './RolesPage';

const catalog: PermissionCatalog = {
  social: [
    {
      key: 'company',
      title: '公司设置',
      items: [
        { code: 320001, name: '账号管理', sys: 'both', managerOnly: true },
        { code: 320003, name: '企业信息', sys: 'both', managerOnly: false },
        { code: 320006, name: '地址管理', sys: 'both', managerOnly: false },
      ],
    },
    { key: 'job', title: '职位与招聘需求', items: [{ code: 230001, name: '查看职位', sys: 'both', managerOnly: false }] },
    // 报表 is an area not built yet.
    { key: 'report', title: '报表', items: [{ code: 240004, name: '通话记录', sys: 'both', managerOnly: false }] },
  ],
  campus: [
    { key: 'job', title: '职位与招聘需求', items: [{ code: 230001, name: '查看职位', sys: 'both', managerOnly: false }] },
    { key: 'channel', title: '渠道与内推', items: [{ code: 400005, name: '校园大使', sys: 'campus', managerOnly: false }] },
  ],
};

const hr: RoleRow = { id: 12, name: 'HR', kind: 'system', systemCode: 2, roleType: 2, description: '负责日常招聘工作', socialCodes: [230001], campusCodes: [], accountCount: 3 };
const custom: RoleRow = { id: 20, name: '招聘专员', kind: 'custom', systemCode: null, roleType: 2, description: null, socialCodes: [], campusCodes: [], accountCount: 0 };

let calls: ApiCall[];

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({
    'GET /api/company/roles': () => [hr, custom],
    'GET /api/company/permissions': () => catalog,
    'PATCH /api/company/roles/12': (call) => ({ ...hr, ...(call.body as object) }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('角色权限', { timeout: 20_000 }, () => {
  it('checks a whole group except the manager-only code, across the 社招 and 校招 tabs, and saves both', async () => {
    renderWithApp(<RolesPage title="角色权限" />);
    const group = await screen.findByRole('group', { name: '公司设置' });

    // 账号管理 is manager-only: an HR-type role cannot hold it.
    expect(within(group).getByText('仅管理员')).toBeTruthy();
    expect((within(group).getByRole('checkbox', { name: /账号管理/ }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(group).getByRole('checkbox', { name: '公司设置全选' }));
    expect((within(group).getByRole('checkbox', { name: /企业信息/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('checkbox', { name: /地址管理/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('checkbox', { name: /账号管理/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(group).getByText('已选 2/2')).toBeTruthy();

    // The campus tab has its own set: the campus-only code is marked and starts unchecked.
    fireEvent.click(screen.getByRole('tab', { name: /校招权限/ }));
    const channel = await screen.findByRole('group', { name: '渠道与内推' });
    expect(within(channel).getByText('校招专属')).toBeTruthy();
    fireEvent.click(within(channel).getByRole('checkbox', { name: /校园大使/ }));
    expect(screen.getByText('权限有修改，尚未保存')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '保存权限' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/company/roles/12',
      body: { socialCodes: [230001, 320003, 320006], campusCodes: [400005] },
    });
  });

  it('marks the codes of features not open yet as 暂未开放 and still lets them be granted', async () => {
    renderWithApp(<RolesPage title="角色权限" />);
    const group = await screen.findByRole('group', { name: '报表' });
    const report = within(group).getByRole('checkbox', { name: /通话记录/ }) as HTMLInputElement;
    expect(report.closest('label')?.textContent).toContain('暂未开放');
    const jobs = screen.getByRole('group', { name: '职位与招聘需求' });
    expect(within(jobs).getByRole('checkbox', { name: /查看职位/ }).closest('label')?.textContent).not.toContain('暂未开放');
    expect(screen.getByText(/标有「暂未开放」的权限/)).toBeTruthy();
    expect(report.disabled).toBe(false);
    fireEvent.click(report);
    expect(report.checked).toBe(true);
  });

  it('clears a group with its check-all box and lets 撤销修改 bring the saved codes back', async () => {
    renderWithApp(<RolesPage title="角色权限" />);
    const group = await screen.findByRole('group', { name: '职位与招聘需求' });
    const checkAll = within(group).getByRole('checkbox', { name: '职位与招聘需求全选' }) as HTMLInputElement;
    expect(checkAll.checked).toBe(true);

    fireEvent.click(checkAll);
    expect((within(group).getByRole('checkbox', { name: /查看职位/ }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '撤销修改' }));
    expect((within(group).getByRole('checkbox', { name: /查看职位/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: '保存权限' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the codes an administrator does not hold as disabled, and check-all leaves them alone', async () => {
    // 管理员 without 地址管理 (social) and without 校园大使 (campus).
    const admin = { ...adminInfo([230001, 320001, 320002, 320003]), role: 8, roleName: '管理员' };
    calls = mockAs({ 'GET /api/company/roles': () => [hr, custom], 'GET /api/company/permissions': () => catalog, 'PATCH /api/company/roles/12': (call) => ({ ...hr, ...(call.body as object) }) }, admin);
    renderWithApp(<RolesPage title="角色权限" />);
    const group = await screen.findByRole('group', { name: '公司设置' });
    await waitFor(() => expect((within(group).getByRole('checkbox', { name: /地址管理/ }) as HTMLInputElement).disabled).toBe(true));
    expect((within(group).getByRole('checkbox', { name: /企业信息/ }) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(within(group).getByRole('checkbox', { name: '公司设置全选' }));
    expect((within(group).getByRole('checkbox', { name: /企业信息/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('checkbox', { name: /地址管理/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(group).getByText('已选 1/1')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /校招权限/ }));
    const channel = await screen.findByRole('group', { name: '渠道与内推' });
    expect((within(channel).getByRole('checkbox', { name: /校园大使/ }) as HTMLInputElement).disabled).toBe(true);
  });
});

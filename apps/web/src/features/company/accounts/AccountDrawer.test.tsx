// The account drawer's validation: the domain schemas' Chinese messages, and the server's
// refusal put on the field it belongs to.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleRow } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { failure, mockApi, renderWithApp, type ApiCall } from '../test-utils';
import { AccountDrawer } from './AccountDrawer';

const roles: RoleRow[] = [
  { id: 11, name: '超级管理员', kind: 'system', systemCode: 1, roleType: 1, description: null, socialCodes: [], campusCodes: [], accountCount: 1 },
  { id: 12, name: 'HR', kind: 'system', systemCode: 2, roleType: 2, description: null, socialCodes: [], campusCodes: [], accountCount: 3 },
];

let calls: ApiCall[];

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({
    'GET /api/company/orgs/options': () => [{ id: 1, name: '杭州云栖科技有限公司', children: [{ id: 2, name: '技术部', children: [] }] }],
    'POST /api/company/accounts': () => failure(409, { status: '10004', message: '该邮箱已注册' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const FIELDS = ['userName', 'jobTitle', 'loginEmail', 'loginMobile', 'roleId', 'orgId', 'password'];

/** The messages under the fields, in form order (antd links each field to its help by id). */
function fieldErrors(): string[] {
  return FIELDS.map((id) => document.getElementById(`${id}_help`)?.textContent ?? '').filter(Boolean);
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

async function chooseRole(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
  fireEvent.click(await screen.findByTitle(name));
}

describe('新建账号', { timeout: 20_000 }, () => {
  it('shows the schemas’ messages for empty and malformed fields', async () => {
    renderWithApp(<AccountDrawer open roles={roles} onClose={() => undefined} onCreated={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: '创建账号' }));

    await waitFor(() => expect(fieldErrors()).toEqual(['请输入姓名', '请输入邮箱', '请输入手机号', '请选择角色']));

    fireEvent.change(field('姓名'), { target: { value: '王'.repeat(31) } });
    fireEvent.change(field('邮箱'), { target: { value: 'wang@qq' } });
    fireEvent.change(field('手机号'), { target: { value: '2380000123' } });
    await waitFor(() => expect(fieldErrors()).toEqual(['姓名最多30个字符', '邮箱格式不正确', '手机号格式不正确', '请选择角色']));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('checks the initial password only when 设置初始密码 is chosen', async () => {
    renderWithApp(<AccountDrawer open roles={roles} onClose={() => undefined} onCreated={() => undefined} />);
    fireEvent.click(await screen.findByRole('radio', { name: '设置初始密码' }));
    fireEvent.change(await screen.findByLabelText('初始密码'), { target: { value: 'abcdefgh' } });
    await waitFor(() => expect(fieldErrors()).toEqual(['密码需为8-32位，且同时包含字母和数字']));
  });

  it('sends the cleaned body and shows 该邮箱已注册 under the e-mail', async () => {
    renderWithApp(<AccountDrawer open roles={roles} onClose={() => undefined} onCreated={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: ' 王晓雨 ' } });
    fireEvent.change(field('邮箱'), { target: { value: 'WangXY@Yunqi.cn' } });
    fireEvent.change(field('手机号'), { target: { value: '13900002222' } });
    // The super administrator role is for one account only and is not offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    expect(screen.queryByTitle('超级管理员')).toBeNull();
    await chooseRole('HR');
    fireEvent.click(screen.getByRole('button', { name: '创建账号' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userName: '王晓雨', loginEmail: 'wangxy@yunqi.cn', loginMobile: '13900002222', roleId: 12 });
    await waitFor(() => expect(fieldErrors()).toEqual(['该邮箱已注册']));
  });
});

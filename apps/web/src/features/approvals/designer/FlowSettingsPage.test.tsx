// 职位审批: the saved flow drawn as cards, a node added through the + and its drawer, the checks
// that keep an unfinished flow from being sent, and the PUT the server expects.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalFlowView, FlowNode } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { FlowSettingsPage } from './FlowSettingsPage';

let calls: ApiCall[];

const saved: FlowNode[] = [
  { id: 'a1', type: 'approver', name: '用人部门审批', mode: 'all', assignee: { type: 'user', accountIds: [7, 8] } },
  {
    id: 'k1',
    type: 'condition',
    name: '条件分支',
    branches: [
      { id: 'b1', name: '高薪职位', isDefault: false, conditions: [{ field: 'salary', op: 'gte', value: 30000 }], nodes: [] },
      { id: 'b2', name: '其他情况', isDefault: true, conditions: [], nodes: [] },
    ],
  },
];

function serve() {
  const view: ApprovalFlowView = { kind: 'job', configured: true, version: 3, nodes: saved, updatedAt: '2026-03-02T02:00:00.000Z', updatedByName: '周文静' };
  calls = mockApi(
    {
      'GET /api/approval-flows/job': () => view,
      'PUT /api/approval-flows/job': ({ body }) => ({ ...view, version: 4, nodes: (body as { nodes: FlowNode[] }).nodes }),
      'GET /api/approval-flows/options': () => ({ roles: [{ id: 2, name: 'HR', memberCount: 3 }], ranks: [{ id: 4, name: 'P7' }] }),
      'GET /api/company/accounts/options': () => [
        { id: 7, userName: '王建国' },
        { id: 8, userName: '林晓雯' },
      ],
      'GET /api/company/orgs/options': () => [{ id: 1, name: '杭州云栖科技有限公司', children: [] }],
    },
    adminInfo([330001]),
  );
}

beforeEach(() => {
  resetSessionStoreForTests();
  serve();
});
afterEach(() => vi.unstubAllGlobals());

// antd names dialogs by an id that is fixed in tests, so the drawer is found by its title.
const drawer = async (title: string) => {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
  within(dialog).getByText(title);
  return dialog;
};

const addAt = async (index: number, type: '审批人' | '抄送人' | '条件分支') => {
  fireEvent.click(screen.getAllByRole('button', { name: '添加节点' })[index]!);
  // The choice's icon is part of its name.
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`${type}$`) }));
};

describe('职位审批 flow designer', { timeout: 20_000 }, () => {
  it('draws the saved flow: who approves, how, and what each branch asks', async () => {
    renderWithApp(<FlowSettingsPage title="职位审批" kind="job" />);
    expect(await screen.findByRole('button', { name: '审批人节点「用人部门审批」：王建国、林晓雯（会签），会签' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '分支「高薪职位」：月薪上限 ≥ 30000元/月' })).toBeTruthy();
    expect(screen.getByText(/当前为第3版流程，周文静于2026-03-02 10:00保存/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', true);
  });

  it('adds a 部门负责人 approver through the + and saves the whole chain', async () => {
    renderWithApp(<FlowSettingsPage title="职位审批" kind="job" />);
    await screen.findByRole('button', { name: /^审批人节点「用人部门审批」/ });
    await addAt(screen.getAllByRole('button', { name: '添加节点' }).length - 1, '审批人');
    const panel = await drawer('审批人设置');
    fireEvent.change(within(panel).getByLabelText('节点名称'), { target: { value: '部门负责人审批' } });
    fireEvent.click(within(panel).getByRole('radio', { name: '部门负责人' }));
    fireEvent.click(within(panel).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: /^审批人节点「部门负责人审批」：所属部门的直接负责人/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as { nodes: FlowNode[] };
    expect(body.nodes.map((n) => n.name)).toEqual(['用人部门审批', '条件分支', '部门负责人审批']);
    expect(body.nodes[2]).toMatchObject({ type: 'approver', assignee: { type: 'deptHead', level: 1, of: 'subject' }, mode: 'all' });
  });

  it('marks an approver without people and keeps the flow from being sent', async () => {
    renderWithApp(<FlowSettingsPage title="职位审批" kind="job" />);
    await screen.findByRole('button', { name: /^审批人节点「用人部门审批」/ });
    await addAt(0, '审批人');
    fireEvent.click(within(await drawer('审批人设置')).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('「审批人」未设置审批人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('流程还有1处需要完善，完善后才能保存')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('adds a condition branch before the default one and removes the node it collapses to', async () => {
    renderWithApp(<FlowSettingsPage title="职位审批" kind="job" />);
    await screen.findByRole('button', { name: /^分支「高薪职位」/ });
    fireEvent.click(screen.getByRole('button', { name: '添加条件' }));
    expect(screen.getByRole('button', { name: '分支「条件2」：请设置条件' })).toBeTruthy();
    expect(await screen.findByText('分支「条件2」未设置条件')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除分支「条件2」' }));
    fireEvent.click(screen.getByRole('button', { name: '删除分支「高薪职位」' }));
    expect(screen.queryByRole('group', { name: '条件节点「条件分支」' })).toBeNull();
  });
});

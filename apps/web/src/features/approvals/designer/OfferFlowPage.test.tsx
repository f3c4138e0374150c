// Offer审批 (/user/manage/offeraudit): the offer flow drawn with the offer's own condition names
// (入职部门, 转正月薪, 职级), a branch offered only those, and the PUT to the offer kind.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalFlowView, FlowNode } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { APPROVAL_PAGES } from '../index';
import { FlowSettingsPage } from './FlowSettingsPage';

let calls: ApiCall[];

const saved: FlowNode[] = [
  { id: 'a1', type: 'approver', name: 'HRBP审批', mode: 'any', assignee: { type: 'user', accountIds: [7] } },
  {
    id: 'k1',
    type: 'condition',
    name: '按薪资和部门',
    branches: [
      {
        id: 'b1',
        name: '研发高薪',
        isDefault: false,
        conditions: [
          { field: 'salary', op: 'gte', value: 30000 },
          { field: 'orgId', op: 'in', values: [2] },
          { field: 'rankId', op: 'in', values: [4] },
        ],
        nodes: [{ id: 'a2', type: 'approver', name: '总监审批', mode: 'any', assignee: { type: 'user', accountIds: [8] } }],
      },
      { id: 'b2', name: '新分支', isDefault: false, conditions: [], nodes: [] },
      { id: 'b3', name: '其他情况', isDefault: true, conditions: [], nodes: [] },
    ],
  },
];

function serve(nodes: FlowNode[] = saved) {
  const view: ApprovalFlowView = { kind: 'offer', configured: true, version: 2, nodes, updatedAt: '2026-11-20T02:00:00.000Z', updatedByName: '周文静' };
  calls = mockApi(
    {
      'GET /api/approval-flows/offer': () => view,
      'PUT /api/approval-flows/offer': ({ body }) => ({ ...view, version: 3, nodes: (body as { nodes: FlowNode[] }).nodes }),
      'GET /api/approval-flows/options': () => ({ roles: [{ id: 2, name: 'HR', memberCount: 3 }], ranks: [{ id: 4, name: 'P7' }] }),
      'GET /api/company/accounts/options': () => [
        { id: 7, userName: '王建国' },
        { id: 8, userName: '林晓雯' },
      ],
      'GET /api/company/orgs/options': () => [{ id: 1, name: '杭州云栖科技有限公司', children: [{ id: 2, name: '研发中心', children: [] }] }],
    },
    adminInfo([330006]),
  );
}

beforeEach(() => {
  resetSessionStoreForTests();
  serve();
});
afterEach(() => vi.unstubAllGlobals());

describe('Offer审批 flow settings', { timeout: 20_000 }, () => {
  it('is the page of /user/manage/offeraudit', () => {
    expect(APPROVAL_PAGES['user.manage.offeraudit']).toBeTruthy();
  });

  it('draws the saved offer flow with the offer\'s condition names', async () => {
    renderWithApp(<FlowSettingsPage title="Offer审批" kind="offer" />);
    expect(await screen.findByRole('button', { name: '分支「研发高薪」：转正月薪 ≥ 30000元/月；入职部门：研发中心；职级：P7' })).toBeTruthy();
    expect(screen.getByText(/审批通过后才能发送给候选人/)).toBeTruthy();
    expect(screen.getByText(/当前为第2版流程，周文静/)).toBeTruthy();
  });

  it('offers a branch only what an offer has, and saves a 转正月薪 condition to the offer flow', async () => {
    renderWithApp(<FlowSettingsPage title="Offer审批" kind="offer" />);
    fireEvent.click(await screen.findByRole('button', { name: '分支「新分支」：请设置条件' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    within(dialog).getByText(/条件设置/);
    fireEvent.click(within(dialog).getByRole('button', { name: /添加条件/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['入职部门', '转正月薪', '职级']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '转正月薪' }));
    fireEvent.change(within(dialog).getByLabelText('转正月薪的数值'), { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '分支「新分支」：转正月薪 ≥ 50000元/月' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/approval-flows/offer')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as { nodes: FlowNode[] };
    const branch = (body.nodes[1] as Extract<FlowNode, { type: 'condition' }>).branches[1]!;
    expect(branch.conditions).toEqual([{ field: 'salary', op: 'gte', value: 50000 }]);
  });
});

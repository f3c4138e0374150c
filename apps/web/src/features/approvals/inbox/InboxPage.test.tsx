// 我的审批: the box from the address, an approval opened with its trail, and a rejection that
// needs its reason before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalDetail, ApprovalRow } from '@bole/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { InboxPage } from './InboxPage';

let calls: ApiCall[];

const row: ApprovalRow = {
  id: 5,
  kind: 'demand',
  subjectId: 31,
  title: '华东区销售代表（5人）',
  applicantId: 3,
  applicantName: '陈思琪',
  status: 'pending',
  round: 2,
  currentStep: '用人部门审批',
  currentApprovers: ['王建国'],
  heldReason: null,
  reason: null,
  submittedAt: '2026-03-02T01:00:00.000Z',
  decidedAt: null,
};

const detail: ApprovalDetail = {
  ...row,
  facts: [
    { label: '所属部门', value: '华东销售部' },
    { label: '招聘人数', value: '5人' },
  ],
  rounds: [
    {
      round: 1,
      flowVersion: 1,
      route: [],
      steps: [{ id: 1, name: '用人部门审批', kind: 'approve', mode: 'any', status: 'rejected', note: null, tasks: [{ accountId: 1, userName: '王建国', status: 'rejected', actedAt: '2026-03-01T03:00:00.000Z', comment: '人数太多' }] }],
    },
    {
      round: 2,
      flowVersion: 2,
      route: ['大批量招聘'],
      steps: [
        { id: 2, name: '用人部门审批', kind: 'approve', mode: 'any', status: 'active', note: null, tasks: [{ accountId: 1, userName: '王建国', status: 'pending', actedAt: null, comment: null }] },
        { id: 3, name: '抄送HRBP', kind: 'cc', mode: null, status: 'waiting', note: null, tasks: [{ accountId: 9, userName: '赵雨桐', status: 'waiting', actedAt: null, comment: null }] },
      ],
    },
  ],
  actions: [
    { id: 1, round: 1, action: 'submit', actorName: '陈思琪', stepName: null, comment: null, createdAt: '2026-03-01T01:00:00.000Z' },
    { id: 2, round: 1, action: 'reject', actorName: '王建国', stepName: '用人部门审批', comment: '人数太多', createdAt: '2026-03-01T03:00:00.000Z' },
    { id: 3, round: 2, action: 'resubmit', actorName: '陈思琪', stepName: null, comment: null, createdAt: '2026-03-02T01:00:00.000Z' },
  ],
  can: { approve: true, reject: true, withdraw: false, resubmit: false },
};

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi(
    {
      'GET /api/approvals': () => ({ list: [row], total: 1, page: 1, pageSize: 20 }),
      'GET /api/approvals/5': () => detail,
      'POST /api/approvals/5/reject': ({ body }) => ({ ...detail, status: 'rejected', reason: (body as { reason: string }).reason, can: { approve: false, reject: false, withdraw: false, resubmit: false } }),
    },
    adminInfo([230006]),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <InboxPage title="我的审批" /> }], { initialEntries: [path] });
  renderWithApp(<RouterProvider router={router} />);
  return router;
}

describe('我的审批', { timeout: 20_000 }, () => {
  it('lists the box named in the address and asks the server for it', async () => {
    renderAt('/approval?box=cc&kind=demand');
    expect(await screen.findByRole('button', { name: '查看「华东区销售代表（5人）」' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '抄送我的', selected: true })).toBeTruthy();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const asked = urls.find((u) => u.pathname === '/api/approvals' && u.searchParams.get('box') === 'cc');
    expect(asked?.searchParams.get('kind')).toBe('demand');
    expect(screen.getByText('用人部门审批：王建国')).toBeTruthy();
  });

  it('opens an approval with every round, and rejects only with a reason', async () => {
    const router = renderAt('/approval');
    fireEvent.click(await screen.findByRole('button', { name: '处理「华东区销售代表（5人）」' }));
    expect(router.state.location.search).toContain('id=5');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(await within(dialog).findByText('条件分支：大批量招聘')).toBeTruthy();
    expect(within(dialog).getByText('华东销售部')).toBeTruthy();
    expect(within(dialog).getByText('第1轮审批 · 已驳回（2026-03-01 09:00提交）')).toBeTruthy();
    expect(within(dialog).getByText(/王建国 驳回「用人部门审批」：人数太多/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    const reasonBox = await screen.findByLabelText('驳回理由', {}, { timeout: 8000 });
    const modal = reasonBox.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: '驳回' }));
    expect(await within(modal).findByText('请输入驳回理由')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(reasonBox, { target: { value: '本季度编制已满' } });
    fireEvent.click(within(modal).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/approvals/5/reject', body: { reason: '本季度编制已满' } }));
  });

  it('tells the applicant why the administrators decide an approval whose approvers are all disabled', async () => {
    const held: ApprovalRow = { ...row, currentApprovers: ['周文静'], heldReason: '所选成员均已停用或不存在，等待管理员处理' };
    mockApi({ 'GET /api/approvals': () => ({ list: [held], total: 1, page: 1, pageSize: 20 }), 'GET /api/approvals/5': () => ({ ...detail, ...held }) }, adminInfo([230006]));
    renderAt('/approval?box=mine');
    expect(await screen.findByText('用人部门审批：周文静（所选成员均已停用或不存在，等待管理员处理）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /「华东区销售代表（5人）」/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(await within(dialog).findByText('审批人均已停用，已转交管理员处理')).toBeTruthy();
  });
});

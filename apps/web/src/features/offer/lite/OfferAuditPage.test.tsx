// Offer审批 (/lite/offeraudit) on the hiring manager's phone: the offers waiting for him, one
// opened with only the fields his codes show (hidden ones not listed), the trail, 同意 and 驳回
// (which needs a reason before anything is sent).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalDetail, ApprovalRow, OfferDetail } from '@bole/domain';
import { registerNotifier, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { OfferAuditPage } from './OfferAuditPage';

const ROW: ApprovalRow = {
  id: 12, kind: 'offer', subjectId: 9, title: '韩梅 · Java开发工程师', applicantId: 1, applicantName: '周文静', status: 'pending', round: 1,
  currentStep: '用人经理审批', currentApprovers: ['王建国'], heldReason: null, reason: null, submittedAt: '2026-11-27T02:00:00Z', decidedAt: null,
};
const DETAIL: ApprovalDetail = {
  ...ROW, facts: [], rounds: [],
  actions: [{ id: 1, round: 1, action: 'submit', actorName: '周文静', stepName: null, comment: '请尽快审批', createdAt: '2026-11-27T02:00:00Z' }],
  can: { approve: true, reject: true, withdraw: false, resubmit: false },
};
const OFFER: OfferDetail = {
  id: 9, applicationId: 42, resumeId: 7, candidateName: '韩梅', jobId: 3, jobName: 'Java开发工程师', status: 'approving', approvalStatus: 'pending',
  entryTime: '2026-12-14', orgId: 5, orgName: '技术部', probationPeriod: 3, internshipSalary: '8000.50', salaryType: null, formalSalary: null, taxType: 1,
  hidden: ['formalSalary', 'salaryType'], createdBy: 1, creatorName: '周文静', sentAt: null, expiresAt: null, answeredAt: null, createdAt: '2026-11-27T02:00:00Z', updatedAt: '2026-11-27T02:00:00Z',
  jobRankId: null, jobRankName: null, demandIds: [], offerEmailFlag: true, emailTitle: null, ccEmails: [], emailContent: null, fileIds: [], offerFileTemplateId: null,
  customFields: {}, declineReason: null, cancelReason: null, currentStep: '用人经理审批', rejectReason: null, version: 1, approval: null,
  can: { edit: false, submit: false, withdraw: false, send: false, cancel: false },
};
const manager = { ...hrInfo([250011, 100002, 100003, 100004, 100005]), roleType: 3, role: 3, roleName: '用人经理', userName: '王建国', userId: 9 };

let calls: ApiCall[];
let toasts: string[];
const setup = () => {
  calls = mockApi(
    {
      'GET /api/approvals': () => ({ list: [ROW], total: 1, page: 1, pageSize: 50 }),
      'GET /api/approvals/12': () => DETAIL,
      'GET /api/offers/9': () => OFFER,
      'POST /api/approvals/12/approve': () => ({ ...DETAIL, status: 'approved', can: { ...DETAIL.can, approve: false, reject: false } }),
      'POST /api/approvals/12/reject': () => ({ ...DETAIL, status: 'rejected', can: { ...DETAIL.can, approve: false, reject: false } }),
    },
    manager,
  );
};
const open = async () => {
  renderPage(<OfferAuditPage title="Offer审批" />, '/lite/offeraudit');
  fireEvent.click(await screen.findByRole('button', { name: /韩梅 · Java开发工程师/ }));
  return screen.findByRole('heading', { name: /韩梅的Offer/ });
};

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('Offer审批 on the phone', { timeout: 30_000 }, () => {
  it('lists the offers waiting for him and switches to those he decided', async () => {
    setup();
    renderPage(<OfferAuditPage title="Offer审批" />, '/lite/offeraudit');
    const card = await screen.findByRole('button', { name: /韩梅 · Java开发工程师/ });
    expect(within(card).getByText('当前：用人经理审批')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/approvals')!.query.get('kind')).toBe('offer');
    expect(calls.find((c) => c.path === '/api/approvals')!.query.get('box')).toBe('pending');
    fireEvent.click(screen.getByRole('radio', { name: '我已审批' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/approvals' && c.query.get('box') === 'done')).toBe(true));
  });

  it('shows the offer without the fields his codes hide, the trail, and approves it', async () => {
    setup();
    await open();
    const fields = screen.getByText('入职部门').closest('dl')!;
    expect(within(fields).getByText('8000.50元')).toBeTruthy();
    expect(within(fields).getByText('技术部')).toBeTruthy();
    expect(within(fields).queryByText('转正薪资')).toBeNull();
    expect(screen.getByText('请尽快审批')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '审批记录' })).getByText('王建国')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/approvals/12/approve')).toBe(true));
    expect(toasts).toContain('success: 已同意');
  });

  it('refuses 驳回 without a reason and sends the reason given', async () => {
    setup();
    await open();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请输入驳回理由')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/approvals/12/reject')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('驳回理由'), { target: { value: '薪资超出部门预算' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/approvals/12/reject')?.body).toEqual({ reason: '薪资超出部门预算' }));
    expect(toasts).toContain('success: 已驳回');
  });
});

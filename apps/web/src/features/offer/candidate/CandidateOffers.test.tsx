// The drawer's Offer block: each offer's status and approval tags, the terms the reader's codes
// show, and per status the actions the server allows (编辑/提交审批 when editable, 发送Offer once
// approved with a 7-day answer date, 作废 with a reason); nothing without 查看Offer / 编辑Offer.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferDetail, OfferRow } from '@bole/domain';
import { registerNotifier, resetNotifyForTests } from '../../../lib/notify';
import { resetSessionStoreForTests } from '../../../lib/session';
import { chinaTime } from '../../../lib/time';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { CandidateOffers } from './CandidateOffers';
import { SendOfferDialog } from './OfferDialogs';

const row = (id: number, status: OfferRow['status'], approvalStatus: OfferRow['approvalStatus'], extra: Partial<OfferRow> = {}): OfferRow => ({
  id, applicationId: 42, resumeId: 7, candidateName: '韩梅', jobId: 3, jobName: 'Java开发工程师', status, approvalStatus,
  entryTime: '2026-12-14', orgId: 5, orgName: '技术部', probationPeriod: 3, internshipSalary: '8000.50', salaryType: 1, formalSalary: '12000.00', taxType: 1,
  hidden: [], createdBy: 1, creatorName: '周文静', sentAt: null, expiresAt: null, answeredAt: null, createdAt: '2026-11-27T02:00:00Z', updatedAt: '2026-11-27T02:00:00Z', ...extra,
});
const NONE = { edit: false, submit: false, withdraw: false, send: false, cancel: false };
const detail = (r: OfferRow, can: Partial<OfferDetail['can']>, extra: Partial<OfferDetail> = {}): OfferDetail => ({
  ...r, jobRankId: null, jobRankName: null, demandIds: [], offerEmailFlag: true, emailTitle: null, ccEmails: [], emailContent: null, fileIds: [], offerFileTemplateId: null,
  customFields: {}, declineReason: null, cancelReason: null, currentStep: null, rejectReason: null, version: 1, approval: null, can: { ...NONE, ...can }, ...extra,
});

const APPROVED = row(11, 'approved', 'approved');
const REJECTED = row(10, 'rejected', 'rejected', { formalSalary: null, salaryType: null, hidden: ['formalSalary', 'salaryType'] });
const CANCELLED = row(9, 'cancelled', 'approved');

let calls: ApiCall[];
let toasts: string[];
const setup = (codes: number[], list: OfferRow[] = [APPROVED, REJECTED, CANCELLED]) => {
  calls = mockApi(
    {
      'GET /api/applications/42/offers': () => ({ list, total: list.length, page: 1, pageSize: 100 }),
      'GET /api/offers/11': () => detail(APPROVED, { send: true, cancel: true }),
      'GET /api/offers/10': () => detail(REJECTED, { edit: true, submit: true, cancel: true }, { rejectReason: '薪资超出预算' }),
      'GET /api/offers/9': () => detail(CANCELLED, {}, { cancelReason: '候选人另有安排' }),
      'POST /api/offers/11/send': () => ({ offer: detail({ ...APPROVED, status: 'sent' }, {}), mailed: true }),
      'POST /api/offers/11/cancel': () => detail({ ...APPROVED, status: 'cancelled' }, {}),
      'POST /api/offers/10/submit': () => detail({ ...REJECTED, status: 'approving' }, {}),
    },
    adminInfo(codes),
  );
};
const item = (status: string) => screen.getByRole('listitem', { name: `Offer ${status}` });

beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('Offer in the candidate drawer', { timeout: 30_000 }, () => {
  it('shows each offer with its tags, terms and only the actions its status allows', async () => {
    setup([250012, 220009]);
    renderWithApp(<CandidateOffers applicationId={42} candidateName="韩梅" addable />);
    await screen.findByText('审批通过');
    const approved = item('审批通过');
    expect(within(approved).queryByText('审批已通过')).toBeNull();
    expect(within(approved).getByText('入职时间 2026-12-14 · 入职部门 技术部 · 试用期 3个月')).toBeTruthy();
    expect(within(approved).getByText('试用期薪资 8000.50元 · 转正薪资 月薪12000.00元（税前）')).toBeTruthy();
    expect(await within(approved).findByRole('button', { name: '发送Offer' })).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(approved).getByRole('link', { name: '下载韩梅的Offer PDF' }).getAttribute('href')).toBe('/api/offers/11/letter.pdf');

    const rejected = item('审批驳回');
    expect(await within(rejected).findByText('驳回理由：薪资超出预算')).toBeTruthy();
    expect(within(rejected).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(rejected).queryByText(/转正薪资/)).toBeNull();
    expect(within(rejected).queryByRole('button', { name: '发送Offer' })).toBeNull();

    const cancelled = item('已作废');
    expect(await within(cancelled).findByText('作废原因：候选人另有安排')).toBeTruthy();
    expect(within(cancelled).getByText('审批已通过')).toBeTruthy();
    expect(within(cancelled).getAllByRole('button').map((b) => b.textContent)).toEqual(['查看审批记录']);
    // A live offer is there: no second one.
    expect(screen.queryByRole('button', { name: '添加Offer' })).toBeNull();

    fireEvent.click(within(rejected).getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers/10/submit')).toBe(true));
    expect(toasts).toContain('success: Offer已提交审批');
  });

  it('sends an approved offer with the answer date 7 days ahead by default', async () => {
    setup([250012, 220009]);
    renderWithApp(<CandidateOffers applicationId={42} candidateName="韩梅" addable />);
    fireEvent.click(await within(await screen.findByRole('listitem', { name: 'Offer 审批通过' })).findByRole('button', { name: '发送Offer' }));
    const dialog = await screen.findByRole('dialog', { name: '发送Offer - 韩梅' });
    const expected = chinaTime().add(7, 'day').format('YYYY-MM-DD');
    expect((within(dialog).getByLabelText('答复截止日期') as HTMLInputElement).value).toBe(expected);
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/offers/11/send')?.body).toEqual({ expiresOn: expected }));
    expect(toasts).toContain('success: 已发送Offer，韩梅将收到含Offer函和答复链接的邮件');
  });

  it('asks for a reason before 作废', async () => {
    setup([250012, 220009]);
    renderWithApp(<CandidateOffers applicationId={42} candidateName="韩梅" addable />);
    fireEvent.click(await within(await screen.findByRole('listitem', { name: 'Offer 审批通过' })).findByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('dialog', { name: '作废韩梅的Offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: '作废' }));
    expect(await within(dialog).findByText('请填写作废原因')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/offers/11/cancel')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('作废原因'), { target: { value: '岗位取消' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '作废' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/offers/11/cancel')?.body).toEqual({ reason: '岗位取消' }));
    expect(toasts).toContain('success: Offer已作废');
  });

  it('offers 添加Offer when every offer is over and the stage has it on, and shows nothing without the offer codes', async () => {
    setup([250012], [CANCELLED]);
    const { unmount } = renderWithApp(<CandidateOffers applicationId={42} candidateName="韩梅" addable />);
    expect(await screen.findByRole('button', { name: '添加Offer' })).toBeTruthy();
    unmount();
    setup([250011], [CANCELLED]);
    const second = renderWithApp(<CandidateOffers applicationId={42} candidateName="韩梅" addable />);
    await screen.findByText('已作废');
    expect(screen.queryByRole('button', { name: '添加Offer' })).toBeNull();
    second.unmount();
    setup([]);
    renderWithApp(<CandidateOffers applicationId={42} candidateName="韩梅" addable />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/account/info')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/applications/42/offers')).toBe(false);
  });
});

describe('发送Offer from a card', { timeout: 30_000 }, () => {
  it('sends the candidate’s approved offer, and says so when none is approved yet', async () => {
    setup([250012, 220009], [REJECTED, APPROVED]);
    const { unmount } = renderWithApp(<SendOfferDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '发送Offer - 韩梅' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '发送' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers/11/send')).toBe(true));
    unmount();
    setup([250012, 220009], [REJECTED]);
    renderWithApp(<SendOfferDialog open applicationId={42} candidateName="韩梅" onClose={vi.fn()} />);
    expect(await screen.findByText('候选人没有审批通过的Offer：Offer须审批通过后才能发送')).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(true);
  });
});

// The drawer's 入职资料 block: masked values for 办理入职 alone, the full numbers and the
// documents only with 查看入职资料 (250035), 发送 / 重新开放 with 办理入职 (220011).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingForm } from '@bole/domain';
import { registerNotifier, resetNotifyForTests } from '../../lib/notify';
import { resetSessionStoreForTests } from '../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../test/app-harness';
import { OnboardingFormBlock } from './OnboardingFormBlock';

const UNSENT: OnboardingForm = {
  applicationId: 42,
  status: 'unsent',
  awaitingEntry: true,
  entryDate: '2026-12-10',
  link: null,
  savedAt: null,
  submittedAt: null,
  reopenedAt: null,
  values: { name: null, joinConfirmed: false, idNumber: null, bankCard: null, bankName: null, emergencyName: null, emergencyRelation: null, emergencyPhone: null, address: null },
  documents: [],
};
const SUBMITTED: OnboardingForm = {
  ...UNSENT,
  status: 'submitted',
  link: { sentAt: '2026-11-27T02:00:00Z', sentByName: '周文静', expiresAt: '2026-12-17T15:59:59Z', expired: false, openedAt: '2026-11-27T03:00:00Z' },
  submittedAt: '2026-11-28T02:00:00Z',
  values: { name: '韩梅梅', joinConfirmed: true, idNumber: '4403**********1234', bankCard: '6212***********2455', bankName: '招商银行', emergencyName: '韩建国', emergencyRelation: '父亲', emergencyPhone: '13800138000', address: '深圳市南山区' },
  documents: [{ id: 9, kind: 'idFront', fileName: '人像面.png', size: 2048, uploadedAt: '2026-11-27T03:10:00Z' }],
};

let calls: ApiCall[];
let toasts: string[];
const setup = (codes: number[], form: OnboardingForm) => {
  calls = mockApi(
    {
      'GET /api/applications/42/onboarding-form': () => form,
      'POST /api/applications/42/onboarding-form/send': () => ({ ...UNSENT, status: 'sent', link: SUBMITTED.link }),
      'POST /api/applications/42/onboarding-form/reopen': () => ({ ...SUBMITTED, status: 'opened', submittedAt: null }),
      'GET /api/applications/42/onboarding-form/sensitive': () => ({ idNumber: '440308199901011234', bankCard: '6212262502009182455' }),
    },
    adminInfo(codes),
  );
};
beforeEach(() => {
  resetSessionStoreForTests();
  resetNotifyForTests();
  toasts = [];
  registerNotifier({ show: (kind, text) => toasts.push(`${kind}: ${text}`) });
});
afterEach(() => vi.unstubAllGlobals());

describe('入职资料 in the candidate drawer', { timeout: 20_000 }, () => {
  it('sends the 入职登记 link for a candidate in 待入职', async () => {
    setup([220011], UNSENT);
    renderWithApp(<OnboardingFormBlock applicationId={42} />);
    expect(await screen.findByText('未发送')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发送入职登记' }));
    await waitFor(() => expect(toasts).toContain('success: 已通过邮件发送入职登记链接'));
    expect(await screen.findByText('已发送')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新发送入职登记' })).toBeTruthy();
  });

  it('shows masked values without 查看入职资料, no full numbers and no document download', async () => {
    setup([220011], SUBMITTED);
    renderWithApp(<OnboardingFormBlock applicationId={42} />);
    expect(await screen.findByText('4403**********1234')).toBeTruthy();
    expect(screen.getByText('6212***********2455')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看完整证件与卡号' })).toBeNull();
    expect(screen.queryByRole('button', { name: '人像面.png' })).toBeNull();
    expect(screen.getByText(/需“查看入职资料”权限才能下载/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新开放' }));
    expect(await screen.findByText('已打开')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/applications/42/onboarding-form/reopen')).toBe(true);
  });

  it('shows the full numbers on request and the documents with 查看入职资料', async () => {
    setup([250035], SUBMITTED);
    renderWithApp(<OnboardingFormBlock applicationId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: '查看完整证件与卡号' }));
    expect(await screen.findByText('440308199901011234')).toBeTruthy();
    expect(screen.getByText('6212262502009182455')).toBeTruthy();
    expect(screen.getByRole('button', { name: '人像面.png' })).toBeTruthy();
    // Without 办理入职 there is nothing to send or reopen.
    expect(screen.queryByRole('button', { name: '重新开放' })).toBeNull();
  });

  it('shows nothing without either code, nor for a candidate not in 待入职 without a form', async () => {
    setup([], SUBMITTED);
    const { unmount } = renderWithApp(<OnboardingFormBlock applicationId={42} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/account/info')).toBe(true));
    expect(screen.queryByRole('region', { name: '入职资料' })).toBeNull();
    expect(calls.some((c) => c.path.includes('onboarding-form'))).toBe(false);
    unmount();
    setup([220011], { ...UNSENT, awaitingEntry: false });
    renderWithApp(<OnboardingFormBlock applicationId={42} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/applications/42/onboarding-form')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: '入职资料' })).toBeNull());
    expect(screen.queryByRole('button', { name: '发送入职登记' })).toBeNull();
  });
});

// 通用招聘设置: the company's settings as switches and a choice, saved all at once, undone before
// saving, and read-only without 330010.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RECRUIT_SETTINGS, type RecruitSettings } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { collectToasts, mockApi, renderWithApp, type ApiCall } from '../test-utils';
import { RecruitSettingsPage } from './RecruitSettingsPage';

let calls: ApiCall[];
let toasts: string[];

function serve(codes?: number[]) {
  calls = mockApi(
    {
      'GET /api/recruit-settings': () => DEFAULT_RECRUIT_SETTINGS,
      'PUT /api/recruit-settings': ({ body }) => ({ ...DEFAULT_RECRUIT_SETTINGS, ...(body as Partial<RecruitSettings>) }),
    },
    codes,
  );
}

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;

beforeEach(() => {
  resetSessionStoreForTests();
  toasts = collectToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('通用招聘设置', { timeout: 30_000 }, () => {
  it('saves the switches and the re-application choice together', async () => {
    serve();
    renderWithApp(<RecruitSettingsPage title="通用招聘设置" />);
    await screen.findByText('淘汰时必须填写原因');
    expect(toggle('淘汰时必须填写原因').getAttribute('aria-checked')).toBe('true');
    expect(toggle('淘汰时默认通知候选人').getAttribute('aria-checked')).toBe('false');
    expect((screen.getByRole('radio', { name: '保持已淘汰，不重新进入流程' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(toggle('淘汰时默认通知候选人'));
    fireEvent.click(toggle('同一候选人可同时应聘多个职位'));
    fireEvent.click(screen.getByRole('radio', { name: '恢复候选人，回到原阶段' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ eliminateReasonRequired: true, eliminateNotifyDefault: true, allowMultipleJobs: false, reapplyEliminated: 'restore', showStageDays: true }),
    );
    await waitFor(() => expect(toasts).toContain('success: 通用招聘设置已保存'));
  });

  it('undoes changes not yet saved', async () => {
    serve();
    renderWithApp(<RecruitSettingsPage title="通用招聘设置" />);
    await screen.findByText('淘汰时必须填写原因');
    const undo = screen.getByRole('button', { name: '撤销修改' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    fireEvent.click(toggle('显示在当前阶段停留的天数'));
    expect(toggle('显示在当前阶段停留的天数').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(undo);
    expect(toggle('显示在当前阶段停留的天数').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the settings read-only without 330010', async () => {
    serve([220001]);
    renderWithApp(<RecruitSettingsPage title="通用招聘设置" />);
    await screen.findByText('淘汰时必须填写原因');
    expect(toggle('淘汰时必须填写原因').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

// 简历设置: the saved settings show, every control is sent on 保存, and without 340001 the page
// is read-only.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeSettingsResponse } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../test-utils';
import { ResumeSettingsPage } from './ResumeSettingsPage';

const SAVED: ResumeSettingsResponse = { dedupe: { mobile: true, email: true }, requiredFields: ['mobile'], defaultOwner: 'entrant', updatedAt: '2026-03-08T06:30:00.000Z', updatedByName: '陈思琪' };

let calls: ApiCall[];
const puts = () => calls.filter((c) => c.method === 'PUT' && c.path === '/api/resume-settings');

function show(codes: number[]) {
  calls = mockApi(
    {
      'GET /api/resume-settings': () => SAVED,
      'PUT /api/resume-settings': ({ body }) => ({ ...SAVED, ...(body as object), updatedAt: '2026-03-09T02:00:00.000Z' }),
    },
    hrInfo(codes),
  );
  renderPage(<ResumeSettingsPage title="简历设置" />);
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('简历设置', { timeout: 20_000 }, () => {
  it('shows the saved settings and sends every setting on 保存', async () => {
    show([210001, 210002, 340001]);
    const email = await screen.findByRole('switch', { name: '邮箱相同视为重复' });
    expect(screen.getByRole('switch', { name: '手机号相同视为重复' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('checkbox', { name: '手机号' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '姓名' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/上次保存：.*陈思琪/)).toBeTruthy();

    fireEvent.click(email);
    fireEvent.click(screen.getByRole('checkbox', { name: '现居城市' }));
    fireEvent.click(screen.getByRole('radio', { name: '不指定' }));
    expect(await screen.findByText(/新简历不指定负责人/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ dedupe: { mobile: true, email: false }, requiredFields: ['mobile', 'workCity'], defaultOwner: 'none' });
  });

  it('is read-only without 340001', async () => {
    show([210001, 210002]);
    const email = await screen.findByRole('switch', { name: '邮箱相同视为重复' });
    expect((email as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

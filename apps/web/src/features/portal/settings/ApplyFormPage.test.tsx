// 申请表设置: the saved form shows, field modes, the attachment and the consent are sent on 保存,
// and without 340008 the page is read-only.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APPLY_FORM, type ApplyFormSettings } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../../resume/test-utils';
import { ApplyFormPage } from './ApplyFormPage';

const SAVED: ApplyFormSettings = { ...DEFAULT_APPLY_FORM, consentVersion: 3 };
let calls: ApiCall[];
const puts = () => calls.filter((c) => c.method === 'PUT' && c.path === '/api/portal-settings/apply-form');

function show(codes: number[]) {
  calls = mockApi(
    {
      'GET /api/portal-settings/apply-form': () => SAVED,
      'PUT /api/portal-settings/apply-form': ({ body }) => ({ ...(body as object), consentVersion: 4 }),
    },
    hrInfo(codes),
  );
  renderPage(<ApplyFormPage title="申请表设置" />);
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('申请表设置', { timeout: 20_000 }, () => {
  it('shows the saved form and sends the field modes, the attachment and the consent on 保存', async () => {
    show([340008]);
    const email = await screen.findByRole('radiogroup', { name: '邮箱' });
    await waitFor(() => expect((within(email).getByRole('radio', { name: '必填' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText(/当前为第3版/)).toBeTruthy();

    fireEvent.click(within(email).getByRole('radio', { name: '不显示' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '简历附件' })).getByRole('radio', { name: '必填' }));
    fireEvent.change(screen.getByRole('textbox', { name: '隐私协议内容' }), { target: { value: '我同意贵公司为招聘目的处理我提交的个人信息，保存期限为两年。' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      fields: { ...SAVED.fields, email: 'hidden' },
      attachment: 'required',
      consentText: '我同意贵公司为招聘目的处理我提交的个人信息，保存期限为两年。',
    });
  });

  it('is read-only without 340008', async () => {
    show([310004]);
    const email = await screen.findByRole('radiogroup', { name: '邮箱' });
    expect((within(email).getByRole('radio', { name: '不显示' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByText(/没有修改这些设置的权限/)).toBeTruthy();
  });
});

// 简历设置 手工录入必填项 on 新建简历: the fields the company requires are marked and asked for
// before anything is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { mockApi, renderPage, type ApiCall } from '../test-utils';
import CreateResumeDrawer from './CreateResumeDrawer';

let calls: ApiCall[];
const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/resumes');

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({
    'GET /api/resume-settings': () => ({ dedupe: { mobile: true, email: true }, requiredFields: ['mobile', 'gender'], defaultOwner: 'entrant', updatedAt: null, updatedByName: null }),
    'POST /api/resumes': () => ({ id: 502, parseStatus: 1, duplicateOfId: null, duplicateKind: null }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('新建简历 with required fields', { timeout: 20_000 }, () => {
  it('asks for the required fields and sends once they are filled', async () => {
    renderPage(<CreateResumeDrawer onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '周子涵' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/resume-settings')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    expect(await screen.findByText('请填写手机号')).toBeTruthy();
    expect(screen.getByText('请选择性别')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('radio', { name: '女' }));
    fireEvent.click(screen.getByRole('button', { name: '保存简历' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ name: '周子涵', mobile: '13912345678', gender: 0 });
  });
});

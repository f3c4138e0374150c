// 分享: a link is made with the chosen validity, shown once with 复制链接, and earlier links can
// be revoked; contact details can only be shown by a sharer who may see them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeShareLink } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { mockApi, renderPage, type ApiCall } from '../test-utils';
import { ShareModal } from './ShareModal';

const TOKEN = 'q7Kx2mN9pL4vR8sT1wY6zB3cD5fG0hJ-aE_uI2oP4kM';

function link(patch: Partial<ResumeShareLink> = {}): ResumeShareLink {
  return {
    id: 4, resumeId: 101, createdByName: '陈思琪', showContact: false, showSalary: true, days: 7, status: 'active',
    expiresAt: '2026-03-15T06:30:00.000Z', revokedAt: null, viewCount: 2, lastViewedAt: '2026-03-09T01:00:00.000Z', createdAt: '2026-03-08T06:30:00.000Z',
    ...patch,
  };
}

let calls: ApiCall[];
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

function setup(canShowContact: boolean, links: ResumeShareLink[] = []) {
  calls = mockApi({
    'GET /api/resumes/101/shares': () => links,
    'POST /api/resumes/101/shares': ({ body }) => ({ ...link({ id: 9, ...(body as object), expiresAt: '2026-04-07T06:30:00.000Z' }), token: TOKEN, url: `http://bole.test/out/resume?token=${TOKEN}` }),
    'POST /api/resumes/101/shares/4/revoke': () => link({ status: 'revoked', revokedAt: '2026-03-10T02:00:00.000Z' }),
  });
  renderPage(<ShareModal resume={{ id: 101, name: '李雨桐' }} canShowContact={canShowContact} onClose={() => undefined} />);
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('分享简历', { timeout: 20_000 }, () => {
  it('makes a 30-day link showing contact details and offers to copy it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup(true);
    const dialog = await screen.findByRole('dialog', { name: '分享简历 - 李雨桐' });
    expect(await within(dialog).findByText('还没有分享过这份简历')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '30天' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '显示手机号、邮箱和微信号' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /生成链接/ }));
    await waitFor(() => expect(posts('/api/resumes/101/shares')).toHaveLength(1));
    expect(posts('/api/resumes/101/shares')[0]!.body).toEqual({ days: 30, showContact: true });
    const input = (await within(dialog).findByRole('textbox', { name: '分享链接' })) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/out/resume?token=${TOKEN}`);
    expect(within(dialog).getByText('链接已生成，有效期至 2026-04-07 14:30')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /复制链接/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(input.value));
  });

  it('keeps contact details masked for a sharer without 250001', async () => {
    setup(false);
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: '显示手机号、邮箱和微信号' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(within(dialog).getByText('您的角色没有查看联系方式的权限，分享的简历中联系方式会打码')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /生成链接/ }));
    await waitFor(() => expect(posts('/api/resumes/101/shares')).toHaveLength(1));
    expect(posts('/api/resumes/101/shares')[0]!.body).toEqual({ days: 7, showContact: false });
  });

  it('lists earlier links and revokes an open one', async () => {
    setup(true, [link(), link({ id: 3, status: 'expired', expiresAt: '2026-03-01T06:30:00.000Z', viewCount: 0, lastViewedAt: null })]);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('（1个有效，共2个）')).toBeTruthy();
    expect(within(dialog).getByText(/已于 2026-03-01 14:30 过期/)).toBeTruthy();
    const revoke = within(dialog).getAllByRole('button', { name: '撤销' });
    expect(revoke).toHaveLength(1);
    fireEvent.click(revoke[0]!);
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(posts('/api/resumes/101/shares/4/revoke')).toHaveLength(1));
  });
});

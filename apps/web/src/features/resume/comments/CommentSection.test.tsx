// 备注 on the detail page: mentions marked and read, posting with @mentions, checks before
// sending, editing one's own.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeComment } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../test-utils';
import { CommentSection } from './CommentSection';

function comment(patch: Partial<ResumeComment> = {}): ResumeComment {
  return {
    id: 11, resumeId: 101, authorId: 5, authorName: '王建国', content: '@陈思琪 候选人下周二可以面试', mentions: [{ id: 3, userName: '陈思琪' }],
    createdAt: '2026-03-08T06:30:00.000Z', updatedAt: '2026-03-08T06:30:00.000Z', edited: false, canEdit: false, canDelete: false, mentionsMe: true, unread: true,
    ...patch,
  };
}

let calls: ApiCall[];
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

function setup(list: ResumeComment[], canComment = true) {
  calls = mockApi(
    {
      'GET /api/resumes/101/comments': () => ({ list, total: list.length, page: 1, pageSize: 10 }),
      'POST /api/resumes/101/comments': ({ body }) => comment({ id: 99, ...(body as object), mentions: [], mentionsMe: false, unread: false }),
      'PATCH /api/resumes/101/comments/12': ({ body }) => comment({ id: 12, ...(body as object), mentions: [], edited: true }),
      'POST /api/resume-comments/mentions/read': () => ({ updated: 1 }),
      'GET /api/company/accounts/options': () => [
        { id: 3, userName: '陈思琪' },
        { id: 5, userName: '王建国' },
        { id: 6, userName: '李小萌' },
      ],
    },
    hrInfo(),
  );
  renderPage(<CommentSection resumeId={101} canComment={canComment} />);
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('备注', { timeout: 20_000 }, () => {
  it('lists comments with their mentions marked, and marks mine read', async () => {
    setup([comment(), comment({ id: 10, authorName: '李小萌', content: '简历已初筛通过', mentions: [], mentionsMe: false, unread: false })]);
    const item = await screen.findByRole('listitem', { name: '王建国的备注' });
    expect(within(item).getByText('@陈思琪').className).toContain('bole-mention');
    expect(within(item).getByText('新·提到我')).toBeTruthy();
    // 06:30 UTC is 14:30 in China.
    expect(within(item).getByText('2026-03-08 14:30')).toBeTruthy();
    expect(screen.getByText('简历已初筛通过')).toBeTruthy();
    await waitFor(() => expect(sent('POST', '/api/resume-comments/mentions/read')).toHaveLength(1));
    expect(sent('POST', '/api/resume-comments/mentions/read')[0]!.body).toEqual({ commentIds: [11] });
  });

  it('picks a colleague after @ and posts the text with the colleagues it mentions', async () => {
    setup([]);
    fireEvent.click(await screen.findByRole('button', { name: '添加备注' }));
    const input = (await screen.findByRole('textbox', { name: '备注内容' })) as HTMLTextAreaElement;
    input.focus();
    fireEvent.change(input, { target: { value: '@李', selectionStart: 2, selectionEnd: 2 } });
    // The colleagues may still be loading when @ is typed: the picker fills in once they arrive.
    const option = await waitFor(
      () => {
        fireEvent.keyUp(input, { key: '李' });
        return screen.getByText('李小萌', { selector: '.ant-mentions-dropdown-menu-item *, .ant-mentions-dropdown-menu-item' });
      },
      { timeout: 5000 },
    );
    fireEvent.click(option);
    await waitFor(() => expect(input.value).toBe('@李小萌 '));
    fireEvent.change(input, { target: { value: '@李小萌 请安排技术面试，@王建国 也看看' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(sent('POST', '/api/resumes/101/comments')).toHaveLength(1));
    expect(sent('POST', '/api/resumes/101/comments')[0]!.body).toEqual({ content: '@李小萌 请安排技术面试，@王建国 也看看', mentionIds: [6, 5] });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('refuses a comment over 1000 characters without sending it', async () => {
    setup([]);
    fireEvent.click(await screen.findByRole('button', { name: '添加备注' }));
    const input = await screen.findByRole('textbox', { name: '备注内容' });
    fireEvent.change(input, { target: { value: '备'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect((await screen.findByRole('alert')).textContent).toBe('备注最多1000个字符');
    expect(sent('POST', '/api/resumes/101/comments')).toHaveLength(0);
  });

  it('edits my own comment in place', async () => {
    setup([comment({ id: 12, authorId: 3, authorName: '陈思琪', content: '初筛通过', mentions: [], mentionsMe: false, unread: false, canEdit: true, canDelete: true })]);
    const item = await screen.findByRole('listitem', { name: '陈思琪的备注' });
    fireEvent.click(within(item).getByRole('button', { name: '编辑' }));
    const editor = await within(item).findByRole('textbox', { name: '编辑备注' });
    fireEvent.change(editor, { target: { value: '初筛通过，待技术面' } });
    fireEvent.click(within(item).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('PATCH', '/api/resumes/101/comments/12')).toHaveLength(1));
    expect(sent('PATCH', '/api/resumes/101/comments/12')[0]!.body).toEqual({ content: '初筛通过，待技术面', mentionIds: [] });
  });

  it('shows no input without 250007', async () => {
    setup([comment({ mentionsMe: false, unread: false })], false);
    expect(await screen.findByText('候选人下周二可以面试')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '备注内容' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加备注' })).toBeNull();
  });
});

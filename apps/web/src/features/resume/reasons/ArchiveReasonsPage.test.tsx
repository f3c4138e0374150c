// 归档原因: one tab per reason type; adding, renaming, disabling and moving a reason send the
// calls the server expects, and a refusal shows under the input.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArchiveReason } from '@bole/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { hrInfo, mockApi, renderPage, type ApiCall } from '../test-utils';
import { ArchiveReasonsPage } from './ArchiveReasonsPage';

let calls: ApiCall[];
let reasons: ArchiveReason[];

const reason = (id: number, type: ArchiveReason['type'], name: string, sort: number, enabled = true): ArchiveReason => ({ id, type, name, sort, enabled });

function serve(codes: number[]) {
  calls = mockApi(
    {
      'GET /api/archive-reasons': () => reasons,
      'POST /api/archive-reasons': ({ body }) => {
        const b = body as { type: ArchiveReason['type']; name: string };
        if (reasons.some((r) => r.type === b.type && r.name === b.name)) return { status: 409, body: { status: '30031', message: '该类型下已有同名的归档原因' } };
        const added = reason(99, b.type, b.name, 9);
        reasons = [...reasons, added];
        return added;
      },
      'PATCH /api/archive-reasons/1': ({ body }) => ({ ...reasons[0]!, ...(body as object) }),
      'POST /api/archive-reasons/reorder': ({ body }) => (body as { ids: number[] }).ids.map((id) => reasons.find((r) => r.id === id)),
    },
    hrInfo(codes),
  );
}

beforeEach(() => {
  resetSessionStoreForTests();
  reasons = [reason(1, 'elimination', '工作经验不符合要求', 1), reason(2, 'elimination', '专业技能不足', 2), reason(3, 'blacklist', '简历信息造假', 1, false)];
});
afterEach(() => vi.unstubAllGlobals());

describe('归档原因', { timeout: 20_000 }, () => {
  it('lists each type under its tab with counts', async () => {
    serve([210001, 340006]);
    renderPage(<ArchiveReasonsPage title="归档原因" />);
    await screen.findByText('工作经验不符合要求');
    expect(within(screen.getByRole('table', { name: '淘汰原因' })).getByText('专业技能不足')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /淘汰原因\s*2/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /黑名单原因/ }));
    expect(within(await screen.findByRole('table', { name: '黑名单原因' })).getByText('已停用')).toBeTruthy();
    expect(screen.getByText(/共 1 个，已停用 1 个/)).toBeTruthy();
  });

  it('adds, renames, disables and moves reasons', async () => {
    serve([210001, 340006]);
    renderPage(<ArchiveReasonsPage title="归档原因" />);
    await screen.findByText('工作经验不符合要求');

    const input = screen.getByRole('textbox', { name: '新增淘汰原因' });
    fireEvent.change(input, { target: { value: '专业技能不足' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该类型下已有同名的归档原因');
    fireEvent.change(input, { target: { value: ' 沟通能力不足 ' } });
    // antd keeps the spinner's leave animation in the button's name in jsdom.
    fireEvent.click(screen.getByRole('button', { name: /添加$/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/archive-reasons').at(-1)?.body).toEqual({ type: 'elimination', name: '沟通能力不足' }));

    fireEvent.click(screen.getAllByRole('button', { name: '重命名' })[0]!);
    const rename = screen.getByRole('textbox', { name: '重命名「工作经验不符合要求」' });
    fireEvent.change(rename, { target: { value: '相关工作经验不足' } });
    fireEvent.keyDown(rename, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && (c.body as { name?: string }).name === '相关工作经验不足')).toBe(true));

    fireEvent.click(screen.getByRole('switch', { name: '启用「工作经验不符合要求」' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && (c.body as { enabled?: boolean }).enabled === false)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: '下移「工作经验不符合要求」' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/archive-reasons/reorder')?.body).toEqual({ type: 'elimination', ids: [2, 1, 99] }));
  });

  it('shows the lists read-only without 340006', async () => {
    serve([210001, 220001]);
    renderPage(<ArchiveReasonsPage title="归档原因" />);
    await screen.findByText('工作经验不符合要求');
    expect(screen.queryByRole('textbox', { name: '新增淘汰原因' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重命名' })).toBeNull();
    expect(screen.getByRole('switch', { name: '启用「专业技能不足」' })).toHaveProperty('disabled', true);
  });
});

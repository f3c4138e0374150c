// 流程管理: the board of the chosen job (drop a card on a stage, a colleague's earlier move, 加载更多,
// the keyboard) and the table's filters.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { board, card, collectToasts, failure, jobRow, mockApi, moved, RECRUIT_CODES, renderAt, row, type ApiCall } from '../test-utils';
import { JobProcessPage } from './JobProcessPage';

let calls: ApiCall[];
let toasts: string[];

const routes = {
  'GET /api/jobs': () => ({ list: [jobRow()], total: 1, page: 1, pageSize: 30 }),
  'GET /api/jobs/candidate-counts': () => [{ jobId: 11, counts: board().counts, stages: [] }],
  'GET /api/jobs/11/board': () => board(),
  'GET /api/recruit-settings': () => ({ eliminateReasonRequired: true, eliminateNotifyDefault: false, allowMultipleJobs: true, reapplyEliminated: 'keep', showStageDays: true }),
  'POST /api/applications/101/move': () => moved(card(101, '张伟', 1), 3),
};

beforeEach(() => {
  resetSessionStoreForTests();
  toasts = collectToasts();
  calls = mockApi(routes);
});
afterEach(() => vi.unstubAllGlobals());

const column = (name: RegExp) => screen.getByRole('region', { name });
const cardOf = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}，`) });
const drag = (from: HTMLElement, to: HTMLElement) => {
  const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(from, { dataTransfer });
  fireEvent.dragOver(to, { dataTransfer });
  fireEvent.drop(to, { dataTransfer });
};

async function openBoard() {
  renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11');
  await screen.findByRole('article', { name: '张伟，初筛' });
}

describe('流程管理 board', { timeout: 20_000 }, () => {
  it('shows each stage with its count and cards, and the job with its counts', async () => {
    await openBoard();
    expect(within(column(/^初筛，3人/)).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['张伟，初筛', '李娜，初筛']);
    expect(within(column(/^面试，1人/)).getByText('王芳')).toBeTruthy();
    expect(within(column(/^Offer，0人/)).getByText('暂无候选人')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /高级Java开发工程师/ })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '选择职位' })).getByLabelText('招聘中4人')).toBeTruthy();
    expect(within(cardOf('张伟')).getByText('男 · 30岁 · 5年经验 · 本科')).toBeTruthy();
    expect(within(cardOf('张伟')).getByText('个人投递')).toBeTruthy();
    expect(within(cardOf('张伟')).getByText('急招')).toBeTruthy();
    expect(within(cardOf('李娜')).getByText('HR添加')).toBeTruthy();
  });

  it('moves a card dropped on another stage with the version it read', async () => {
    vi.unstubAllGlobals();
    // The server's board after the move: the counts the page refetches agree with what it drew.
    let movedAlready = false;
    const after = board();
    after.stages[0] = { ...after.stages[0]!, count: 2, cards: [card(102, '李娜', 1)] };
    after.stages[1] = { ...after.stages[1]!, count: 2, cards: [card(101, '张伟', 3, { version: 2 }), card(103, '王芳', 3)] };
    calls = mockApi({
      ...routes,
      'GET /api/jobs/11/board': () => (movedAlready ? after : board()),
      'POST /api/applications/101/move': () => {
        movedAlready = true;
        return moved(card(101, '张伟', 1), 3);
      },
    });
    await openBoard();
    drag(cardOf('张伟'), column(/^面试/));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/101/move')?.body).toEqual({ stageId: 3, version: 1 }));
    await waitFor(() => expect(within(column(/^面试，2人/)).getByText('张伟')).toBeTruthy());
    expect(within(column(/^初筛，2人/)).queryByText('张伟')).toBeNull();
    await waitFor(() => expect(toasts).toContain('success: 已将张伟移到「面试」'));
  });

  it('tells the user when a colleague moved the candidate first and reloads both columns', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({
      ...routes,
      'POST /api/applications/101/move': () => failure(409, { status: '50010', message: '候选人已被他人更新，请刷新后重试' }),
      'GET /api/applications/101': () => ({ ...moved(card(101, '张伟', 1), 3), version: 2 }),
      'GET /api/jobs/11/board/1': () => ({ cards: [card(102, '李娜', 1)], nextCursor: null }),
      'GET /api/jobs/11/board/3': () => ({ cards: [card(101, '张伟', 3, { version: 2 }), card(103, '王芳', 3)], nextCursor: null }),
    });
    await openBoard();
    drag(cardOf('张伟'), column(/^面试/));
    await waitFor(() => expect(toasts).toContain('warning: 张伟刚刚已被其他同事处理，现在在「面试」阶段，未能移动。看板已刷新为最新状态，请确认后再操作。'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/jobs/11/board/1' || c.path === '/api/jobs/11/board/3')).toHaveLength(2));
    await waitFor(() => expect(within(column(/^面试/)).getAllByRole('article')).toHaveLength(2));
    expect(within(column(/^初筛/)).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['李娜，初筛']);
  });

  it('loads the next cards of one stage with its cursor', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({ ...routes, 'GET /api/jobs/11/board/1': () => ({ cards: [card(104, '赵磊', 1)], nextCursor: null }) });
    await openBoard();
    fireEvent.click(within(column(/^初筛/)).getByRole('button', { name: '加载更多（已显示 2/3）' }));
    expect(await within(column(/^初筛/)).findByText('赵磊')).toBeTruthy();
    const url = (fetch as unknown as { mock: { calls: [RequestInfo][] } }).mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((u) => u.pathname === '/api/jobs/11/board/1');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ view: 'inProcess', pageSize: '20', cursor: 'c1' });
    expect(within(column(/^初筛/)).queryByRole('button', { name: /加载更多/ })).toBeNull();
  });

  it('draws only the loaded page of a stage of 5,000 candidates', async () => {
    vi.unstubAllGlobals();
    const big = board();
    big.stages[0] = { ...big.stages[0]!, count: 5000, cards: Array.from({ length: 20 }, (_, i) => card(2000 + i, `候选人${i + 1}`, 1)) };
    calls = mockApi({ ...routes, 'GET /api/jobs/11/board': () => big });
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11');
    const screening = await screen.findByRole('region', { name: /^初筛，5000人/ });
    expect(within(screening).getAllByRole('article')).toHaveLength(20);
    expect(within(screening).getByRole('button', { name: '加载更多（已显示 20/5000）' })).toBeTruthy();
  });

  it('moves the focus with the arrow keys and a candidate with Shift+→', async () => {
    await openBoard();
    const first = cardOf('张伟');
    expect(first.tabIndex).toBe(0);
    expect(cardOf('李娜').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(cardOf('李娜')));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(cardOf('王芳')));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(cardOf('张伟')));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/101/move')?.body).toEqual({ stageId: 3, version: 1 }));
    await waitFor(() => expect(document.activeElement).toBe(cardOf('张伟')));
    expect(cardOf('张伟').getAttribute('aria-label')).toBe('张伟，面试');
  });

  it('selects cards with Space and moves them together in bulk', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({ ...routes, 'POST /api/applications/bulk-move': () => ({ done: [101, 102], failed: [] }) });
    await openBoard();
    cardOf('张伟').focus();
    fireEvent.keyDown(cardOf('张伟'), { key: ' ' });
    fireEvent.click(within(cardOf('李娜')).getByRole('checkbox', { name: '选择李娜' }));
    const bar = await screen.findByRole('region', { name: '批量操作' });
    expect(within(bar).getByText('2')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: /批量移动到/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Offer' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/bulk-move')?.body).toEqual({ ids: [101, 102], stageId: 7 }));
    await waitFor(() => expect(toasts).toContain('success: 已将2位候选人移到「Offer」'));
  });

  it('opens the resume with Enter', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({
      ...routes,
      'GET /api/applications/101/events': () => ({ list: [{ id: 1, applicationId: 101, kind: 'enter', kindLabel: '加入职位', fromStage: null, toStage: { id: 1, name: '初筛' }, actorId: 1, actorName: '周文静', note: null, createdAt: '2026-11-18T02:00:00.000Z' }], total: 1, page: 1, pageSize: 50 }),
      'GET /api/resumes/1101': () => failure(404, { status: '40400', message: '简历不存在或已被删除' }),
      'GET /api/applications/101/recommendations': () => ({ feedback: 0, list: [] }),
    });
    await openBoard();
    cardOf('张伟').focus();
    fireEvent.keyDown(cardOf('张伟'), { key: 'Enter' });
    expect(await screen.findByText('张伟的简历')).toBeTruthy();
    const log = await screen.findByRole('region', { name: '流程记录' });
    expect(await within(log).findByText('加入职位')).toBeTruthy();
    expect(within(log).getByText('周文静 · 2026-11-18 10:00')).toBeTruthy();
    expect(await screen.findByText('简历不存在或已被删除')).toBeTruthy();
  });

  it('shows the main action of the stage on every card without hover, and opens 更多操作 from the keyboard', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({ ...routes, 'POST /api/applications/103/move': () => moved(card(103, '王芳', 3), 7) });
    await openBoard();
    // The current card's buttons follow it in the tab order; the other cards' wait their turn.
    const pass = within(cardOf('张伟')).getByRole('button', { name: '张伟：通过' });
    expect([pass.tabIndex, pass.title]).toEqual([0, '移到下一阶段：面试']);
    expect(within(cardOf('李娜')).getByRole('button', { name: '李娜：通过' }).tabIndex).toBe(-1);
    fireEvent.click(pass);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/101/move')?.body).toEqual({ stageId: 3, version: 1 }));

    // Enter or Space on the button clicks it without a pointer: the menu opens on its first entry.
    const more = within(cardOf('王芳')).getByRole('button', { name: '王芳的更多操作' });
    act(() => more.focus());
    expect(more.tabIndex).toBe(0);
    fireEvent.click(more, { detail: 0 });
    const items = within(screen.getByRole('menu', { name: '王芳的操作' })).getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('移动到其他阶段…');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('移到下一阶段：Offer');
    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/103/move')?.body).toEqual({ stageId: 7, version: 1 }));
  });

  it('offers no moves to a user without 移动阶段', async () => {
    vi.unstubAllGlobals();
    calls = mockApi(routes, [220001]);
    await openBoard();
    expect(cardOf('张伟').getAttribute('draggable')).toBe('false');
    expect(within(cardOf('张伟')).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '张伟的更多操作' })).toBeNull();
  });
});

describe('流程管理 table', { timeout: 20_000 }, () => {
  const tableQuery = () =>
    Object.fromEntries(
      (fetch as unknown as { mock: { calls: [RequestInfo][] } }).mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/api/jobs/11/applications')
        .at(-1)?.searchParams ?? [],
    );

  it('sends the view, keyword, stage and the flags the server answers, starting again at page 1', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({
      ...routes,
      'GET /api/jobs/11/applications': () => ({ list: [row(card(101, '张伟', 1)), row(card(103, '王芳', 3))], total: 45, page: 1, pageSize: 20, counts: board().counts, flags: ['recommendationScreened', 'recommendationAwaitingScreening'] }),
    });
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11&mode=table&page=2');
    const table = await screen.findByRole('table', { name: '候选人列表' });
    await within(table).findByRole('button', { name: '张伟' });
    expect(tableQuery()).toMatchObject({ view: 'inProcess', page: '2', pageSize: '20' });
    fireEvent.change(screen.getByRole('textbox', { name: '搜索候选人' }), { target: { value: ' 张 ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: '搜索候选人' }), { key: 'Enter' });
    await waitFor(() => expect(tableQuery()).toEqual({ view: 'inProcess', keyword: '张', page: '1', pageSize: '20' }));
    fireEvent.change(screen.getByRole('combobox', { name: '阶段' }), { target: { value: '3' } });
    await waitFor(() => expect(tableQuery()).toMatchObject({ stageId: '3', keyword: '张' }));
    expect(screen.queryByRole('button', { name: '有意向沟通' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '推荐待筛选' }));
    await waitFor(() => expect(tableQuery()).toMatchObject({ flags: 'recommendationAwaitingScreening', page: '1' }));
    fireEvent.click(screen.getByRole('radio', { name: /已淘汰/ }));
    await waitFor(() => expect(tableQuery()).toMatchObject({ view: 'eliminated' }));
    expect(screen.getByText('共 45 位候选人')).toBeTruthy();
    // 导出 needs 220014.
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });

  it('导出 downloads what the current filters find, every page', async () => {
    vi.unstubAllGlobals();
    calls = mockApi(
      {
        ...routes,
        'GET /api/jobs/11/applications': () => ({ list: [row(card(101, '张伟', 1))], total: 1, page: 1, pageSize: 20, counts: board().counts, flags: [] }),
      },
      [...RECRUIT_CODES, 220014],
    );
    renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11&mode=table&view=eliminated&keyword=张&page=2');
    await within(await screen.findByRole('table', { name: '候选人列表' })).findByRole('button', { name: '张伟' });
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const exported = () =>
      (fetch as unknown as { mock: { calls: [RequestInfo][] } }).mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((u) => u.pathname === '/api/jobs/11/applications/export');
    await waitFor(() => expect(Object.fromEntries(exported()?.searchParams ?? [])).toEqual({ view: 'eliminated', keyword: '张' }));
  });
});

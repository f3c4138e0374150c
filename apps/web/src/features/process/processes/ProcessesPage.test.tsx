// 招聘流程: each process as its chain of stages with its use; the editor keeps the required stages,
// sends the switched-on stages in order, shows why a process cannot be saved, and the default
// process is neither deleted nor set again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecruitProcess } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { collectToasts, failure, library, mockApi, processOf, renderWithApp, type ApiCall } from '../test-utils';
import { ProcessesPage } from './ProcessesPage';

let calls: ApiCall[];
let processes: RecruitProcess[];
let toasts: string[];

function serve(codes?: number[]) {
  const stages = library();
  calls = mockApi(
    {
      'GET /api/recruit-stages': () => stages,
      'GET /api/recruit-processes': () => processes,
      'POST /api/recruit-processes': ({ body }) => {
        const b = body as { name: string; stageIds: number[] };
        if (processes.some((p) => p.name === b.name)) return failure(409, { status: '50107', message: '已有同名的招聘流程' });
        return processOf(9, b.name, false, b.stageIds.map((id) => stages.find((s) => s.id === id)!));
      },
      'PATCH /api/recruit-processes/1': () => failure(409, { status: '50110', message: '使用该流程的职位在“复试”阶段还有候选人，请先移动这些候选人再移除该阶段' }),
      'POST /api/recruit-processes/2/default': () => ({ ...processes[1]!, isDefault: true }),
      'DELETE /api/recruit-processes/2': () => failure(409, { status: '50108', message: '还有职位使用该招聘流程，请先为这些职位更换流程' }),
      'GET /api/recruit-processes/1/jobs': () => ({
        list: [
          { id: 31, name: '前端开发工程师', status: 1, inProcess: 5 },
          { id: 32, name: '销售经理', status: 2, inProcess: 0 },
        ],
        total: 4,
        page: 1,
        pageSize: 20,
      }),
    },
    codes,
  );
}

const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).at(-1)?.body;
const card = (name: string) => screen.getByRole('article', { name });
const confirmIn = async (title: string) => (await screen.findAllByText(title))[0]!.closest<HTMLElement>('[role="dialog"]')!;

beforeEach(() => {
  resetSessionStoreForTests();
  toasts = collectToasts();
  const [screening, dept, interview, second, offer] = library();
  processes = [processOf(1, '社招标准流程', true, [screening!, dept!, interview!, second!, offer!], 4), processOf(2, '技术岗招聘流程', false, [screening!, interview!, offer!])];
});
afterEach(() => vi.unstubAllGlobals());

describe('招聘流程', { timeout: 30_000 }, () => {
  it('shows each process as its stages in order, the default one marked and not deletable', async () => {
    serve();
    renderWithApp(<ProcessesPage title="招聘流程" />);
    await screen.findByText('技术岗招聘流程');
    const standard = card('社招标准流程');
    expect(within(standard).getByText('默认流程')).toBeTruthy();
    expect(within(within(standard).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1初筛初筛', '2用人部门筛选初筛', '3面试面试', '4复试面试', '5OfferOffer']);
    expect(within(standard).getByText('4 个职位使用')).toBeTruthy();
    expect((within(standard).getByRole('button', { name: '删除' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(standard).queryByRole('button', { name: '设为默认' })).toBeNull();
    expect(within(card('技术岗招聘流程')).getByText('暂无职位使用')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '搜索流程' }), { target: { value: '技术' } });
    expect(screen.queryByRole('article', { name: '社招标准流程' })).toBeNull();
  });

  it('creates a process from the default one, the required stages fixed, in the order chosen', async () => {
    serve();
    renderWithApp(<ProcessesPage title="招聘流程" />);
    await screen.findByText('技术岗招聘流程');
    fireEvent.click(screen.getByRole('button', { name: /新建流程/ }));
    const drawer = await screen.findByRole('dialog', { name: '新建流程' });
    expect(within(drawer).getByLabelText('流程预览').textContent).toBe('初筛用人部门筛选面试复试Offer');
    expect((within(drawer).getByRole('switch', { name: '「初筛」加入流程' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(drawer).getByLabelText('流程名称'), { target: { value: '技术岗招聘流程' } });
    fireEvent.click(within(drawer).getByRole('switch', { name: '「用人部门筛选」加入流程' }));
    fireEvent.click(within(drawer).getByRole('switch', { name: '「体检」加入流程' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '上移「体检」' }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('已有同名的招聘流程')).toBeTruthy();
    expect(sent('POST', '/api/recruit-processes')).toEqual({ name: '技术岗招聘流程', stageIds: [1, 3, 4, 6, 5] });

    fireEvent.change(within(drawer).getByLabelText('流程名称'), { target: { value: '校招流程' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(toasts).toContain('success: 已新建流程「校招流程」'));
  });

  it('shows in the editor why the server refuses to take a stage out', async () => {
    serve();
    renderWithApp(<ProcessesPage title="招聘流程" />);
    await screen.findByText('技术岗招聘流程');
    fireEvent.click(within(card('社招标准流程')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog', { name: '编辑流程 - 社招标准流程' });
    expect(within(drawer).getByText('4 个职位正在使用该流程，保存后立即生效')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('switch', { name: '「复试」加入流程' }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText('使用该流程的职位在“复试”阶段还有候选人，请先移动这些候选人再移除该阶段')).toBeTruthy();
    expect(sent('PATCH', '/api/recruit-processes/1')).toEqual({ name: '社招标准流程', stageIds: [1, 2, 3, 5] });
  });

  it('sets another process as the default and shows why a process in use is not deleted', async () => {
    serve();
    renderWithApp(<ProcessesPage title="招聘流程" />);
    await screen.findByText('技术岗招聘流程');
    fireEvent.click(within(card('技术岗招聘流程')).getByRole('button', { name: '设为默认' }));
    fireEvent.click(within(await confirmIn('把「技术岗招聘流程」设为默认流程？')).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/recruit-processes/2/default')).toBe(true));

    fireEvent.click(within(card('技术岗招聘流程')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await confirmIn('删除流程「技术岗招聘流程」？')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(toasts).toContain('error: 还有职位使用该招聘流程，请先为这些职位更换流程'));
  });

  it('opens the jobs using a process from its count, each linking to its board, searchable by name', async () => {
    serve();
    // The drawer links to the jobs' boards, so it needs a router.
    renderWithApp(
      <MemoryRouter>
        <ProcessesPage title="招聘流程" />
      </MemoryRouter>,
    );
    await screen.findByText('技术岗招聘流程');
    fireEvent.click(within(card('社招标准流程')).getByRole('button', { name: '4 个职位使用' }));
    const drawer = await confirmIn('使用「社招标准流程」的职位');
    const link = await within(drawer).findByRole('link', { name: '前端开发工程师' });
    expect(link.getAttribute('href')).toBe('/recruit/job?jobId=31');
    expect(within(drawer).getByText('已关闭')).toBeTruthy();
    expect(within(drawer).getByText('共 4 个职位')).toBeTruthy();
    expect(within(drawer).getByRole('row', { name: /前端开发工程师/ }).textContent).toContain('5');
    const asked = () => calls.filter((c) => c.path === '/api/recruit-processes/1/jobs').length;
    const before = asked();
    fireEvent.change(within(drawer).getByRole('textbox', { name: '搜索职位' }), { target: { value: '前端' } });
    fireEvent.keyDown(within(drawer).getByRole('textbox', { name: '搜索职位' }), { key: 'Enter' });
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('is read-only without 360001', async () => {
    serve([360002]);
    renderWithApp(<ProcessesPage title="招聘流程" />);
    await screen.findByText('技术岗招聘流程');
    expect(within(card('社招标准流程')).queryByRole('button', { name: '4 个职位使用' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新建流程/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

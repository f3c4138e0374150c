// 招聘阶段: the library with each stage's type and actions; required stages cannot be switched off
// or deleted; new stages start with their type's actions; the server's refusals are shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecruitStage } from '@bole/domain';
import { resetSessionStoreForTests } from '../../../lib/session';
import { collectToasts, failure, library, mockApi, renderWithApp, stage, type ApiCall } from '../test-utils';
import { StagesPage } from './StagesPage';

let calls: ApiCall[];
let stages: RecruitStage[];
let toasts: string[];

function serve(codes?: number[]) {
  calls = mockApi(
    {
      'GET /api/recruit-stages': () => stages,
      'POST /api/recruit-stages': ({ body }) => {
        const b = body as { name: string; type: 1 | 2 | 3 | 4 | 5; actions: RecruitStage['actions'] };
        if (stages.some((s) => s.name === b.name)) return failure(409, { status: '50101', message: '已有同名的招聘阶段' });
        const added = stage(9, b.name, b.type, { actions: b.actions, processCount: 0 });
        stages = [...stages, added];
        return added;
      },
      'PATCH /api/recruit-stages/2': () => failure(409, { status: '50103', message: '该阶段中还有候选人，请先把他们移到其他阶段再停用' }),
      'PATCH /api/recruit-stages/4': ({ body }) => ({ ...stages[3]!, ...(body as object) }),
      'DELETE /api/recruit-stages/6': () => failure(409, { status: '50103', message: '该阶段中还有候选人，请先把他们移到其他阶段' }),
      'PUT /api/recruit-stages/order': ({ body }) => (body as { ids: number[] }).ids.map((id) => stages.find((s) => s.id === id)),
    },
    codes,
  );
}

const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).at(-1)?.body;
const table = () => screen.getByRole('table', { name: '招聘阶段' });
const row = (name: string) => screen.getByRole('switch', { name: `启用「${name}」` }).closest('tr')!;

beforeEach(() => {
  resetSessionStoreForTests();
  stages = library();
  toasts = collectToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('招聘阶段', { timeout: 30_000 }, () => {
  it('lists each stage with its type, actions and use; required stages stay on and cannot be deleted', async () => {
    serve();
    renderWithApp(<StagesPage title="招聘阶段" />);
    await screen.findByText('用人部门筛选');
    expect(within(row('复试')).getByText('安排面试、发起测评、推荐给用人部门、添加面试评价、通知候选人')).toBeTruthy();
    expect(within(row('用人部门筛选')).getByText('1 个流程 · 3 位候选人')).toBeTruthy();
    expect(within(row('体检')).getByText('未使用')).toBeTruthy();
    expect(within(row('初筛')).getByText('必需')).toBeTruthy();
    expect((within(row('初筛')).getByRole('switch', { name: '启用「初筛」' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row('面试')).getByRole('button', { name: '删除' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(row('复试')).getByRole('switch', { name: '启用「复试」' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: '面试' }));
    expect(within(table()).queryByRole('switch', { name: '启用「初筛」' })).toBeNull();
    expect(within(table()).getByRole('switch', { name: '启用「复试」' })).toBeTruthy();
  });

  it('switches a stage off, and shows why the server refuses one holding candidates', async () => {
    serve();
    renderWithApp(<StagesPage title="招聘阶段" />);
    await screen.findByText('复试');
    fireEvent.click(screen.getByRole('switch', { name: '启用「复试」' }));
    await waitFor(() => expect(sent('PATCH', '/api/recruit-stages/4')).toEqual({ enabled: false }));
    fireEvent.click(screen.getByRole('switch', { name: '启用「用人部门筛选」' }));
    await waitFor(() => expect(toasts).toContain('error: 该阶段中还有候选人，请先把他们移到其他阶段再停用'));
  });

  it('adds a stage with the actions of its type, the required one kept', async () => {
    serve();
    renderWithApp(<StagesPage title="招聘阶段" />);
    await screen.findByText('复试');
    fireEvent.click(screen.getByRole('button', { name: /新增阶段/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增阶段' });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入阶段名称')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('阶段名称'), { target: { value: ' 二面 ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '面试' }));
    const required = (await within(dialog).findByRole('checkbox', { name: /安排面试/ })) as HTMLInputElement;
    expect(required.checked && required.disabled).toBe(true);
    // antd's group keeps only the values of the boxes it has registered: wait until the type's last box is there.
    await waitFor(() => expect((within(dialog).getByRole('checkbox', { name: '添加面试评价' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '发起测评' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sent('POST', '/api/recruit-stages')).toEqual({ name: '二面', type: 2, actions: ['arrangeInterview', 'pushToDepartment', 'addInterviewEvaluation', 'notifyCandidate'] }),
    );
  });

  it('puts the server refusal of a taken name on the field', async () => {
    serve();
    renderWithApp(<StagesPage title="招聘阶段" />);
    await screen.findByText('复试');
    fireEvent.click(screen.getByRole('button', { name: /新增阶段/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增阶段' });
    fireEvent.change(within(dialog).getByLabelText('阶段名称'), { target: { value: '复试' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('已有同名的招聘阶段')).toBeTruthy();
  });

  it('moves a stage within the whole order and deletes with the server refusal shown', async () => {
    serve();
    renderWithApp(<StagesPage title="招聘阶段" />);
    await screen.findByText('复试');
    fireEvent.click(screen.getByRole('button', { name: '上移「复试」' }));
    await waitFor(() => expect(sent('PUT', '/api/recruit-stages/order')).toEqual({ ids: [1, 2, 4, 3, 5, 6] }));

    fireEvent.click(within(row('用人部门筛选')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/该阶段中还有 3 位候选人/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));

    fireEvent.click(within(row('体检')).getByRole('button', { name: '删除' }));
    const confirm = (await screen.findAllByText('删除阶段「体检」？'))[0]!.closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(toasts).toContain('error: 该阶段中还有候选人，请先把他们移到其他阶段'));
  });

  it('is read-only without 360002', async () => {
    serve([360001]);
    renderWithApp(<StagesPage title="招聘阶段" />);
    await screen.findByText('复试');
    expect(screen.queryByRole('button', { name: /新增阶段/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect((screen.getByRole('switch', { name: '启用「复试」' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

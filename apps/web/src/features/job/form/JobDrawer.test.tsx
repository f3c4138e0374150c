// 新建职位 / 编辑职位 / 复制职位: the domain schema's messages on the fields, salaries in the form's
// unit sent as 元, cleared values sent as null on an edit, and a copy keeping the ids of areas
// the form does not show.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { renderWithApp } from '../../../test/app-harness';
import { failure, jobDetail, mockApi, type ApiCall } from '../test-utils';
import { JobDrawer } from './JobDrawer';

let calls: ApiCall[];

const process = (id: number, name: string, isDefault: boolean) => ({
  id, name, isDefault, jobCount: 0, updatedAt: '2026-11-20T02:00:00.000Z',
  stages: [{ id: 1, name: '初筛', type: 1, actions: ['pushToDepartment'], enabled: true }, { id: 3, name: '面试', type: 2, actions: ['arrangeInterview'], enabled: true }],
});

beforeEach(() => {
  resetSessionStoreForTests();
  calls = mockApi({
    'GET /api/jobs/11': () => jobDetail(),
    'POST /api/jobs': () => ({ id: 12 }),
    'PATCH /api/jobs/11': () => jobDetail(),
    'GET /api/job-types': () => [{ id: 5, name: '技术', parentId: null, sort: 1, jobCount: 1, children: [{ id: 6, name: '后端开发', parentId: 5, sort: 1, jobCount: 0, children: [] }] }],
    'GET /api/job-fields': () => [],
    'GET /api/company/accounts/options': () => [{ id: 1, userName: '周文静' }],
    'GET /api/company/orgs/options': () => [{ id: 1, name: '杭州云栖科技有限公司', children: [{ id: 2, name: '技术部', children: [] }] }],
    'GET /api/recruit-processes': () => [process(30, '社招标准流程', true), process(31, '技术岗招聘流程', false)],
  });
});
afterEach(() => vi.unstubAllGlobals());

const sent = (method: string, path: string) => calls.find((c) => c.method === method && c.path === path)?.body as Record<string, unknown> | undefined;
const drawer = () => screen.getByRole('dialog');
const submit = (name: string) => fireEvent.click(within(drawer()).getByRole('button', { name }));

describe('新建职位', { timeout: 30_000 }, () => {
  it('asks for a name, checks the salary range and sends annual salaries in 元', async () => {
    renderWithApp(<JobDrawer open mode={{ kind: 'create' }} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: '新建职位' });
    submit('创建职位');
    expect(await within(drawer()).findByText('请输入职位名称')).toBeTruthy();

    fireEvent.change(within(drawer()).getByLabelText('职位名称'), { target: { value: '产品总监' } });
    fireEvent.mouseDown(within(drawer()).getByRole('combobox', { name: '薪资类型' }));
    fireEvent.click(await screen.findByTitle('年薪'));
    expect(await within(drawer()).findAllByText('万元/年')).toHaveLength(2);
    fireEvent.change(within(drawer()).getByRole('spinbutton', { name: '最低薪资' }), { target: { value: '80' } });
    fireEvent.change(within(drawer()).getByRole('spinbutton', { name: '最高薪资' }), { target: { value: '60' } });
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: '统招' }));
    submit('创建职位');
    expect(await within(drawer()).findByText('最高薪资不能低于最低薪资')).toBeTruthy();
    expect(sent('POST', '/api/jobs')).toBeUndefined();

    fireEvent.change(within(drawer()).getByRole('spinbutton', { name: '最高薪资' }), { target: { value: '120.5' } });
    submit('创建职位');
    await waitFor(() => expect(sent('POST', '/api/jobs')).toBeDefined());
    const body = sent('POST', '/api/jobs')!;
    expect(body).toMatchObject({ name: '产品总监', salaryType: 2, minSalary: 800000, maxSalary: 1205000, eduUnifiedFlag: 1, eduNotUpgradeFlag: 0, userId: 1, nature: 1, recruitType: 2, retention: 0 });
    // Left empty: the server files the job under the root department.
    expect(body).not.toHaveProperty('orgId');
    expect(body).not.toHaveProperty('recruitProcessId');
  });
});

describe('编辑职位', { timeout: 30_000 }, () => {
  it('shows the stored job and sends a cleared value as null, leaving ids the form does not show alone', async () => {
    renderWithApp(<JobDrawer open mode={{ kind: 'edit', id: 11 }} onClose={() => undefined} />);
    const name = await within(await screen.findByRole('dialog')).findByLabelText('职位名称');
    expect((name as HTMLInputElement).value).toBe('高级Java开发工程师');
    expect((within(drawer()).getByLabelText('职位描述') as HTMLTextAreaElement).value).toBe('负责交易系统开发');
    expect((within(drawer()).getByRole('checkbox', { name: '统招' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(drawer()).getByLabelText('职位描述'), { target: { value: '' } });
    submit('保存');
    await waitFor(() => expect(sent('PATCH', '/api/jobs/11')).toBeDefined());
    const body = sent('PATCH', '/api/jobs/11')!;
    expect(body).toMatchObject({ name: '高级Java开发工程师', describe: null, demand: null, minSalary: 25000, maxSalary: 40000, eduUnifiedFlag: 1, categoryId: 5, jobClassifyId: null });
    expect(body).not.toHaveProperty('recruitProcessId');
    expect(body).not.toHaveProperty('status');
  });

  it('offers the processes of the company and moves the job to the default one', async () => {
    renderWithApp(<JobDrawer open mode={{ kind: 'edit', id: 11 }} onClose={() => undefined} />);
    await within(await screen.findByRole('dialog')).findByLabelText('职位名称');
    const select = within(drawer()).getByRole('combobox', { name: '招聘流程' });
    // The job runs on 技术岗招聘流程 (31); it moves to the default process.
    await within(drawer()).findByText('技术岗招聘流程');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('社招标准流程（默认）'));
    submit('保存');
    await waitFor(() => expect(sent('PATCH', '/api/jobs/11')).toBeDefined());
    expect(sent('PUT', '/api/jobs/11/recruit-process')).toEqual({ processId: 30 });
    expect(sent('PATCH', '/api/jobs/11')).not.toHaveProperty('recruitProcessId');
  });

  it('shows why the process cannot change on the field', async () => {
    calls = mockApi({
      'GET /api/jobs/11': () => jobDetail({ recruitProcessId: null }),
      'GET /api/recruit-processes': () => [process(30, '社招标准流程', true), process(31, '技术岗招聘流程', false)],
      'PUT /api/jobs/11/recruit-process': () => failure(409, { status: '50111', message: '职位中还有候选人处于“复试”阶段，新流程没有该阶段，请先移动这些候选人' }),
    });
    renderWithApp(<JobDrawer open mode={{ kind: 'edit', id: 11 }} onClose={() => undefined} />);
    await within(await screen.findByRole('dialog')).findByLabelText('职位名称');
    fireEvent.mouseDown(within(drawer()).getByRole('combobox', { name: '招聘流程' }));
    fireEvent.click(await screen.findByTitle('技术岗招聘流程'));
    submit('保存');
    expect(await within(drawer()).findByText('职位中还有候选人处于“复试”阶段，新流程没有该阶段，请先移动这些候选人')).toBeTruthy();
    expect(sent('PATCH', '/api/jobs/11')).toBeUndefined();
  });

  it('a copy is a new job named 复制 that keeps the ids of areas the form does not show', async () => {
    renderWithApp(<JobDrawer open mode={{ kind: 'copy', id: 11 }} onClose={() => undefined} />);
    await within(await screen.findByRole('dialog', { name: '复制职位' })).findByDisplayValue('高级Java开发工程师（复制）');
    submit('创建职位');
    await waitFor(() => expect(sent('POST', '/api/jobs')).toBeDefined());
    expect(sent('POST', '/api/jobs')).toMatchObject({ name: '高级Java开发工程师（复制）', recruitProcessId: 31, demandIds: [41], workYear: 5 });
  });
});

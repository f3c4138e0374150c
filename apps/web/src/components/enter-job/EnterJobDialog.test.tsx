// 加入职位: the 招聘中 jobs with their department and city, the first stage by default, one line
// per resume after submitting, and the server's refusal of the whole request shown in the dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnterResult, JobRow, JobStage } from '@bole/domain';
import { resetSessionStoreForTests } from '../../lib/session';
import { mockApi, renderPage, type ApiCall } from '../../features/resume/test-utils';
import { EnterJobDialog } from './EnterJobDialog';

const job = (id: number, name: string, orgName: string, workPlace: string) => ({ id, name, orgName, workPlace, status: 1 }) as unknown as JobRow;
const JOBS = [job(11, '高级前端开发工程师', '技术部', '杭州市'), job(12, '数据分析师', '数据部', '上海市')];
const stage = (id: number, name: string, sort: number) => ({ id, name, type: 1, actions: [], enabled: true, sort, processId: 1 }) as unknown as JobStage;
const STAGES = [stage(201, '初筛', 1), stage(202, '用人部门筛选', 2), stage(203, '面试', 3)];
const result = (patch: Partial<EnterResult>): EnterResult => ({ resumeId: 101, resumeName: '李雨桐', outcome: 'entered', applicationId: 1, stage: null, eliminated: false, message: null, ...patch });

const RESUMES = [
  { id: 101, name: '李雨桐' },
  { id: 102, name: '王浩然' },
  { id: 103, name: '赵一鸣' },
];

let calls: ApiCall[];
const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/applications/bulk');

function setup(answer: () => unknown, onEntered = vi.fn()) {
  calls = mockApi({
    'GET /api/jobs': ({ query }) => ({ list: JOBS.filter((j) => j.name.includes(query.get('keyword') ?? '')), total: 2, page: 1, pageSize: 50 }),
    'GET /api/jobs/12/stages': () => STAGES,
    'POST /api/applications/bulk': answer,
  });
  renderPage(<EnterJobDialog open resumes={RESUMES} onClose={vi.fn()} onEntered={onEntered} />);
  return onEntered;
}

async function chooseJob(name: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '职位' }));
  fireEvent.click(await screen.findByTitle(name));
  return dialog;
}

beforeEach(() => resetSessionStoreForTests());
afterEach(() => vi.unstubAllGlobals());

describe('加入职位', { timeout: 20_000 }, () => {
  it('offers only 招聘中 jobs, each with its department and city', async () => {
    setup(() => ({ results: [] }));
    const dialog = await screen.findByRole('dialog', { name: '将 3 份简历加入职位' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '职位' }));
    expect(await screen.findByText('技术部 · 杭州市')).toBeTruthy();
    expect(screen.getByText('数据部 · 上海市')).toBeTruthy();
    const jobCall = calls.find((c) => c.path === '/api/jobs')!;
    expect(jobCall.query.get('status')).toBe('1');

    fireEvent.change(within(dialog).getByRole('combobox', { name: '职位' }), { target: { value: '数据' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/jobs' && c.query.get('keyword') === '数据')).toBe(true));
  });

  it('starts in the job’s first stage unless another is chosen, and sends every resume', async () => {
    setup(() => ({ results: [] }));
    const dialog = await chooseJob('数据分析师');
    await waitFor(() => expect(within(dialog).getByText('初筛（第一个阶段）')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: '加入职位' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ jobId: 12, stageId: 201, resumeIds: [101, 102, 103] });
  });

  it('sends the stage chosen instead of the first', async () => {
    setup(() => ({ results: [] }));
    const dialog = await chooseJob('数据分析师');
    await waitFor(() => expect(within(dialog).getByText('初筛（第一个阶段）')).toBeTruthy());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '起始阶段' }));
    fireEvent.click(await screen.findByTitle('面试'));
    fireEvent.click(within(dialog).getByRole('button', { name: '加入职位' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ jobId: 12, stageId: 203 });
  });

  it('asks for a job before sending anything', async () => {
    setup(() => ({ results: [] }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '加入职位' }));
    expect(await within(dialog).findByText('请选择职位')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('tells for each resume: 已加入, 已在该职位（阶段）, 未加入：原因', async () => {
    const onEntered = setup(() => ({
      results: [
        result({ resumeId: 101, outcome: 'entered', stage: { id: 201, name: '初筛' } }),
        result({ resumeId: 102, resumeName: '王浩然', outcome: 'already', stage: { id: 203, name: '面试' } }),
        result({ resumeId: 103, resumeName: '赵一鸣', outcome: 'refused', applicationId: null, message: '简历已删除（在回收站中），恢复后才能加入职位' }),
      ],
    }));
    const dialog = await chooseJob('数据分析师');
    await waitFor(() => expect(within(dialog).getByText('初筛（第一个阶段）')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: '加入职位' }));

    const list = await screen.findByRole('list', { name: '加入结果' });
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['李雨桐已加入（初筛）', '王浩然已在该职位（面试）', '赵一鸣未加入：简历已删除（在回收站中），恢复后才能加入职位']);
    expect(screen.getByText('已加入 1 份，已在该职位 1 份，未加入 1 份')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '加入职位「数据分析师」的结果' })).toBeTruthy();
    expect(onEntered).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal of the whole request in the dialog', async () => {
    setup(() => ({ status: 404, body: { status: '40400', message: '数据不存在或已被删除', data: null } }));
    const dialog = await chooseJob('数据分析师');
    await waitFor(() => expect(within(dialog).getByText('初筛（第一个阶段）')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: '加入职位' }));
    expect(await within(dialog).findByText('数据不存在或已被删除')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '加入结果' })).toBeNull();
  });
});

// GET /api/recruit-processes/{id}/jobs (360001): the jobs on a process with their status and
// candidates in the process; the default process takes jobs naming none; other companies' 404.
import type { Page, ProcessJob, RecruitProcess } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidate, createJob, expectFailure, expectNotFound, okData, setup, type Api } from '../applications/fixtures';
import { addAccount, type Session, type TestContext } from '../helpers';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
});

const processes = async (session: Session = a) => okData<RecruitProcess[]>(await api(session, { method: 'GET', url: '/api/recruit-processes' }));
const jobsOf = (id: number, query = '', session: Session = a) => api(session, { method: 'GET', url: `/api/recruit-processes/${id}/jobs${query}` });

describe('jobs using a process', () => {
  it('lists the jobs on a process with status and candidates in the process, paged and by name', async () => {
    const stageIds = okData<{ id: number; name: string }[]>(await api(a, { method: 'GET', url: '/api/recruit-stages' }))
      .filter((s) => s.name === '初筛' || s.name === '面试')
      .map((s) => s.id);
    const own = okData<RecruitProcess>(await api(a, { method: 'POST', url: '/api/recruit-processes', payload: { name: '实习生流程', stageIds } }));
    const open = await createJob(api, a, { name: '前端实习生', recruitProcessId: own.id });
    const closed = await createJob(api, a, { name: '后端实习生', recruitProcessId: own.id, status: 2 });
    const elsewhere = await createJob(api, a, { name: '财务经理' });
    const [x] = [await candidate(api, a, open), await candidate(api, a, open)];
    okData(await api(a, { method: 'POST', url: `/api/applications/${x.id}/eliminate`, payload: { reason: '实习时间不足' } }));

    const page = okData<Page<ProcessJob>>(await jobsOf(own.id));
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      { id: closed, name: '后端实习生', status: 2, inProcess: 0 },
      { id: open, name: '前端实习生', status: 1, inProcess: 1 },
    ]);
    expect(page.list.map((j) => j.id)).not.toContain(elsewhere);
    expect((await processes()).find((p) => p.id === own.id)!.jobCount).toBe(page.total);
    expect(okData<Page<ProcessJob>>(await jobsOf(own.id, '?keyword=后端')).list.map((j) => j.name)).toEqual(['后端实习生']);
    expect(okData<Page<ProcessJob>>(await jobsOf(own.id, '?pageSize=1&page=2')).list).toHaveLength(1);

    const byDefault = (await processes()).find((p) => p.isDefault)!;
    const defaults = okData<Page<ProcessJob>>(await jobsOf(byDefault.id, '?pageSize=100'));
    expect(defaults.list.map((j) => j.id)).toContain(elsewhere);
    expect(defaults.total).toBe(byDefault.jobCount);
  });

  it('answers 403 without 360001 and 404 for another company’s process', async () => {
    const [mine] = await processes();
    const hm = await addAccount(ctx, a.companyId, 3);
    expectFailure(await jobsOf(mine!.id, '', hm), 403);
    expectNotFound(await jobsOf(mine!.id, '', b));
    expectFailure(await jobsOf(mine!.id, '?pageSize=0'), 400, '40001');
  });
});

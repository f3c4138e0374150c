// GET /api/jobs/candidate-counts: several jobs' candidates per view and per stage, in the order
// asked, only for jobs of the caller's company and data scope; validation and permission.
import type { JobCandidateCounts } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestContext } from '../helpers';
import { addAccount, candidate, createJob, expectFailure, jobWithStages, move, okData, setup, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let busy: Awaited<ReturnType<typeof jobWithStages>>;
let quiet: number;
let foreign: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  busy = await jobWithStages(api, a, { name: '财务经理' });
  quiet = await createJob(api, a, { name: '出纳' });
  foreign = await createJob(api, b, { name: '会计' });
  const [first, second, third] = [await candidate(api, a, busy.jobId), await candidate(api, a, busy.jobId), await candidate(api, a, busy.jobId)];
  okData(await move(api, a, second.id, busy.stage('面试').id));
  okData(await move(api, a, third.id, busy.stage('Offer').id));
  okData(await api(a, { method: 'POST', url: `/api/applications/${first.id}/eliminate`, payload: { reason: '专业技能不足' } }));
});

const counts = async (session: Session, ids: string) => api(session, { method: 'GET', url: `/api/jobs/candidate-counts?ids=${ids}` });

describe('job candidate counts', () => {
  it('answers each visible job in the order asked, with its views and its stages 招聘中', async () => {
    const list = okData<JobCandidateCounts[]>(await counts(a, `${quiet},${busy.jobId},${foreign},999999,${quiet}`));
    expect(list.map((j) => j.jobId)).toEqual([quiet, busy.jobId]);
    const [empty, full] = list;
    expect(empty!.counts).toEqual({ inProcess: 0, awaitingEntry: 0, hired: 0, left: 0, eliminated: 0, all: 0 });
    expect(empty!.stages.every((s) => s.count === 0)).toBe(true);
    expect(full!.counts).toEqual({ inProcess: 2, awaitingEntry: 0, hired: 0, left: 0, eliminated: 1, all: 3 });
    expect(full!.stages.map((s) => [s.name, s.count])).toEqual([
      ['初筛', 0],
      ['用人部门筛选', 0],
      ['面试', 1],
      ['复试', 0],
      ['Offer', 1],
      ['体检', 0],
    ]);
    expect(full!.stages[4]).toMatchObject({ id: busy.stage('Offer').id, type: 4 });
  });

  it("never tells another company's counts", async () => {
    expect(okData<JobCandidateCounts[]>(await counts(b, `${busy.jobId},${quiet}`))).toEqual([]);
    expect(okData<JobCandidateCounts[]>(await counts(b, String(foreign))).map((j) => j.counts.all)).toEqual([0]);
  });

  it('keeps to the data scope: a hiring manager sees only his jobs', async () => {
    const manager = await addAccount(ctx, a.companyId, 3);
    const his = await createJob(api, a, { name: '审计专员', userPersonAccountIds: [manager.accountId] });
    expect(okData<JobCandidateCounts[]>(await counts(manager, `${busy.jobId},${his}`)).map((j) => j.jobId)).toEqual([his]);
  });

  it('refuses bad ids and roles without the job or process view', async () => {
    expectFailure(await counts(a, 'abc'), 400, '40001');
    expectFailure(await api(a, { method: 'GET', url: '/api/jobs/candidate-counts' }), 400, '40001');
    expectFailure(await counts(a, Array.from({ length: 101 }, (_, i) => i + 1).join(',')), 400, '40001');
    const desk = await addAccount(ctx, a.companyId, 5);
    expectFailure(await counts(desk, String(busy.jobId)), 403);
  });
});

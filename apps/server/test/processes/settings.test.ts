// 招聘阶段, 招聘流程, a job's process and 通用招聘设置: the rules of each, permissions and
// another company's ids.
import type { JobStage, RecruitProcess, RecruitSettings, RecruitStage } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidate, createJob, customAccount, expectFailure, expectNotFound, jobWithStages, move, okData, setup, stagesOf, type Api } from '../applications/fixtures';
import { addAccount, type Session, type TestContext } from '../helpers';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
});

const stages = async (session: Session = a) => okData<RecruitStage[]>(await api(session, { method: 'GET', url: '/api/recruit-stages' }));
const processes = async (session: Session = a) => okData<RecruitProcess[]>(await api(session, { method: 'GET', url: '/api/recruit-processes' }));
const stageNamed = async (name: string) => (await stages()).find((s) => s.name === name)!;
const createStage = (body: Record<string, unknown>, session: Session = a) => api(session, { method: 'POST', url: '/api/recruit-stages', payload: body });
const createProcess = (body: Record<string, unknown>, session: Session = a) => api(session, { method: 'POST', url: '/api/recruit-processes', payload: body });

describe('the stage library', () => {
  it('starts with the default stages, the first screening and interview stages locked', async () => {
    const list = await stages();
    expect(list.map((s) => [s.name, s.type, s.locked])).toEqual([
      ['初筛', 1, true],
      ['用人部门筛选', 1, false],
      ['面试', 2, true],
      ['复试', 2, false],
      ['终面', 2, false],
      ['笔试/测评', 3, false],
      ['Offer', 4, false],
      ['背景调查', 5, false],
      ['体检', 5, false],
    ]);
    expect(list.find((s) => s.name === 'Offer')!.actions).toEqual(['addOffer', 'viewOffer', 'sendOffer', 'addBackgroundCheck', 'notifyCandidate']);
    expect(list.find((s) => s.name === '初筛')!.processCount).toBe(1);
  });

  it("adds a stage with the type's actions; a locked action stays on; foreign actions are refused", async () => {
    const created = okData<RecruitStage>(await createStage({ name: '二面', type: 2, actions: ['notifyCandidate'] }));
    expect(created).toMatchObject({ name: '二面', type: 2, actions: ['arrangeInterview', 'notifyCandidate'], enabled: true, locked: false, candidateCount: 0 });
    expect(okData<RecruitStage>(await createStage({ name: '入职体检', type: 5 })).actions).toEqual(['notifyCandidate', 'addCloudAssessment']);
    expectFailure(await createStage({ name: '错误操作', type: 3, actions: ['sendOffer'] }), 400, '50104');
    expectFailure(await createStage({ name: '二面', type: 2 }), 409, '50101');
    expectFailure(await createStage({ name: '', type: 9 }), 400, '40001');
  });

  it('never disables or deletes a locked stage, nor one holding candidates', async () => {
    const screening = await stageNamed('初筛');
    expect(expectFailure(await api(a, { method: 'PATCH', url: `/api/recruit-stages/${screening.id}`, payload: { enabled: false } }), 409, '50102').message).toBe('初筛和面试类型的第一个阶段是必需的，不能停用或删除');
    expectFailure(await api(a, { method: 'DELETE', url: `/api/recruit-stages/${screening.id}` }), 409, '50102');
    const job = await jobWithStages(api, a);
    const c = await candidate(api, a, job.jobId);
    okData(await move(api, a, c.id, job.stage('复试').id));
    const second = await stageNamed('复试');
    expect(second.candidateCount).toBe(1);
    expectFailure(await api(a, { method: 'PATCH', url: `/api/recruit-stages/${second.id}`, payload: { enabled: false } }), 409, '50103');
    expectFailure(await api(a, { method: 'DELETE', url: `/api/recruit-stages/${second.id}` }), 409, '50103');
    okData(await move(api, a, c.id, job.stage('面试').id));
    // Empty now: disabling takes it off the job's stages, enabling brings it back.
    okData(await api(a, { method: 'PATCH', url: `/api/recruit-stages/${second.id}`, payload: { enabled: false } }));
    expect((await stagesOf(api, a, job.jobId)).map((s) => s.name)).not.toContain('复试');
    expectFailure(await move(api, a, c.id, second.id), 400, '50003');
    okData(await api(a, { method: 'PATCH', url: `/api/recruit-stages/${second.id}`, payload: { enabled: true, name: '二轮面试' } }));
    expect((await stagesOf(api, a, job.jobId)).map((s) => s.name)).toContain('二轮面试');
  });

  it('deletes an empty stage from the library and its processes, keeping its name in the logs', async () => {
    const job = await jobWithStages(api, a);
    const c = await candidate(api, a, job.jobId);
    const medical = await stageNamed('体检');
    okData(await move(api, a, c.id, medical.id));
    okData(await move(api, a, c.id, job.stage('Offer').id));
    okData(await api(a, { method: 'DELETE', url: `/api/recruit-stages/${medical.id}` }));
    expect((await stages()).map((s) => s.name)).not.toContain('体检');
    expect((await stagesOf(api, a, job.jobId)).map((s) => s.name)).not.toContain('体检');
    const log = okData<{ list: { toStage: { name: string } | null }[] }>(await api(a, { method: 'GET', url: `/api/applications/${c.id}/events` }));
    expect(log.list.map((e) => e.toStage?.name)).toContain('体检');
    // The name is free again.
    okData(await createStage({ name: '体检', type: 5 }));
  });

  it('reorders the library', async () => {
    const ids = (await stages()).map((s) => s.id);
    const reversed = okData<RecruitStage[]>(await api(a, { method: 'PUT', url: '/api/recruit-stages/order', payload: { ids: [...ids].reverse() } }));
    expect(reversed.map((s) => s.id)).toEqual([...ids].reverse());
    expectFailure(await api(a, { method: 'PUT', url: '/api/recruit-stages/order', payload: { ids: ids.slice(1) } }), 400, '40001');
    okData(await api(a, { method: 'PUT', url: '/api/recruit-stages/order', payload: { ids } }));
  });
});

describe('process templates', () => {
  it('creates a process of library stages; the default comes first and counts the jobs on it', async () => {
    const names = ['初筛', '面试', 'Offer'];
    const ids = await Promise.all(names.map(async (n) => (await stageNamed(n)).id));
    const created = okData<RecruitProcess>(await createProcess({ name: '校招快速流程', stageIds: ids }));
    expect(created).toMatchObject({ name: '校招快速流程', isDefault: false, jobCount: 0 });
    expect(created.stages.map((s) => s.name)).toEqual(names);
    const list = await processes();
    expect(list[0]).toMatchObject({ name: '社招标准流程', isDefault: true });
    expect(list[0]!.jobCount).toBeGreaterThan(0);
    expectFailure(await createProcess({ name: '校招快速流程', stageIds: ids }), 409, '50107');
    expectFailure(await createProcess({ name: '只有Offer', stageIds: [ids[2]] }), 400, '50113');
    expectFailure(await createProcess({ name: '重复阶段', stageIds: [ids[0], ids[0]] }), 400, '40001');
  });

  it('puts a job on a process; its stages follow, and candidates are never stranded', async () => {
    const fast = (await processes()).find((p) => p.name === '校招快速流程')!;
    const job = await jobWithStages(api, a, { name: '管培生' });
    const c = await candidate(api, a, job.jobId);
    okData(await move(api, a, c.id, job.stage('二轮面试').id));
    expect(expectFailure(await api(a, { method: 'PUT', url: `/api/jobs/${job.jobId}/recruit-process`, payload: { processId: fast.id } }), 409, '50111').message).toBe(
      '职位中还有候选人处于“二轮面试”阶段，新流程没有该阶段，请先移动这些候选人',
    );
    okData(await move(api, a, c.id, job.stage('面试').id));
    const now = okData<JobStage[]>(await api(a, { method: 'PUT', url: `/api/jobs/${job.jobId}/recruit-process`, payload: { processId: fast.id } }));
    expect(now.map((s) => s.name)).toEqual(['初筛', '面试', 'Offer']);
    expect((await processes()).find((p) => p.id === fast.id)!.jobCount).toBe(1);
    // Removing a stage that holds the job's candidate is refused; the process is in use, so it stays.
    const [screening, interview] = [await stageNamed('初筛'), await stageNamed('面试')];
    expectFailure(await api(a, { method: 'PATCH', url: `/api/recruit-processes/${fast.id}`, payload: { stageIds: [screening.id, (await stageNamed('二面')).id] } }), 409, '50110');
    expectFailure(await api(a, { method: 'DELETE', url: `/api/recruit-processes/${fast.id}` }), 409, '50108');
    okData(await api(a, { method: 'PATCH', url: `/api/recruit-processes/${fast.id}`, payload: { name: '快速流程', stageIds: [screening.id, interview.id] } }));
    okData(await api(a, { method: 'PUT', url: `/api/jobs/${job.jobId}/recruit-process`, payload: { processId: null } }));
    expect((await stagesOf(api, a, job.jobId)).map((s) => s.name)).toContain('用人部门筛选');
  });

  it('makes another process the default, keeps the default undeletable, deletes unused ones', async () => {
    const list = await processes();
    const standard = list.find((p) => p.isDefault)!;
    const fast = list.find((p) => p.name === '快速流程')!;
    expectFailure(await api(a, { method: 'DELETE', url: `/api/recruit-processes/${standard.id}` }), 409, '50109');
    // Jobs on the default have candidates in stages the fast process lacks.
    expectFailure(await api(a, { method: 'POST', url: `/api/recruit-processes/${fast.id}/default` }), 409, '50111');
    const spare = okData<RecruitProcess>(await createProcess({ name: '备用流程', stageIds: standard.stages.map((s) => s.id) }));
    expect(okData<RecruitProcess>(await api(a, { method: 'POST', url: `/api/recruit-processes/${spare.id}/default` })).isDefault).toBe(true);
    okData(await api(a, { method: 'POST', url: `/api/recruit-processes/${standard.id}/default` }));
    okData(await api(a, { method: 'DELETE', url: `/api/recruit-processes/${spare.id}` }));
    expect((await processes()).map((p) => p.name)).not.toContain('备用流程');
  });

  it("keeps companies apart and needs 360001/360002", async () => {
    const mine = await stageNamed('面试');
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/recruit-stages/${mine.id}`, payload: { name: '偷改' } }));
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/recruit-stages/${mine.id}` }));
    const theirs = await stages(b);
    expectNotFound(await createProcess({ name: '混用', stageIds: [theirs[0]!.id, mine.id] }));
    const myProcess = (await processes())[0]!;
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/recruit-processes/${myProcess.id}`, payload: { name: '偷改' } }));
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/recruit-processes/${myProcess.id}` }));
    const job = await createJob(api, a);
    expectNotFound(await api(b, { method: 'PUT', url: `/api/jobs/${job}/recruit-process`, payload: { processId: null } }));
    expectNotFound(await api(a, { method: 'PUT', url: `/api/jobs/${job}/recruit-process`, payload: { processId: (await processes(b))[0]!.id } }));
    expect(mine.name).toBe((await stageNamed('面试')).name);

    const hm = await addAccount(ctx, a.companyId, 3);
    expectFailure(await api(hm, { method: 'GET', url: '/api/recruit-stages' }), 403);
    const viewer = await customAccount(ctx, a.companyId, 2, [360002]);
    okData(await api(viewer, { method: 'GET', url: '/api/recruit-stages' }));
    expectFailure(await createProcess({ name: '无权限', stageIds: [mine.id] }, viewer), 403);
  });
});

describe('通用招聘设置', () => {
  it('answers the defaults, changes only what is sent, and drives eliminations and repeated applications', async () => {
    const get = async (s: Session = a) => okData<RecruitSettings>(await api(s, { method: 'GET', url: '/api/recruit-settings' }));
    expect(await get()).toEqual({ eliminateReasonRequired: true, eliminateNotifyDefault: false, allowMultipleJobs: true, reapplyEliminated: 'keep', showStageDays: true });
    const next = okData<RecruitSettings>(await api(a, { method: 'PUT', url: '/api/recruit-settings', payload: { eliminateReasonRequired: false, allowMultipleJobs: 'false' } }));
    expect(next).toMatchObject({ eliminateReasonRequired: false, allowMultipleJobs: false, reapplyEliminated: 'keep' });
    expect((await get(b)).eliminateReasonRequired).toBe(true);
    expectFailure(await api(a, { method: 'PUT', url: '/api/recruit-settings', payload: { reapplyEliminated: 'maybe' } }), 400, '40001');

    const job = await jobWithStages(api, a);
    const c = await candidate(api, a, job.jobId);
    expect(okData<{ outcome: number }>(await api(a, { method: 'POST', url: `/api/applications/${c.id}/eliminate`, payload: {} })).outcome).toBe(3);
    const elsewhere = await candidate(api, a, job.jobId);
    const other = await createJob(api, a);
    expectFailure(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId: elsewhere.resumeId, jobId: other } }), 409, '50011');

    const hr = await addAccount(ctx, a.companyId, 2);
    expectFailure(await api(hr, { method: 'PUT', url: '/api/recruit-settings', payload: { showStageDays: false } }), 403);
    expect((await get(hr)).allowMultipleJobs).toBe(false);
    okData(await api(a, { method: 'PUT', url: '/api/recruit-settings', payload: { eliminateReasonRequired: true, allowMultipleJobs: true } }));
  });
});

describe('the job form names the process too (PATCH /api/jobs)', () => {
  it('takes only the company’s processes and never strands a candidate', async () => {
    const fast = (await processes()).find((p) => p.name === '快速流程')!;
    const job = await jobWithStages(api, a, { name: '法务专员' });
    const c = await candidate(api, a, job.jobId);
    okData(await move(api, a, c.id, job.stage('Offer').id));
    expectFailure(await api(a, { method: 'PATCH', url: `/api/jobs/${job.jobId}`, payload: { recruitProcessId: fast.id } }), 409, '50111');
    expectNotFound(await api(a, { method: 'PATCH', url: `/api/jobs/${job.jobId}`, payload: { recruitProcessId: (await processes(b))[0]!.id } }));
    expectNotFound(await api(a, { method: 'POST', url: '/api/jobs', payload: { name: '他司流程', recruitProcessId: (await processes(b))[0]!.id } }));
    okData(await move(api, a, c.id, job.stage('面试').id));
    okData(await api(a, { method: 'PATCH', url: `/api/jobs/${job.jobId}`, payload: { recruitProcessId: fast.id } }));
    expect((await stagesOf(api, a, job.jobId)).map((s) => s.name)).toEqual(['初筛', '面试']);
  });
});

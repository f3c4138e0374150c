// The contracts outside checks rely on (PIPELINE.md): POST /api/applications, GET
// /api/applications/{id}, GET /api/jobs/{id}/stages, move and eliminate; with validation,
// permissions, another company's ids and two people moving one candidate at once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestContext } from '../helpers';
import {
  addAccount,
  apply,
  candidate,
  createJob,
  createResume,
  eventsOf,
  expectFailure,
  expectInvalid,
  expectNotFound,
  getApplication,
  jobWithStages,
  move,
  okData,
  recordsOf,
  setup,
  stagesOf,
  storedApplication,
  type Api,
} from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let job: Awaited<ReturnType<typeof jobWithStages>>;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  job = await jobWithStages(api, a, { name: '高级Java工程师' });
});

describe('a job runs on the default process', () => {
  it('lists the stages in process order with their types and actions', async () => {
    const stages = await stagesOf(api, a, job.jobId);
    expect(stages.map((s) => [s.name, s.type])).toEqual([
      ['初筛', 1],
      ['用人部门筛选', 1],
      ['面试', 2],
      ['复试', 2],
      ['Offer', 4],
      ['体检', 5],
    ]);
    expect(stages[0]!.actions).toEqual(['pushToDepartment', 'notifyCandidate']);
    expect(new Set(stages.map((s) => s.processId)).size).toBe(1);
  });
});

describe('POST /api/applications', () => {
  it('puts the resume into the first stage, once, and logs it on the resume', async () => {
    const resumeId = (await createResume(api, a, { name: '林嘉怡' })).id;
    const res = okData<{ id: number; created: boolean }>(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId, jobId: job.jobId } }));
    expect(res.created).toBe(true);
    const again = okData<{ id: number; created: boolean }>(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId: String(resumeId), jobId: String(job.jobId) } }));
    expect(again).toEqual({ id: res.id, created: false });

    const app = await getApplication(api, a, res.id);
    expect(app).toMatchObject({ resumeId, resumeName: '林嘉怡', jobId: job.jobId, job: { id: job.jobId, name: '高级Java工程师' }, stage: { name: '初筛', type: 1 }, outcome: null, recruitmentState: null, recruitPhase: 1, source: 'manual', active: true, version: 1 });
    expect(app.stageId).toBe(app.stage.id);
    expect((await recordsOf(ctx, resumeId)).map((r) => [r.action, r.note])).toContainEqual(['jobApply', '加入职位「高级Java工程师」的「初筛」阶段（HR添加）']);
    expect((await eventsOf(ctx, res.id)).map((e) => e.kind)).toEqual(['enter']);
  });

  it('lets one resume apply to several jobs', async () => {
    const resumeId = (await createResume(api, a)).id;
    const other = await createJob(api, a, { name: '测试开发工程师' });
    expect(await apply(api, a, resumeId, job.jobId)).not.toBe(await apply(api, a, resumeId, other));
  });

  it('refuses missing ids and a closed job', async () => {
    expectInvalid(await api(a, { method: 'POST', url: '/api/applications', payload: { jobId: job.jobId } }), 'resumeId');
    const closed = await createJob(api, a, { name: '已关闭职位', status: 2 });
    const resumeId = (await createResume(api, a)).id;
    const res = expectFailure(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId, jobId: closed } }), 409, '50001');
    expect(res.message).toBe('该职位已关闭，不能加入候选人，请先开启职位');
  });
});

describe('moving and eliminating', () => {
  it('moves to any enabled stage of the job and logs from where to where', async () => {
    const c = await candidate(api, a, job.jobId, { name: '周子墨' });
    const moved = okData<{ stage: { name: string }; version: number; recruitPhase: number }>(await move(api, a, c.id, job.stage('面试').id));
    expect(moved).toMatchObject({ stage: { name: '面试' }, version: 2, recruitPhase: 2 });
    okData(await move(api, a, c.id, job.stage('初筛').id, 2));
    const events = await eventsOf(ctx, c.id);
    expect(events.map((e) => [e.kind, e.fromStageId, e.toStageId])).toEqual([
      ['enter', null, job.stage('初筛').id],
      ['move', job.stage('初筛').id, job.stage('面试').id],
      ['move', job.stage('面试').id, job.stage('初筛').id],
    ]);
    expect((await recordsOf(ctx, c.resumeId)).map((r) => r.note)).toContain('职位「高级Java工程师」：从「初筛」移动到「面试」');
  });

  it('refuses a stage outside the job, the same stage and a missing stage, changing nothing', async () => {
    const c = await candidate(api, a, job.jobId);
    expectInvalid(await api(a, { method: 'POST', url: `/api/applications/${c.id}/move`, payload: {} }), 'stageId');
    expect(expectFailure(await move(api, a, c.id, job.stage('初筛').id), 409, '50004').message).toBe('候选人已在该阶段，无需移动');
    expectFailure(await move(api, a, c.id, 999999), 400, '50003');
    expect((await storedApplication(ctx, c.id)).version).toBe(1);
  });

  it('eliminates with a reason, refuses moving the eliminated, and restores to the same stage', async () => {
    const c = await candidate(api, a, job.jobId);
    okData(await move(api, a, c.id, job.stage('复试').id));
    const out = okData<{ outcome: number; recruitmentState: number; eliminateReason: string; eliminateReasonType: string }>(
      await api(a, { method: 'POST', url: `/api/applications/${c.id}/eliminate`, payload: { reason: '沟通表达能力不足' } }),
    );
    expect(out).toMatchObject({ outcome: 3, recruitmentState: 3, eliminateReason: '沟通表达能力不足', eliminateReasonType: 'elimination' });
    expect(expectFailure(await move(api, a, c.id, job.stage('Offer').id), 409, '50005').message).toBe('候选人已被淘汰，请先恢复候选人再操作');
    expectFailure(await api(a, { method: 'POST', url: `/api/applications/${c.id}/eliminate`, payload: { reason: '再次淘汰' } }), 409, '50005');
    const back = okData<{ outcome: null; stage: { name: string }; eliminateReason: null }>(await api(a, { method: 'POST', url: `/api/applications/${c.id}/restore`, payload: {} }));
    expect(back).toMatchObject({ outcome: null, stage: { name: '复试' }, eliminateReason: null });
    expect((await recordsOf(ctx, c.resumeId)).map((r) => r.action)).toEqual(expect.arrayContaining(['eliminate', 'reactivate']));
  });

  it('needs a reason to eliminate by default', async () => {
    const c = await candidate(api, a, job.jobId);
    expect(expectFailure(await api(a, { method: 'POST', url: `/api/applications/${c.id}/eliminate`, payload: {} }), 400, '50008').message).toBe('请选择或填写淘汰原因');
    expect((await storedApplication(ctx, c.id)).outcome).toBeNull();
  });
});

describe('permissions and companies', () => {
  it('refuses weaker roles', async () => {
    const c = await candidate(api, a, job.jobId);
    const trainee = await addAccount(ctx, a.companyId, 10);
    okData(await api(trainee, { method: 'GET', url: `/api/applications/${c.id}` }));
    expectFailure(await move(api, trainee, c.id, job.stage('面试').id), 403);
    expectFailure(await api(trainee, { method: 'POST', url: `/api/applications/${c.id}/eliminate`, payload: { reason: '不合适' } }), 403);
    const desk = await addAccount(ctx, a.companyId, 5);
    expectFailure(await api(desk, { method: 'GET', url: `/api/applications/${c.id}` }), 403);
    expectFailure(await api(desk, { method: 'GET', url: `/api/jobs/${job.jobId}/stages` }), 403);
    expect((await storedApplication(ctx, c.id)).version).toBe(1);
  });

  it("answers 404 for another company's ids and changes nothing", async () => {
    const c = await candidate(api, a, job.jobId);
    expectNotFound(await api(b, { method: 'GET', url: `/api/applications/${c.id}` }));
    expectNotFound(await api(b, { method: 'GET', url: `/api/jobs/${job.jobId}/stages` }));
    expectNotFound(await move(api, b, c.id, job.stage('面试').id));
    expectNotFound(await api(b, { method: 'POST', url: `/api/applications/${c.id}/eliminate`, payload: { reason: '不合适' } }));
    expectNotFound(await api(b, { method: 'POST', url: '/api/applications', payload: { resumeId: c.resumeId, jobId: job.jobId } }));
    const theirs = (await createResume(api, b)).id;
    expectNotFound(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId: theirs, jobId: job.jobId } }));
    // A's candidate cannot be moved into a stage of B's library either.
    const theirJob = await jobWithStages(api, b);
    expectFailure(await move(api, a, c.id, theirJob.stage('面试').id), 400, '50003');
    expect(await storedApplication(ctx, c.id)).toMatchObject({ version: 1, outcome: null, stageId: job.stage('初筛').id });
  });
});

describe('two people moving the same candidate at once', () => {
  it('lets one win; the other gets 409 and nothing is lost', async () => {
    const c = await candidate(api, a, job.jobId);
    const hr = await addAccount(ctx, a.companyId, 2);
    const [first, second] = await Promise.all([move(api, a, c.id, job.stage('面试').id, 1), move(api, hr, c.id, job.stage('用人部门筛选').id, 1)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({ status: '50006', message: '该候选人刚刚被其他人处理过，请刷新后查看最新状态再操作' });
    const stored = await storedApplication(ctx, c.id);
    expect(stored.version).toBe(2);
    const moves = (await eventsOf(ctx, c.id)).filter((e) => e.kind === 'move');
    expect(moves).toHaveLength(1);
    expect(moves[0]!.toStageId).toBe(stored.stageId);
  });

  it('also without versions: concurrent moves never both apply to the same state', async () => {
    const c = await candidate(api, a, job.jobId);
    const results = await Promise.all(['面试', '复试', 'Offer', '用人部门筛选'].map((name) => move(api, a, c.id, job.stage(name).id)));
    const won = results.filter((r) => r.statusCode === 200).length;
    const stored = await storedApplication(ctx, c.id);
    expect(stored.version).toBe(1 + won);
    const moves = (await eventsOf(ctx, c.id)).filter((e) => e.kind === 'move');
    expect(moves).toHaveLength(won);
    // The log chains: each move starts where the one before ended.
    for (let i = 1; i < moves.length; i += 1) expect(moves[i]!.fromStageId).toBe(moves[i - 1]!.toStageId);
    expect(moves.at(-1)!.toStageId).toBe(stored.stageId);
  });
});

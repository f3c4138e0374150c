// Everything else done to candidates: bulk move, restore, 办理入职 states, transfer, archive
// with a reason, the logs; each with permissions and another company's ids.
import type { Application, ApplicationEvent, ArchiveReason } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestContext } from '../helpers';
import { addAccount, candidate, createJob, eventsOf, expectFailure, expectNotFound, jobWithStages, move, okData, recordsOf, setup, storedApplication, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let job: Awaited<ReturnType<typeof jobWithStages>>;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  job = await jobWithStages(api, a, { name: '产品经理' });
});

const post = (session: Session, id: number, action: string, payload: Record<string, unknown> = {}) => api(session, { method: 'POST', url: `/api/applications/${id}/${action}`, payload });

async function reasonOf(type: string, name: string): Promise<ArchiveReason> {
  return okData<ArchiveReason[]>(await api(a, { method: 'GET', url: `/api/archive-reasons?type=${type}` })).find((r) => r.name === name)!;
}

describe('bulk move', () => {
  it('moves those that can move and says why the others cannot', async () => {
    const [x, y, z] = [await candidate(api, a, job.jobId), await candidate(api, a, job.jobId), await candidate(api, a, job.jobId)];
    okData(await move(api, a, y.id, job.stage('面试').id));
    okData(await post(a, z.id, 'eliminate', { reason: '学历不符合要求' }));
    const res = okData<{ done: number[]; failed: { id: number; message: string }[] }>(
      await api(a, { method: 'POST', url: '/api/applications/bulk-move', payload: { ids: [x.id, y.id, z.id], stageId: job.stage('面试').id } }),
    );
    expect(res.done).toEqual([x.id]);
    expect(res.failed).toEqual([
      { id: y.id, message: '候选人已在该阶段，无需移动' },
      { id: z.id, message: '候选人已被淘汰，请先恢复候选人再操作' },
    ]);
    expect((await storedApplication(ctx, x.id)).stageId).toBe(job.stage('面试').id);
  });

  it("refuses the whole request when an id is another company's, moving nobody", async () => {
    const mine = await candidate(api, a, job.jobId);
    const theirJob = await createJob(api, b);
    const theirs = await candidate(api, b, theirJob);
    expectNotFound(await api(a, { method: 'POST', url: '/api/applications/bulk-move', payload: { ids: [mine.id, theirs.id], stageId: job.stage('面试').id } }));
    expect((await storedApplication(ctx, mine.id)).version).toBe(1);
  });

  it('validates the list', async () => {
    const res = expectFailure(await api(a, { method: 'POST', url: '/api/applications/bulk-move', payload: { ids: [], stageId: job.stage('面试').id } }), 400, '40001');
    expect(res.message).toBe('请选择候选人');
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(expectFailure(await api(a, { method: 'POST', url: '/api/applications/bulk-move', payload: { ids: many, stageId: 1 } }), 400).message).toBe('一次最多批量处理200位候选人');
  });
});

describe('eliminate with the configured reasons, restore', () => {
  it('takes a catalogue reason of the chosen type with words, and records the notice wish', async () => {
    const c = await candidate(api, a, job.jobId);
    const reason = await reasonOf('refuseOffer', '原公司挽留');
    const out = okData<Application>(await post(a, c.id, 'eliminate', { reasonId: reason.id, reasonType: 'refuseOffer', reason: '加薪30%', notify: true }));
    expect(out).toMatchObject({ eliminateReason: '原公司挽留：加薪30%', eliminateReasonId: reason.id, eliminateReasonType: 'refuseOffer' });
    const [, eliminated] = await eventsOf(ctx, c.id);
    expect(eliminated).toMatchObject({ kind: 'eliminate', note: '原公司挽留：加薪30%', data: { reasonType: 'refuseOffer', reasonId: reason.id, notify: true } });
  });

  it('refuses a reason of another type or company', async () => {
    const c = await candidate(api, a, job.jobId);
    const resignation = await reasonOf('resignation', '家庭原因');
    expectFailure(await post(a, c.id, 'eliminate', { reasonId: resignation.id }), 400, '50009');
    const theirs = okData<ArchiveReason[]>(await api(b, { method: 'GET', url: '/api/archive-reasons?type=elimination' }))[0]!;
    expectFailure(await post(a, c.id, 'eliminate', { reasonId: theirs.id }), 400, '50009');
    expect((await storedApplication(ctx, c.id)).outcome).toBeNull();
  });

  it('restores only eliminated candidates, with 220012', async () => {
    const c = await candidate(api, a, job.jobId);
    expectFailure(await post(a, c.id, 'restore'), 409, '50007');
    okData(await post(a, c.id, 'eliminate', { reason: '薪资期望过高' }));
    const trainee = await addAccount(ctx, a.companyId, 10);
    expectFailure(await post(trainee, c.id, 'restore'), 403);
    expectNotFound(await post(b, c.id, 'restore'));
    expect((await storedApplication(ctx, c.id)).outcome).toBe(3);
    expect(okData<Application>(await post(a, c.id, 'restore')).outcome).toBeNull();
  });
});

describe('办理入职: from an offer to awaiting entry, hired, regular and left', () => {
  it('walks the states and logs each', async () => {
    const c = await candidate(api, a, job.jobId, { name: '何思源' });
    const early = expectFailure(await post(a, c.id, 'staff-state', { state: 5 }), 409, '50014');
    expect(early.message).toBe('请先把候选人移动到Offer或待定类型的阶段，再办理待入职或入职');
    okData(await move(api, a, c.id, job.stage('Offer').id));
    const awaiting = okData<Application>(await post(a, c.id, 'staff-state', { state: 5, date: '2026-12-14' }));
    expect(awaiting).toMatchObject({ recruitmentState: 5, recruitPhase: 6, outcome: null, entryDate: '2026-12-14' });
    expect(expectFailure(await move(api, a, c.id, job.stage('体检').id), 409, '50016').message).toContain('候选人待入职');
    expect(okData<Application>(await post(a, c.id, 'staff-state', { state: 1 }))).toMatchObject({ recruitmentState: 1, outcome: 1, entryDate: '2026-12-14' });
    expect(expectFailure(await post(a, c.id, 'eliminate', { reason: '不合适' }), 409, '50012').message).toBe('候选人已入职或离职，不能再移动阶段或淘汰');
    expect(okData<Application>(await post(a, c.id, 'staff-state', { state: 4 }))).toMatchObject({ recruitmentState: 4, outcome: 1 });
    const reason = await reasonOf('resignation', '个人职业发展');
    const left = okData<Application>(await post(a, c.id, 'staff-state', { state: 2, date: '2027-06-30', reasonId: reason.id }));
    expect(left).toMatchObject({ recruitmentState: 2, outcome: 2, leaveDate: '2027-06-30' });
    expect(expectFailure(await post(a, c.id, 'staff-state', { state: 1 }), 409, '50014').message).toBe('候选人已离职，不能再变更招聘状态');
    const notes = (await eventsOf(ctx, c.id)).filter((e) => e.kind === 'staff').map((e) => e.note);
    expect(notes).toEqual(['待入职（入职日期 2026-12-14）', '已入职（入职日期 2026-12-14）', '已转正', '已离职（离职日期 2027-06-30；个人职业发展）']);
    expect((await recordsOf(ctx, c.resumeId)).filter((r) => r.action === 'staffState')).toHaveLength(4);
  });

  it('refuses transitions that skip a step, with what is needed', async () => {
    const c = await candidate(api, a, job.jobId);
    okData(await move(api, a, c.id, job.stage('Offer').id));
    expect(expectFailure(await post(a, c.id, 'staff-state', { state: 4 }), 409, '50014').message).toBe('候选人当前为“招聘中”，只有已入职的候选人可以转正');
    expect(expectFailure(await post(a, c.id, 'staff-state', { state: 2 }), 409, '50014').message).toBe('候选人当前为“招聘中”，只有已入职或已转正的候选人可以办理离职');
    expectFailure(await post(a, c.id, 'staff-state', { state: 3 }), 400, '40001');
  });

  it('needs 220011', async () => {
    const c = await candidate(api, a, job.jobId);
    const trainee = await addAccount(ctx, a.companyId, 10);
    expectFailure(await post(trainee, c.id, 'staff-state', { state: 1 }), 403);
    expectNotFound(await post(b, c.id, 'staff-state', { state: 1 }));
  });
});

describe('transfer and archive', () => {
  it('transfers to another job: the old one ends, the new one starts at its first stage', async () => {
    const c = await candidate(api, a, job.jobId);
    okData(await move(api, a, c.id, job.stage('面试').id));
    const other = await createJob(api, a, { name: '数据分析师' });
    const moved = okData<Application>(await post(a, c.id, 'transfer', { jobId: other }));
    expect(moved).toMatchObject({ jobId: other, job: { name: '数据分析师' }, stage: { name: '初筛' }, active: true, resumeId: c.resumeId });
    const old = await storedApplication(ctx, c.id);
    expect(old).toMatchObject({ transferredToId: moved.id, archiveReason: '转移到职位「数据分析师」' });
    expect(old.archivedAt).not.toBeNull();
    expectFailure(await move(api, a, c.id, job.stage('复试').id), 409, '50013');
    expect((await recordsOf(ctx, c.resumeId)).map((r) => r.note)).toContain('从职位「产品经理」转移到职位「数据分析师」');
    // Back into the first job: a new application there.
    const back = okData<Application>(await post(a, moved.id, 'transfer', { jobId: job.jobId }));
    expect(back.id).not.toBe(c.id);
    const list = okData<Application[]>(await api(a, { method: 'GET', url: `/api/resumes/${c.resumeId}/applications` }));
    expect(list.map((x) => [x.job.name, x.active])).toEqual([
      ['产品经理', true],
      ['数据分析师', false],
      ['产品经理', false],
    ]);
  });

  it('refuses the same job, a job already holding the candidate, and other companies', async () => {
    const c = await candidate(api, a, job.jobId);
    expectFailure(await post(a, c.id, 'transfer', { jobId: job.jobId }), 400, '50015');
    const other = await createJob(api, a, { name: '用户研究员' });
    okData(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId: c.resumeId, jobId: other } }));
    expectFailure(await post(a, c.id, 'transfer', { jobId: other }), 409, '50010');
    const theirJob = await createJob(api, b);
    expectNotFound(await post(a, c.id, 'transfer', { jobId: theirJob }));
    expectNotFound(await post(b, c.id, 'transfer', { jobId: theirJob }));
    expect((await storedApplication(ctx, c.id)).archivedAt).toBeNull();
  });

  it('archives back to the pool with a reason, and the resume can enter the job again', async () => {
    const c = await candidate(api, a, job.jobId);
    expect(expectFailure(await post(a, c.id, 'archive'), 400, '50008').message).toBe('请选择或填写归档原因');
    const reason = await reasonOf('blacklist', '面试无故爽约');
    const archived = okData<Application>(await post(a, c.id, 'archive', { reasonId: reason.id }));
    expect(archived).toMatchObject({ active: false, archiveReason: '面试无故爽约' });
    const again = okData<{ id: number; created: boolean }>(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId: c.resumeId, jobId: job.jobId } }));
    expect(again.created).toBe(true);
  });
});

describe('the log', () => {
  it('lists events newest first with stage names, to those who see the job', async () => {
    const c = await candidate(api, a, job.jobId);
    okData(await move(api, a, c.id, job.stage('面试').id));
    const page = okData<{ list: ApplicationEvent[]; total: number }>(await api(a, { method: 'GET', url: `/api/applications/${c.id}/events` }));
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({ kind: 'move', kindLabel: '移动阶段', fromStage: { name: '初筛' }, toStage: { name: '面试' }, actorName: '周明远' });
    expectNotFound(await api(b, { method: 'GET', url: `/api/applications/${c.id}/events` }));
    expectNotFound(await api(b, { method: 'GET', url: `/api/resumes/${c.resumeId}/applications` }));
  });

  it('shows a hiring manager only the applications of his jobs', async () => {
    const manager = await addAccount(ctx, a.companyId, 3);
    const his = await createJob(api, a, { name: '前端工程师', userPersonAccountIds: [manager.accountId] });
    const mine = await candidate(api, a, his);
    const notHis = await candidate(api, a, job.jobId);
    okData(await api(manager, { method: 'GET', url: `/api/applications/${mine.id}` }));
    expectNotFound(await api(manager, { method: 'GET', url: `/api/applications/${notHis.id}` }));
  });
});

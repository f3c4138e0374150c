// enterJob, the function the careers portal, mail intake and the resume helper call.
import { beforeAll, describe, expect, it } from 'vitest';
import { enterJob } from '../../src/modules/applications/enter';
import type { Session, TestContext } from '../helpers';
import { createJob, createResume, eventsOf, jobWithStages, okData, recordsOf, setup, storedApplication, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
});

const enter = (input: { companyId: number; resumeId: number; jobId: number; actorId?: number | null; source?: 'portal' | 'mail' }) =>
  ctx.database.db.transaction((tx) => enterJob(tx, { actorId: null, source: 'portal', ...input }));

describe('enterJob', () => {
  it('enters as the candidate himself, once', async () => {
    const job = await jobWithStages(api, a, { name: '运营专员' });
    const resumeId = (await createResume(api, a)).id;
    const first = await enter({ companyId: a.companyId, resumeId, jobId: job.jobId });
    expect(first.created).toBe(true);
    expect(await enter({ companyId: a.companyId, resumeId, jobId: job.jobId, source: 'mail' })).toEqual({ id: first.id, created: false, eliminated: false, stageId: job.stage('初筛').id });
    expect(await storedApplication(ctx, first.id)).toMatchObject({ stageId: job.stage('初筛').id, source: 'portal', createdBy: null });
    expect((await eventsOf(ctx, first.id)).map((e) => [e.kind, e.actorName, e.note])).toEqual([['enter', '候选人本人', '招聘官网投递']]);
    expect((await recordsOf(ctx, resumeId)).find((r) => r.action === 'jobApply')).toMatchObject({ operatorId: null, operatorName: '候选人本人' });
  });

  it("answers 404 for another company's job or resume and refuses a closed job", async () => {
    const job = await createJob(api, a);
    const resumeId = (await createResume(api, a)).id;
    await expect(enter({ companyId: b.companyId, resumeId, jobId: job })).rejects.toMatchObject({ status: '40400' });
    const theirResume = (await createResume(api, b)).id;
    await expect(enter({ companyId: a.companyId, resumeId: theirResume, jobId: job })).rejects.toMatchObject({ status: '40400' });
    const closed = await createJob(api, a, { status: 2 });
    await expect(enter({ companyId: a.companyId, resumeId, jobId: closed })).rejects.toMatchObject({ status: '50001' });
  });

  it('restores an eliminated candidate who applies again when 通用招聘设置 says so', async () => {
    const job = await jobWithStages(api, a);
    const resumeId = (await createResume(api, a)).id;
    const { id } = await enter({ companyId: a.companyId, resumeId, jobId: job.jobId });
    okData(await api(a, { method: 'POST', url: `/api/applications/${id}/eliminate`, payload: { reason: '专业技能不足' } }));
    await enter({ companyId: a.companyId, resumeId, jobId: job.jobId });
    expect((await storedApplication(ctx, id)).outcome).toBe(3);
    okData(await api(a, { method: 'PUT', url: '/api/recruit-settings', payload: { reapplyEliminated: 'restore' } }));
    expect(await enter({ companyId: a.companyId, resumeId, jobId: job.jobId })).toEqual({ id, created: false, eliminated: false, stageId: job.stage('初筛').id });
    expect(await storedApplication(ctx, id)).toMatchObject({ outcome: null, eliminateReason: null, recruitmentState: null });
    expect((await eventsOf(ctx, id)).at(-1)).toMatchObject({ kind: 'restore', note: '候选人再次投递，按通用招聘设置恢复' });
  });
});

describe('merging duplicate resumes', () => {
  it('hands the duplicate’s applications to the surviving resume, archiving one where both stand in the job', async () => {
    const [shared, only] = [await jobWithStages(api, a, { name: '共同职位' }), await jobWithStages(api, a, { name: '仅重复简历的职位' })];
    const keep = (await createResume(api, a, { name: '郑好' })).id;
    const dup = (await createResume(api, a, { name: '郑好' })).id;
    const kept = await enter({ companyId: a.companyId, resumeId: keep, jobId: shared.jobId });
    const twin = await enter({ companyId: a.companyId, resumeId: dup, jobId: shared.jobId });
    const moved = await enter({ companyId: a.companyId, resumeId: dup, jobId: only.jobId });
    okData(await api(a, { method: 'POST', url: `/api/resumes/${dup}/merge`, payload: { intoId: keep } }));
    expect(await storedApplication(ctx, moved.id)).toMatchObject({ resumeId: keep, archivedAt: null });
    expect(await storedApplication(ctx, twin.id)).toMatchObject({ resumeId: keep, archiveReason: `简历已合并到简历#${keep}，该职位已有其记录` });
    expect((await storedApplication(ctx, kept.id)).archivedAt).toBeNull();
    const list = okData<{ id: number; active: boolean }[]>(await api(a, { method: 'GET', url: `/api/resumes/${keep}/applications` }));
    expect(list.filter((x) => x.active).map((x) => x.id).sort()).toEqual([kept.id, moved.id].sort());
  });
});

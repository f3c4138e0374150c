// 加入职位 from the pool (issue 12 item 1): POST /api/applications/bulk enters each resume by the
// single-entry rules and answers per resume; a chosen starting stage; GET /api/resumes/{id}/applications
// for whoever may view the resume.
import { Perm, RoleType, type Application, type ApplicationBulkCreated } from '@bole/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import type { Session, TestContext } from '../helpers';
import { apply, createJob, createResume, customAccount, eventsOf, expectFailure, expectNotFound, jobWithStages, okData, recordsOf, setup, storedApplication, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let job: Awaited<ReturnType<typeof jobWithStages>>;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  job = await jobWithStages(api, a, { name: '数据分析师' });
});

const bulk = (session: Session, payload: Record<string, unknown>) => api(session, { method: 'POST', url: '/api/applications/bulk', payload });
const applicationsOf = async (resumeIds: number[]) =>
  (await ctx.database.db.select({ n: count() }).from(applications).where(inArray(applications.resumeId, resumeIds)))[0]!.n;

describe('POST /api/applications/bulk', () => {
  it('answers each resume: entered, already in the job with its stage, or refused with the reason', async () => {
    const fresh = (await createResume(api, a, { name: '周思远' })).id;
    const inJob = (await createResume(api, a, { name: '何静怡' })).id;
    const deleted = (await createResume(api, a, { name: '韩子轩' })).id;
    const already = await apply(api, a, inJob, job.jobId);
    okData(await api(a, { method: 'POST', url: `/api/applications/${already}/move`, payload: { stageId: job.stage('面试').id } }));
    okData(await api(a, { method: 'DELETE', url: `/api/resumes/${deleted}` }));

    const { results } = okData<ApplicationBulkCreated>(await bulk(a, { jobId: job.jobId, resumeIds: [fresh, inJob, deleted, fresh] }));
    expect(results.map((r) => [r.resumeName, r.outcome, r.stage?.name ?? null, r.message])).toEqual([
      ['周思远', 'entered', '初筛', null],
      ['何静怡', 'already', '面试', null],
      ['韩子轩', 'refused', null, '简历已删除（在回收站中），恢复后才能加入职位'],
    ]);
    expect(results[1]!.applicationId).toBe(already);
    const entered = await storedApplication(ctx, results[0]!.applicationId!);
    expect(entered).toMatchObject({ resumeId: fresh, jobId: job.jobId, stageId: job.stage('初筛').id, source: 'manual', archivedAt: null });
    expect((await recordsOf(ctx, fresh)).map((r) => r.note)).toContain('加入职位「数据分析师」的「初筛」阶段（HR添加）');
    expect(await applicationsOf([deleted])).toBe(0);
  });

  it('starts in the chosen stage and refuses a stage outside the job’s process before anything changes', async () => {
    const resumeId = (await createResume(api, a, { name: '唐雨萱' })).id;
    const { results } = okData<ApplicationBulkCreated>(await bulk(a, { jobId: job.jobId, stageId: job.stage('复试').id, resumeIds: [resumeId] }));
    expect(results[0]).toMatchObject({ outcome: 'entered', stage: { id: job.stage('复试').id, name: '复试' } });
    expect((await eventsOf(ctx, results[0]!.applicationId!)).map((e) => [e.kind, e.toStageId])).toEqual([['enter', job.stage('复试').id]]);

    const other = (await createResume(api, a)).id;
    const foreignStage = (await jobWithStages(api, b)).stage('初筛').id;
    expectFailure(await bulk(a, { jobId: job.jobId, stageId: foreignStage, resumeIds: [other] }), 400, '50003');
    expect(await applicationsOf([other])).toBe(0);
  });

  it('single entry takes the starting stage too', async () => {
    const resumeId = (await createResume(api, a)).id;
    const res = okData<{ id: number; created: boolean }>(await api(a, { method: 'POST', url: '/api/applications', payload: { resumeId, jobId: job.jobId, stageId: job.stage('用人部门筛选').id } }));
    expect((await storedApplication(ctx, res.id)).stageId).toBe(job.stage('用人部门筛选').id);
  });

  it('refuses each resume of a closed job with the reason, entering none', async () => {
    const closed = await createJob(api, a, { name: '已关闭的职位', status: 2 });
    const resumeId = (await createResume(api, a)).id;
    const { results } = okData<ApplicationBulkCreated>(await bulk(a, { jobId: closed, resumeIds: [resumeId] }));
    expect(results[0]).toMatchObject({ outcome: 'refused', message: '该职位已关闭，不能加入候选人，请先开启职位', applicationId: null });
  });

  it('refuses a resume outside the caller’s scope without naming it', async () => {
    const hidden = (await createResume(api, a, { name: '冯晓东' })).id;
    // An HR-type role with 加入职位 but without 210001 sees only the resumes pushed to him.
    const narrow = await customAccount(ctx, a.companyId, RoleType.Hr, [Perm.ResumeAddToJob, Perm.JobView]);
    const { results } = okData<ApplicationBulkCreated>(await bulk(narrow, { jobId: job.jobId, resumeIds: [hidden] }));
    expect(results).toEqual([{ resumeId: hidden, resumeName: null, outcome: 'refused', applicationId: null, stage: null, eliminated: false, message: '该简历不在您的查看范围内，不能加入职位' }]);
    expect(await applicationsOf([hidden])).toBe(0);
  });

  it('answers 403 without 210006 and 404 for another company’s job or resume, entering nobody', async () => {
    const mine = (await createResume(api, a)).id;
    const weak = await customAccount(ctx, a.companyId, RoleType.Hr, [Perm.TalentPoolView, Perm.JobView]);
    expectFailure(await bulk(weak, { jobId: job.jobId, resumeIds: [mine] }), 403);

    const theirs = (await createResume(api, b)).id;
    const theirJob = await createJob(api, b, { name: '对方公司的职位' });
    expectNotFound(await bulk(a, { jobId: job.jobId, resumeIds: [mine, theirs] }));
    expectNotFound(await bulk(a, { jobId: theirJob, resumeIds: [mine] }));
    expect(await applicationsOf([mine, theirs])).toBe(0);
  });

  it('validates the body: at least one and at most 200 resumes', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    expectFailure(await bulk(a, { jobId: job.jobId, resumeIds: [] }), 400);
    const res = expectFailure(await bulk(a, { jobId: job.jobId, resumeIds: tooMany }), 400);
    expect(res.message).toMatch(/200/);
  });
});

describe('GET /api/resumes/{id}/applications', () => {
  it('lists the jobs of the resume for whoever may view it, and 404 across companies', async () => {
    const resumeId = (await createResume(api, a, { name: '罗嘉欣' })).id;
    await apply(api, a, resumeId, job.jobId);
    // Talent pool readers without 220001 (流程查看) see which jobs the resume is in too.
    const reader = await customAccount(ctx, a.companyId, RoleType.Hr, [Perm.TalentPoolView]);
    const list = okData<Application[]>(await api(reader, { method: 'GET', url: `/api/resumes/${resumeId}/applications` }));
    expect(list.map((x) => [x.job.name, x.stage.name, x.active])).toEqual([['数据分析师', '初筛', true]]);
    expectNotFound(await api(b, { method: 'GET', url: `/api/resumes/${resumeId}/applications` }));
    const none = await customAccount(ctx, a.companyId, RoleType.Hr, [Perm.JobView]);
    expectFailure(await api(none, { method: 'GET', url: `/api/resumes/${resumeId}/applications` }), 403);
    expect((await ctx.database.db.select().from(applications).where(eq(applications.resumeId, resumeId))).length).toBe(1);
  });
});

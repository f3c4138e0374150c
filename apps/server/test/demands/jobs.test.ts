// Jobs opened against demands: a job may newly link only approved demands of its company; the
// demand shows its jobs and how far their headcount covers it; HR finds approved ones to link.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import type { Session, TestContext } from '../helpers';
import { act, addAccount, addDepartment, createDemand, expectInvalid, expectNotFound, getDemand, okData, setup, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let hm: Session;
let hr: Session;
let org: number;
let approved: number;
let draft: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  hm = await addAccount(ctx, a.companyId, 3);
  hr = await addAccount(ctx, a.companyId, 2);
  org = await addDepartment(api, a, '客服中心');
  approved = await createDemand(api, hm, org, { name: '客服专员', headcount: 5, submit: true });
  draft = await createDemand(api, hm, org, { name: '客服主管', headcount: 1 });
});

const createJob = (payload: Record<string, unknown>) => api(hr, { method: 'POST', url: '/api/jobs', payload: { name: '客服专员', orgId: org, ...payload } });

describe('linking jobs to demands', () => {
  it('links an approved demand and shows the job and its headcount on the demand', async () => {
    const first = okData<{ id: number }>(await createJob({ headcount: 3, demandIds: [approved] })).id;
    okData(await createJob({ name: '客服专员（夜班）', headcount: 1, demandIds: [approved] }));
    const d = await getDemand(api, hm, approved);
    expect(d.progress).toEqual({ headcount: 5, jobCount: 2, jobHeadcount: 4, hired: 0 });
    expect(d.jobs.map((j) => [j.name, j.status, j.headcount])).toEqual([
      ['客服专员', 1, 3],
      ['客服专员（夜班）', 1, 1],
    ]);
    const row = okData<{ list: { id: number; progress: unknown }[] }>(await api(hr, { method: 'GET', url: '/api/demands?status=approved' })).list.find((r) => r.id === approved);
    expect(row?.progress).toEqual({ headcount: 5, jobCount: 2, jobHeadcount: 4, hired: 0 });
    // A deleted job no longer counts.
    okData(await api(hr, { method: 'DELETE', url: `/api/jobs/${first}` }));
    expect((await getDemand(api, hm, approved)).progress.jobCount).toBe(1);
  });

  it('counts the candidates hired in its jobs', async () => {
    const demand = await createDemand(api, hm, org, { name: '售后工程师', headcount: 3, submit: true });
    const job = okData<{ id: number }>(await createJob({ name: '售后工程师', headcount: 3, demandIds: [demand] })).id;
    const people = [
      { name: '韩雪梅', mobile: '13912345601' },
      { name: '邓志强', mobile: '13912345602' },
    ];
    const ids: number[] = [];
    for (const p of people) {
      const resume = okData<{ id: number }>(await api(hr, { method: 'POST', url: '/api/resumes', payload: p })).id;
      ids.push(okData<{ id: number }>(await api(hr, { method: 'POST', url: '/api/applications', payload: { resumeId: resume, jobId: job } })).id);
    }
    // One of them has joined (办理入职 sets outcome 1).
    await ctx.database.db.update(applications).set({ outcome: 1, recruitmentState: 1 }).where(eq(applications.id, ids[0]!));
    const d = await getDemand(api, hm, demand);
    expect(d.progress).toEqual({ headcount: 3, jobCount: 1, jobHeadcount: 3, hired: 1 });
    expect(d.jobs.map((j) => j.hired)).toEqual([1]);
  });

  it('refuses a demand not approved, naming demandIds, and another company\'s with 404', async () => {
    expect(expectInvalid(await createJob({ demandIds: [draft] }), 'demandIds')).toContain('客服主管');
    const theirOrg = await addDepartment(api, b, '外部部门');
    const theirs = await createDemand(api, b, theirOrg, { submit: true });
    expectNotFound(await createJob({ demandIds: [theirs] }));
    expectNotFound(await createJob({ demandIds: [approved, 999_999] }));
  });

  it('keeps a link to a demand closed since, while the job is edited', async () => {
    const demand = await createDemand(api, hm, org, { name: '质检专员', submit: true });
    const job = okData<{ id: number }>(await createJob({ name: '质检专员', demandIds: [demand] })).id;
    okData(await act(api, hr, demand, 'close', { reason: '已招满' }));
    okData(await api(hr, { method: 'PATCH', url: `/api/jobs/${job}`, payload: { headcount: 2, demandIds: [demand] } }));
    expectInvalid(await api(hr, { method: 'PATCH', url: `/api/jobs/${job}`, payload: { demandIds: [demand, draft] } }), 'demandIds');
  });

  it('offers HR the approved demands to link, plus the ones a job names already', async () => {
    const options = okData<{ id: number; status: string; orgName: string }[]>(await api(hr, { method: 'GET', url: `/api/demands/options?ids=${draft}` }));
    expect(options.find((o) => o.id === approved)).toMatchObject({ status: 'approved', orgName: '客服中心' });
    expect(options.find((o) => o.id === draft)?.status).toBe('draft');
    expect(okData<unknown[]>(await api(hr, { method: 'GET', url: '/api/demands/options?keyword=不存在的职位' }))).toEqual([]);
  });

  it('lets HR open a job from an approved demand only', async () => {
    expect((await getDemand(api, hr, approved)).can.openJob).toBe(true);
    expect((await getDemand(api, hr, draft)).can.openJob).toBe(false);
    expect((await getDemand(api, hm, approved)).can.openJob).toBe(false);
  });
});

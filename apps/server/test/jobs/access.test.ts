// Who may do what with jobs: permissions 230001-230005, the data scope of a hiring manager,
// another company's ids (404, nothing changed) and hand-over of a departing account.
import { Perm, RoleType } from '@bole/domain';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/modules/jobs/tables';
import { customAccount } from '../resumes/fixtures';
import type { Session, TestContext } from '../helpers';
import { addAccount, addDepartment, addJobLevel, addJobType, addTag, createJob, expectFailure, expectNotFound, getJob, listJobs, okData, setup, storedJob, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let manager: Session;
let otherManager: Session;
let trainee: Session;
let frontDesk: Session;
let managed: number;
let interviewed: number;
let unrelated: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  manager = await addAccount(ctx, a.companyId, 3);
  otherManager = await addAccount(ctx, a.companyId, 3);
  trainee = await addAccount(ctx, a.companyId, 10);
  frontDesk = await addAccount(ctx, a.companyId, 5);
  managed = await createJob(api, a, { name: '嵌入式软件工程师', userPersonAccountIds: [manager.accountId] });
  interviewed = await createJob(api, a, { name: '硬件测试工程师', userPersonAccountIds: [otherManager.accountId], interviewAccountIds: [manager.accountId] });
  unrelated = await createJob(api, a, { name: '财务经理' });
});

const ids = async (session: Session, query: Record<string, string | number> = {}) => (await listJobs(api, session, query)).list.map((j) => j.id).sort((x, y) => x - y);
const total = async () => (await ctx.database.db.select({ n: count() }).from(jobs))[0]!.n;

describe('data scope', () => {
  it('shows administrators and HR every job of the company', async () => {
    expect(await ids(a)).toEqual([managed, interviewed, unrelated].sort((x, y) => x - y));
    const hr = await addAccount(ctx, a.companyId, 2);
    expect(await ids(hr)).toHaveLength(3);
  });

  it('shows a hiring manager only the jobs he is hiring manager of (/lite/job/list)', async () => {
    expect(await ids(manager)).toEqual([managed]);
    expect(await ids(manager, { keyword: '工程师' })).toEqual([managed]);
    expect(await ids(otherManager)).toEqual([interviewed]);
    okData(await api(manager, { method: 'GET', url: `/api/jobs/${managed}` }));
    expectNotFound(await api(manager, { method: 'GET', url: `/api/jobs/${interviewed}` }));
    expectNotFound(await api(manager, { method: 'GET', url: `/api/jobs/${unrelated}` }));
  });

  it('shows other roles holding 230001 the jobs they are on', async () => {
    const desk = await customAccount(ctx, a.companyId, RoleType.FrontDesk, [Perm.JobView]);
    expect(await ids(desk)).toEqual([]);
    okData(await api(a, { method: 'PATCH', url: `/api/jobs/${unrelated}`, payload: { interviewAccountIds: [desk.accountId] } }));
    expect(await ids(desk)).toEqual([unrelated]);
  });
});

describe('permissions', () => {
  it('refuses weaker roles with 403 and changes nothing', async () => {
    const before = await total();
    // A hiring manager views his jobs only; a trainee views all of them but changes none.
    for (const session of [manager, trainee]) {
      expectFailure(await api(session, { method: 'POST', url: '/api/jobs', payload: { name: '越权职位' } }), 403, '40300');
      expectFailure(await api(session, { method: 'PATCH', url: `/api/jobs/${managed}`, payload: { status: 2 } }), 403, '40300');
      expectFailure(await api(session, { method: 'DELETE', url: `/api/jobs/${managed}` }), 403, '40300');
      expectFailure(await api(session, { method: 'POST', url: '/api/job-types', payload: { name: '越权类别' } }), 403, '40300');
      expectFailure(await api(session, { method: 'POST', url: '/api/job-levels', payload: { name: '越权职级' } }), 403, '40300');
      expectFailure(await api(session, { method: 'POST', url: '/api/job-fields', payload: { name: '越权字段', type: 'shortText' } }), 403, '40300');
    }
    okData(await api(trainee, { method: 'GET', url: `/api/jobs/${unrelated}` }));
    // Front desk has no job permission at all.
    expectFailure(await api(frontDesk, { method: 'GET', url: '/api/jobs' }), 403, '40300');
    expectFailure(await api(frontDesk, { method: 'GET', url: `/api/jobs/${managed}` }), 403, '40300');
    expect(await total()).toBe(before);
    expect((await getJob(api, a, managed)).status).toBe(1);
  });

  it('opening and closing need 230004, every other change 230003', async () => {
    const publisher = await customAccount(ctx, a.companyId, RoleType.Hr, [Perm.JobView, Perm.JobPublish]);
    const editor = await customAccount(ctx, a.companyId, RoleType.Hr, [Perm.JobView, Perm.JobEdit]);
    const id = await createJob(api, a, { name: '客服专员' });
    expectFailure(await api(publisher, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { name: '客服主管' } }), 403, '40011');
    expectFailure(await api(editor, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { status: 2 } }), 403, '40010');
    expect(await getJob(api, a, id)).toMatchObject({ name: '客服专员', status: 1 });
    expect(okData(await api(publisher, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { status: 2 } }))).toMatchObject({ status: 2 });
    expect(okData(await api(editor, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { name: '客服主管' } }))).toMatchObject({ name: '客服主管', status: 2 });
    // Sending the status it already has is no change, so an editor's form may carry it.
    okData(await api(editor, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { status: 2, headcount: 3 } }));
  });
});

describe("another company's ids", () => {
  it('answer 404 on every job route, and nothing changes', async () => {
    const before = await storedJob(ctx, managed);
    expectNotFound(await api(b, { method: 'GET', url: `/api/jobs/${managed}` }));
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/jobs/${managed}`, payload: { name: '被改名', status: 2 } }));
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/jobs/${managed}` }));
    expect(await ids(b)).toEqual([]);
    expect(await storedJob(ctx, managed)).toEqual(before);
  });

  it('named in a body answer 404, and no job is stored or changed', async () => {
    const dept = await addDepartment(api, a, '甲公司研发部');
    const type = await addJobType(api, a, '甲公司类别');
    const level = await addJobLevel(api, a, '甲公司职级');
    const tag = await addTag(api, a, '甲公司标签');
    const person = await addAccount(ctx, a.companyId, 2);
    const own = await createJob(api, b, { name: '乙公司职位' });
    const before = await total();
    const ownBefore = await storedJob(ctx, own);
    for (const payload of [
      { orgId: dept },
      { companyOrgId: dept },
      { categoryId: type },
      { jobRankIds: [level] },
      { tagIds: [tag] },
      { userId: person.accountId },
      { jurisdictionAccountIds: [person.accountId] },
      { userPersonAccountIds: [person.accountId] },
      { interviewAccountIds: [b.accountId, person.accountId] },
    ]) {
      expectNotFound(await api(b, { method: 'POST', url: '/api/jobs', payload: { name: '乙公司新职位', ...payload } }));
      expectNotFound(await api(b, { method: 'PATCH', url: `/api/jobs/${own}`, payload }));
    }
    expect(await total()).toBe(before);
    expect(await storedJob(ctx, own)).toEqual(ownBefore);
  });

  it("answer 404 on another company's job types, levels and fields", async () => {
    const type = await addJobType(api, a, '甲公司类别二');
    const level = await addJobLevel(api, a, '甲公司职级二');
    const field = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/job-fields', payload: { name: '甲公司字段', type: 'shortText' } })).id;
    expectNotFound(await api(b, { method: 'POST', url: '/api/job-types', payload: { name: '挂到甲公司', parentId: type } }));
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/job-types/${type}`, payload: { name: '改名' } }));
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/job-types/${type}` }));
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/job-levels/${level}`, payload: { name: '改名' } }));
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/job-levels/${level}` }));
    expectNotFound(await api(b, { method: 'PATCH', url: `/api/job-fields/${field}`, payload: { name: '改名' } }));
    expectNotFound(await api(b, { method: 'DELETE', url: `/api/job-fields/${field}` }));
    expect(okData<{ id: number }[]>(await api(b, { method: 'GET', url: '/api/job-types' }))).toEqual([]);
    const names = okData<{ children: { name: string }[]; name: string }[]>(await api(a, { method: 'GET', url: '/api/job-types' })).map((t) => t.name);
    expect(names).toContain('甲公司类别二');
  });
});

describe('hand-over', () => {
  it('gives the receiver the leaver’s jobs and his places on their teams', async () => {
    const leaver = await addAccount(ctx, a.companyId, 2);
    const receiver = await addAccount(ctx, a.companyId, 2);
    const owned = await createJob(api, a, { name: '交接职位一', userId: leaver.accountId, interviewAccountIds: [leaver.accountId, receiver.accountId] });
    const assisted = await createJob(api, a, { name: '交接职位二', jurisdictionAccountIds: [leaver.accountId], userPersonAccountIds: [leaver.accountId] });
    const result = okData<{ items: { key: string; count: number }[] }>(
      await api(a, { method: 'POST', url: `/api/company/accounts/${leaver.accountId}/handover`, payload: { toAccountId: receiver.accountId } }),
    );
    expect(result.items.find((i) => i.key === 'jobs')?.count).toBe(2);
    expect(await getJob(api, a, owned)).toMatchObject({ userId: receiver.accountId, interviewAccountIds: [receiver.accountId] });
    expect(await getJob(api, a, assisted)).toMatchObject({ jurisdictionAccountIds: [receiver.accountId], userPersonAccountIds: [receiver.accountId] });
  });
});

// Every field of a demand body is checked with a Chinese message naming it; ids of another
// company answer 404 and nothing is stored.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demands } from '../../src/modules/demands/tables';
import { accounts } from '../../src/modules/company/tables';
import { eq } from 'drizzle-orm';
import type { Session, TestContext } from '../helpers';
import { addAccount, addDepartment, createDemand, demandBody, expectFailure, expectInvalid, expectNotFound, getDemand, okData, rootDepartment, setup, storedDemand, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let hm: Session;
let org: number;
let otherOrg: number;

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  hm = await addAccount(ctx, a.companyId, 3);
  org = await addDepartment(api, a, '研发中心');
  otherOrg = await rootDepartment(api, b);
});

const post = (payload: Record<string, unknown>) => api(hm, { method: 'POST', url: '/api/demands', payload });
const total = async () => (await ctx.database.db.select({ n: count() }).from(demands))[0]!.n;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('creating a demand', () => {
  it('stores every field as a draft of its submitter and answers them in the detail', async () => {
    const owner = await addAccount(ctx, a.companyId, 2);
    const category = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/job-types', payload: { name: '技术类' } })).id;
    const body = demandBody(org, {
      categoryId: category,
      nature: 1,
      headcount: 3,
      reason: 2,
      reasonNote: '接替离职的王工',
      arrivalDate: inDays(30),
      minSalary: 20000,
      maxSalary: 30000,
      workPlace: '上海市浦东新区张江高科',
      describe: '负责公司中后台系统的前端架构与开发',
      requirement: '5年以上前端经验，精通React',
      priority: 2,
      ownerId: owner.accountId,
    });
    const created = okData<{ id: number; status: string }>(await post(body));
    expect(created.status).toBe('draft');
    const d = await getDemand(api, hm, created.id);
    const { orgId: _org, ...fields } = body;
    expect(d).toMatchObject({ ...fields, orgName: '研发中心', categoryName: '技术类', status: 'draft', createdBy: hm.accountId, approval: null, progress: { headcount: 3, jobCount: 0, jobHeadcount: 0 } });
    expect(d.can).toEqual({ edit: true, submit: true, withdraw: false, close: true, openJob: false });
  });

  it('refuses a body without the required fields, naming each', async () => {
    const before = await total();
    for (const field of ['name', 'orgId', 'headcount', 'reason']) {
      const body: Record<string, unknown> = demandBody(org);
      delete body[field];
      expectInvalid(await post(body), field);
    }
    expect(await total()).toBe(before);
  });

  it.each([
    ['name', '   '],
    ['name', '前端'.repeat(16)],
    ['orgId', 'abc'],
    ['categoryId', -1],
    ['nature', 5],
    ['headcount', 0],
    ['headcount', 10000],
    ['headcount', 1.5],
    ['reason', 9],
    ['reasonNote', '说明'.repeat(51)],
    ['arrivalDate', '2026-02-30'],
    ['arrivalDate', '明天'],
    ['arrivalDate', inDays(-2)],
    ['arrivalDate', inDays(800)],
    ['minSalary', 0],
    ['maxSalary', 1_000_001],
    ['minSalary', 12000.5],
    ['workPlace', '地'.repeat(51)],
    ['describe', '描'.repeat(2501)],
    ['requirement', '要'.repeat(2501)],
    ['priority', 4],
    ['ownerId', 0],
    ['customFields', 'not json'],
  ])('refuses %s = %j', async (field, value) => {
    expectInvalid(await post(demandBody(org, { [field]: value })), field);
  });

  it('refuses a salary range whose low end is above its top', async () => {
    expect(expectInvalid(await post(demandBody(org, { minSalary: 30000, maxSalary: 20000 })), 'maxSalary')).toBe('最高月薪不能低于最低月薪');
  });

  it('refuses a disabled owner and unknown custom fields', async () => {
    const leaver = await addAccount(ctx, a.companyId, 2);
    await ctx.database.db.update(accounts).set({ status: 2 }).where(eq(accounts.id, leaver.accountId));
    expectInvalid(await post(demandBody(org, { ownerId: leaver.accountId })), 'ownerId');
    expectInvalid(await post(demandBody(org, { customFields: { nosuch: 'x' } })), 'customFields.nosuch');
  });

  it('enforces required custom demand fields and checks their values', async () => {
    const field = okData<{ key: string }>(await api(a, { method: 'POST', url: '/api/demand-fields', payload: { name: '编制类型', type: 'singleChoice', required: true, options: [{ label: '正式编制' }, { label: '外包' }] } }));
    const fields = okData<{ key: string; options: { key: string }[] }[]>(await api(hm, { method: 'GET', url: '/api/demand-fields' }));
    const option = fields.find((f) => f.key === field.key)!.options[0]!.key;
    expectInvalid(await post(demandBody(org)), `customFields.${field.key}`);
    expectInvalid(await post(demandBody(org, { customFields: { [field.key]: 'zzz' } })), `customFields.${field.key}`);
    const id = createdId(await post(demandBody(org, { customFields: { [field.key]: option } })));
    expect((await getDemand(api, hm, id)).customFields).toEqual({ [field.key]: option });
    okData(await api(a, { method: 'DELETE', url: `/api/demand-fields/${okData<{ id: number }[]>(await api(a, { method: 'GET', url: '/api/demand-fields' }))[0]!.id}` }));
  });

  it('answers 404 for another company\'s department, 职位类别 or owner, storing nothing', async () => {
    const before = await total();
    const theirType = okData<{ id: number }>(await api(b, { method: 'POST', url: '/api/job-types', payload: { name: '销售类' } })).id;
    expectNotFound(await post(demandBody(otherOrg)));
    expectNotFound(await post(demandBody(org, { categoryId: theirType })));
    expectNotFound(await post(demandBody(org, { ownerId: b.accountId })));
    expect(await total()).toBe(before);
  });
});

const createdId = (res: Awaited<ReturnType<typeof post>>) => okData<{ id: number }>(res).id;

describe('editing a demand', () => {
  it('changes only the keys sent, clears optional ones with null, and checks the range as it will be', async () => {
    const id = await createDemand(api, hm, org, { minSalary: 15000, maxSalary: 20000, workPlace: '北京' });
    const patched = okData<Record<string, unknown>>(await api(hm, { method: 'PATCH', url: `/api/demands/${id}`, payload: { headcount: 5, workPlace: null } }));
    expect(patched).toMatchObject({ headcount: 5, workPlace: null, minSalary: 15000, name: '高级前端开发工程师' });
    expect(expectInvalid(await api(hm, { method: 'PATCH', url: `/api/demands/${id}`, payload: { minSalary: 25000 } }), 'maxSalary')).toMatch(/最高月薪/);
    expectInvalid(await api(hm, { method: 'PATCH', url: `/api/demands/${id}`, payload: { headcount: -1 } }), 'headcount');
    expectNotFound(await api(hm, { method: 'PATCH', url: `/api/demands/${id}`, payload: { orgId: otherOrg } }));
    expect((await storedDemand(ctx, id)).orgId).toBe(org);
  });

  it('refuses bad list queries', async () => {
    expectInvalid(await api(hm, { method: 'GET', url: '/api/demands?status=open' }), 'status');
    expectInvalid(await api(hm, { method: 'GET', url: '/api/demands?priority=9' }), 'priority');
    expectFailure(await api(hm, { method: 'GET', url: '/api/demands?pageSize=1000' }), 400);
  });
});

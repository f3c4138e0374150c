// The contracts outside checks rely on: POST /api/jobs answering data.id (orgId defaulting to
// the root department), GET /api/jobs?keyword=&status=&page=&pageSize=, GET and PATCH /api/jobs/{id}.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers';
import { addAccount, addDepartment, addJobLevel, addJobType, addTag, createJob, expectFailure, getJob, listJobs, okData, rootDepartment, setup, storedJob, type Api } from './fixtures';
import type { TestContext } from '../helpers';

let ctx: TestContext;
let api: Api;
let a: Session;
beforeAll(async () => {
  ({ ctx, api, a } = await setup());
});

describe('POST /api/jobs', () => {
  it('answers data.id; a job with only a name goes to the root department, owned by its creator, open and unlimited', async () => {
    const res = await api(a, { method: 'POST', url: '/api/jobs', payload: { name: '前端开发工程师' } });
    const { id } = okData<{ id: number }>(res);
    expect(id).toBeGreaterThan(0);
    const job = await getJob(api, a, id);
    expect(job).toMatchObject({
      id,
      name: '前端开发工程师',
      orgId: await rootDepartment(api, a),
      orgName: '星河智能科技有限公司',
      userId: a.accountId,
      ownerName: '周明远',
      status: 1,
      closedReason: null,
      retention: 0,
      expiresAt: null,
      nature: 1,
      recruitType: 2,
      salaryType: 1,
      minSalary: null,
      maxSalary: null,
      gender: -1,
      eduRequire: 0,
      businessTravel: 0,
      famousEnterpriseFlag: 0,
      jobRankIds: [],
      userPersonAccountIds: [],
      customFields: {},
      createdBy: a.accountId,
    });
  });

  it('keeps every field of spec section 3 as sent, salaries in 元', async () => {
    const dept = await addDepartment(api, a, '研发中心');
    const subsidiary = await addDepartment(api, a, '星河智能（杭州）有限公司');
    const category = await addJobType(api, a, '技术');
    const classify = await addJobType(api, a, '后端开发', category);
    const p6 = await addJobLevel(api, a, 'P6');
    const p7 = await addJobLevel(api, a, 'P7');
    const urgent = await addTag(api, a, '急招');
    const hr = await addAccount(ctx, a.companyId, 2);
    const manager = await addAccount(ctx, a.companyId, 3);
    const interviewer = await addAccount(ctx, a.companyId, 3);
    // An approved hiring demand the job is opened against (no demand flow: approved at once).
    const demand = okData<{ id: number }>(await api(a, { method: 'POST', url: '/api/demands', payload: { name: '高级Java开发工程师', orgId: dept, headcount: 2, reason: 1, submit: true } })).id;
    // The process must be one of the company's (招聘流程 checks it); the later areas' ids are kept as given.
    const processId = okData<{ id: number }[]>(await api(a, { method: 'GET', url: '/api/recruit-processes' }))[0]!.id;
    // 简历评分规则 and 简历筛选规则 must be the company's too.
    const rule = async (kind: 'scoring' | 'filter', payload: Record<string, unknown>) => okData<{ id: number }>(await api(a, { method: 'POST', url: `/api/resume-${kind}-rules`, payload })).id;
    const scoringRule = await rule('scoring', { name: 'Java研发', weights: {} });
    const filterRules = [await rule('filter', { name: '本科及以上', action: 'eliminate', conditions: { minDegree: 3 } }), await rule('filter', { name: '排除外包', action: 'eliminate', conditions: { excludeKeywords: ['外包'] } })];
    const body = {
      name: '高级Java开发工程师',
      categoryId: category,
      jobClassifyId: classify,
      recruitType: 1,
      salaryType: 2,
      minSalary: 300000,
      maxSalary: 450000.5,
      orgId: dept,
      director: '研发总监',
      demand: '5年以上Java开发经验，熟悉Spring Cloud',
      underlingNumber: 3,
      workPlace: '杭州市西湖区文三路90号',
      describe: '负责交易系统的架构设计与核心模块开发',
      benefits: ['1', '4', '7'],
      nature: 1,
      jobRankIds: [p6, p7],
      companyOrgId: subsidiary,
      tagIds: [urgent],
      workYear: 5,
      minAge: 25,
      maxAge: 40,
      eduRequire: 3,
      languageRequire: '英语六级，可阅读英文技术文档',
      gender: -1,
      famousEnterpriseFlag: 1,
      businessTravel: 1,
      recruitProcessId: processId,
      resLibraryId: 12,
      schoolInterviewSiteIds: [13, 14],
      demandIds: [demand],
      interviewEmailTemplateId: 16,
      resumeScoringRulesId: scoringRule,
      resumeFilterRulesIds: filterRules,
      priorityRecruitmentFlag: 1,
      lookContent: '候选人需能接受每月一次出差',
      supplierIds: [20],
      internalRecomWebsiteIds: [21],
      basicInternalRecomRewardRuleId: 22,
      specialInternalRecomRewardRuleId: 23,
      userId: hr.accountId,
      jurisdictionAccountIds: [a.accountId],
      userPersonAccountIds: [manager.accountId],
      qwContactId: 24,
      interviewAccountIds: [interviewer.accountId, manager.accountId],
      interviewQuestionnaireTemplateId: 25,
      registSmsFlag: 1,
      feedbackFlag: 1,
      noticeFileId: 26,
      backgroundAuditFlag: 1,
      approveFlowId: 27,
      eduNotUpgradeFlag: 1,
      eduUnifiedFlag: 1,
      edu985211Flag: 1,
      status: 1,
      retention: 30,
      headcount: 2,
    };
    const id = await createJob(api, a, body);
    const job = await getJob(api, a, id);
    expect(job).toMatchObject(body);
    expect(job).toMatchObject({ orgName: '研发中心', companyOrgName: '星河智能（杭州）有限公司', categoryName: '技术', jobClassifyName: '后端开发', workCityCode: '330100' });
    expect(job.jobRanks).toEqual([{ id: p6, name: 'P6' }, { id: p7, name: 'P7' }]);
    expect(job.tags).toEqual([{ id: urgent, name: '急招', color: null }]);
    expect((job.people as { id: number }[]).map((p) => p.id).sort()).toEqual([a.accountId, hr.accountId, manager.accountId, interviewer.accountId].sort());
    const row = await storedJob(ctx, id);
    expect(row.minSalaryFen).toBe(30000000);
    expect(row.maxSalaryFen).toBe(45000050);
    expect(new Date(job.expiresAt as string).getTime() - new Date(job.openedAt as string).getTime()).toBe(30 * 86_400_000);
  });

  it('reads a form-encoded body', async () => {
    const res = await api(a, {
      method: 'POST',
      url: '/api/jobs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E9%94%80%E5%94%AE%E7%BB%8F%E7%90%86&minSalary=8000&maxSalary=12000&benefits=1,2&eduUnifiedFlag=true',
    });
    const job = await getJob(api, a, okData<{ id: number }>(res).id);
    expect(job).toMatchObject({ name: '销售经理', minSalary: 8000, maxSalary: 12000, benefits: ['1', '2'], eduUnifiedFlag: 1 });
  });
});

describe('GET /api/jobs', () => {
  it('answers {list,total,page,pageSize} with keyword, status and paging', async () => {
    const ids = [];
    for (const name of ['数据分析师', '高级数据分析师', '数据产品经理']) ids.push(await createJob(api, a, { name }));
    okData(await api(a, { method: 'PATCH', url: `/api/jobs/${ids[2]}`, payload: { status: 2 } }));

    const page = await listJobs(api, a, { keyword: '数据', status: 1, page: 1, pageSize: 1 });
    expect(Object.keys(page).sort()).toEqual(['list', 'page', 'pageSize', 'total']);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ id: ids[1], name: '高级数据分析师', status: 1 });
    expect((await listJobs(api, a, { keyword: '数据', status: 1, page: 2, pageSize: 1 })).list[0]).toMatchObject({ id: ids[0] });
    expect((await listJobs(api, a, { keyword: '数据', status: 2 })).list.map((j) => j.id)).toEqual([ids[2]]);
    expect((await listJobs(api, a, { keyword: '数据' })).total).toBe(3);
    // % and _ are taken literally.
    expect((await listJobs(api, a, { keyword: '%' })).total).toBe(0);
  });

  it('filters by department (with those below), owner, nature and city', async () => {
    const sales = await addDepartment(api, a, '销售部');
    const east = await addDepartment(api, a, '华东大区', sales);
    const hr = await addAccount(ctx, a.companyId, 2);
    const inEast = await createJob(api, a, { name: '大客户经理', orgId: east, workPlace: '上海市浦东新区', nature: 1 });
    const intern = await createJob(api, a, { name: '销售实习生', orgId: sales, workPlace: '北京', nature: 3, userId: hr.accountId });
    expect((await listJobs(api, a, { orgId: sales })).list.map((j) => j.id).sort()).toEqual([inEast, intern].sort());
    expect((await listJobs(api, a, { orgId: east })).list.map((j) => j.id)).toEqual([inEast]);
    expect((await listJobs(api, a, { userId: hr.accountId })).list.map((j) => j.id)).toEqual([intern]);
    expect((await listJobs(api, a, { orgId: sales, nature: 3 })).list.map((j) => j.id)).toEqual([intern]);
    expect((await listJobs(api, a, { city: '310100' })).list.map((j) => j.id)).toEqual([inEast]);
    expect((await listJobs(api, a, { city: '110100', orgId: sales })).list[0]).toMatchObject({ id: intern, orgName: '销售部', ownerName: expect.any(String), workPlace: '北京' });
  });

  it('refuses bad queries with Chinese messages', async () => {
    expectFailure(await api(a, { method: 'GET', url: '/api/jobs?status=3' }), 400, '40001');
    expectFailure(await api(a, { method: 'GET', url: '/api/jobs?pageSize=500' }), 400, '40001');
  });
});

describe('PATCH /api/jobs/{id}', () => {
  it('{status: 2} closes the job and {status: 1} opens it again with a fresh retention', async () => {
    const id = await createJob(api, a, { name: '运维工程师', retention: 7 });
    const closed = okData<{ status: number; closedReason: string; closedAt: string }>(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { status: 2 } }));
    expect(closed).toMatchObject({ status: 2, closedReason: 'manual' });
    expect(closed.closedAt).toBeTruthy();
    expect((await getJob(api, a, id)).status).toBe(2);

    const before = await storedJob(ctx, id);
    const opened = okData<{ status: number; closedAt: string | null; expiresAt: string; openedAt: string }>(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { status: 1 } }));
    expect(opened).toMatchObject({ status: 1, closedAt: null });
    expect(new Date(opened.openedAt).getTime()).toBeGreaterThanOrEqual(before.openedAt.getTime());
    expect(new Date(opened.expiresAt).getTime() - new Date(opened.openedAt).getTime()).toBe(7 * 86_400_000);
  });

  it('changes only the keys sent; null clears a value and an empty list empties one', async () => {
    const level = await addJobLevel(api, a, 'M1');
    const id = await createJob(api, a, { name: '产品经理', minSalary: 15000, maxSalary: 25000, describe: '负责交易产品', jobRankIds: [level], minAge: 25 });
    const edited = okData<Record<string, unknown>>(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { name: '高级产品经理', describe: null, jobRankIds: [], minAge: '' } }));
    expect(edited).toMatchObject({ name: '高级产品经理', describe: null, jobRankIds: [], minAge: null, minSalary: 15000, maxSalary: 25000, status: 1 });
  });

  it('a new retention of an open job counts from when it opened; orgId null goes back to the root', async () => {
    const dept = await addDepartment(api, a, '市场部');
    const id = await createJob(api, a, { name: '市场专员', orgId: dept });
    const job = okData<{ expiresAt: string; openedAt: string; orgId: number }>(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { retention: 15, orgId: null } }));
    expect(new Date(job.expiresAt).getTime() - new Date(job.openedAt).getTime()).toBe(15 * 86_400_000);
    expect(job.orgId).toBe(await rootDepartment(api, a));
    const unlimited = okData<{ expiresAt: string | null }>(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { retention: 0 } }));
    expect(unlimited.expiresAt).toBeNull();
  });
});

describe('DELETE /api/jobs/{id}', () => {
  it('takes the job out of the list and the detail', async () => {
    const id = await createJob(api, a, { name: '临时岗位' });
    okData(await api(a, { method: 'DELETE', url: `/api/jobs/${id}` }));
    expectFailure(await api(a, { method: 'GET', url: `/api/jobs/${id}` }), 404, '40400');
    expect((await listJobs(api, a, { keyword: '临时岗位' })).total).toBe(0);
    expect((await storedJob(ctx, id)).deletedBy).toBe(a.accountId);
  });
});

describe('anonymous', () => {
  it('gets 401 with body status 999 on every job route', async () => {
    const id = await createJob(api, a);
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['POST', '/api/jobs'],
      ['GET', `/api/jobs/${id}`],
      ['PATCH', `/api/jobs/${id}`],
      ['DELETE', `/api/jobs/${id}`],
      ['GET', '/api/job-types'],
      ['GET', '/api/job-levels'],
      ['GET', '/api/job-fields'],
    ] as const) {
      expectFailure(await api(null, { method, url, payload: method === 'POST' || method === 'PATCH' ? { name: '匿名职位', status: 2 } : undefined }), 401, '999');
    }
    expect((await getJob(api, a, id)).status).toBe(1);
  });
});

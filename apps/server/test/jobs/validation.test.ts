// Every field of the job body refuses bad input with 400, the field named and a Chinese
// message, and nothing is stored.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/modules/jobs/tables';
import type { Session, TestContext } from '../helpers';
import { addAccount, addJobType, createJob, expectFailure, expectInvalid, okData, setup, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
beforeAll(async () => {
  ({ ctx, api, a } = await setup());
});

const total = async () => (await ctx.database.db.select({ n: count() }).from(jobs))[0]!.n;
const post = (payload: Record<string, unknown>) => api(a, { method: 'POST', url: '/api/jobs', payload: { name: '测试工程师', ...payload } });

/** Field -> a bad value and the message it must get. */
const BAD: [string, unknown, string | RegExp][] = [
  ['name', '', '请输入职位名称'],
  ['name', '职'.repeat(31), '职位名称最多60个字符（一个汉字算2个）'],
  ['categoryId', -1, '职位类别不正确'],
  ['jobClassifyId', 'abc', '职位分类不正确'],
  ['nature', 5, '工作性质只能是全职(1)、兼职(2)、实习(3)或其他(4)'],
  ['recruitType', 3, '招聘方式只能是委托猎头(1)或自主招聘(2)'],
  ['orgId', 0, '所属部门不正确'],
  ['companyOrgId', 1.5, '所属公司不正确'],
  ['workPlace', '地'.repeat(51), '工作地点最多100个字符（一个汉字算2个）'],
  ['headcount', 0, '招聘人数须为1-9999的整数'],
  ['headcount', 10000, '招聘人数须为1-9999的整数'],
  ['salaryType', 3, '薪资类型只能是月薪(1)或年薪(2)'],
  ['minSalary', -100, '最低薪资须大于0'],
  ['minSalary', 'abc', '最低薪资须为数字'],
  ['maxSalary', 12000.123, '最高薪资最多保留两位小数'],
  ['maxSalary', 2_000_000, '月薪最高100万元'],
  ['director', '总'.repeat(31), '汇报对象最多60个字符（一个汉字算2个）'],
  ['underlingNumber', -1, '下属人数须为0-99999的整数'],
  ['jobRankIds', [1, 'x'], '职级不正确'],
  ['jobRankIds', Array.from({ length: 21 }, (_, i) => i + 1), '职级最多20个'],
  ['tagIds', 'a,b', '职位标签不正确'],
  ['benefits', ['一'], '职位福利不正确'],
  ['benefits', ['999'], '职位福利须从福利列表中选择'],
  ['describe', '描'.repeat(5001), '职位描述最多10000个字符（一个汉字算2个）'],
  ['demand', '要'.repeat(5001), '任职要求最多10000个字符（一个汉字算2个）'],
  ['status', 0, '职位状态只能是招聘中(1)或已关闭(2)'],
  ['retention', 10, '职位有效期只能是不限(0)或7、15、30、60、90、180、365、730天'],
  ['workYear', 14, '工作年限须为0（一年以下）到13（12年以上）'],
  ['eduRequire', 6, '学历要求不正确'],
  ['eduNotUpgradeFlag', 2, '非专升本须为0或1'],
  ['eduUnifiedFlag', 'x', '统招须为0或1'],
  ['edu985211Flag', 3, '985/211院校须为0或1'],
  ['minAge', 15, '年龄须为16-65岁'],
  ['maxAge', 66, '年龄须为16-65岁'],
  ['gender', 2, '性别要求只能是不限(-1)、男(1)或女(0)'],
  ['languageRequire', '英'.repeat(31), '语言要求最多60个字符（一个汉字算2个）'],
  ['famousEnterpriseFlag', 5, '名企背景须为0或1'],
  ['businessTravel', 3, '出差要求只能是无需出差(0)、偶尔出差(1)或经常出差(2)'],
  ['userId', 'me', '招聘负责人不正确'],
  ['jurisdictionAccountIds', [0], '协助人不正确'],
  ['userPersonAccountIds', [-3], '用人经理不正确'],
  ['interviewAccountIds', Array.from({ length: 51 }, (_, i) => i + 1), '面试官最多50个'],
  ['qwContactId', -5, '企业微信联系人不正确'],
  ['priorityRecruitmentFlag', 9, '优先招聘须为0或1'],
  ['backgroundAuditFlag', 9, '背景调查须为0或1'],
  ['registSmsFlag', 9, '面试登记短信须为0或1'],
  ['feedbackFlag', 9, '面试反馈须为0或1'],
  ['lookContent', '说'.repeat(1001), '给猎头的说明最多2000个字符（一个汉字算2个）'],
  ['recruitProcessId', 0, '招聘流程不正确'],
  ['resLibraryId', 0, '简历库不正确'],
  ['schoolInterviewSiteIds', [0], '校招面试场地不正确'],
  ['demandIds', ['x'], '招聘需求不正确'],
  ['interviewEmailTemplateId', 0, '面试邮件模板不正确'],
  ['resumeScoringRulesId', 0, '简历评分规则不正确'],
  ['resumeFilterRulesIds', [0], '简历筛选规则不正确'],
  ['supplierIds', [0], '猎头公司不正确'],
  ['internalRecomWebsiteIds', [0], '内推网站不正确'],
  ['basicInternalRecomRewardRuleId', 0, '基础内推奖励规则不正确'],
  ['specialInternalRecomRewardRuleId', 0, '特殊内推奖励规则不正确'],
  ['interviewQuestionnaireTemplateId', 0, '面试问卷模板不正确'],
  ['noticeFileId', 0, '面试须知附件不正确'],
  ['approveFlowId', 0, '审批流程不正确'],
  ['customFields', 'not json', '自定义字段格式不正确'],
];

describe('job body validation', () => {
  it.each(BAD.map(([field, value, message]) => ({ field, value, message })))('$field answers 400: $message', async ({ field, value, message }) => {
    const before = await total();
    const res = await post({ [field]: value });
    expectFailure(res, 400, '40001');
    // A list names the item: jobRankIds.1.
    const hit = (res.json().data.fields as { field: string; message: string }[]).find((f) => f.field === field || f.field.startsWith(`${field}.`));
    expect(hit?.message, res.body).toMatch(message);
    expect(await total()).toBe(before);
  });

  it('checks ranges across fields: min salary and age not above the max', async () => {
    expect(expectInvalid(await post({ minSalary: 20000, maxSalary: 15000 }), 'maxSalary')).toBe('最高薪资不能低于最低薪资');
    expect(expectInvalid(await post({ minAge: 40, maxAge: 30 }), 'maxAge')).toBe('最大年龄不能小于最小年龄');
    expect(expectInvalid(await post({ salaryType: 2, maxSalary: 200_000_000 }), 'maxSalary')).toBe('年薪最高1亿元');
    okData(await post({ salaryType: 2, minSalary: 2_000_000, maxSalary: 3_000_000 }));
  });

  it('checks a partial edit against the stored job', async () => {
    const id = await createJob(api, a, { minSalary: 10000, maxSalary: 15000, minAge: 22, maxAge: 35 });
    expect(expectInvalid(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { minSalary: 18000 } }), 'maxSalary')).toBe('最高薪资不能低于最低薪资');
    expect(expectInvalid(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { maxAge: 20 } }), 'maxAge')).toBe('最大年龄不能小于最小年龄');
    expect(expectInvalid(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { name: ' ' } }), 'name')).toBe('请输入职位名称');
    const row = okData<{ minSalary: number; maxAge: number }>(await api(a, { method: 'GET', url: `/api/jobs/${id}` }));
    expect(row).toMatchObject({ minSalary: 10000, maxAge: 35 });
  });

  it('a classification must sit under the category, and a category must be a top-level one', async () => {
    const tech = await addJobType(api, a, '技术类');
    const backend = await addJobType(api, a, '服务端', tech);
    const design = await addJobType(api, a, '设计类');
    expect(expectInvalid(await post({ categoryId: design, jobClassifyId: backend }), 'jobClassifyId')).toBe('职位分类不属于所选的职位类别');
    expect(expectInvalid(await post({ categoryId: backend }), 'categoryId')).toBe('职位类别须为一级类别，分类请填在职位分类中');
    expect(expectInvalid(await post({ jobClassifyId: tech }), 'jobClassifyId')).toBe('职位分类须为某个类别下的分类');
    // A classification alone files the job under its category too.
    const id = okData<{ id: number }>(await post({ jobClassifyId: backend })).id;
    expect(okData(await api(a, { method: 'GET', url: `/api/jobs/${id}` }))).toMatchObject({ categoryId: tech, categoryName: '技术类', jobClassifyName: '服务端' });
  });

  it('people newly put on a job must not be disabled', async () => {
    const leaver = await addAccount(ctx, a.companyId, 2);
    okData(await api(a, { method: 'PATCH', url: `/api/company/accounts/${leaver.accountId}`, payload: { status: 2 } }));
    expect(expectInvalid(await post({ interviewAccountIds: [leaver.accountId] }), 'interviewAccountIds')).toMatch(/的账号已停用，请选择在职的同事$/);
    expectInvalid(await post({ userId: leaver.accountId }), 'userId');
  });

  it('custom job fields: unknown keys, wrong values and missing required ones', async () => {
    const field = okData<{ key: string }>(await api(a, { method: 'POST', url: '/api/job-fields', payload: { name: '驻外补贴', type: 'singleChoice', options: [{ label: '有' }, { label: '无' }], required: true } }));
    expectFailure(await post({}), 400, '30029');
    expectFailure(await post({ customFields: { nope: '1' } }), 400, '30026');
    expect(expectFailure(await post({ customFields: { [field.key]: '也许' } }), 400, '30028').message).toBe('驻外补贴：「也许」不是可选的选项');
    const id = okData<{ id: number }>(await post({ customFields: { [field.key]: '有' } })).id;
    const job = okData<{ customFields: Record<string, unknown> }>(await api(a, { method: 'GET', url: `/api/jobs/${id}` }));
    expect(Object.keys(job.customFields)).toEqual([field.key]);
    expectFailure(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { customFields: { [field.key]: null } } }), 400, '30029');
  });
});

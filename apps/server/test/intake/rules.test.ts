// 简历筛选规则 and 简历评分规则: CRUD (validation, permission, other companies' ids), screening
// on intake (flag with a tag, eliminate with the reason, recorded) and a resume's match to a job.
import { Perm, SystemRoleCode } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/modules/company/tables';
import { resumeFilterRules } from '../../src/modules/intake/rules/tables';
import type { Session } from '../helpers';
import { addTag, createJob, expectNotFound } from '../jobs/fixtures';
import { addAccount, createResume, customAccount, expectFailure, expectInvalid, okData, recordsOf, setup, type Setup } from '../resumes/fixtures';

type Rule = { id: number; name: string; enabled: boolean; scope: string; trigger: string; action: string; tagId: number | null; tagName: string | null; jobCount: number; firedCount: number; conditions: Record<string, unknown> };
type Scoring = { id: number; name: string; weights: Record<string, number>; keywords: string[]; jobCount: number };
type Screening = { ruleName: string; action: string; reasons: string[]; outcome: string; jobId: number | null };
type Match = { score: number | null; ruleName: string | null; items: { key: string; points: number; maxPoints: number; reason: string }[] };
type Page<T> = { list: T[]; total: number };

let s: Setup;
let tag: number;
const post = (session: Session | null, url: string, payload: unknown) => s.api(session, { method: 'POST', url, payload: payload as Record<string, unknown> });
const patch = (session: Session | null, url: string, payload: unknown) => s.api(session, { method: 'PATCH', url, payload: payload as Record<string, unknown> });
const get = (session: Session | null, url: string) => s.api(session, { method: 'GET', url });
const del = (session: Session | null, url: string) => s.api(session, { method: 'DELETE', url });

beforeAll(async () => {
  s = await setup();
  tag = await addTag(s.api, s.a, '名校');
});

describe('简历筛选规则', () => {
  it('creates, lists with filters, edits and deletes rules', async () => {
    const rule = okData<Rule>(await post(s.a, '/api/resume-filter-rules', { name: ' 985名校 ', action: 'flag', trigger: 'match', tagId: tag, conditions: { school985211: true } }));
    expect(rule).toMatchObject({ name: '985名校', enabled: true, scope: 'company', trigger: 'match', action: 'flag', tagId: tag, tagName: '名校', jobCount: 0, firedCount: 0 });
    const out = okData<Rule>(await post(s.a, '/api/resume-filter-rules', { name: '外包淘汰', action: 'eliminate', scope: 'job', conditions: { excludeKeywords: '外包，驻场' } }));
    expect(out.conditions).toMatchObject({ excludeKeywords: ['外包', '驻场'], minDegree: null });
    expect(okData<Page<Rule>>(await get(s.a, '/api/resume-filter-rules?action=eliminate')).list.map((r) => r.name)).toEqual(['外包淘汰']);
    expect(okData<Page<Rule>>(await get(s.a, '/api/resume-filter-rules?keyword=985&pageSize=1')).total).toBe(1);
    const edited = okData<Rule>(await patch(s.a, `/api/resume-filter-rules/${out.id}`, { enabled: false, conditions: { maxAge: 40 } }));
    expect(edited).toMatchObject({ enabled: false, conditions: { maxAge: 40, excludeKeywords: [] } });
    expect(okData<{ id: number; name: string }[]>(await get(s.a, '/api/resume-filter-rules/options')).map((o) => o.name)).toEqual(expect.arrayContaining(['985名校', '外包淘汰']));
    // A rule a job names stays until the job lets go of it.
    const job = await createJob(s.api, s.a, { resumeFilterRulesIds: [out.id] });
    expect(okData<Page<Rule>>(await get(s.a, '/api/resume-filter-rules?scope=job')).list[0]?.jobCount).toBe(1);
    expectFailure(await del(s.a, `/api/resume-filter-rules/${out.id}`), 409, '31302');
    okData(await patch(s.a, `/api/jobs/${job}`, { resumeFilterRulesIds: [] }));
    okData(await del(s.a, `/api/resume-filter-rules/${out.id}`));
    expectNotFound(await patch(s.a, `/api/resume-filter-rules/${out.id}`, { enabled: true }));
    await del(s.a, `/api/resume-filter-rules/${rule.id}`);
  });

  it('refuses bad bodies with Chinese messages on the field', async () => {
    expect(expectInvalid(await post(s.a, '/api/resume-filter-rules', { name: '空', action: 'eliminate', conditions: {} }), 'conditions.minDegree')).toBe('请至少设置一个筛选条件');
    expect(expectInvalid(await post(s.a, '/api/resume-filter-rules', { name: '标记', action: 'flag', conditions: { minDegree: 3 } }), 'tagId')).toBe('标记规则请选择要打上的标签');
    expect(expectInvalid(await post(s.a, '/api/resume-filter-rules', { name: '年龄', action: 'eliminate', conditions: { minAge: 40, maxAge: 30 } }), 'conditions.maxAge')).toBe('最大年龄不能小于最小年龄');
    expect(expectInvalid(await post(s.a, '/api/resume-filter-rules', { name: '学历', action: 'eliminate', conditions: { minDegree: 99 } }), 'conditions.minDegree')).toBe('学历不正确');
    okData(await post(s.a, '/api/resume-filter-rules', { name: '同名', action: 'eliminate', enabled: false, conditions: { minDegree: 3 } }));
    expectFailure(await post(s.a, '/api/resume-filter-rules', { name: '同名', action: 'eliminate', conditions: { minDegree: 3 } }), 409, '31301');
  });

  it('answers 403 to a role without 340004 and 404 for another company’s rule or tag, changing nothing', async () => {
    const trainee = await addAccount(s.ctx, s.a.companyId, SystemRoleCode.TraineeHr);
    expectFailure(await get(trainee, '/api/resume-filter-rules'), 403);
    expectFailure(await post(trainee, '/api/resume-filter-rules', { name: '越权', action: 'eliminate', conditions: { minDegree: 3 } }), 403);
    const theirs = okData<Rule>(await post(s.b, '/api/resume-filter-rules', { name: '他司规则', action: 'eliminate', enabled: false, conditions: { minDegree: 3 } }));
    expectNotFound(await patch(s.a, `/api/resume-filter-rules/${theirs.id}`, { name: '改掉' }));
    expectNotFound(await del(s.a, `/api/resume-filter-rules/${theirs.id}`));
    // A job may not name another company's rule.
    expectNotFound(await post(s.a, '/api/jobs', { name: '借用规则的职位', resumeFilterRulesIds: [theirs.id] }));
    expectNotFound(await post(s.b, '/api/resume-filter-rules', { name: '借用标签', action: 'flag', tagId: tag, conditions: { minDegree: 3 } }));
    const [stored] = await s.ctx.database.db.select().from(resumeFilterRules).where(eq(resumeFilterRules.id, theirs.id));
    expect(stored?.name).toBe('他司规则');
    expect(okData<Page<Rule>>(await get(s.a, '/api/resume-filter-rules?keyword=他司')).total).toBe(0);
  });
});

describe('screening on intake', () => {
  it('flags and eliminates new resumes by the company-wide rules, with the reasons on the resume and in its records', async () => {
    const fresh = await setup();
    const { api, a: session } = fresh;
    const own = await addTag(api, session, '名校毕业');
    okData(await api(session, { method: 'POST', url: '/api/resume-filter-rules', payload: { name: '985/211标记', action: 'flag', trigger: 'match', tagId: own, conditions: { school985211: true } } }));
    okData(await api(session, { method: 'POST', url: '/api/resume-filter-rules', payload: { name: '硕士及以上', action: 'eliminate', conditions: { minDegree: 4 } } }));
    okData(await api(session, { method: 'POST', url: '/api/resume-filter-rules', payload: { name: '停用的规则', action: 'eliminate', enabled: false, conditions: { maxAge: 20 } } }));
    okData(await api(session, { method: 'POST', url: '/api/resume-filter-rules', payload: { name: '职位规则', action: 'eliminate', scope: 'job', conditions: { maxAge: 20 } } }));

    const { id } = await createResume(api, session);
    const screenings = okData<Screening[]>(await api(session, { method: 'GET', url: `/api/resumes/${id}/screenings` }));
    expect(screenings.map((x) => [x.ruleName, x.action, x.outcome, x.reasons, x.jobId]).sort()).toEqual([
      ['985/211标记', 'flag', '打上标签「名校毕业」', ['毕业于985院校'], null],
      ['硕士及以上', 'eliminate', '简历标记为已淘汰', ['学历本科，低于硕士及以上'], null],
    ]);
    const detail = okData<{ tags: { name: string }[] }>(await api(session, { method: 'GET', url: `/api/resumes/${id}` }));
    expect(detail.tags.map((t) => t.name)).toEqual(['名校毕业']);
    const notes = (await recordsOf(fresh.ctx, id)).filter((r) => r.action === 'filterRule').map((r) => r.note);
    expect(notes).toHaveLength(2);
    expect(notes).toContain('筛选规则「硕士及以上」：简历标记为已淘汰（学历本科，低于硕士及以上）');

    // A resume meeting the rules is left alone; the rule list counts what fired.
    const { id: master } = await createResume(api, session, { educations: [{ graduationSchool: '宁波大学', degree: '硕士', eduTime: '2014.09-2017.06' }] });
    expect(okData<Screening[]>(await api(session, { method: 'GET', url: `/api/resumes/${master}/screenings` }))).toEqual([]);
    const rules = okData<Page<Rule>>(await api(session, { method: 'GET', url: '/api/resume-filter-rules' })).list;
    expect(rules.find((r) => r.name === '硕士及以上')?.firedCount).toBe(1);
  });

  it('screens an uploaded file the same way, and hides screenings of other companies', async () => {
    okData(await post(s.a, '/api/resume-filter-rules', { name: '排除外包', action: 'eliminate', conditions: { excludeKeywords: ['外包'] } }));
    const text = '姓名：周晓明\n手机：13812345678\n邮箱：zxm@example.com\n工作经历\n2019.03-至今 杭州某外包服务有限公司 测试工程师\n';
    const BOUNDARY = '----BoleRules';
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="周晓明.txt"\r\nContent-Type: text/plain\r\n\r\n`);
    const res = await s.api(s.a, { method: 'POST', url: '/api/resumes/upload', payload: Buffer.concat([head, Buffer.from(text), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    const { id } = okData<{ id: number }>(res);
    const screenings = okData<Screening[]>(await get(s.a, `/api/resumes/${id}/screenings`));
    expect(screenings.find((x) => x.ruleName === '排除外包')?.reasons).toEqual(['包含排除关键词「外包」']);
    expectNotFound(await get(s.b, `/api/resumes/${id}/screenings`));
  });
});

describe('screening applications from the careers portal', () => {
  it('eliminates an application by the job’s rule with the reason; the same candidate still applies elsewhere', async () => {
    const rule = okData<Rule>(await post(s.a, '/api/resume-filter-rules', { name: '须有驾照', scope: 'job', action: 'eliminate', conditions: { includeKeywords: ['驾照'] } }));
    const driver = await createJob(s.api, s.a, { name: '司机', resumeFilterRulesIds: [rule.id] });
    const clerk = await createJob(s.api, s.a, { name: '行政专员' });
    const [company] = await s.ctx.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, s.a.companyId));
    const apply = async (job: number) =>
      okData<{ resumeId: number; applicationId: number }>(await s.ctx.app.inject({ method: 'POST', url: `/api/portal/${company!.slug}/jobs/${job}/apply`, payload: { name: '吴晓峰', mobile: '13912345670', email: 'wuxf@example.com', consent: true } }));
    const first = await apply(driver);
    const out = okData<{ outcome: number | null; eliminateReason: string | null }>(await get(s.a, `/api/applications/${first.applicationId}`));
    expect(out).toMatchObject({ outcome: 3, eliminateReason: '筛选规则「须有驾照」自动淘汰：不包含关键词「驾照」中的任何一个' });
    const second = await apply(clerk);
    expect(okData<{ outcome: number | null }>(await get(s.a, `/api/applications/${second.applicationId}`)).outcome).toBeNull();
  });
});

describe('简历评分规则 and the match score', () => {
  it('scores a resume against a job by the job’s rule, with points and reasons per criterion', async () => {
    const rule = okData<Scoring>(
      await post(s.a, '/api/resume-scoring-rules', { name: 'Java后端', weights: { education: 20, schoolTier: 10, workYears: 20, keywords: 30, city: 10, salary: 10, age: 0 }, keywords: ['Java', '微服务', 'Go'] }),
    );
    expect(rule).toMatchObject({ name: 'Java后端', keywords: ['Java', '微服务', 'Go'], jobCount: 0 });
    const job = await createJob(s.api, s.a, { name: 'Java开发工程师', eduRequire: 3, workYear: 5, workPlace: '上海市浦东新区', salaryType: 1, minSalary: 25000, maxSalary: 35000, resumeScoringRulesId: rule.id });
    const { id } = await createResume(s.api, s.a);
    const match = okData<Match>(await get(s.a, `/api/resumes/${id}/match?jobId=${job}`));
    expect(match.ruleName).toBe('Java后端');
    expect(match.items.map((i) => [i.key, i.points, i.maxPoints])).toEqual([
      ['education', 20, 20],
      ['schoolTier', 10, 10],
      ['workYears', 20, 20],
      ['keywords', 20, 30],
      ['city', 10, 10],
      ['salary', 10, 10],
    ]);
    expect(match.score).toBe(90);
    expect(match.items.find((i) => i.key === 'keywords')?.reason).toBe('2/3个关键词：包含Java、微服务；缺少Go');

    const batch = okData<{ scores: { resumeId: number; score: number | null }[] }>(await post(s.a, '/api/resumes/match', { jobId: job, resumeIds: [id, id] }));
    expect(batch.scores).toEqual([{ resumeId: id, score: 90, items: expect.any(Array) }]);
    // Without 查看薪资 the reason does not show the expectation.
    const noSalary = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.JobView]);
    const masked = okData<Match>(await get(noSalary, `/api/resumes/${id}/match?jobId=${job}`));
    expect(masked.items.find((i) => i.key === 'salary')?.reason).toBe('期望薪资在职位薪资范围内');

    expectFailure(await del(s.a, `/api/resume-scoring-rules/${rule.id}`), 409, '31312');
    const plain = await createJob(s.api, s.a, { name: '无评分职位' });
    expect(okData<Match>(await get(s.a, `/api/resumes/${id}/match?jobId=${plain}`))).toMatchObject({ score: null, ruleId: null, items: [] });
  });

  it('validates rules, refuses weaker roles and other companies’ rules, jobs and resumes', async () => {
    expect(expectInvalid(await post(s.a, '/api/resume-scoring-rules', { name: '全零', weights: { education: 0, schoolTier: 0, workYears: 0, city: 0, salary: 0, age: 0 } }), 'weights')).toBe('请至少给一项评分标准设置权重');
    expect(expectInvalid(await post(s.a, '/api/resume-scoring-rules', { name: '缺关键词', weights: { keywords: 50 } }), 'keywords')).toBe('技能关键词有权重时，请填写关键词');
    const mine = okData<Scoring>(await post(s.a, '/api/resume-scoring-rules', { name: '通用', weights: {} }));
    expectFailure(await post(s.a, '/api/resume-scoring-rules', { name: '通用', weights: {} }), 409, '31311');
    expect(expectInvalid(await patch(s.a, `/api/resume-scoring-rules/${mine.id}`, { weights: { keywords: 10 } }), 'keywords')).toBe('技能关键词有权重时，请填写关键词');
    expect(okData<Scoring>(await patch(s.a, `/api/resume-scoring-rules/${mine.id}`, { name: '通用规则' })).name).toBe('通用规则');

    const trainee = await addAccount(s.ctx, s.a.companyId, SystemRoleCode.TraineeHr);
    expectFailure(await post(trainee, '/api/resume-scoring-rules', { name: '越权', weights: {} }), 403);
    expectNotFound(await patch(s.b, `/api/resume-scoring-rules/${mine.id}`, { name: '改掉' }));
    expectNotFound(await del(s.b, `/api/resume-scoring-rules/${mine.id}`));
    expectNotFound(await post(s.b, '/api/jobs', { name: '借用评分规则的职位', resumeScoringRulesId: mine.id }));
    expect(okData<Page<Scoring>>(await get(s.a, '/api/resume-scoring-rules?keyword=通用')).list[0]?.name).toBe('通用规则');

    const job = await createJob(s.api, s.a, { resumeScoringRulesId: mine.id });
    const { id } = await createResume(s.api, s.a);
    const theirJob = await createJob(s.api, s.b);
    const { id: theirResume } = await createResume(s.api, s.b);
    expectNotFound(await get(s.a, `/api/resumes/${id}/match?jobId=${theirJob}`));
    expectNotFound(await get(s.a, `/api/resumes/${theirResume}/match?jobId=${job}`));
    expect(okData<{ scores: unknown[] }>(await post(s.a, '/api/resumes/match', { jobId: job, resumeIds: [theirResume] })).scores).toEqual([]);
    expect(expectInvalid(await get(s.a, `/api/resumes/${id}/match`), 'jobId')).toMatch(/职位/);
    okData(await del(s.a, `/api/resume-scoring-rules/${(okData<Scoring>(await post(s.a, '/api/resume-scoring-rules', { name: '待删除', weights: {} }))).id}`));
  });
});

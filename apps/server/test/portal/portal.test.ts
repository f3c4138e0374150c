// The careers portal: settings pages (permissions, versions, another company's jobs), the
// public JSON API and pages (open jobs only, filters, closed portal), and applications
// (consent, honeypot, form rules, attachment, duplicates, channel 9999, the job's process).
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { companies } from '../../src/modules/company/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { portalApplications, portalConsentTexts } from '../../src/modules/portal/tables';
import { resumes, resumeFiles } from '../../src/modules/resumes/tables';
import { createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { addAccount, addJobType, createJob, expectFailure, expectNotFound, okData, setup, type Api } from '../jobs/fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let slugA: string;
let slugB: string;
let java: number;
let design: number;
let closed: number;
let otherCompanyJob: number;
let trainee: Session;

const slugOf = async (companyId: number) => (await ctx.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)))[0]!.slug;
let phone = 13800138000;
const person = (extra: Record<string, unknown> = {}) => ({ name: '林晓雨', mobile: String((phone += 1)), email: `lin${phone}@example.com`, consent: true, ...extra });
const apply = (slug: string, job: number, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/portal/${slug}/jobs/${job}/apply`, payload: payload as Record<string, unknown>, headers });

/** A multipart body of text fields and one file part. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type: string }) {
  const boundary = '----bolePortalTest';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  slugA = await slugOf(a.companyId);
  slugB = await slugOf(b.companyId);
  const tech = await addJobType(api, a, '技术');
  java = await createJob(api, a, { name: 'Java开发工程师', workPlace: '上海市浦东新区', categoryId: tech, nature: 1, minSalary: 20000, maxSalary: 35000, describe: '负责交易系统后端开发' });
  design = await createJob(api, a, { name: 'UI设计实习生', workPlace: '北京市海淀区', nature: 3 });
  closed = await createJob(api, a, { name: '已关闭的职位' });
  okData(await api(a, { method: 'PATCH', url: `/api/jobs/${closed}`, payload: { status: 2 } }));
  otherCompanyJob = await createJob(api, b, { name: '远景的职位' });
  trainee = await addAccount(ctx, a.companyId, 10);
});

describe('public jobs', () => {
  it('lists open jobs only, with keyword, city, category and nature filters', async () => {
    const all = okData<{ list: { id: number; city: string | null; salaryText: string }[]; total: number }>(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs` }));
    expect(all.list.map((j) => j.id).sort()).toEqual([java, design].sort());
    const byKeyword = okData<{ list: { id: number }[] }>(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs?keyword=${encodeURIComponent('设计')}` }));
    expect(byKeyword.list.map((j) => j.id)).toEqual([design]);
    const info = okData<{ filters: { cities: { value: string; label: string }[]; natures: { value: number }[] } }>(await ctx.app.inject({ url: `/api/portal/${slugA}` }));
    const shanghai = info.filters.cities.find((c) => c.label.startsWith('上海'))!;
    expect(okData<{ list: { id: number }[] }>(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs?city=${shanghai.value}` })).list.map((j) => j.id)).toEqual([java]);
    expect(okData<{ list: { id: number }[] }>(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs?nature=3` })).list.map((j) => j.id)).toEqual([design]);
    expect(info.filters.natures.map((n) => n.value)).toEqual([1, 3]);
  });

  it('answers a job detail, and 404 for a closed job, another company’s job or an unknown portal', async () => {
    const job = okData<{ name: string; describe: string }>(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs/${java}` }));
    expect(job).toMatchObject({ name: 'Java开发工程师', describe: '负责交易系统后端开发' });
    expectFailure(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs/${closed}` }), 404, '43002');
    expectFailure(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs/${otherCompanyJob}` }), 404, '43002');
    expectFailure(await ctx.app.inject({ url: `/api/portal/no-such-company/jobs` }), 404, '43001');
  });

  it('renders the pages as HTML without scripts', async () => {
    const home = await ctx.app.inject({ url: `/portal/${slugA}?keyword=Java` });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-security-policy']).toContain("default-src 'none'");
    expect(home.body).toContain('Java开发工程师');
    expect(home.body).not.toContain('UI设计实习生');
    expect(home.body).not.toContain('<script');
    const form = await ctx.app.inject({ url: `/portal/${slugA}/jobs/${java}/apply` });
    expect(form.body).toContain('name="consent"');
    expect(form.body).toContain('name="website"');
    const gone = await ctx.app.inject({ url: `/portal/${slugA}/jobs/${otherCompanyJob}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('该职位不存在或已停止招聘');
  });
});

describe('applying', () => {
  it('stores the resume with channel 9999, enters the job’s process and records the consent', async () => {
    const p = person({ gender: 0, degree: '本科' });
    const res = await apply(slugA, java, p, { 'user-agent': 'PortalTest/1.0' });
    const data = okData<{ id: number; resumeId: number; applicationId: number; created: boolean }>(res);
    expect(data.created).toBe(true);
    const [resume] = await ctx.database.db.select().from(resumes).where(eq(resumes.id, data.resumeId));
    expect(resume).toMatchObject({ companyId: a.companyId, channel: 9999, name: '林晓雨', mobile: p.mobile });
    const [application] = await ctx.database.db.select().from(applications).where(eq(applications.id, data.applicationId));
    expect(application).toMatchObject({ companyId: a.companyId, jobId: java, resumeId: data.resumeId, source: 'portal' });
    const [record] = await ctx.database.db.select().from(portalApplications).where(eq(portalApplications.id, data.id));
    expect(record).toMatchObject({ consentVersion: 1, userAgent: 'PortalTest/1.0', jobId: java });
    expect(record!.consentAt).toBeInstanceOf(Date);
    expect(record!.ip).toBeTruthy();
    const [text] = await ctx.database.db.select().from(portalConsentTexts).where(and(eq(portalConsentTexts.companyId, a.companyId), eq(portalConsentTexts.version, 1)));
    expect(text!.text).toContain('个人信息');
    // He is told his application arrived (template 107), from the company's sender.
    const [confirmation] = await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, p.email));
    expect(confirmation).toMatchObject({ companyId: a.companyId, channel: 'email', templateType: 107, trigger: '官网投递确认', senderAccountId: null });
    expect(confirmation!.subject).toBe('您已成功投递星河智能科技有限公司的Java开发工程师职位');
  });

  it('answers the first application when the same person applies to the same job again', async () => {
    const p = person();
    const first = okData<{ id: number; resumeId: number }>(await apply(slugA, java, p));
    const again = okData<{ id: number; resumeId: number; created: boolean }>(await apply(slugA, java, { ...p, name: '林晓雨' }));
    expect(again).toMatchObject({ id: first.id, resumeId: first.resumeId, created: false });
    const confirmations = await ctx.database.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, p.email));
    expect(confirmations[0]!.n).toBe(1);
    const [n] = await ctx.database.db.select({ n: count() }).from(resumes).where(eq(resumes.mobile, p.mobile));
    expect(n!.n).toBe(1);
  });

  it('applies the duplicate rules when the person applies to another job', async () => {
    const p = person();
    const first = okData<{ resumeId: number }>(await apply(slugA, java, p));
    const second = okData<{ resumeId: number; created: boolean }>(await apply(slugA, design, p));
    expect(second.created).toBe(true);
    const [row] = await ctx.database.db.select().from(resumes).where(eq(resumes.id, second.resumeId));
    expect(row).toMatchObject({ duplicateOfId: first.resumeId, duplicateKind: 'phone', parseStatus: 5 });
  });

  it('refuses a missing or false consent with a clear message', async () => {
    const { consent: _c, ...noConsent } = person();
    const missing = expectFailure(await apply(slugA, java, noConsent), 400, '43004');
    expect(missing.message).toContain('隐私协议');
    expectFailure(await apply(slugA, java, person({ consent: false })), 400, '43004');
  });

  it('pretends success to a filled honeypot and stores nothing', async () => {
    const p = person({ website: 'http://spam.example' });
    const data = okData<{ id: number; created: boolean }>(await apply(slugA, java, p));
    expect(data.created).toBe(true);
    expect(await ctx.database.db.select().from(resumes).where(eq(resumes.mobile, p.mobile))).toEqual([]);
  });

  it('validates the fields with the talent pool’s rules and the form’s required fields', async () => {
    const badMobile = expectFailure(await apply(slugA, java, person({ mobile: '12345' })), 400, '40001') as { data: { fields: { field: string }[] } };
    expect(badMobile.data.fields.map((f) => f.field)).toContain('mobile');
    expectFailure(await apply(slugA, java, person({ email: 'not-an-email' })), 400, '40001');
    expectFailure(await apply(slugA, java, person({ name: '' })), 400, '40001');
    // The default form requires the e-mail.
    const noEmail = expectFailure(await apply(slugA, java, person({ email: null })), 400, '43003') as { data: { fields: { field: string; message: string }[] } };
    expect(noEmail.data.fields).toEqual([{ field: 'email', message: '请填写邮箱' }]);
  });

  it('refuses a closed job, another company’s job and an unknown portal with 404, storing nothing', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(resumes))[0]!.n;
    expectFailure(await apply(slugA, closed, person()), 404, '43002');
    expectFailure(await apply(slugA, otherCompanyJob, person()), 404, '43002');
    expectFailure(await apply(slugB, java, person()), 404, '43002');
    expectFailure(await apply('nobody-here', java, person()), 404, '43001');
    expect((await ctx.database.db.select({ n: count() }).from(resumes))[0]!.n).toBe(before);
  });

  it('takes multipart with the attachment, keeps the original and prefers the typed name', async () => {
    const p = person();
    const text = Buffer.from(`张三\n手机：${p.mobile}\n教育经历\n2015.09-2019.06 复旦大学 计算机科学与技术 本科\n`, 'utf8');
    const body = multipart({ name: p.name, mobile: p.mobile, email: p.email, consent: 'true' }, { name: '简历.txt', content: text, type: 'text/plain' });
    const data = okData<{ resumeId: number }>(await ctx.app.inject({ method: 'POST', url: `/api/portal/${slugA}/jobs/${java}/apply`, ...body }));
    const [resume] = await ctx.database.db.select().from(resumes).where(eq(resumes.id, data.resumeId));
    expect(resume).toMatchObject({ name: '林晓雨', channel: 9999 });
    const filesKept = await ctx.database.db.select().from(resumeFiles).where(eq(resumeFiles.resumeId, data.resumeId));
    expect(filesKept.map((f) => [f.kind, f.fileName])).toEqual([['original', '简历.txt']]);
  });

  it('sends the HTML form back filled in with messages, and redirects to the confirmation on success', async () => {
    const p = person();
    const refused = await ctx.app.inject({ method: 'POST', url: `/portal/${slugA}/jobs/${java}/apply`, ...multipart({ name: p.name, mobile: p.mobile, email: p.email }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('请阅读并勾选同意隐私协议');
    expect(refused.body).toContain(`value="${p.mobile}"`);
    const accepted = await ctx.app.inject({ method: 'POST', url: `/portal/${slugA}/jobs/${java}/apply`, ...multipart({ name: p.name, mobile: p.mobile, email: p.email, consent: 'true' }) });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(`/portal/${slugA}/jobs/${java}/applied`);
    const done = await ctx.app.inject({ url: accepted.headers.location as string });
    expect(done.body).toContain('申请已提交');
  });
});

describe('settings', () => {
  it('versions the consent text and applies the form settings to applications', async () => {
    const form = okData<{ fields: Record<string, string>; consentVersion: number; consentText: string }>(await api(a, { method: 'GET', url: '/api/portal-settings/apply-form' }));
    const saved = okData<{ consentVersion: number }>(
      await api(a, { method: 'PUT', url: '/api/portal-settings/apply-form', payload: { fields: { ...form.fields, email: 'hidden', gender: 'required' }, attachment: 'required', consentText: `${form.consentText}（2026年修订）` } }),
    );
    expect(saved.consentVersion).toBe(form.consentVersion + 1);
    const same = okData<{ consentVersion: number }>(
      await api(a, { method: 'PUT', url: '/api/portal-settings/apply-form', payload: { fields: { ...form.fields, email: 'hidden', gender: 'required' }, attachment: 'required', consentText: `${form.consentText}（2026年修订）` } }),
    );
    expect(same.consentVersion).toBe(saved.consentVersion);
    expectFailure(await apply(slugA, java, person({ gender: 1 })), 400, '43005');
    // A form showing the old wording is asked to agree again.
    expectFailure(await apply(slugA, java, person({ gender: 1, consentVersion: form.consentVersion })), 409, '43009');
    expectFailure(await apply(slugA, java, person()), 400, '43003');
    okData(await api(a, { method: 'PUT', url: '/api/portal-settings/apply-form', payload: { fields: form.fields, attachment: 'optional', consentText: form.consentText } }));
  });

  it('shows only the picked jobs, and closes the portal when switched off', async () => {
    okData(await api(a, { method: 'PUT', url: '/api/portal-settings/options', payload: { enabled: true, jobScope: 'selected', jobIds: [design], seoTitle: '星河招聘', seoDescription: '' } }));
    expect(okData<{ list: { id: number }[] }>(await ctx.app.inject({ url: `/api/portal/${slugA}/jobs` })).list.map((j) => j.id)).toEqual([design]);
    expectFailure(await apply(slugA, java, person()), 404, '43002');
    expectNotFound(await api(a, { method: 'PUT', url: '/api/portal-settings/options', payload: { enabled: true, jobScope: 'selected', jobIds: [otherCompanyJob] } }));
    okData(await api(a, { method: 'PUT', url: '/api/portal-settings/options', payload: { enabled: false, jobScope: 'all', jobIds: [] } }));
    expectFailure(await ctx.app.inject({ url: `/api/portal/${slugA}` }), 404, '43001');
    expect((await ctx.app.inject({ url: `/portal/${slugA}` })).statusCode).toBe(404);
    okData(await api(a, { method: 'PUT', url: '/api/portal-settings/options', payload: { enabled: true, jobScope: 'all', jobIds: [] } }));
  });

  it('saves the site, branding and job guide, each company its own', async () => {
    const site = { bannerTitle: '和星河一起探索', intro: '我们做智能硬件', primaryColor: '#0f766e', logoUrl: null, bannerImageUrl: null, sections: [{ title: '办公环境', body: '地铁直达' }] };
    expect(okData(await api(a, { method: 'PUT', url: '/api/portal-settings/site', payload: site }))).toMatchObject(site);
    okData(await api(a, { method: 'PUT', url: '/api/portal-settings/branding', payload: { slogan: '让每个人发光', items: [{ title: '弹性工作', body: '10点前到岗即可' }] } }));
    okData(await api(a, { method: 'PUT', url: '/api/portal-settings/job-guide', payload: { enabled: true, text: '职位名称请写清职级' } }));
    const info = okData<{ site: { bannerTitle: string }; branding: { slogan: string } }>(await ctx.app.inject({ url: `/api/portal/${slugA}` }));
    expect(info).toMatchObject({ site: { bannerTitle: '和星河一起探索' }, branding: { slogan: '让每个人发光' } });
    expect(okData<{ text: string }>(await api(trainee, { method: 'GET', url: '/api/portal-settings/job-guide' })).text).toBe('职位名称请写清职级');
    expect(okData<{ enabled: boolean }>(await api(b, { method: 'GET', url: '/api/portal-settings/job-guide' })).enabled).toBe(false);
    expect(okData<{ bannerTitle: string }>(await api(b, { method: 'GET', url: '/api/portal-settings/site' })).bannerTitle).toContain('远景');
    const badColor = expectFailure(await api(a, { method: 'PUT', url: '/api/portal-settings/site', payload: { ...site, primaryColor: 'red' } }), 400, '40001');
    expect(badColor.message).toContain('颜色');
  });

  it('counts visits and applications in the overview', async () => {
    await ctx.app.inject({ url: `/portal/${slugA}` });
    const o = okData<{ portalUrl: string; visits: { today: number }; applications: { total: number; today: number } }>(await api(a, { method: 'GET', url: '/api/portal-settings/overview' }));
    expect(o.portalUrl).toBe(`http://bole.test/portal/${slugA}`);
    expect(o.visits.today).toBeGreaterThan(0);
    expect(o.applications.total).toBeGreaterThanOrEqual(5);
    expect(o.applications.today).toBe(o.applications.total);
  });

  it('keeps the settings from weaker roles (403)', async () => {
    for (const url of ['/api/portal-settings/apply-form', '/api/portal-settings/site', '/api/portal-settings/options', '/api/portal-settings/branding', '/api/portal-settings/overview']) {
      expectFailure(await api(trainee, { method: 'GET', url }), 403);
    }
    expectFailure(await api(trainee, { method: 'PUT', url: '/api/portal-settings/job-guide', payload: { enabled: true, text: '越权' } }), 403);
  });

  it('uploads pictures and serves them under the company’s slug only', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082', 'hex');
    const up = okData<{ id: number; url: string }>(await api(a, { method: 'POST', url: '/api/portal-settings/images', ...multipart({}, { name: 'logo.png', content: png, type: 'image/png' }) }));
    expect(up.url).toBe(`/api/portal/${slugA}/images/${up.id}`);
    const served = await ctx.app.inject({ url: up.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expectNotFound(await ctx.app.inject({ url: `/api/portal/${slugB}/images/${up.id}` }));
    expectFailure(await api(a, { method: 'POST', url: '/api/portal-settings/images', ...multipart({}, { name: 'x.png', content: Buffer.from('<svg/>'), type: 'image/png' }) }), 400, '43008');
  });
});

describe('rate limit', () => {
  it('answers 429 once one address sends too many applications in a minute', async () => {
    const limited = await createTestContext({ ipRateLimit: true });
    const owner = await registerCompany(limited.app);
    const slug = (await limited.database.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, owner.companyId)))[0]!.slug;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await limited.app.inject({ method: 'POST', url: `/api/portal/${slug}/jobs/999999/apply`, payload: person() })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

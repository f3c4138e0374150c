// 邮件模板: the list of every type with defaults, saving only what the type's placeholders allow,
// 恢复默认, and the preview rendered through the one renderer with a real candidate's values,
// escaped in the e-mail body, within the caller's company and scope.
import { defaultMessageTemplates, messageTemplateTypeOrder, SystemRoleCode, type MessageTemplate, type MessageTemplateDetail, type MessageTemplatePreview, type PreviewCandidate } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/modules/company/tables';
import { companyEmailSettings } from '../../src/modules/messaging/tables';
import { candidateValues } from '../../src/modules/messaging/values';
import { candidate } from '../applications/fixtures';
import { expectFailure, expectInvalid, expectNotFound, okData, twoCompanies, type Api } from '../company/fixtures';
import { addAccount, type Session, type TestContext } from '../helpers';
import { addDepartment, addJobLevel, createJob } from '../jobs/fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let hm: Session;
let hr: Session;
let jobId: number;
let otherApplicationId: number;

const content = (patch: Partial<Record<string, string>> = {}) => ({
  emailSubject: '${companyName}：感谢您应聘${jobName}',
  emailBody: '<p>${personName}您好：</p><p>感谢您应聘${jobName}（${orgName}）。职位链接：${jobUrl}</p><p>${interviewDate}</p>',
  smsContent: '${personName}您好，感谢您应聘${companyName}的${jobName}。',
  appTitle: '应聘结果：${jobName}',
  appContent: '${personName}，感谢您的关注。',
  ...patch,
});

const put = (session: Session, type: number | string, body: Record<string, unknown>) => api(session, { method: 'PUT', url: `/api/message-templates/${type}`, payload: body });
const preview = (session: Session, type: number, body: Record<string, unknown> = {}) =>
  api(session, { method: 'POST', url: `/api/message-templates/${type}/preview`, payload: body });

beforeAll(async () => {
  ({ ctx, api, a, b } = await twoCompanies());
  [hm, hr] = await Promise.all([addAccount(ctx, a.companyId, SystemRoleCode.HiringManager), addAccount(ctx, a.companyId, SystemRoleCode.Hr)]);
  const orgId = await addDepartment(api, a, '技术研发部');
  const levelId = await addJobLevel(api, a, 'P6高级工程师');
  jobId = await createJob(api, a, { name: '高级Java工程师', orgId, jobRankIds: [levelId] });
  const otherJob = await createJob(api, b, { name: '产品经理' });
  otherApplicationId = (await candidate(api, b, otherJob, { name: '王芳' })).id;
});

describe('GET /api/message-templates', () => {
  it('lists every type in display order with the defaults, none customized', async () => {
    const list = okData<MessageTemplate[]>(await api(a, { method: 'GET', url: '/api/message-templates' }));
    expect(list.map((t) => t.type)).toEqual([...messageTemplateTypeOrder]);
    expect(list.slice(0, 7).map((t) => t.type)).toEqual([1, 2, 3, 4, 6, 5, 7]);
    expect(list[0]).toMatchObject({ name: '候选人面试通知', group: 'candidate', customized: false, updatedAt: null, ...defaultMessageTemplates[1] });
    expect(list.find((t) => t.type === 101)).toMatchObject({ name: '重置密码', group: 'system' });
  });

  it('answers one type with the placeholders it allows', async () => {
    const four = okData<MessageTemplateDetail>(await api(a, { method: 'GET', url: '/api/message-templates/4' }));
    expect(four.placeholders).toHaveLength(29);
    expect(four.placeholders[0]).toEqual({ id: 1, label: '候选人姓名', token: '${personName}' });
    const reset = okData<MessageTemplateDetail>(await api(a, { method: 'GET', url: '/api/message-templates/101' }));
    expect(reset.placeholders.map((p) => p.token)).toContain('${actionUrl}');
    expectFailure(await api(a, { method: 'GET', url: '/api/message-templates/8' }), 400);
  });
});

describe('PUT and DELETE /api/message-templates/:type', () => {
  it('saves the texts and shows them customized, to this company only', async () => {
    const saved = okData<MessageTemplateDetail>(await put(a, 4, content()));
    expect(saved).toMatchObject({ type: 4, customized: true, updatedAt: expect.any(String), ...content() });
    const list = okData<MessageTemplate[]>(await api(a, { method: 'GET', url: '/api/message-templates' }));
    expect(list.find((t) => t.type === 4)).toMatchObject({ customized: true, emailSubject: content().emailSubject });
    // Company b still has the default.
    const other = okData<MessageTemplateDetail>(await api(b, { method: 'GET', url: '/api/message-templates/4' }));
    expect(other).toMatchObject({ customized: false, ...defaultMessageTemplates[4] });
    expect((await preview(b, 4)).json().data.emailSubject).not.toContain('感谢您应聘');
  });

  it('refuses a token typed in Chinese with the token to use, and a system placeholder in a candidate notice', async () => {
    const chinese = expectInvalid(await put(a, 4, content({ smsContent: '${候选人姓名}您好，感谢您的关注。' })), 'smsContent');
    expect(chinese).toBe('短信内容中「${候选人姓名}」不是可用的占位符，请使用「${personName}」');
    const unknown = expectInvalid(await put(a, 4, content({ emailBody: '<p>${候选人}您好</p>' })), 'emailBody');
    expect(unknown).toBe('邮件正文中「${候选人}」不是可用的占位符');
    expect(expectInvalid(await put(a, 4, content({ emailBody: '<p>请点击 ${actionUrl}</p>' })), 'emailBody')).toContain('${actionUrl}');
    expectInvalid(await put(a, 4, content({ appTitle: '' })), 'appTitle');
    // The system template may use it.
    okData(await put(a, 101, { ...content(), emailBody: '<p>${accountName}，请点击 <a href="${actionUrl}">链接</a></p>' }));
    expectFailure(await put(a, 'abc', content()), 400);
    // Nothing of the refused saves was kept.
    expect(okData<MessageTemplateDetail>(await api(a, { method: 'GET', url: '/api/message-templates/4' })).smsContent).toBe(content().smsContent);
  });

  it('restores the default (恢复默认)', async () => {
    okData(await put(a, 3, content()));
    const restored = okData<MessageTemplateDetail>(await api(a, { method: 'DELETE', url: '/api/message-templates/3' }));
    expect(restored).toMatchObject({ customized: false, updatedAt: null, ...defaultMessageTemplates[3] });
    expect(okData<MessageTemplateDetail>(await api(a, { method: 'GET', url: '/api/message-templates/3' })).customized).toBe(false);
  });

  it('refuses roles without 350001', async () => {
    expectFailure(await api(hm, { method: 'GET', url: '/api/message-templates' }), 403);
    expectFailure(await put(hm, 4, content()), 403);
    expectFailure(await api(hm, { method: 'DELETE', url: '/api/message-templates/4' }), 403);
    expectFailure(await preview(hm, 4), 403);
    expect((await api(null, { method: 'GET', url: '/api/message-templates' })).statusCode).toBe(401);
  });
});

describe('POST /api/message-templates/:type/preview', () => {
  it('uses sample values marked 示例 while the company has no candidate', async () => {
    const res = okData<MessageTemplatePreview>(await preview(a, 1));
    expect(res.candidate).toBeNull();
    expect(res.emailHtml).toContain('张三（示例）');
    expect(res.emailSubject).toContain('星河智能科技有限公司');
    // No mail server anywhere: the mail would only land in 发送记录.
    expect(res.sender).toBeNull();
  });

  it('renders a real candidate with hostile text escaped and missing values empty', async () => {
    const hostile = await candidate(api, a, jobId, { name: '<script>alert(1)</script>' });
    await ctx.database.db.update(companies).set({ address: '杭州市西湖区文三路90号' }).where(eq(companies.id, a.companyId));
    const res = okData<MessageTemplatePreview>(await preview(a, 4));
    expect(res.candidate).toEqual({ applicationId: hostile.id, name: '<script>alert(1)</script>', jobName: '高级Java工程师' });
    expect(res.emailHtml).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;您好：</p>');
    expect(res.emailHtml).not.toContain('<script>');
    expect(res.emailHtml).toContain('（技术研发部）');
    expect(res.emailHtml).toContain(`/jobs/${jobId}`);
    // No interview yet: the placeholder renders as nothing, never as the token or undefined.
    expect(res.emailHtml).toContain('<p></p>');
    expect(res.emailHtml).not.toMatch(/\$\{|undefined|null/);
    // Plain channels keep the text as the candidate wrote it.
    expect(res.smsContent).toBe('<script>alert(1)</script>您好，感谢您应聘星河智能科技有限公司的高级Java工程师。');
    expect(res.smsLength).toBeGreaterThan(res.smsContent.length);
    expect(res.emailText).toContain('<script>alert(1)</script>您好：');
    // With 发信设置 saved, the mail leaves from the company's address.
    await ctx.database.db.insert(companyEmailSettings).values({ companyId: a.companyId, host: 'smtp.xinghe.cn', port: 465, secure: true, username: '', passwordEncrypted: '', fromAddress: 'hr@xinghe.cn', fromName: '星河招聘' });
    expect(okData<MessageTemplatePreview>(await preview(a, 4)).sender).toBe('星河招聘 <hr@xinghe.cn>');
  });

  it('fills the job owner as contact, the department, 职级 and the company address', async () => {
    const { id } = await candidate(api, a, jobId, { name: '林晓雨' });
    const values = await candidateValues(ctx.database.db, a.companyId, id, 'http://bole.test');
    expect(values).toMatchObject({ 1: '林晓雨', 2: '星河智能科技有限公司', 3: '高级Java工程师', 11: '周明远', 13: '杭州市西湖区文三路90号', 21: '技术研发部', 23: 'P6高级工程师' });
    expect(values[4]).toMatch(/^http:\/\/bole\.test\/portal\/.+\/jobs\/\d+$/);
    expect(values[25]).toBeUndefined();
    await expect(candidateValues(ctx.database.db, a.companyId, otherApplicationId, 'http://bole.test')).rejects.toThrow();
  });

  it('previews unsaved texts for the chosen candidate, checked as on save', async () => {
    const { id } = await candidate(api, a, jobId, { name: '赵雨桐' });
    const list = okData<PreviewCandidate[]>(await api(a, { method: 'GET', url: '/api/message-templates/preview-candidates?keyword=雨桐' }));
    expect(list).toEqual([{ applicationId: id, name: '赵雨桐', jobName: '高级Java工程师' }]);
    const res = okData<MessageTemplatePreview>(await preview(a, 4, { applicationId: id, content: content({ appTitle: '给${personName}的通知' }) }));
    expect(res.appTitle).toBe('给赵雨桐的通知');
    expectInvalid(await preview(a, 4, { content: content({ appTitle: '给${候选人}的通知' }) }), 'appTitle');
    // HR (220013 without 350001) may preview for those who notify candidates.
    expect(okData<MessageTemplatePreview>(await preview(hr, 4, { applicationId: id })).candidate?.name).toBe('赵雨桐');
  });

  it('answers 404 for another company’s application and never shows its candidates', async () => {
    expectNotFound(await preview(a, 4, { applicationId: otherApplicationId }));
    const list = okData<PreviewCandidate[]>(await api(a, { method: 'GET', url: '/api/message-templates/preview-candidates?keyword=王芳' }));
    expect(list).toEqual([]);
    const theirs = okData<MessageTemplatePreview>(await preview(b, 4));
    expect(theirs.candidate?.name).toBe('王芳');
  });
});

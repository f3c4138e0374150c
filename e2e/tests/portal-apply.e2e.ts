import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// A candidate on a phone finds the demo company's careers portal, searches, opens a job and
// applies with the form and a resume file; HR then finds him in the talent pool (channel
// 个人投递) and in the job's process.
const PHONE = { width: 390, height: 844 };
const stamp = Date.now() % 1_000_000;
const CANDIDATE = { name: '宋雨桐', mobile: `139${String(stamp).padStart(8, '0')}`, email: `song${stamp}@example.com` };

let phone: Awaited<ReturnType<typeof openBrowser>>;
let request: APIRequestContext;
let token: string;
let portalPath: string;
let javaJob: number;
let resumeFile: string;

async function api<T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data, headers: { token, source: '4' } });
  const body = (await res.json()) as { status: number; data: T };
  if (body.status !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  phone = await openBrowser(PHONE);
  request = phone.context.request;
  token = await apiToken(request, 'hr@demo.bole.cn', 'bole2026');
  javaJob = (
    await api<{ id: number }>('POST', '/api/jobs', {
      name: '高级Java开发工程师（支付方向）',
      workPlace: '上海市浦东新区',
      minSalary: 25000,
      maxSalary: 40000,
      headcount: 2,
      describe: '负责招聘平台核心服务的设计与开发。\n要求：5年以上Java经验，熟悉Spring Boot与PostgreSQL。',
      benefits: ['1', '8'],
    })
  ).id;
  await api('POST', '/api/jobs', { name: '产品设计实习生', workPlace: '北京市海淀区', nature: 3, minSalary: 200, maxSalary: 300 });
  const info = await api<{ portalUrl: string }>('GET', '/api/common/account/info');
  portalPath = new URL(info.portalUrl).pathname;
  resumeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bole-portal-')), '宋雨桐-简历.txt');
  fs.writeFileSync(resumeFile, `宋雨桐\n手机：${CANDIDATE.mobile}\n邮箱：${CANDIDATE.email}\n工作经历\n2019.07-至今 星河智能科技有限公司 Java开发工程师\n教育经历\n2015.09-2019.06 同济大学 软件工程 本科\n`);
});
afterAll(async () => {
  await phone?.close();
});

describe('careers portal on a phone', () => {
  it('opens the portal from the company’s portalUrl and searches the open jobs', async () => {
    const page = phone.page;
    await page.goto(portalPath);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('加入');
    await expect.poll(() => page.getByText('产品设计实习生').isVisible()).toBe(true);
    await shot(page, 'portal-01-phone-home');
    await page.getByRole('searchbox', { name: '搜索职位名称' }).fill('支付方向');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => page.getByText('找到 1 个职位').isVisible()).toBe(true);
    expect(await page.getByText('产品设计实习生').count()).toBe(0);
    await shot(page, 'portal-02-phone-search');
  });

  it('opens the job and applies with the form and a resume file', async () => {
    const page = phone.page;
    await page.getByRole('link', { name: /高级Java开发工程师（支付方向）/ }).click();
    await expect.poll(() => page.getByText('职位描述').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('五险一金').isVisible()).toBe(true);
    await shot(page, 'portal-03-phone-job');
    await page.getByRole('link', { name: '申请该职位' }).click();
    await page.getByLabel('姓名').fill(CANDIDATE.name);
    await page.getByLabel('手机号').fill(CANDIDATE.mobile);
    await page.getByLabel('邮箱').fill(CANDIDATE.email);
    await page.getByLabel('男', { exact: true }).check();
    await page.getByLabel('最高学历').selectOption('本科');
    await page.getByLabel('简历附件').setInputFiles(resumeFile);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    // From the top, so the sticky company bar sits where a person sees it.
    await page.evaluate('window.scrollTo(0, 0)');
    await shot(page, 'portal-04-phone-form');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '申请已提交' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/高级Java开发工程师（支付方向）/).first().isVisible()).toBe(true);
    await shot(page, 'portal-05-phone-confirmation');
  });

  it('answers a second submission of the same person with 您已申请过该职位', async () => {
    const page = phone.page;
    await page.goBack();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '您已申请过该职位' }).isVisible()).toBe(true);
  });
});

describe('HR sees the application', () => {
  it('finds the candidate in the talent pool with channel 个人投递, the file kept', async () => {
    const desk = await openBrowser();
    try {
      await logIn(desk.page, 'hr@demo.bole.cn', 'bole2026');
      await desk.page.waitForURL('**/home');
      // The same portal on a desktop screen, for a person to look at.
      await desk.page.goto(portalPath);
      await expect.poll(() => desk.page.getByText('高级Java开发工程师（支付方向）').isVisible()).toBe(true);
      await shot(desk.page, 'portal-07-desktop-home');
      await desk.page.goto(`/resume/list/company?keyword=${encodeURIComponent(CANDIDATE.name)}`);
      await expect.poll(() => desk.page.getByRole('link', { name: CANDIDATE.name }).first().isVisible()).toBe(true);
      await expect.poll(() => desk.page.getByText('个人投递').first().isVisible()).toBe(true);
      await shot(desk.page, 'portal-06-pool');
      await desk.page.getByRole('link', { name: CANDIDATE.name }).first().click();
      await desk.page.waitForURL('**/resume/detail/**');
      await expect.poll(() => desk.page.getByText(CANDIDATE.mobile).first().isVisible()).toBe(true);
      await expect.poll(() => desk.page.getByText('宋雨桐-简历.txt').first().isVisible()).toBe(true);
    } finally {
      await desk.close();
    }
  });

  it('lists the candidate once in the job’s first stage, from the portal', async () => {
    const stages = await api<{ id: number; name: string }[]>('GET', `/api/jobs/${javaJob}/stages`);
    const page = await api<{ list: { name: string; stageId: number; source: string }[]; total: number }>('GET', `/api/jobs/${javaJob}/applications`);
    const mine = page.list.filter((a) => a.name === CANDIDATE.name);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ source: 'portal', stageId: stages[0]!.id });
  });
});

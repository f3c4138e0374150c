import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// HR finds a candidate among the demo pool by keyword and filters, opens, edits and exports the
// resume (导出 confirms the count and what is masked first).
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let resumeId = 0;
const stamp = String(Date.now()).slice(-8);
const candidate = {
  name: '欧阳星澜',
  gender: 0,
  birthYear: 1995,
  mobile: `136${stamp}`,
  email: `xinglan${stamp}@example.com`,
  workCity: '杭州',
  expectCity: '杭州',
  expectPosition: '前端开发工程师',
  educations: [{ graduationSchool: '北京大学', degree: '本科', professional: '计算机科学与技术', eduTime: '2013.09-2017.06' }],
  workExperiences: [{ companyName: '杭州星澜数字科技有限公司', jobName: '前端开发工程师', workTime: '2017.07-至今', workContent: '负责招聘系统的前端架构与组件库建设' }],
};

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  const token = await apiToken(page.request, 'hr@demo.bole.cn', 'bole2026');
  const res = await page.request.post('/api/resumes', { data: candidate, headers: { token, source: '4' } });
  const body = (await res.json()) as { status: number; data: { id: number; parseStatus: number } };
  expect(body.status).toBe(200);
  resumeId = body.data.id;
  await logIn(page, 'hr@demo.bole.cn', 'bole2026');
  await page.waitForURL('**/home');
});
afterAll(async () => {
  await browser?.close();
});

const card = () => page.getByRole('link', { name: candidate.name });

describe('talent pool journey', () => {
  it('lists the demo pool and finds the candidate by a Chinese keyword, highlighted', async () => {
    await page.goto('/resume/list/company');
    await expect.poll(() => page.getByRole('heading', { name: '企业人才库' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('a.bole-card-name').count()).toBeGreaterThan(10);
    await shot(page, 'talent-01-list');

    await page.getByLabel('搜索简历').fill('星澜');
    await page.getByLabel('搜索简历').press('Enter');
    await page.waitForURL(/keyword=/);
    await expect.poll(() => card().isVisible()).toBe(true);
    await expect.poll(() => page.locator('mark', { hasText: '星澜' }).count()).toBeGreaterThan(0);
    await shot(page, 'talent-02-keyword');
  });

  it('narrows by degree and city and keeps the candidate', async () => {
    await page.getByRole('group', { name: '学历' }).getByText('本科及以上').click();
    await page.waitForURL(/degree=/);
    await page.getByRole('group', { name: '城市' }).getByText('杭州', { exact: true }).click();
    await page.waitForURL(/city=/);
    await expect.poll(() => card().isVisible()).toBe(true);
    await page.getByRole('group', { name: '学历' }).getByText('博士及以上').click();
    await expect.poll(() => card().count()).toBe(0);
    await page.getByRole('group', { name: '学历' }).getByText('本科及以上').click();
    await expect.poll(() => card().isVisible()).toBe(true);
    await shot(page, 'talent-03-filtered');
  });

  it('opens the resume and edits the job intention', async () => {
    await card().click();
    await page.waitForURL(`**/resume/detail/${resumeId}`);
    await expect.poll(() => page.getByRole('heading', { name: candidate.name }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('杭州星澜数字科技有限公司').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('北京大学').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: '编辑求职意向' }).click();
    const editor = page.getByRole('group', { name: '编辑求职意向' });
    await expect.poll(() => editor.getByLabel('期望职位').isVisible()).toBe(true);
    await editor.getByLabel('期望职位').fill('高级前端开发工程师');
    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByText('已保存').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('高级前端开发工程师').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('编辑简历').first().isVisible()).toBe(true);
    await shot(page, 'talent-04-edited');
  });

  it('downloads the standard resume as PDF and exports the selection to Excel', async () => {
    await page.getByRole('button', { name: /下载简历/ }).click();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PDF 格式' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/欧阳星澜.*\.pdf$/);
    expect(fs.readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/resume/list/company?keyword=星澜');
    await page.getByLabel(`选择${candidate.name}`).check();
    // 导出 asks first: how many resumes, and whether contacts and salaries are in them.
    await page.getByRole('button', { name: '导出选中（1）' }).click();
    const dialog = page.getByRole('dialog', { name: '导出Excel' });
    await expect.poll(() => dialog.getByText(/将导出\s*1\s*份简历/).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('联系方式').isVisible()).toBe(true);
    await shot(page, 'talent-05-export-confirm');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /^导\s*出$/ }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    // An .xlsx is a zip package.
    expect(fs.readFileSync(await xlsx.path()).subarray(0, 2).toString()).toBe('PK');
    await shot(page, 'talent-06-exported');
  });
});

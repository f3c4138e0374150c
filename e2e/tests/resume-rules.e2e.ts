import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// An administrator sets up a 简历筛选规则 and a 简历评分规则 on their pages; a resume with an
// outsourcing job comes in and is marked 已淘汰 with the reason, and opened from a job that
// uses the scoring rule it shows its match score with the points per criterion.
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token: string;

const api = async (method: 'post' | 'get', url: string, data?: unknown) => {
  const res = await page.request[method](url, { headers: { token, 'content-type': 'application/json' }, data });
  const body = (await res.json()) as { status: number; data: { id: number } };
  if (body.status !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
};

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  await logIn(page, 'admin@demo.bole.cn', 'bole2026');
  await page.waitForURL('**/home');
  token = await apiToken(page.request, 'admin@demo.bole.cn', 'bole2026');
});
afterAll(async () => {
  await browser?.close();
});

async function addKeyword(label: string, word: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(word);
  await input.press('Enter');
}

describe('resume rules journey', () => {
  it('creates a filter rule that eliminates resumes with outsourcing work', async () => {
    await page.goto('/user/manage/filterrule');
    await page.getByRole('button', { name: /新建筛选规则/ }).first().click();
    await page.getByLabel('规则名称').fill('排除外包经历');
    await addKeyword('排除关键词', '外包');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('table', { name: '筛选规则' }).getByText('排除外包经历').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('不含：外包').isVisible()).toBe(true);
    await shot(page, 'rules-01-filter-list');
  });

  it('creates a scoring rule with weights and skills', async () => {
    await page.goto('/user/manage/resumenorm');
    await page.getByRole('button', { name: /新建评分规则/ }).first().click();
    await page.getByLabel('规则名称').fill('测试开发');
    await addKeyword('技能关键词', 'Selenium');
    await addKeyword('技能关键词', 'Python');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('table', { name: '评分规则' }).getByText('测试开发').isVisible()).toBe(true);
    await shot(page, 'rules-02-scoring-list');
  });

  it('screens a new resume on intake and scores it against the job that uses the rule', async () => {
    const rules = (await api('get', '/api/resume-scoring-rules?keyword=测试开发')) as unknown as { list: { id: number }[] };
    const job = await api('post', '/api/jobs', { name: '测试开发工程师', workPlace: '杭州市滨江区', eduRequire: 3, workYear: 3, resumeScoringRulesId: rules.list[0]!.id });
    const resume = await api('post', '/api/resumes', {
      name: '蒋文博',
      mobile: '13912340099',
      expectCity: '杭州',
      educations: [{ graduationSchool: '杭州电子科技大学', degree: '本科', eduTime: '2014.09-2018.06' }],
      workExperiences: [{ companyName: '杭州某外包服务有限公司', jobName: '测试工程师', workTime: '2018.07-至今', workContent: '使用 Python 和 Selenium 编写自动化测试' }],
    });
    await page.goto(`/resume/detail/${resume.id}?jobId=${job.id}`);
    await expect.poll(() => page.getByText('入库时被筛选规则「排除外包经历」标记为已淘汰').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/原因：包含排除关键词「外包」/).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel(/匹配分\d+分/).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('list', { name: '各项得分' }).getByText('2/2个关键词：包含Selenium、Python').isVisible()).toBe(true);
    await shot(page, 'rules-03-detail');
  });
});

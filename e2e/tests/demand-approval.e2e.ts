import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// Issue 5's demand journey: the company's 招聘需求审批 asks 部门经理 (manager@) and then 总经理
// (admin@); the hiring manager (hm@) raises a demand on his phone in /lite/recruit/demand, both
// approve it in 我的审批, and HR opens a job against it from /job/demand with the form filled
// from the demand; the demand then shows the job and its progress.
let browser: Awaited<ReturnType<typeof openBrowser>>;
let phone: Awaited<ReturnType<typeof openBrowser>>;
const stamp = String(Date.now()).slice(-6);
const position = `数据平台工程师${stamp}`;
const title = `${position}（2人）`;
const PASSWORD = 'bole2026';

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'put', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { data, headers: { token, source: '4' } });
  const body = (await res.json()) as { status: number | string; data: T };
  if (String(body.status) !== '200') throw new Error(`${method.toUpperCase()} ${url}: ${JSON.stringify(body)}`);
  return body.data;
}

async function accountId(request: APIRequestContext, email: string): Promise<number> {
  const token = await apiToken(request, email, PASSWORD);
  return (await call<{ userId: number }>(request, token, 'get', '/api/common/account/info')).userId;
}

/** Signs the browser in as someone else. */
async function switchTo(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate('localStorage.clear()');
  await logIn(page, email, PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function approveAs(page: Page, email: string, shotName: string): Promise<void> {
  await switchTo(page, email);
  await page.goto('/approval?box=pending');
  await page.getByRole('button', { name: new RegExp(title.replace(/[()（）]/g, '.')) }).first().click();
  const drawer = page.getByRole('dialog').filter({ hasText: '招聘需求审批' });
  await expect.poll(() => drawer.getByText('所属部门').isVisible()).toBe(true);
  await shot(page, shotName);
  await drawer.getByRole('button', { name: '同意' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: '审批意见' });
  await modal.getByLabel('审批意见').fill('同意，请尽快招聘');
  await modal.getByRole('button', { name: /同\s*意/ }).click();
  await expect.poll(() => page.getByText('已同意').first().isVisible()).toBe(true);
}

beforeAll(async () => {
  browser = await openBrowser();
  const { request } = browser.page;
  const [manager, admin] = [await accountId(request, 'manager@demo.bole.cn'), await accountId(request, 'admin@demo.bole.cn')];
  const token = await apiToken(request, 'admin@demo.bole.cn', PASSWORD);
  await call(request, token, 'put', '/api/approval-flows/demand', {
    nodes: [
      { id: 'n1', type: 'approver', name: '部门经理审批', mode: 'any', assignee: { type: 'user', accountIds: [manager] } },
      { id: 'n2', type: 'approver', name: '总经理审批', mode: 'any', assignee: { type: 'user', accountIds: [admin] } },
    ],
  });
  phone = await openBrowser({ width: 390, height: 844 });
});
afterAll(async () => {
  await browser?.close();
  await phone?.close();
});

describe('hiring demand journey', () => {
  it('the hiring manager raises a demand on his phone', async () => {
    const page = phone.page;
    await logIn(page, 'hm@demo.bole.cn', PASSWORD);
    await page.waitForURL('**/lite/**');
    await page.goto('/lite/recruit/demand');
    await page.getByRole('button', { name: /提交需求/ }).first().click();
    const form = page.getByRole('dialog').filter({ hasText: '提交招聘需求' });
    await form.getByLabel('招聘职位').fill(position);
    await form.getByRole('combobox', { name: '需求部门' }).click();
    await page.getByRole('tree').getByText('技术部', { exact: true }).first().click();
    await form.getByLabel('需求人数').fill('2');
    await form.getByRole('combobox', { name: '需求原因' }).click();
    await page.getByTitle('新增编制').click();
    await form.getByLabel('原因说明').fill('数据中台项目立项，需要扩编');
    await form.getByLabel('最低月薪').fill('25000');
    await form.getByLabel('最高月薪').fill('35000');
    await form.getByText('紧急', { exact: true }).click();
    await form.getByLabel('任职要求').fill('3年以上大数据平台开发经验，熟悉Flink、Spark');
    await shot(page, 'demand-01-lite-form');
    await form.getByRole('button', { name: /提交审批/ }).click();
    // The demand opens as submitted, waiting for the first step.
    const detail = page.getByRole('dialog').filter({ hasText: '招聘需求详情' });
    await expect.poll(() => detail.getByText('审批中，当前：部门经理审批。').isVisible()).toBe(true);
    await shot(page, 'demand-02-lite-submitted');
    await detail.getByRole('button', { name: '关闭', exact: true }).click();
    await expect.poll(() => detail.isVisible()).toBe(false);
    const card = page.getByRole('button', { name: `${position}，审批中` });
    await expect.poll(() => card.getByText('审批中：部门经理审批').isVisible()).toBe(true);
    await shot(page, 'demand-02-lite-pending');
  });

  it('goes through the two steps of 招聘需求审批', async () => {
    await approveAs(browser.page, 'manager@demo.bole.cn', 'demand-03-manager-approves');
    await approveAs(browser.page, 'admin@demo.bole.cn', 'demand-04-admin-approves');
    // The hiring manager sees it approved, with both steps in its trail.
    const page = phone.page;
    await page.reload();
    const card = page.getByRole('button', { name: `${position}，已通过` });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.click();
    const drawer = page.getByRole('dialog').filter({ hasText: '招聘需求详情' });
    await expect.poll(() => drawer.getByText('审批通过').isVisible()).toBe(true);
    // Each approver's comment shows on his step and in the log of actions.
    await expect.poll(() => drawer.getByText('同意，请尽快招聘').count()).toBe(4);
    expect(await drawer.getByText('部门经理审批', { exact: true }).first().isVisible()).toBe(true);
    await shot(page, 'demand-05-lite-approved');
  });

  it('HR opens a job against it from /job/demand, filled from the demand', async () => {
    const page = browser.page;
    await switchTo(page, 'hr@demo.bole.cn');
    await page.goto('/job/demand?status=approved');
    const table = page.getByRole('table', { name: '招聘需求列表' });
    const row = table.getByRole('row').filter({ hasText: position });
    await expect.poll(() => row.getByText('需2人 · 尚未开设职位').isVisible()).toBe(true);
    await shot(page, 'demand-06-hr-list');
    await row.getByRole('button', { name: '开设职位' }).click();
    await page.waitForURL('**/job/list?fromDemand=*');
    const drawer = page.getByRole('dialog').filter({ hasText: `开设职位 - 根据招聘需求「${position}」` });
    await expect.poll(() => drawer.getByLabel('职位名称').inputValue()).toBe(position);
    expect(await drawer.getByLabel('招聘人数').inputValue()).toBe('2');
    expect(await drawer.getByLabel('任职要求').inputValue()).toContain('Flink');
    await expect.poll(() => drawer.getByText(`${position}（技术部 · 2人）`).isVisible()).toBe(true);
    await shot(page, 'demand-07-job-form');
    await drawer.getByRole('button', { name: /创建职位/ }).click();
    await expect.poll(() => page.getByRole('table', { name: '职位列表' }).getByRole('button', { name: position }).isVisible()).toBe(true);

    await page.goto('/job/demand?status=approved');
    const linked = page.getByRole('table', { name: '招聘需求列表' }).getByRole('row').filter({ hasText: position });
    await expect.poll(() => linked.getByText('已入职0/2人 · 1个职位招2人').isVisible()).toBe(true);
    await linked.getByRole('button', { name: '查看' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: '招聘需求详情' });
    await expect.poll(() => detail.getByRole('region', { name: '关联职位' }).getByText(position).isVisible()).toBe(true);
    await shot(page, 'demand-08-hr-detail');
  });
});

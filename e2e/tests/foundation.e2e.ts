import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { logIn } from '../support/session';

// Register a company, work in three areas, log out, then a hiring manager lands in /lite.
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const stamp = String(Date.now()).slice(-8);
const owner = { email: `e2e${stamp}@example.com`, mobile: `137${stamp}`, password: 'bole2026e2e' };

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

describe('foundation journey', () => {
  it('sends an anonymous visitor to /login with the target address', async () => {
    await page.goto('/user/company/accounts');
    await page.waitForURL(/\/login\?target=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('target') ?? '')).toContain('/user/company/accounts');
    await expect.poll(() => page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    await shot(page, '01-login');
  });

  it('registers a company and lands on /home as its super administrator', async () => {
    await page.goto('/register');
    await page.getByLabel('公司名称').fill('云帆网络科技有限公司');
    await page.getByLabel('姓名').fill('宋嘉怡');
    await page.getByLabel('手机号').fill('12345');
    await page.getByLabel('邮箱').fill(owner.email);
    await page.getByLabel('密码', { exact: true }).fill(owner.password);
    await page.getByLabel('确认密码').fill(owner.password);
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect.poll(() => page.getByText('手机号格式不正确').isVisible()).toBe(true);
    await shot(page, '02-register-invalid');

    await page.getByLabel('手机号').fill(owner.mobile);
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('云帆网络科技有限公司').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('宋嘉怡').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('待办事项').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('常用功能').isVisible()).toBe(true);
    await shot(page, '03-home');
  });

  it('visits accounts, roles and an area of a later issue', async () => {
    await page.goto('/user/company/accounts');
    await expect.poll(() => page.getByRole('heading', { name: '账号管理' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: owner.email }).isVisible()).toBe(true);
    await shot(page, '04-accounts');

    await page.goto('/user/manage/role');
    await expect.poll(() => page.getByRole('heading', { name: '角色权限' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('用人经理').first().isVisible()).toBe(true);
    await shot(page, '05-roles');

    await page.goto('/report/list');
    await expect.poll(() => page.getByRole('heading').first().textContent()).toBeTruthy();
    await expect.poll(() => page.getByText('加载中').count()).toBe(0);
    expect(await page.getByText('您访问的页面丢失了').count()).toBe(0);
    await shot(page, '06-later-area');

    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('您访问的页面丢失了').isVisible()).toBe(true);
    await shot(page, '07-lost');
  });

  it('logs out and the session is gone', async () => {
    await page.goto('/home');
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByText('退出登录').first().click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL('**/login**');
    await page.goto('/home');
    await page.waitForURL('**/login**');
  });

  it('sends the hiring manager to /lite', async () => {
    await logIn(page, 'hm@demo.bole.cn', 'bole2026');
    // The demo leaves resumes waiting for him, so he lands where they are.
    await page.waitForURL('**/lite/cvscreen**');
    await expect.poll(() => page.getByText('王建国').first().isVisible()).toBe(true);
    await shot(page, '08-lite');
    // Lite roles cannot open the main area.
    await page.goto('/user/company/accounts');
    await page.waitForURL('**/lite/**');
  });

  it('shows the wrong-password message on the form', async () => {
    const other = await openBrowser();
    try {
      await logIn(other.page, owner.email, 'wrong-password1');
      await expect.poll(() => other.page.getByText('账号或密码错误').isVisible()).toBe(true);
      await shot(other.page, '09-login-failed');
    } finally {
      await other.close();
    }
  });
});

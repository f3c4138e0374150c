import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { logIn } from '../support/session';

// HR drops a mixed set of resume files into the pool: each is parsed and stored, a broken one
// is refused with its reason without holding up the rest, and the same file again is a duplicate.
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/test/intake/fixtures');
const files = (...names: string[]) => names.map((name) => path.join(FIXTURES, name));

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  await logIn(page, 'hr@demo.bole.cn', 'bole2026');
  await page.waitForURL('**/home');
});
afterAll(async () => {
  await browser?.close();
});

async function pick(paths: string[]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('dialog', { name: '上传简历' }).getByRole('button', { name: '选择文件' }).first().click()]);
  await chooser.setFiles(paths);
}

const summary = () => page.getByRole('status').filter({ hasText: '共' });

describe('resume upload journey', () => {
  it('stores a PDF, a Word file and a job-board export, and refuses an encrypted PDF with its reason', async () => {
    await page.goto('/resume/list/company');
    await page.getByRole('button', { name: '上传简历' }).first().click();
    await expect.poll(() => page.getByRole('dialog', { name: '上传简历' }).isVisible()).toBe(true);
    await pick(files('huang-personal-chromium.pdf', 'sun-table.docx', 'chen-zhaopin-word.doc', 'broken-encrypted.pdf'));
    await expect.poll(() => summary().textContent(), { timeout: 60_000 }).toMatch(/共 4 份：成功 3.*重复 0，失败 1/);
    const broken = page.getByRole('listitem', { name: 'broken-encrypted.pdf' });
    await expect.poll(() => broken.getByText('入库失败').isVisible()).toBe(true);
    await expect.poll(() => broken.textContent()).toMatch(/密码/);
    await shot(page, 'upload-01-results');
  });

  it('answers the same file again as a duplicate of the stored resume', async () => {
    await page.getByRole('button', { name: '清空列表' }).click();
    await pick(files('huang-personal-chromium.pdf'));
    await expect.poll(() => summary().textContent(), { timeout: 30_000 }).toMatch(/共 1 份：成功 0.*重复 1/);
    const again = page.getByRole('listitem', { name: 'huang-personal-chromium.pdf' });
    await expect.poll(() => again.getByText('重复').first().isVisible()).toBe(true);
    await expect.poll(() => again.getByRole('link', { name: /查看(已有|重复的)简历/ }).first().isVisible()).toBe(true);
  });

  it('finds the parsed candidate in the pool with the original attached', async () => {
    await page.goto('/resume/list/company?keyword=黄俊杰');
    await expect.poll(() => page.getByRole('link', { name: '黄俊杰' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: '黄俊杰' }).click();
    await page.waitForURL('**/resume/detail/**');
    await expect.poll(() => page.getByText('13800130010').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('huang-personal-chromium.pdf').first().isVisible()).toBe(true);
    await shot(page, 'upload-02-parsed-resume');
  });
});

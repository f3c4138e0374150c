import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
// The mailbox tests' IMAP server and mails: Debian's dovecot in a temp folder, the parser's fixtures as mails.
import { startDovecot, type Dovecot, type TestMailbox } from '../../apps/server/test/intake/mailbox/dovecot';
import { MAILS } from '../../apps/server/test/intake/mailbox/mails';
import { openBrowser, shot } from '../support/browser';
import { logIn } from '../support/session';

// HR binds the company's recruiting mailbox (a real IMAP server on loopback), collects it with
// 立即收取, and finds each mail with its storage result and each candidate in the pool under
// the channel the mail came from: a 智联招聘 notification with the resume in its HTML body, a
// BOSS直聘 mail with a PDF, and a candidate's own mail with a Word file. A wrong password shows 登录失败.
const COLLECTED = [
  { mail: MAILS.zhengkaiZhaopin, channelText: '智联招聘', file: /郑凯\.html/ },
  { mail: MAILS.ouyangBoss, channelText: 'BOSS直聘', file: /欧阳明轩\.pdf/ },
  { mail: MAILS.zhaoDocx, channelText: '个人投递', file: /赵子轩-简历\.docx/ },
] as const;

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let imap: Dovecot;
let box: TestMailbox;

beforeAll(async () => {
  [imap, browser] = await Promise.all([startDovecot(), openBrowser()]);
  box = await imap.addUser('hr-e2e');
  for (const { mail } of COLLECTED) box.deliver(mail.raw());
  page = browser.page;
  await logIn(page, 'hr@demo.bole.cn', 'bole2026');
  await page.waitForURL('**/home');
});
afterAll(async () => {
  await browser?.close();
  await imap?.dispose();
});

const mailboxRow = (account: string) => page.getByRole('table', { name: '收取邮箱列表' }).getByRole('row').filter({ hasText: account });

/** Adds a mailbox of type 其他 through the drawer, typing the test server's address and port. */
async function addMailbox(account: string, password: string) {
  await page.getByRole('button', { name: '添加邮箱' }).click();
  const drawer = page.getByRole('dialog', { name: '添加邮箱' });
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await drawer.getByLabel('邮箱类型').click();
  await page.locator('.ant-select-dropdown').getByTitle('其他', { exact: true }).click();
  await drawer.getByLabel('服务器地址').fill(imap.host);
  await drawer.getByLabel('端口').fill(String(imap.port));
  // 'other' starts with SSL on; the test server speaks plain IMAP on loopback.
  const ssl = drawer.getByRole('switch', { name: 'SSL加密' });
  if ((await ssl.getAttribute('aria-checked')) === 'true') await ssl.click();
  await drawer.getByLabel('邮箱账号').fill(account);
  await drawer.getByLabel('密码/授权码').fill(password);
  return drawer;
}

describe('mailbox intake journey', () => {
  it('binds the mailbox on 收取设置 after a successful 测试连接', async () => {
    await page.goto('/resume/mailtake/set');
    await expect.poll(() => page.getByRole('heading', { name: '邮箱简历收取' }).isVisible()).toBe(true);
    const drawer = await addMailbox(box.user, box.password);
    await drawer.getByRole('button', { name: '测试连接' }).click();
    await expect.poll(() => drawer.getByText('连接成功').isVisible()).toBe(true);
    await shot(page, 'mailtake-01-drawer');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mailboxRow(box.user).isVisible()).toBe(true);
    await expect.poll(() => mailboxRow(box.user).textContent()).toContain(`127.0.0.1:${imap.port}`);
  });

  it('collects the mails with 立即收取 and shows the mailbox received normally', async () => {
    await mailboxRow(box.user).getByRole('button', { name: '立即收取' }).click();
    await expect.poll(() => mailboxRow(box.user).textContent(), { timeout: 45_000 }).toMatch(/接收正常.*已处理 3/);
    await shot(page, 'mailtake-02-received');
  });

  it('lists each processed mail with its storage result, channel and the resume it went into', async () => {
    await page.getByRole('navigation', { name: '邮箱简历收取' }).getByRole('link', { name: '已处理简历' }).click();
    await page.waitForURL('**/resume/mailtake/processed');
    const table = page.getByRole('table', { name: '已处理邮件' });
    for (const { mail, channelText, file } of COLLECTED) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: mail.name }) });
      await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
      const text = (await row.textContent()) ?? '';
      expect(text, mail.name).toContain('已入库');
      expect(text, mail.name).toContain(channelText);
      expect(text, mail.name).toContain(`应聘职位：${mail.jobName}`);
      expect(text, mail.name).toMatch(file);
    }
    await shot(page, 'mailtake-03-processed');
  });

  it('finds each candidate in the talent pool under the mail channel', async () => {
    for (const { mail, channelText } of COLLECTED) {
      await page.goto(`/resume/list/company?keyword=${encodeURIComponent(mail.name)}`);
      const card = page.getByRole('article', { name: mail.name });
      await expect.poll(() => card.isVisible()).toBe(true);
      await expect.poll(() => card.textContent()).toContain(`来源：${channelText}`);
    }
    await shot(page, 'mailtake-04-pool');
  });

  it('shows 登录失败 on 收取设置 when the password is wrong', async () => {
    const other = await imap.addUser('hr-wrong');
    await page.goto('/resume/mailtake/set');
    const drawer = await addMailbox(other.user, 'not-the-password');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => mailboxRow(other.user).isVisible()).toBe(true);
    await mailboxRow(other.user).getByRole('button', { name: '立即收取' }).click();
    await expect.poll(() => mailboxRow(other.user).textContent(), { timeout: 30_000 }).toMatch(/登录失败.*登录失败/);
    await shot(page, 'mailtake-05-login-failed');
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { openBrowser, PHONE, SHOTS, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// Issue 15's offer-to-entry journey: HR drafts an offer from the board's 添加Offer with the
// salaries typed in 元 and submits it; the demo's Offer审批 asks the hiring manager (hm@), who
// approves it in /lite/offeraudit on a phone; HR sends it from the drawer, the mail carries the
// letter as a PDF (its Chinese text searchable; page 1 rendered with pdftoppm) and the answer
// link; the candidate accepts on his phone; HR confirms his entry in 入职管理.
let hr: Awaited<ReturnType<typeof openBrowser>>;
let token = '';
let jobId = 0;
const stamp = String(Date.now()).slice(-7);
const jobName = `区域销售经理${stamp}`;
const candidate = '南宫思远';
const email = `offer${stamp}@example.com`;
/** 21 days from today in China: the entry date stays ahead whenever the suite runs. */
const entryDay = new Date(Date.now() + 8 * 3_600_000 + 21 * 86_400_000).toISOString().slice(0, 10);

async function api<T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { data, headers: { token, source: '4' } });
  const body = (await res.json()) as { status: number | string; data: T };
  if (String(body.status) !== '200') throw new Error(`${method.toUpperCase()} ${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** The raw mails the loopback mail server took for the address. */
function rawMailsTo(to: string): string[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

/** A mail's text parts decoded (quoted-printable and base64). */
function decoded(mail: string): string {
  const base64 = [...mail.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((p) => Buffer.from(p[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  const quoted = mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_s, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [quoted, ...base64].join('\n');
}

/** The PDF attached to a mail, as bytes. */
function pdfOf(mail: string): Buffer | null {
  const part = /Content-Type: application\/pdf[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail);
  return part ? Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64') : null;
}

beforeAll(async () => {
  hr = await openBrowser();
  const { request } = hr.page;
  token = await apiToken(request, 'hr@demo.bole.cn', 'bole2026');
  const accounts = await api<{ id: number; userName: string }[]>(request, 'get', '/api/company/accounts/options');
  const manager = accounts.find((a) => a.userName === '王建国')!;
  jobId = (await api<{ id: number }>(request, 'post', '/api/jobs', { name: jobName, userPersonAccountIds: [manager.id] })).id;
  const resume = await api<{ id: number }>(request, 'post', '/api/resumes', { name: candidate, mobile: `1391${stamp}`, email, workCity: '杭州' });
  const applicationId = (await api<{ id: number }>(request, 'post', '/api/applications', { resumeId: resume.id, jobId })).id;
  const stages = await api<{ id: number; type: number }[]>(request, 'get', `/api/jobs/${jobId}/stages`);
  await api(request, 'post', '/api/applications/bulk-move', { ids: [applicationId], stageId: stages.find((s) => s.type === 4)!.id });
  await logIn(hr.page, 'hr@demo.bole.cn', 'bole2026');
  await hr.page.waitForURL('**/home');
});
afterAll(async () => {
  await hr?.close();
});

describe('offer to entry: draft, approve on a phone, send with the letter, accept on a phone, confirm entry', () => {
  let link = '';

  it('HR drafts the offer from the board and submits it to Offer审批', async () => {
    const page = hr.page;
    await page.goto(`/recruit/job?jobId=${jobId}`);
    await page.getByRole('button', { name: `${candidate}：添加Offer` }).click();
    const dialog = page.getByRole('dialog', { name: `添加Offer - ${candidate}` });
    await dialog.getByLabel('入职时间').fill(entryDay);
    await dialog.getByRole('combobox', { name: '入职部门' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').first().click();
    await dialog.getByRole('combobox', { name: '试用期' }).click();
    await page.getByTitle('3个月').click();
    await dialog.getByLabel('试用期薪资').fill('15000.5');
    await dialog.getByLabel('转正薪资').fill('20000');
    await shot(page, 'offer-01-form');
    await dialog.getByRole('button', { name: '提交审批' }).click();
    await expect.poll(() => page.getByText('Offer已提交审批').first().isVisible()).toBe(true);
    await page.getByTitle(`查看${candidate}的简历`).click();
    const block = page.getByRole('region', { name: 'Offer', exact: true });
    await expect.poll(() => block.getByText('试用期薪资 15000.50元 · 转正薪资 月薪20000.00元（税前）').isVisible()).toBe(true);
    await expect.poll(() => block.getByText('审批中').isVisible()).toBe(true);
  });

  it('the hiring manager approves it in /lite/offeraudit on a phone', async () => {
    const hm = await openBrowser({ width: 390, height: 844 }, PHONE);
    try {
      const page = hm.page;
      await logIn(page, 'hm@demo.bole.cn', 'bole2026');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/lite/offeraudit');
      await page.getByRole('button', { name: new RegExp(candidate) }).tap();
      await expect.poll(() => page.getByRole('heading', { name: new RegExp(`${candidate}的Offer`) }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(entryDay).isVisible()).toBe(true);
      await shot(page, 'offer-02-lite-offeraudit');
      await page.getByRole('button', { name: '同意' }).tap();
      await page.getByRole('dialog').getByRole('button', { name: '同意' }).tap();
      await expect.poll(() => page.getByText('已同意').first().isVisible()).toBe(true);
    } finally {
      await hm.close();
    }
  });

  it('HR sends it from the drawer: the mail carries the answer link and the letter as a searchable Chinese PDF', async () => {
    const page = hr.page;
    await page.reload();
    await page.getByTitle(`查看${candidate}的简历`).click();
    const block = page.getByRole('region', { name: 'Offer', exact: true });
    await expect.poll(() => block.getByText('审批通过').isVisible()).toBe(true);
    await block.getByRole('button', { name: '发送Offer' }).click();
    await page.getByRole('dialog', { name: `发送Offer - ${candidate}` }).getByRole('button', { name: '发送' }).click();
    await expect.poll(() => block.getByText('已发送').isVisible()).toBe(true);

    await expect.poll(() => rawMailsTo(email).some((m) => pdfOf(m) !== null), { timeout: 30_000 }).toBe(true);
    const mail = rawMailsTo(email).find((m) => pdfOf(m) !== null)!;
    link = /https?:\/\/[^\s"<>]+\/out\/feedback\/offer\?token=[A-Za-z0-9_-]+/.exec(decoded(mail))![0];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bole-offer-letter-'));
    const pdf = path.join(dir, 'offer.pdf');
    fs.writeFileSync(pdf, pdfOf(mail)!);
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain(candidate);
    expect(text).toContain('伯乐示例科技有限公司');
    fs.mkdirSync(SHOTS, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(SHOTS, 'offer-03-letter-pdf')]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the candidate reads the offer on his phone and accepts it after confirming; the link then says he answered', async () => {
    const phone = await openBrowser({ width: 390, height: 844 }, PHONE);
    try {
      const page = phone.page;
      await page.goto(link);
      await expect.poll(() => page.getByRole('heading', { name: `${candidate}，您好` }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('link', { name: '查看Offer函（PDF）' }).isVisible()).toBe(true);
      await shot(page, 'offer-04-candidate-phone');
      await page.getByRole('button', { name: '拒绝Offer' }).tap();
      await expect.poll(() => page.getByText('请选择拒绝原因').isVisible()).toBe(true);
      await page.getByRole('button', { name: '接受Offer' }).tap();
      await page.getByRole('button', { name: '提交答复' }).tap();
      await page.getByRole('button', { name: '确认接受' }).tap();
      await expect.poll(() => page.getByRole('heading', { name: '您已接受Offer' }).isVisible()).toBe(true);
      await shot(page, 'offer-05-accepted-phone');
      await page.goto(link);
      await expect.poll(() => page.getByRole('heading', { name: '您已答复' }).isVisible()).toBe(true);
    } finally {
      await phone.close();
    }
  });

  it('HR finds him in 入职管理 awaiting entry on the offer date and confirms his entry', async () => {
    const page = hr.page;
    await page.goto(`/recruit/job?section=onboarding&tab=awaiting&keyword=${encodeURIComponent(candidate)}`);
    const row = page.getByRole('row').filter({ hasText: candidate });
    await expect.poll(() => row.getByText(entryDay).isVisible()).toBe(true);
    await shot(page, 'offer-06-onboarding-awaiting');
    await row.getByRole('button', { name: '确认入职' }).click();
    await page.getByRole('dialog', { name: '确认入职' }).getByRole('button', { name: /确\s*定/ }).click();
    await page.goto(`/recruit/job?section=onboarding&tab=probation&keyword=${encodeURIComponent(candidate)}`);
    // Three months' probation from the entry day: his planned 转正 day shows beside it.
    await expect.poll(() => page.getByRole('row').filter({ hasText: candidate }).getByText('（预计）').isVisible()).toBe(true);
  });
});

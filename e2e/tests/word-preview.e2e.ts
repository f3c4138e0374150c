import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, shot } from '../support/browser';
import { apiToken, logIn } from '../support/session';

// HR reads a candidate's Word files on the detail page without downloading them: a .docx, a
// Word 97 .doc and 51job's web archive open in the preview as a page; a broken file says why in
// the same frame, and its download is still offered.
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/test/intake/fixtures');
const WORD = 'application/msword';

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let resumeId = 0;

beforeAll(async () => {
  browser = await openBrowser();
  page = browser.page;
  const token = await apiToken(page.request, 'hr@demo.bole.cn', 'bole2026');
  const headers = { token, source: '4' };
  const stamp = String(Date.now()).slice(-8);
  const created = await page.request.post('/api/resumes', { data: { name: '王宇', mobile: `137${stamp}`, workCity: '上海', expectPosition: '销售经理' }, headers });
  resumeId = ((await created.json()) as { data: { id: number } }).data.id;
  for (const [file, kind] of [
    // Files no other journey stores in the demo company: the same bytes twice would be refused as a duplicate.
    ['intent-wangyu-table.docx', 'original'],
    ['ayiguli-personal.doc', 'attachment'],
    ['lina-51job-mhtml.doc', 'attachment'],
    ['broken-corrupt.docx', 'attachment'],
  ] as const) {
    const res = await page.request.post(`/api/resumes/${resumeId}/files`, { headers, multipart: { kind, file: { name: file, mimeType: WORD, buffer: fs.readFileSync(path.join(FIXTURES, file)) } } });
    expect(((await res.json()) as { status: number }).status).toBe(200);
  }
  await logIn(page, 'hr@demo.bole.cn', 'bole2026');
  await page.waitForURL('**/home');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens 预览 of a file and answers the document shown in its frame. */
async function preview(fileName: string) {
  await page.getByRole('button', { name: `预览 ${fileName}` }).click();
  const frame = page.getByTitle(`预览 ${fileName}`);
  await expect.poll(() => frame.isVisible()).toBe(true);
  return frame.contentFrame();
}

const closePreview = () => page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();

describe('Word preview journey', () => {
  it('shows a .docx original as a page inside the preview', async () => {
    await page.goto(`/resume/detail/${resumeId}`);
    await expect.poll(() => page.getByText('intent-wangyu-table.docx').first().isVisible()).toBe(true);
    const doc = await preview('intent-wangyu-table.docx');
    await expect.poll(() => doc.getByText('南京工业大学', { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => doc.getByText('上海瑞驰医疗器械有限公司', { exact: false }).first().isVisible()).toBe(true);
    await shot(page, 'word-01-docx');
    await closePreview();
  });

  it('shows a Word 97 .doc and a job board\'s web archive saved as .doc', async () => {
    const legacy = await preview('ayiguli-personal.doc');
    await expect.poll(() => legacy.getByText('新疆医科大学', { exact: false }).first().isVisible()).toBe(true);
    await shot(page, 'word-02-doc');
    await closePreview();
    const archive = await preview('lina-51job-mhtml.doc');
    await expect.poll(() => archive.getByText('上海星辰网络科技有限公司', { exact: false }).first().isVisible()).toBe(true);
    await shot(page, 'word-03-mhtml');
    await closePreview();
  });

  it('says in the frame why a broken file cannot be shown, and offers its download', async () => {
    const broken = await preview('broken-corrupt.docx');
    await expect.poll(() => broken.getByText('文件已损坏或不是有效的Word文档', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: /下载/ }).isVisible()).toBe(true);
    await shot(page, 'word-04-broken');
  });
});

// 预览 of Word attachments: converted on the server to a sandboxed HTML page, cached per file
// content, refused or masked exactly as the original file is (resumeFileAccess).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Perm } from '@bole/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_CONVERTER_VERSION, PREVIEW_FAILURES } from '../../src/modules/resumes/preview.convert';
import { createWordPreviews } from '../../src/modules/resumes/preview.service';
import { resumeFilePreviews } from '../../src/modules/resumes/preview.tables';
import { resumeFiles } from '../../src/modules/resumes/tables';
import type { Session } from '../helpers';
import { unique } from '../helpers';
import { job51, personal, table } from '../intake/generate/layouts';
import { PEOPLE, type Person } from '../intake/generate/people';
import { toDocx, toHtml, toMhtml, toWord97 } from '../intake/generate/writers';
import { createResume, customAccount, expectFailure, okData, setup, type Res, type Setup } from './fixtures';

const FIXTURES = new URL('../intake/fixtures/', import.meta.url);
const BOUNDARY = '----BoleWordPreview9X2k';

let s: Setup;
let masked: Session;
let listOnly: Session;

/** A candidate of the generator's set with a name, mobile and e-mail of his own, so each file's bytes differ. */
function person(base: Person): Person {
  const u = unique();
  return { ...base, mobile: u.mobile, email: `${base.email.split('@')[0]}.${u.mobile.slice(-6)}@example.com` };
}

async function upload(session: Session, resumeId: number, fileName: string, data: Buffer, kind = 'attachment') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return okData<{ id: number; previewable: boolean }>(await s.api(session, { method: 'POST', url: `/api/resumes/${resumeId}/files`, payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }));
}

const open = (session: Session, resumeId: number, fileId: number, query = '') => s.api(session, { method: 'GET', url: `/api/resumes/${resumeId}/files/${fileId}${query}` });

/** The cached previews of a file's bytes in company A. */
async function cachedRows(fileId: number) {
  const { db } = s.ctx.database;
  const [file] = await db.select({ sha256: resumeFiles.sha256 }).from(resumeFiles).where(eq(resumeFiles.id, fileId));
  return db.select().from(resumeFilePreviews).where(and(eq(resumeFilePreviews.companyId, s.a.companyId), eq(resumeFilePreviews.sha256, file!.sha256)));
}

/** The visible text of a preview page: tags out, entities and Word's spacing as one space. */
const textOf = (res: Res) => res.body.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

function expectPreviewPage(res: Res, status = 200) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain('sandbox');
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain('img-src data:');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).not.toMatch(/<script|\son\w+=|javascript:/i);
}

beforeAll(async () => {
  s = await setup();
  // HR who may open attachments but not see contact details (no 250001).
  masked = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.CandidateAttachmentView]);
  // A role that lists resumes but may not open attachments (no 250002).
  listOnly = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView]);
});

describe('Word preview for a reader with contact access', () => {
  it('shows a .docx as a page with its text, tables and contact details', async () => {
    const x = person(PEOPLE.zhao!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name })).id;
    const file = await upload(s.a, resumeId, `${x.name}-个人简历.docx`, toDocx(table(x)));
    expect(file.previewable).toBe(true);
    const res = await open(s.a, resumeId, file.id);
    expectPreviewPage(res);
    const text = textOf(res);
    expect(text).toContain(x.name);
    expect(text).toContain(x.mobile);
    expect(text).toContain(x.email);
    expect(text).toContain(x.educations[0]!.school);
    expect(res.body).toMatch(/<table>[\s\S]*<td>/);
    expect(res.body).toContain(`<title>预览 ${x.name}-个人简历.docx</title>`);
  });

  it('shows a Word 97-2003 .doc as paragraphs, and 51job\'s web archive saved as .doc as its own HTML', async () => {
    const x = person(PEOPLE.lina!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name })).id;
    const legacy = await upload(s.a, resumeId, `${x.name}.doc`, toWord97(personal(x)), 'original');
    const legacyPage = await open(s.a, resumeId, legacy.id);
    expectPreviewPage(legacyPage);
    expect(textOf(legacyPage)).toContain(`联系电话：+86 ${x.mobile.slice(0, 3)}-${x.mobile.slice(3, 7)}-${x.mobile.slice(7)}`);
    expect(legacyPage.body).toContain('<p>工作经历</p>');

    const archive = await upload(s.a, resumeId, `51job_${x.name}.doc`, toMhtml(toHtml(job51(x), { charset: 'gb2312', word: true })));
    const archivePage = await open(s.a, resumeId, archive.id);
    expectPreviewPage(archivePage);
    expect(textOf(archivePage)).toContain(x.jobs[0]!.company);
    expect(archivePage.body).toContain(`<h1>${x.name}</h1>`);
    // The document's own <style> and <title> are not carried over.
    expect(archivePage.body).not.toContain('Microsoft YaHei",sans-serif;font-size:13px');
  });

  it('reads the job boards\' real .doc files by their content, whatever the name says', async () => {
    const resumeId = (await createResume(s.api, s.a, { name: '阿依古丽·艾力' })).id;
    for (const [name, expected] of [
      ['ayiguli-personal.doc', '新疆医科大学'],
      ['chen-zhaopin-word.doc', '北京华信置业集团有限公司'],
      ['lina-51job-mhtml.doc', '上海星辰网络科技有限公司'],
    ] as const) {
      const file = await upload(s.a, resumeId, `简历-${name}`, readFileSync(new URL(name, FIXTURES)));
      const res = await open(s.a, resumeId, file.id);
      expectPreviewPage(res);
      expect(textOf(res)).toContain(expected);
    }
  });

  it('serves a page made under a .doc name with scripts, handlers and remote images as harmless HTML', async () => {
    const resumeId = (await createResume(s.api, s.a, { name: '周晓梅' })).id;
    const hostile = `<html><head><title>简历</title><script>parent.document.cookie</script></head><body onload="steal()">
      <p>周晓梅 ${randomBytes(4).toString('hex')}</p><img src="https://tracker.example/pixel.gif" onerror="alert(1)">
      <a href="javascript:alert(document.domain)">作品集</a><p style="background:url(https://tracker.example/bg.png)">行政主管</p></body></html>`;
    const file = await upload(s.a, resumeId, '周晓梅.doc', Buffer.from(hostile));
    const res = await open(s.a, resumeId, file.id);
    expectPreviewPage(res);
    expect(res.body).toContain('<a>作品集</a>');
    expect(res.body).toContain('<p>行政主管</p>');
    expect(res.body).not.toContain('tracker.example');
  });

  it('converts once: the second preview reads the cached page', async () => {
    const x = person(PEOPLE.zhao!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name })).id;
    const file = await upload(s.a, resumeId, `${x.name}.docx`, toDocx(personal(x)));
    expectPreviewPage(await open(s.a, resumeId, file.id));
    const rows = await cachedRows(file.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ converter: PREVIEW_CONVERTER_VERSION, failure: null });
    expect(rows[0]!.html).toContain(x.name);

    // Were it converted again, the page would show the document, not what the cache says.
    await s.ctx.database.db.update(resumeFilePreviews).set({ html: '<p>缓存中的预览</p>' }).where(eq(resumeFilePreviews.id, rows[0]!.id));
    const again = await open(s.a, resumeId, file.id);
    expectPreviewPage(again);
    expect(again.body).toContain('<p>缓存中的预览</p>');
    expect(again.body).not.toContain(x.mobile);
    expect(await cachedRows(file.id)).toHaveLength(1);
  });

  it('tells in Chinese why a corrupt .docx cannot be previewed, and the download still works', async () => {
    const x = person(PEOPLE.lina!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name })).id;
    // A download broken off half way: the zip's directory at the end is missing.
    const whole = toDocx(personal(x));
    const broken = whole.subarray(0, Math.floor(whole.length / 2));
    const file = await upload(s.a, resumeId, `${x.name}.docx`, broken);
    const res = await open(s.a, resumeId, file.id);
    expectPreviewPage(res, 422);
    expect(res.body).toContain(`无法预览「${x.name}.docx」`);
    expect(res.body).toContain(PREVIEW_FAILURES.corrupt);
    expect((await cachedRows(file.id))[0]).toMatchObject({ html: null, failure: PREVIEW_FAILURES.corrupt });

    const download = await open(s.a, resumeId, file.id, '?download=1');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(broken)).toBe(true);
  });

  it('gives up on a conversion past the time limit, ends its worker and keeps the file as one it cannot show', async () => {
    const x = person(PEOPLE.zhao!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name })).id;
    const file = await upload(s.a, resumeId, `${x.name}.docx`, toDocx(personal(x)));
    const [row] = await s.ctx.database.db.select().from(resumeFiles).where(eq(resumeFiles.id, file.id));
    // Not even a worker starts in 50 ms: the job stands for one that hangs.
    const previews = createWordPreviews({ timeoutMs: 50 });
    try {
      const page = await previews.pageOf(s.ctx.database.db, s.ctx.app.deps.files, s.a.companyId, { sha256: row!.sha256, storageKey: row!.storageKey, fileName: row!.fileName });
      expect(page.ok).toBe(false);
      expect(page.html).toContain(PREVIEW_FAILURES.tooComplex);
    } finally {
      await previews.close();
    }
    expect((await cachedRows(file.id))[0]).toMatchObject({ html: null, failure: PREVIEW_FAILURES.tooComplex });
    const res = await open(s.a, resumeId, file.id);
    expectPreviewPage(res, 422);
    expect(res.body).toContain(PREVIEW_FAILURES.tooComplex);
  });

  it('downloads the original bytes with download=1', async () => {
    const x = person(PEOPLE.zhao!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name })).id;
    const bytes = toDocx(personal(x));
    const file = await upload(s.a, resumeId, `${x.name}.docx`, bytes);
    const res = await open(s.a, resumeId, file.id, '?download=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('Word preview, permissions and tenancy', () => {
  it('gives a reader without 250001 the 脱敏版 of an original and no other Word file, and never the cached page', async () => {
    const x = person(PEOPLE.zhao!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name, mobile: x.mobile, email: x.email })).id;
    const original = await upload(s.a, resumeId, `${x.name}.docx`, toDocx(personal(x)), 'original');
    const other = await upload(s.a, resumeId, `${x.name}-登记表.doc`, toWord97(table(x)), 'registration');
    // The full reader's preview fills the cache first.
    expectPreviewPage(await open(s.a, resumeId, original.id));
    expect(await cachedRows(original.id)).toHaveLength(1);

    const res = await open(masked, resumeId, original.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    expect(text.normalize('NFKC')).toContain(x.name);
    expect(text).not.toContain(x.mobile.slice(3));
    expect(text).not.toContain(x.email);
    expect(res.body).not.toContain('<main');

    expectFailure(await open(masked, resumeId, other.id), 403, '30019');
    expect(await cachedRows(other.id)).toHaveLength(0);
  });

  it('answers 403 to a role without 250002 and 404 to another company, converting nothing', async () => {
    const x = person(PEOPLE.lina!);
    const resumeId = (await createResume(s.api, s.a, { name: x.name })).id;
    const file = await upload(s.a, resumeId, `${x.name}.docx`, toDocx(personal(x)));
    expectFailure(await open(listOnly, resumeId, file.id), 403, '40300');
    expectFailure(await open(s.b, resumeId, file.id), 404, '40400');
    const [{ n }] = (await s.ctx.database.db.select({ n: count() }).from(resumeFilePreviews).where(eq(resumeFilePreviews.companyId, s.b.companyId))) as [{ n: number }];
    expect(n).toBe(0);
    expect(await cachedRows(file.id)).toHaveLength(0);
  });
});

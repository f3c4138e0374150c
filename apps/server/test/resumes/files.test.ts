import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeFiles } from '../../src/modules/resumes/tables';
import type { Session } from '../helpers';
import { addAccount, createResume, expectFailure, okData, pushTo, recordsOf, setup, type Setup } from './fixtures';

type Part = { name: string; value: string } | { name: string; fileName: string; type?: string; data: Buffer };
type FileRow = { id: number; kind: string; fileName: string; mime: string | null; size: number; previewable: boolean; createdAt: string };

const BOUNDARY = '----BoleBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body as a browser sends it (names in UTF-8). */
function multipart(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    if ('fileName' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`), p.data);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

// Distinct bytes per call, so uploads in different tests never collide as duplicates.
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% '), Buffer.from(randomBytes(16).toString('hex')), Buffer.from('\n%%EOF\n')]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const docx = () => Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(64)]);

let s: Setup;
let resumeId: number;
let trainee: Session;

const upload = (session: Session | null, id: number, parts: Part[]) => s.api(session, { method: 'POST', url: `/api/resumes/${id}/files`, ...multipart(parts) });
const uploadFile = (session: Session | null, id: number, fileName: string, data: Buffer, kind?: string) =>
  upload(session, id, [...(kind ? [{ name: 'kind', value: kind }] : []), { name: 'file', fileName, data }]);
const getFile = (session: Session | null, id: number, fileId: number, query = '') => s.api(session, { method: 'GET', url: `/api/resumes/${id}/files/${fileId}${query}` });
const removeFile = (session: Session | null, id: number, fileId: number) => s.api(session, { method: 'DELETE', url: `/api/resumes/${id}/files/${fileId}` });
const filesOf = async (id: number) => okData<{ files: FileRow[] }>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${id}` })).files;
const fileCount = async () => (await s.ctx.database.db.select({ n: count() }).from(resumeFiles))[0]!.n;

beforeAll(async () => {
  s = await setup();
  resumeId = (await createResume(s.api, s.a, { name: '林晓峰' })).id;
  trainee = await addAccount(s.ctx, s.a.companyId, 10);
});

describe('POST /api/resumes/:id/files', () => {
  it('stores a file as 其他附件, lists it on the resume and records the upload', async () => {
    const bytes = pdf();
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '林晓峰-个人简历.pdf', bytes));
    expect(file).toMatchObject({ kind: 'attachment', fileName: '林晓峰-个人简历.pdf', mime: 'application/pdf', size: bytes.length, previewable: true });
    expect((await filesOf(resumeId)).map((f) => f.id)).toContain(file.id);
    const record = (await recordsOf(s.ctx, resumeId)).find((r) => r.action === 'file');
    expect(record).toMatchObject({ operatorName: '周明远', note: '其他附件：林晓峰-个人简历.pdf' });
  });

  it('takes the kind sent beside the file', async () => {
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '面试登记表.png', png(), 'registration'));
    expect(file).toMatchObject({ kind: 'registration', previewable: true });
    expectFailure(await uploadFile(s.a, resumeId, '其他.png', png(), 'contract'), 400, '30017');
  });

  it('refuses the same bytes a second time in the company, naming the resume that has them', async () => {
    const bytes = docx();
    okData(await uploadFile(s.a, resumeId, '作品集.docx', bytes));
    const other = (await createResume(s.api, s.a, { name: '郑雨欣' })).id;
    const before = await fileCount();
    const elsewhere = expectFailure(await uploadFile(s.a, other, '改名后的作品集.docx', bytes), 409, '30014');
    expect(elsewhere.message).toBe(`该附件已上传过，在简历「林晓峰」（#${resumeId}）中`);
    expect(elsewhere.data).toEqual({ resumeId });
    expect(expectFailure(await uploadFile(s.a, resumeId, '作品集.docx', bytes), 409, '30014').message).toContain('当前简历');
    expect(await fileCount()).toBe(before);
  });

  it('refuses types outside the list, empty files, a missing file and content that is not what the name says', async () => {
    const before = await fileCount();
    expectFailure(await uploadFile(s.a, resumeId, '安装包.exe', Buffer.from('MZ')), 400, '30012');
    expectFailure(await uploadFile(s.a, resumeId, '头像.svg', Buffer.from('<svg onload="alert(1)"/>')), 400, '30012');
    expectFailure(await uploadFile(s.a, resumeId, '无扩展名', Buffer.from('abc')), 400, '30012');
    expectFailure(await uploadFile(s.a, resumeId, '空白.pdf', Buffer.alloc(0)), 400, '30011');
    expectFailure(await upload(s.a, resumeId, [{ name: 'kind', value: 'attachment' }]), 400, '30010');
    expectFailure(await s.api(s.a, { method: 'POST', url: `/api/resumes/${resumeId}/files`, payload: { file: 'x' } }), 400, '30010');
    expectFailure(await uploadFile(s.a, resumeId, '伪装.pdf', Buffer.from('<html><script>alert(1)</script></html>')), 400, '30015');
    expectFailure(await upload(s.a, resumeId, [{ name: 'file', fileName: 'a.txt', data: Buffer.from('一') }, { name: 'file', fileName: 'b.txt', data: Buffer.from('二') }]), 400, '30018');
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file over 20MB with a Chinese message', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    const body = expectFailure(await uploadFile(s.a, resumeId, '超大文件.txt', big), 413, '30013');
    expect(body.message).toBe('文件大小不能超过20MB');
  });

  it('answers 404 for a deleted resume', async () => {
    const gone = (await createResume(s.api, s.a, { name: '待删除' })).id;
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${gone}` }));
    expectFailure(await uploadFile(s.a, gone, '简历.pdf', pdf()), 404, '40400');
  });
});

describe('GET /api/resumes/:id/files/:fileId', () => {
  it('shows a pdf inline with its Chinese name encoded per RFC 5987', async () => {
    const bytes = pdf();
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '张三的简历.pdf', bytes));
    const res = await getFile(s.a, resumeId, file.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="attachment-${file.id}.pdf"; filename*=UTF-8''%E5%BC%A0%E4%B8%89%E7%9A%84%E7%AE%80%E5%8E%86.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const saved = await getFile(s.a, resumeId, file.id, '?download=1');
    expect(saved.headers['content-disposition']).toMatch(/^attachment; /);
    expect(saved.rawPayload.equals(bytes)).toBe(true);
  });

  it('downloads what a browser cannot preview, and never serves html as a page', async () => {
    // Word files are previewed as the server's page (word-preview.test.ts); a workbook is not.
    const sheet = okData<FileRow>(await uploadFile(s.a, resumeId, 'resume.xlsx', docx()));
    expect(sheet.previewable).toBe(false);
    const res = await getFile(s.a, resumeId, sheet.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="resume.xlsx"; filename*=UTF-8''resume.xlsx`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const page = okData<FileRow>(await uploadFile(s.a, resumeId, '智联招聘简历.html', Buffer.from(`<html><body><script>alert(document.cookie)</script>${Date.now()}</body></html>`)));
    const html = await getFile(s.a, resumeId, page.id);
    expect(html.headers['content-disposition']).toMatch(/^attachment; /);
    expect(html.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.headers['content-security-policy']).toBe('sandbox');
  });

  it('works with the session cookie alone, as <img> and <iframe> load it', async () => {
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '证件照.png', png()));
    const res = await s.ctx.app.inject({ method: 'GET', url: `/api/resumes/${resumeId}/files/${file.id}`, cookies: { token: s.a.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('follows the data scope: a hiring manager sees files of resumes pushed to him only', async () => {
    const manager = await addAccount(s.ctx, s.a.companyId, 3);
    const pushed = (await createResume(s.api, s.a, { name: '推送候选人' })).id;
    const file = okData<FileRow>(await uploadFile(s.a, pushed, '推荐报告.pdf', pdf(), 'recommendation'));
    const mine = okData<FileRow>(await uploadFile(s.a, resumeId, '未推送.pdf', pdf()));
    await pushTo(s.ctx, s.a.companyId, pushed, manager.accountId);
    // Within his scope, but without 250001 an uploaded file is refused (it may hold contacts; security item 7).
    expectFailure(await getFile(manager, pushed, file.id), 403, '30019');
    expectFailure(await getFile(manager, resumeId, mine.id), 404, '40400');
    // A file id under the wrong resume is not found either.
    expectFailure(await getFile(manager, pushed, mine.id), 404, '40400');
  });
});

describe('DELETE /api/resumes/:id/files/:fileId', () => {
  it('removes the file from the resume, records it and keeps the bytes in storage', async () => {
    const bytes = pdf();
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '旧版简历.pdf', bytes));
    const [row] = await s.ctx.database.db.select().from(resumeFiles).where(eq(resumeFiles.id, file.id));
    okData(await removeFile(s.a, resumeId, file.id));
    expect((await filesOf(resumeId)).map((f) => f.id)).not.toContain(file.id);
    expect((await recordsOf(s.ctx, resumeId)).find((r) => r.action === 'fileDelete')).toMatchObject({ note: '其他附件：旧版简历.pdf' });
    expect(await s.ctx.app.deps.files.has(row!.storageKey)).toBe(true);
    expectFailure(await getFile(s.a, resumeId, file.id), 404, '40400');
    expectFailure(await removeFile(s.a, resumeId, file.id), 404, '40400');
    // Once removed, the same file may be uploaded again.
    okData(await uploadFile(s.a, resumeId, '旧版简历.pdf', bytes));
  });
});

describe('permissions and tenancy', () => {
  it('lets a trainee without 250004/250005 list files but not upload or delete them (nor open them without 250001)', async () => {
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '实习证明.pdf', pdf()));
    expectFailure(await getFile(trainee, resumeId, file.id), 403, '30019');
    expectFailure(await uploadFile(trainee, resumeId, '见习上传.pdf', pdf()), 403, '40300');
    expectFailure(await removeFile(trainee, resumeId, file.id), 403, '40300');
    expect((await filesOf(resumeId)).map((f) => f.id)).toContain(file.id);
  });

  it("answers 404 to another company for the resume and its files, and changes nothing", async () => {
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '保密文件.pdf', pdf()));
    const theirs = (await createResume(s.api, s.b, { name: '别家候选人' })).id;
    const before = await fileCount();
    expectFailure(await uploadFile(s.b, resumeId, '越权上传.pdf', pdf()), 404, '40400');
    expectFailure(await getFile(s.b, resumeId, file.id), 404, '40400');
    expectFailure(await getFile(s.b, theirs, file.id), 404, '40400');
    expectFailure(await removeFile(s.b, resumeId, file.id), 404, '40400');
    expectFailure(await removeFile(s.b, theirs, file.id), 404, '40400');
    expect(await fileCount()).toBe(before);
    expect((await filesOf(resumeId)).map((f) => f.id)).toContain(file.id);
  });

  it('lets another company store the same bytes (duplicates are per company)', async () => {
    const bytes = pdf();
    okData(await uploadFile(s.a, resumeId, '通用模板.pdf', bytes));
    const theirs = (await createResume(s.api, s.b, { name: '别家候选人' })).id;
    okData(await uploadFile(s.b, theirs, '通用模板.pdf', bytes));
  });

  it('answers 401 to anonymous callers', async () => {
    const file = okData<FileRow>(await uploadFile(s.a, resumeId, '匿名测试.pdf', pdf()));
    expectFailure(await uploadFile(null, resumeId, '匿名.pdf', pdf()), 401, '999');
    expectFailure(await getFile(null, resumeId, file.id), 401, '999');
    expectFailure(await removeFile(null, resumeId, file.id), 401, '999');
  });
});

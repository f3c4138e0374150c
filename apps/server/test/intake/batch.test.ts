// POST /api/resumes/upload/batch: many files and zipped folders in one request, a result per
// file, broken ones reported without stopping the rest.
import { BATCH_SKIPPED, Perm, RESUME_BATCH_TOTAL_MAX_MB, RESUME_BATCH_ZIP_MAX_MB, StorageResult } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers';
import { counts, customAccount, expectFailure, okData, setup, type Setup } from '../resumes/fixtures';
import { loadFixtures, type Fixture } from './accuracy';
import { zip } from './generate/zip';

type Item = { fileName: string; storageResult: number; id: number | null; parseStatus: number | null; format: string | null; reason: string | null };
type Batch = { total: number; stored: number; duplicates: number; failed: number; skipped: number; items: Item[] };

const BOUNDARY = '----BoleBatchUpload51c2';

function multipart(files: { name: string; data: Buffer; field?: string }[]) {
  const chunks = files.flatMap((f) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

let s: Setup;
let fixtures: Fixture[];
const bytesOf = (file: string) => fixtures.find((f) => f.file === file)!.bytes;
const batch = (session: Session | null, files: { name: string; data: Buffer; field?: string }[]) => s.api(session, { method: 'POST', url: '/api/resumes/upload/batch', ...multipart(files) });

beforeAll(async () => {
  s = await setup();
  fixtures = await loadFixtures();
});

describe('POST /api/resumes/upload/batch', () => {
  it('stores loose files and a zipped folder, reports broken files and lists system entries as skipped', async () => {
    const folder = zip({
      '应聘简历/欧阳明轩.pdf': bytesOf('ouyang-boss.pdf'),
      '应聘简历/李娜.html': bytesOf('lina-51job.html'),
      '__MACOSX/应聘简历/._李娜.html': Buffer.from('mac resource fork'),
      '应聘简历/.DS_Store': Buffer.from([0, 0, 0, 1]),
    });
    const res = okData<Batch>(
      await batch(s.a, [
        { name: 'zhao-personal.docx', data: bytesOf('zhao-personal.docx') },
        { name: '加密简历.pdf', data: bytesOf('broken-encrypted.pdf') },
        { name: '三月简历.zip', data: folder },
      ]),
    );
    expect(res.items.map((i) => [i.fileName, i.storageResult, i.format])).toEqual([
      ['zhao-personal.docx', StorageResult.Stored, 'docx'],
      ['加密简历.pdf', StorageResult.Failed, null],
      ['三月简历.zip/应聘简历/欧阳明轩.pdf', StorageResult.Stored, 'pdf'],
      ['三月简历.zip/应聘简历/李娜.html', StorageResult.Stored, 'html'],
      ['三月简历.zip/__MACOSX/应聘简历/._李娜.html', BATCH_SKIPPED, null],
      ['三月简历.zip/应聘简历/.DS_Store', BATCH_SKIPPED, null],
    ]);
    expect(res).toMatchObject({ total: 6, stored: 3, duplicates: 0, failed: 1, skipped: 2 });
    expect(res.items[5]!.reason).toBe('系统文件，已忽略');
    expect(res.items[1]!.reason).toBe('文件设置了打开密码，请去除密码后重新上传');
    const stored = okData<{ name: string; files: { fileName: string }[] }>(await s.api(s.a, { method: 'GET', url: `/api/resumes/${res.items[2]!.id}` }));
    expect(stored.name).toBe('欧阳明轩');
    expect(stored.files.map((f) => f.fileName)).toEqual(['欧阳明轩.pdf']);
  });

  it('answers duplicates for files already in the pool and refuses a zip bomb on its own', async () => {
    const before = await counts(s.ctx);
    const res = okData<Batch>(
      await batch(s.a, [
        { name: 'again.docx', data: bytesOf('zhao-personal.docx') },
        { name: 'bomb.zip', data: zip({ 'a.txt': Buffer.alloc(30 * 1024 * 1024, 0x20) }) },
      ]),
    );
    expect(res.items.map((i) => [i.storageResult, i.parseStatus])).toEqual([
      [StorageResult.Duplicate, 7],
      [StorageResult.Failed, null],
    ]);
    expect(res.items[1]!.reason).toContain('压缩炸弹');
    expect(await counts(s.ctx)).toEqual(before);
  });

  it('stops holding files once the upload reaches its total limit, and says which files were not uploaded', async () => {
    // Parts over the single-file limit are held up to that limit while being read, so they count too.
    const big = (n: number) => ({ name: `扫描件${n}.pdf`, data: Buffer.alloc((RESUME_BATCH_ZIP_MAX_MB + 1) * 1024 * 1024, 0x20) });
    const parts = Array.from({ length: RESUME_BATCH_TOTAL_MAX_MB / RESUME_BATCH_ZIP_MAX_MB + 1 }, (_, i) => big(i + 1));
    const res = okData<Batch>(await batch(s.a, [...parts, { name: '最后.txt', data: Buffer.from('王芳\n手机：13800139904\n') }]));
    const notUploaded = res.items.filter((i) => i.reason?.startsWith(`本次上传的文件合计超过${RESUME_BATCH_TOTAL_MAX_MB}MB`));
    expect(notUploaded.map((i) => i.fileName)).toEqual([parts.at(-1)!.name, '最后.txt']);
    expect(res.items).toHaveLength(parts.length + 1);
  });

  it('needs a file, a login and 新增简历 or 导入简历', async () => {
    const f = [{ name: 'a.txt', data: Buffer.from('王芳\n手机：13800139903\n') }];
    expectFailure(await batch(s.a, [{ name: 'a.txt', data: Buffer.from('x'), field: 'other' }]), 400, '31001');
    expectFailure(await batch(null, f), 401);
    expectFailure(await batch(await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView]), f), 403);
    expect(okData<Batch>(await batch(await customAccount(s.ctx, s.a.companyId, 2, [Perm.ResumeCreate]), f)).stored).toBe(1);
  });
});

// Issue 11 item 11 (third part): a bulk upload silently dropped zip entries whose path had a part
// starting with '.'. Every entry now has a line in the answer: a real resume in a dot-folder or
// named with a dot is processed, an operating system's file is listed as skipped with its reason,
// and an entry that lies about its size is refused on its own without stopping the rest.
import { randomBytes } from 'node:crypto';
import { BATCH_SKIPPED, StorageResult } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { loadFixtures, type Fixture } from '../intake/accuracy';
import { zip } from '../intake/generate/zip';

type Item = { fileName: string; storageResult: number; id: number | null; parseStatus: number | null; format: string | null; reason: string | null };
type Batch = { total: number; stored: number; duplicates: number; failed: number; skipped: number; items: Item[] };

const BOUNDARY = '----BoleZipEntries9e4b';

function multipart(name: string, data: Buffer) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

describe('item 11: every zip entry of a bulk upload is answered', () => {
  let ctx: TestContext;
  let admin: Session;
  let fixtures: Fixture[];
  const bytesOf = (file: string) => fixtures.find((f) => f.file === file)!.bytes;
  const upload = async (name: string, data: Buffer): Promise<Batch> => {
    const res = await call(ctx.app, admin, { method: 'POST', url: '/api/resumes/upload/batch', ...multipart(name, data) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Batch;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await registerCompany(ctx.app);
    fixtures = await loadFixtures();
  });

  it('processes resumes in dot-folders and dot-files, and lists system files as skipped with a reason', async () => {
    const res = await upload(
      '简历包.zip',
      zip({
        '.hidden/欧阳明轩.pdf': bytesOf('ouyang-boss.pdf'),
        '应聘/.李娜.html': bytesOf('lina-51job.html'),
        '.git/HEAD': 'ref: refs/heads/main\n',
        '__MACOSX/应聘/._李娜.html': Buffer.from('mac resource fork'),
        '应聘/.DS_Store': Buffer.from([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31]),
      }),
    );
    const byName = new Map(res.items.map((i) => [i.fileName, i]));
    expect([...byName.keys()].sort()).toEqual(
      ['简历包.zip/.hidden/欧阳明轩.pdf', '简历包.zip/应聘/.李娜.html', '简历包.zip/.git/HEAD', '简历包.zip/__MACOSX/应聘/._李娜.html', '简历包.zip/应聘/.DS_Store'].sort(),
    );
    expect(byName.get('简历包.zip/.hidden/欧阳明轩.pdf')).toMatchObject({ storageResult: StorageResult.Stored, format: 'pdf', id: expect.any(Number) });
    expect(byName.get('简历包.zip/应聘/.李娜.html')).toMatchObject({ storageResult: StorageResult.Stored, format: 'html', id: expect.any(Number) });
    // Not a resume: refused or kept as unreadable, with the reason either way.
    expect(byName.get('简历包.zip/.git/HEAD')!.reason).toMatch(/[\u4e00-\u9fff]/);
    for (const system of ['简历包.zip/__MACOSX/应聘/._李娜.html', '简历包.zip/应聘/.DS_Store']) {
      expect(byName.get(system)).toEqual({ fileName: system, storageResult: BATCH_SKIPPED, id: null, parseStatus: null, format: null, reason: '系统文件，已忽略' });
    }
    expect(res).toMatchObject({ total: 5, skipped: 2 });
    expect(res.stored + res.duplicates + res.failed + res.skipped).toBe(res.total);

    const stored = await call(ctx.app, admin, { method: 'GET', url: `/api/resumes/${byName.get('简历包.zip/.hidden/欧阳明轩.pdf')!.id}` });
    expect(stored.json().data.name).toBe('欧阳明轩');
  });

  it('refuses an entry that inflates past its declared size, or declares more than a resume may be, on its own', async () => {
    const res = await upload(
      '混合.zip',
      zip({
        '炸弹.txt': { data: Buffer.alloc(5 * 1024 * 1024, 0x20), declaredSize: 1000 },
        // Packed like a real PDF (hardly compressible), so only its declared size is too large.
        '大文件.pdf': { data: randomBytes(64 * 1024), declaredSize: 11 * 1024 * 1024 },
        '王芳.txt': '王芳\n手机：13800139977\n邮箱：wangfang.zip@example.com\n',
      }),
    );
    expect(res.items.map((i) => [i.fileName, i.storageResult])).toEqual([
      ['混合.zip/炸弹.txt', StorageResult.Failed],
      ['混合.zip/大文件.pdf', StorageResult.Failed],
      ['混合.zip/王芳.txt', StorageResult.Stored],
    ]);
    expect(res.items[0]!.reason).toContain('压缩炸弹');
    expect(res.items[1]!.reason).toContain('10MB');
  });

  it('lists and stores entries named with a NUL or a bidirectional override, with those characters taken out', async () => {
    const res = await upload(
      '控制字符.zip',
      zip({
        '应聘/张\u0000伟.txt': '张伟\n手机：13800137701\n邮箱：zhangwei.nul@example.com\n',
        '应聘/李\u202Etxt.exe.txt': '李强\n手机：13800137702\n邮箱：liqiang.bidi@example.com\n',
        '赵敏.txt': '赵敏\n手机：13800137703\n邮箱：zhaomin.plain@example.com\n',
      }),
    );
    expect(res.items.map((i) => [i.fileName, i.storageResult])).toEqual([
      ['控制字符.zip/应聘/张伟.txt', StorageResult.Stored],
      ['控制字符.zip/应聘/李txt.exe.txt', StorageResult.Stored],
      ['控制字符.zip/赵敏.txt', StorageResult.Stored],
    ]);
    const files = await ctx.database.db.execute(sql`select file_name from resume_files where resume_id in (${sql.join(res.items.map((i) => sql`${i.id}`), sql`, `)}) order by id`);
    expect(files.rows.map((r) => r.file_name)).toEqual(['张伟.txt', '李txt.exe.txt', '赵敏.txt']);
  });
});

// POST /api/resumes/upload: every file type into the pool, duplicates, broken files refused
// without harm, permissions and company isolation.
import { Perm, ResumeParseStatus, StorageResult } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESUME_FILE_MAX_BYTES } from '../../src/modules/intake/parser';
import type { Session } from '../helpers';
import { addAccount, counts, customAccount, expectFailure, okData, setup, type Setup } from '../resumes/fixtures';
import { loadFixtures, type Fixture } from './accuracy';

type Upload = { id: number; parseStatus: number; storageResult: number; duplicateOfId: number | null; duplicateKind: string | null; fileName: string; format: string; reason: string | null };
type Detail = { name: string; mobile: string | null; parseStatus: number; educations: { graduationSchool: string }[]; workExperiences: { companyName: string }[]; files: { kind: string; fileName: string; size: number }[] };

const BOUNDARY = '----BoleResumeUpload9f3a';

/** A multipart body with one `file` part, as a browser sends it (file name in UTF-8). */
function multipart(fileName: string, data: Buffer, field = 'file') {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

let s: Setup;
let fixtures: Fixture[];
const fixture = (file: string) => fixtures.find((f) => f.file === file)!;
const upload = (session: Session | null, fileName: string, data: Buffer, field?: string) => s.api(session, { method: 'POST', url: '/api/resumes/upload', ...multipart(fileName, data, field) });
const detail = async (session: Session, id: number) => okData<Detail>(await s.api(session, { method: 'GET', url: `/api/resumes/${id}` }));

beforeAll(async () => {
  s = await setup();
  fixtures = await loadFixtures();
});

describe('POST /api/resumes/upload', () => {
  it('stores every labelled file type with its original and the parsed fields', async () => {
    const seen = new Set<string>();
    for (const f of fixtures.filter((x) => x.expected && !x.file.startsWith('heldout-'))) {
      const data = okData<Upload>(await upload(s.a, f.file, f.bytes));
      if (seen.has(f.expected!.mobile)) {
        // The same candidate in a second format: stored and linked as a duplicate phone.
        expect(data, f.file).toMatchObject({ parseStatus: ResumeParseStatus.DuplicatePhone, storageResult: StorageResult.Duplicate, duplicateKind: 'phone' });
      } else {
        expect(data, f.file).toMatchObject({ parseStatus: ResumeParseStatus.Saved, storageResult: StorageResult.Stored, duplicateOfId: null, reason: null, fileName: f.file });
      }
      seen.add(f.expected!.mobile);
      const stored = await detail(s.a, data.id);
      expect(stored.name, f.file).toBe(f.expected!.name);
      expect(stored.mobile, f.file).toBe(f.expected!.mobile);
      expect(stored.educations.map((e) => e.graduationSchool), f.file).toEqual(f.expected!.educations.map((e) => e.graduationSchool));
      expect(stored.workExperiences.map((w) => w.companyName), f.file).toEqual(f.expected!.workExperiences.map((w) => w.companyName));
      expect(stored.files, f.file).toEqual([expect.objectContaining({ kind: 'original', fileName: f.file, size: f.bytes.length })]);
    }
  });

  it('answers the same resume for the same file again (status 7, duplicate), storing nothing new', async () => {
    const f = fixture('sun-table.docx');
    const first = okData<Upload>(await upload(s.b, f.file, f.bytes));
    const before = await counts(s.ctx);
    const again = okData<Upload>(await upload(s.b, '另存的简历.docx', f.bytes));
    expect(again).toMatchObject({ id: first.id, parseStatus: ResumeParseStatus.DuplicateAttachment, storageResult: StorageResult.Duplicate, duplicateOfId: first.id, duplicateKind: 'attachment' });
    expect(again.reason).toContain(`#${first.id}`);
    expect(await counts(s.ctx)).toEqual(before);
  });

  it('keeps an image without text with parse status 2 under its file name, with the reason', async () => {
    const f = fixture('photo-no-text.png');
    const data = okData<Upload>(await upload(s.a, f.file, f.bytes));
    expect(data).toMatchObject({ parseStatus: ResumeParseStatus.ParseFailed, storageResult: StorageResult.Stored, format: 'image' });
    expect(data.reason).toMatch(/没有识别到文字.*已保存原件/);
    const stored = await detail(s.a, data.id);
    expect(stored).toMatchObject({ name: 'photo-no-text', parseStatus: ResumeParseStatus.ParseFailed });
    expect(stored.files.map((x) => x.kind)).toEqual(['original']);
  });

  it('takes the name from a job board file name, else keeps the file name with status 2', async () => {
    const text = Buffer.from('求职意向：Java开发工程师\n手机：13800139901\n工作经历\n2019.07-至今  上海云帆信息技术有限公司  Java开发工程师\n');
    const named = okData<Upload>(await upload(s.a, '【Java开发工程师_上海 15-20K】张伟 5年.txt', text));
    expect(named).toMatchObject({ parseStatus: ResumeParseStatus.Saved, fileName: '【Java开发工程师_上海 15-20K】张伟 5年.txt' });
    expect((await detail(s.a, named.id)).name).toBe('张伟');
    const unnamed = okData<Upload>(await upload(s.a, 'resume-2024.txt', Buffer.concat([text, Buffer.from('培训经历\n')])));
    expect(unnamed).toMatchObject({ parseStatus: ResumeParseStatus.ParseFailed, storageResult: StorageResult.Stored });
    expect(unnamed.reason).toContain('没有识别到姓名');
    expect((await detail(s.a, unnamed.id)).name).toBe('resume-2024');
  });

  it.each([
    ['broken-empty.pdf', '31002'],
    ['broken-corrupt.pdf', '31004'],
    ['broken-encrypted.pdf', '31005'],
    ['broken-corrupt.docx', '31004'],
    ['broken-zip-bomb.docx', '31006'],
  ])('refuses %s with a Chinese reason and stores nothing', async (file, status) => {
    const before = await counts(s.ctx);
    const body = expectFailure(await upload(s.a, file, fixture(file).bytes), 400, status);
    expect(body.data).toMatchObject({ storageResult: StorageResult.Failed, fileName: file });
    expect(await counts(s.ctx)).toEqual(before);
    expect((await s.api(null, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a file over the limit, a request without a file and an unknown format', async () => {
    const big = Buffer.alloc(RESUME_FILE_MAX_BYTES + 1024, 0x41);
    expect(expectFailure(await upload(s.a, 'big.txt', big), 413, '31003').data).toMatchObject({ storageResult: 2 });
    expectFailure(await upload(s.a, 'a.pdf', fixture('zhao-personal.txt').bytes, 'other'), 400, '31001');
    expectFailure(await s.api(s.a, { method: 'POST', url: '/api/resumes/upload', payload: { name: '张伟' } }), 400, '31001');
    expectFailure(await upload(s.a, 'tool.exe', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])), 400, '31007');
  });

  it('keeps companies apart: the same file is a new resume in another company', async () => {
    const f = fixture('chen-zhaopin.htm');
    const inA = okData<Upload>(await upload(s.a, f.file, f.bytes));
    const inB = okData<Upload>(await upload(s.b, f.file, f.bytes));
    expect(inB.id).not.toBe(inA.id);
    expect(inB).toMatchObject({ parseStatus: ResumeParseStatus.Saved, storageResult: StorageResult.Stored, duplicateOfId: null });
    expectFailure(await s.api(s.b, { method: 'GET', url: `/api/resumes/${inA.id}` }), 404);
  });

  it('needs a login and 新增简历 or 导入简历', async () => {
    const f = { file: '王芳的简历.txt', bytes: Buffer.from('王芳\n手机：13800139902\n邮箱：wangfang@example.com\n') };
    expectFailure(await upload(null, f.file, f.bytes), 401);
    const manager = await addAccount(s.ctx, s.a.companyId, 3);
    expectFailure(await upload(manager, f.file, f.bytes), 403);
    const viewer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView]);
    expectFailure(await upload(viewer, f.file, f.bytes), 403);
    const importer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeImport]);
    expect(okData<Upload>(await upload(importer, f.file, f.bytes)).storageResult).toBe(StorageResult.Stored);
  });
});

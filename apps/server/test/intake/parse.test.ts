// The parser over the labelled fixtures (every format), the broken files, and the CLI.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resumeCreateSchema } from '@bole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResumeCommand } from '../../src/modules/intake/cli';
import { closeOcr, PARSE_FAILURES, ParseRefusal, parseResumeFile, RESUME_FILE_MAX_BYTES, type ParsedFile } from '../../src/modules/intake/parser';
import { imageText, OcrFailure } from '../../src/modules/intake/parser/extract/ocr';
import { compare, FIXTURES, KEY_FIELDS, loadFixtures, totals, type Fixture } from './accuracy';

let fixtures: Fixture[];
const parsed = new Map<string, ParsedFile | ParseRefusal>();

beforeAll(async () => {
  fixtures = await loadFixtures();
  for (const f of fixtures) {
    try {
      parsed.set(f.file, await parseResumeFile(f.bytes, f.file));
    } catch (error) {
      if (!(error instanceof ParseRefusal)) throw error;
      parsed.set(f.file, error);
    }
  }
});
// The image fixtures started this thread's OCR worker.
afterAll(closeOcr);

const resultOf = (file: string) => {
  const r = parsed.get(file);
  if (!r || r instanceof ParseRefusal) throw new Error(`${file} was refused: ${r?.message}`);
  return r;
};

describe('labelled fixtures', () => {
  it('covers every supported format', () => {
    const formats = new Set(fixtures.filter((f) => f.expected).map((f) => resultOf(f.file).format));
    expect([...formats].sort()).toEqual(['doc', 'docx', 'eml', 'html', 'image', 'mhtml', 'pdf', 'text']);
  });

  it('reads name, mobile and e-mail of every file exactly, in the shape POST /api/resumes takes', () => {
    for (const f of fixtures.filter((x) => x.expected)) {
      const { resume, failure } = resultOf(f.file);
      expect(failure, f.file).toBeUndefined();
      expect({ file: f.file, name: resume.name, mobile: resume.mobile, email: resume.email }).toEqual({ file: f.file, name: f.expected!.name, mobile: f.expected!.mobile, email: f.expected!.email });
      expect(resumeCreateSchema.safeParse(resume).success, f.file).toBe(true);
    }
  });

  it('reaches F1 0.9 on name, phone, e-mail, schools, companies and titles, and 0.8 on the rest', () => {
    const scores = totals(fixtures.filter((f) => f.expected).map((f) => compare(f.expected!, resultOf(f.file).resume)));
    for (const [field, s] of Object.entries(scores)) expect(s.f1, field).toBeGreaterThanOrEqual(KEY_FIELDS.includes(field) ? 0.9 : 0.8);
  });

  it('lists work and education most recent first with normalised times', () => {
    const { resume } = resultOf('ouyang-boss.pdf');
    expect(resume.workExperiences?.map((w) => w.workTime)).toEqual(['2020.05-至今', '2018.03-2020.04', '2016.07-2018.02']);
    expect(resultOf('ayiguli-personal.doc').resume.workExperiences?.[0]?.workTime).toBe('2016.07-至今');
  });

  it('takes the resume from an e-mail attachment and from a job board notice body', () => {
    expect(resultOf('wu-attachment.eml').source).toBe('吴晓燕-行政专员-简历.pdf');
    expect(resultOf('hejiaqi-docx-attachment.eml').source).toBe('何佳琪的简历.docx');
    expect(resultOf('zhengkai-zhaopin-notice.eml').source).toBeUndefined();
  });
});

describe('files that cannot be read', () => {
  it('keeps an image without text as parse failed with the reason', () => {
    expect(resultOf('photo-no-text.png')).toEqual({ format: 'image', resume: {}, failure: PARSE_FAILURES.image });
  });

  it('reads a small screenshot by OCR, and ends a too slow or unreadable image with a reason', async () => {
    expect(resultOf('ma-scan.png').resume).toMatchObject({ name: '马晓东', gender: 1, birthYear: 1991, workCity: '苏州' });
    const png = fixtures.find((f) => f.file === 'songyt-photo.png')!.bytes;
    await expect(imageText(png, 1)).rejects.toEqual(new OcrFailure('timeout'));
    expect(await parseResumeFile(png.subarray(0, 3000), 'cut.png')).toEqual({ format: 'image', resume: {}, failure: PARSE_FAILURES.imageUnreadable });
  });

  it.each([
    ['broken-empty.pdf', 'RESUME_FILE_EMPTY'],
    ['broken-corrupt.pdf', 'RESUME_FILE_CORRUPT'],
    ['broken-encrypted.pdf', 'RESUME_FILE_ENCRYPTED'],
    ['broken-corrupt.docx', 'RESUME_FILE_CORRUPT'],
    ['broken-zip-bomb.docx', 'RESUME_FILE_BOMB'],
  ])('refuses %s (%s)', (file, key) => {
    const r = parsed.get(file);
    expect(r).toBeInstanceOf(ParseRefusal);
    expect((r as ParseRefusal).key).toBe(key);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = Buffer.alloc(RESUME_FILE_MAX_BYTES + 1, 0x20);
    await expect(parseResumeFile(big, 'big.txt')).rejects.toMatchObject({ key: 'RESUME_FILE_TOO_LARGE' });
  });

  it('refuses an e-mail without a resume and unknown binary files', async () => {
    const mail = Buffer.from('From: a@example.com\r\nTo: hr@example.com\r\nSubject: hi\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n周五开会\r\n');
    await expect(parseResumeFile(mail, 'note.eml')).rejects.toMatchObject({ key: 'RESUME_FILE_NO_RESUME' });
    await expect(parseResumeFile(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0x3e, 0]), 'a.pdf')).rejects.toMatchObject({ key: 'RESUME_FILE_UNSUPPORTED' });
  });
});

describe('bole parse-resume', () => {
  const run = async (...args: string[]) => {
    let out = '';
    let err = '';
    const code = await parseResumeCommand(args, { write: (t: string) => (out += t) }, { write: (t: string) => (err += t) });
    return { code, out, err };
  };

  it('prints one JSON object in the create shape', async () => {
    const { code, out, err } = await run(path.join(FIXTURES, 'lina-51job-mhtml.doc'));
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const body = JSON.parse(out) as Record<string, unknown>;
    expect(body).toMatchObject({ name: '李娜', gender: 0, birthYear: 1995, mobile: '13800130002', workCity: '上海', expectCity: '上海', expectPosition: '产品经理' });
    expect(Object.keys(body).slice(0, 3)).toEqual(['name', 'gender', 'birthYear']);
    expect(resumeCreateSchema.parse(body).educations?.[0]).toEqual({ graduationSchool: '复旦大学', degree: '本科', professional: '信息管理与信息系统', eduTime: '2013.09-2017.06' });
  });

  it('fails with a Chinese reason for unreadable and missing files', async () => {
    expect(await run(path.join(FIXTURES, 'broken-encrypted.pdf'))).toEqual({ code: 1, out: '', err: `无法解析 broken-encrypted.pdf：${new ParseRefusal('RESUME_FILE_ENCRYPTED').message}\n` });
    expect(await run(path.join(FIXTURES, 'photo-no-text.png'))).toMatchObject({ code: 1, out: '', err: `无法解析 photo-no-text.png：${PARSE_FAILURES.image}\n` });
    expect((await run('/nonexistent/简历.pdf')).err).toContain('无法读取文件');
    expect((await run()).code).toBe(2);
  });

  it('runs as `bole parse-resume` without a database or a data folder', async () => {
    const dataDir = path.join(os.tmpdir(), `bole-parse-${process.pid}`);
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, BOLE_DATA_DIR: dataDir } as NodeJS.ProcessEnv;
    const bin = path.resolve(import.meta.dirname, '../../bin/bole.js');
    const { stdout } = await promisify(execFile)(process.execPath, [bin, 'parse-resume', path.join(FIXTURES, 'zhao-personal.docx')], { env });
    expect(JSON.parse(stdout)).toMatchObject({ name: '赵子轩', mobile: '13800130001' });
    expect(existsSync(dataDir)).toBe(false);
  });
});

// The corpus of issue 17 is consistent: every file labelled and in the manifest, a held-out
// part of about a third in every source and failure class. The parser is not asked to pass
// it; `npm run bench -- --only parse` measures it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { resumeCreateSchema } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, loadFixtures, type Fixture } from './accuracy';

type Manifest = { classes: Record<string, string>; files: { file: string; source: string; layout: string; classes: number[]; heldOut: boolean }[] };
let files: Fixture[];
let manifest: Manifest;

beforeAll(async () => {
  files = await loadFixtures(CORPUS);
  manifest = JSON.parse(await readFile(path.join(CORPUS, 'manifest.json'), 'utf8')) as Manifest;
});

describe('resume corpus', () => {
  it('holds at least 200 labelled files, each listed in the manifest, and nothing else', async () => {
    expect(files.length).toBeGreaterThanOrEqual(200);
    expect(files.filter((f) => !f.expected).map((f) => f.file)).toEqual([]);
    expect(manifest.files.map((m) => m.file).sort()).toEqual(files.map((f) => f.file).sort());
    const labels = (await readdir(CORPUS)).filter((n) => n.endsWith('.expected.json'));
    expect(labels.length).toBe(files.length);
  });

  it('holds out about a third, named heldout-*, in every source, file type and failure class', () => {
    const held = manifest.files.filter((m) => m.heldOut);
    expect(held.every((m) => m.file.startsWith('heldout-'))).toBe(true);
    expect(manifest.files.filter((m) => !m.heldOut).some((m) => m.file.startsWith('heldout-'))).toBe(false);
    expect(held.length / manifest.files.length).toBeGreaterThanOrEqual(0.3);
    expect(held.length / manifest.files.length).toBeLessThanOrEqual(0.4);
    for (const source of new Set(manifest.files.map((m) => m.source))) expect(held.some((m) => m.source === source), source).toBe(true);
    const ext = (file: string) => path.extname(file);
    for (const e of new Set(manifest.files.map((m) => ext(m.file)))) expect(held.some((m) => ext(m.file) === e), e).toBe(true);
    for (const c of Object.keys(manifest.classes).map(Number)) {
      expect(manifest.files.filter((m) => m.classes.includes(c)).length, `class ${c}`).toBeGreaterThanOrEqual(6);
      expect(held.some((m) => m.classes.includes(c)), `class ${c}`).toBe(true);
    }
  });

  it('labels what the resume form takes: canonical degrees, normalised periods, valid contacts', () => {
    const degrees = new Set(['大专', '本科', '硕士', '博士', 'MBA', '中专']);
    const period = /^\d{4}(\.\d{2})?-(\d{4}(\.\d{2})?|至今)$/;
    for (const { file, expected } of files) {
      const e = expected!;
      if (e.needsReview) {
        expect({ file, mobile: e.mobile, email: e.email, schools: e.educations.length, jobs: e.workExperiences.length }).toEqual({ file, mobile: '', email: '', schools: 0, jobs: 0 });
        continue;
      }
      expect(e.labelVersion, file).toBe(2);
      expect(e.mobile, file).toMatch(/^1\d{10}$/);
      expect(e.educations.every((x) => degrees.has(x.degree) && (x.eduTime === '' || period.test(x.eduTime))), file).toBe(true);
      expect(e.workExperiences.every((x) => period.test(x.workTime) && x.companyName !== '' && x.jobName !== ''), file).toBe(true);
      const { labelVersion: _v, skills: _s, certificates: _c, languages: _l, workState: _w, needsReview: _n, ...form } = e;
      const educations = form.educations.map((x) => ({ ...x, eduTime: x.eduTime || undefined }));
      expect(resumeCreateSchema.safeParse({ ...form, educations }).success, file).toBe(true);
    }
  });
});

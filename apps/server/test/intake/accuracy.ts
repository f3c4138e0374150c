// Field-level precision, recall and F1 of the parser over the labelled fixtures; shared by
// the accuracy test and `npm run bench -- --only parse`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedResume } from '../../src/modules/intake/parser';
import type { Expected } from './generate/expected';

export const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
/** The larger corpus imitating job boards and templates (issue 17); the parser need not pass it. */
export const CORPUS = path.resolve(import.meta.dirname, 'corpus');
/** Files in a fixture folder that are not resumes. */
const NOT_RESUMES = new Set(['README.md', 'manifest.json']);

type Labelled = Record<string, unknown> & {
  educations?: Record<string, string>[];
  workExperiences?: Record<string, string>[];
  projects?: Record<string, string>[];
};

/** Each field and how to read its values from a labelled or a parsed resume. */
const FIELDS: Record<string, (r: Labelled) => string[]> = {
  name: (r) => one(r.name),
  gender: (r) => one(r.gender),
  'birthYear/age': (r) => one(r.birthYear ?? (r.age === undefined ? undefined : `age ${String(r.age)}`)),
  mobile: (r) => one(r.mobile),
  email: (r) => one(r.email),
  wechatCode: (r) => one(r.wechatCode),
  workCity: (r) => one(r.workCity),
  expectCity: (r) => one(r.expectCity),
  expectPosition: (r) => one(r.expectPosition),
  expectSalary: (r) => one(r.expectSalary),
  schools: (r) => many(r.educations, 'graduationSchool'),
  degrees: (r) => many(r.educations, 'degree'),
  majors: (r) => many(r.educations, 'professional'),
  eduTimes: (r) => many(r.educations, 'eduTime'),
  companies: (r) => many(r.workExperiences, 'companyName'),
  titles: (r) => many(r.workExperiences, 'jobName'),
  workTimes: (r) => many(r.workExperiences, 'workTime'),
  departments: (r) => many(r.workExperiences, 'department'),
  projects: (r) => many(r.projects, 'projectName'),
  workState: (r) => one(r.workState),
  skills: (r) => list(r.skills),
  certificates: (r) => list(r.certificates),
  languages: (r) => list(r.languages),
};
/** Labelled in the corpus before the parser and the resume model have them (issue 17 item 7). */
export const PENDING_FIELDS = ['skills', 'certificates', 'languages'];
/**
 * Fields labelled only since the corpus (labelVersion 2). Older labels say nothing about
 * them, so there a parsed value is neither right nor wrong and the field is not scored.
 */
const VERSION_2_FIELDS = ['workState', ...PENDING_FIELDS];
/** The fields the issue sets a target for (F1 ≥ 0.9). */
export const KEY_FIELDS = ['name', 'mobile', 'email', 'schools', 'companies', 'titles'];

const norm = (v: unknown) => String(v).normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
function one(v: unknown): string[] {
  return v === undefined || v === null || v === '' ? [] : [norm(v)];
}
function many(list: Record<string, string>[] | undefined, key: string): string[] {
  return (list ?? []).map((e) => e[key]).filter((v) => v !== undefined && v !== '').map(norm);
}

function list(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x) => x !== undefined && x !== '').map(norm) : [];
}

export type Counts = { tp: number; fp: number; fn: number };
export type Score = Counts & { precision: number; recall: number; f1: number };

/** Counts for one file: a value matches once; parsed values the label lacks are false positives. */
export function compare(expected: Expected, parsed: ParsedResume): Record<string, Counts> {
  const out: Record<string, Counts> = {};
  for (const [field, read] of Object.entries(FIELDS)) {
    if (VERSION_2_FIELDS.includes(field) && expected.labelVersion !== 2) continue;
    const want = read(expected as Labelled);
    const got = read(parsed as Labelled);
    let tp = 0;
    for (const g of got) {
      const i = want.indexOf(g);
      if (i >= 0) {
        tp += 1;
        want.splice(i, 1);
      }
    }
    out[field] = { tp, fp: got.length - tp, fn: want.length };
  }
  return out;
}

export function score(c: Counts): Score {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...c, precision, recall, f1 };
}

export type Fixture = { file: string; bytes: Buffer; expected?: Expected };

/** The files of a fixture folder; labelled ones carry their expected JSON. */
export async function loadFixtures(dir = FIXTURES): Promise<Fixture[]> {
  const all = await readdir(dir);
  const names = all.filter((n) => !n.endsWith('.expected.json') && !NOT_RESUMES.has(n)).sort();
  return Promise.all(
    names.map(async (file) => {
      const bytes = await readFile(path.join(dir, file));
      const label = `${file}.expected.json`;
      return all.includes(label) ? { file, bytes, expected: JSON.parse(await readFile(path.join(dir, label), 'utf8')) as Expected } : { file, bytes };
    }),
  );
}

/** Sums per-file counts into one score per field. */
export function totals(perFile: Record<string, Counts>[]): Record<string, Score> {
  const sum: Record<string, Counts> = {};
  for (const counts of perFile) {
    for (const [field, c] of Object.entries(counts)) {
      const s = (sum[field] ??= { tp: 0, fp: 0, fn: 0 });
      s.tp += c.tp;
      s.fp += c.fp;
      s.fn += c.fn;
    }
  }
  return Object.fromEntries(Object.entries(sum).map(([field, c]) => [field, score(c)]));
}

// Work, education, project and training entries: each entry's head pieces are told apart by
// their words (公司/大学/工程师/部/本科), labelled values win, most recent first.
import { byRecency, findRange } from './dates';
import { bodyText, headPieces, splitEntries, type Entry } from './entries';
import { entryPairs, type EntryKey } from './labels';
import { COMPANY_WORD, degreeLabelOf, DEPARTMENT_WORD, isSchool, SCHOOL_WORD, TITLE_WORD } from './lexicon';
import { isPlace } from './places';
import type { ParsedEducation, ParsedProject, ParsedTraining, ParsedWork } from './types';

const NOTE = /^\(([^)]*)\)$/;
const DURATION = /^(?:共|约)?\d+(?:\.\d+)?\s*(?:年|个?月|years?|months?|yrs?)(?:\s*\d+\s*个?月)?$/i;
const MONEY = /\d.*(?:元|k\b|万|\/月|\/年)|^(?:薪资|月薪)/i;
const PROJECT_WORD = /(项目|系统|平台|工程|project|system|platform)/i;
const TRAINING_ORG = /(机构|学校|大学|学院|公司|中心|协会|学堂|培训|教育|研究院|academy|institute|university|school)/i;

const label = (e: Entry, key: EntryKey) => e.labels.get(key)?.trim() || undefined;
const clip = (text: string | undefined, max: number) => (text && text.length > max ? text.slice(0, max) : text);

/** Keys with a value only, so the JSON omits what the document does not state. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/** Pieces with notes, durations, money and places set aside; English "Title at Company" split. */
function cleanPieces(entry: Entry): { pieces: string[]; notes: string[] } {
  const notes: string[] = [];
  const pieces: string[] = [];
  for (const raw of headPieces(entry).flatMap((p) => p.split(/\s+at\s+|\s+@\s+/i))) {
    const note = NOTE.exec(raw);
    if (note) notes.push(note[1]!);
    else if (!DURATION.test(raw) && !MONEY.test(raw) && !isPlace(raw)) pieces.push(raw);
  }
  return { pieces, notes };
}

function toWork(entry: Entry): ParsedWork {
  const { pieces, notes } = cleanPieces(entry);
  let companyName = label(entry, 'company');
  let jobName = label(entry, 'title');
  let department = label(entry, 'department');
  const unknown: string[] = [];
  for (const p of pieces) {
    if (!companyName && COMPANY_WORD.test(p)) companyName = p;
    else if (!department && DEPARTMENT_WORD.test(p) && p.length <= 15) department = p;
    else if (!jobName && TITLE_WORD.test(p)) jobName = p;
    else unknown.push(p);
  }
  if (!companyName) companyName = unknown.shift();
  if (!jobName) jobName = unknown.shift();
  const scale = label(entry, 'scale') ?? notes.find((n) => /人/.test(n));
  return compact({
    companyName: clip(companyName, 100),
    jobName: clip(jobName, 100),
    workTime: entry.range?.text,
    companyIndustry: clip(label(entry, 'industry'), 100),
    scale: clip(scale, 50),
    department: clip(department, 100),
    reportPeople: clip(label(entry, 'reportTo'), 50),
    underPeople: clip(label(entry, 'subordinates'), 50),
    companyIntroduce: clip(bodyText(entry, 'companyIntro'), 2000),
    workContent: clip(bodyText(entry, 'content', null), 5000),
    workAchievement: clip(bodyText(entry, 'achievement'), 5000),
    dimissionReason: clip(bodyText(entry, 'leaveReason'), 500),
  });
}

/** Work (and internship) entries, most recent first. */
export function readWork(lines: readonly string[]): ParsedWork[] {
  const works = splitEntries(lines, COMPANY_WORD).map(toWork).filter((w) => w.companyName && (w.workTime || w.jobName));
  return byRecency(works, (w) => findRange(w.workTime ?? ''));
}

/** Degree and major from English pieces such as "B.S. in Computer Science" or "Master of Science, Finance". */
function splitDegree(piece: string): { degree?: string; major?: string } {
  const english = /^(.*?)\s+in\s+(.+)$/i.exec(piece);
  if (english && degreeLabelOf(english[1]!)) return { degree: degreeLabelOf(english[1]!), major: english[2] };
  return { degree: degreeLabelOf(piece) };
}

function toEducation(entry: Entry): ParsedEducation {
  const { pieces } = cleanPieces(entry);
  let school = label(entry, 'school');
  let major = label(entry, 'major');
  let degree = label(entry, 'degree') && degreeLabelOf(label(entry, 'degree')!.split(/[\s/|]/)[0]!);
  const unknown: string[] = [];
  for (const piece of pieces) {
    // 财务管理（本科）: the degree in brackets after the major.
    const [, outer, inner] = /^(.+?)\s*\(([^)]+)\)$/.exec(piece) ?? [];
    const bracketed = outer && inner ? degreeLabelOf(inner) : undefined;
    if (bracketed) degree ??= bracketed;
    const p = bracketed ? outer! : piece;
    const d = splitDegree(p);
    if (!school && isSchool(p)) school = p;
    else if (!degree && d.degree) {
      degree = d.degree;
      major ??= d.major;
    } else if (d.degree || /^(?:gpa|排名|绩点|主修课程|courses)/i.test(p)) continue;
    else unknown.push(p);
  }
  if (!major) major = unknown.find((u) => !SCHOOL_WORD.test(u));
  return compact({
    graduationSchool: clip(school, 100),
    degree,
    professional: clip(major?.replace(/^(?:专业|主修)[:\s]*|专业$/g, '').trim(), 100),
    eduTime: entry.range?.text,
  });
}

/** Education entries, most recent first. */
export function readEducation(lines: readonly string[]): ParsedEducation[] {
  const list = splitEntries(lines, SCHOOL_WORD).map(toEducation).filter((e) => e.graduationSchool);
  return byRecency(list, (e) => findRange(e.eduTime ?? ''));
}

/** A single education stated in the base info (毕业院校：… 专业：… 学历：…) when no education section lists one. */
export function educationFromBaseInfo(lines: readonly string[]): ParsedEducation[] {
  const labels = new Map<EntryKey, string>();
  for (const pair of lines.flatMap((l) => entryPairs(l))) if (pair.value && !labels.has(pair.key)) labels.set(pair.key, pair.value);
  if (!labels.get('school')) return [];
  return [toEducation({ head: [], labels, body: [] })];
}

function toProject(entry: Entry): ParsedProject {
  const { pieces } = cleanPieces(entry);
  const name = label(entry, 'projectName') ?? pieces.find((p) => !COMPANY_WORD.test(p) && !TITLE_WORD.test(p)) ?? pieces[0];
  const role = pieces.find((p) => p !== name && TITLE_WORD.test(p));
  const duty = bodyText(entry, 'responsibility');
  return compact({
    projectName: clip(name, 100),
    projectTime: entry.range?.text,
    projectDesc: clip(bodyText(entry, 'projectDesc', 'content', null), 5000),
    responsibilityDesc: clip(duty ?? (role ? `担任${role}` : undefined), 5000),
  });
}

/** Project entries, most recent first. */
export function readProjects(lines: readonly string[]): ParsedProject[] {
  const list = splitEntries(lines, PROJECT_WORD).map(toProject).filter((p) => p.projectName);
  return byRecency(list, (p) => findRange(p.projectTime ?? ''));
}

function toTraining(entry: Entry): ParsedTraining {
  const { pieces } = cleanPieces(entry);
  let organization = label(entry, 'trainingOrg');
  let name = label(entry, 'trainingName');
  let certificate = label(entry, 'certificate');
  for (const p of pieces) {
    if (!certificate && /(证书|证|认证|certificate|certified)$/i.test(p)) certificate = p;
    else if (!organization && TRAINING_ORG.test(p)) organization = p;
    else if (!name) name = p;
  }
  return compact({
    trainingOrganization: clip(organization, 100),
    trainingName: clip(name, 100),
    trainingTime: entry.range?.text,
    trainingPlace: clip(label(entry, 'trainingPlace'), 100),
    trainingCertificate: clip(certificate, 100),
    trainingDesc: clip(bodyText(entry, 'trainingDesc', 'content', null), 2000),
  });
}

/** Training entries, most recent first. */
export function readTrainings(lines: readonly string[]): ParsedTraining[] {
  const list = splitEntries(lines, TRAINING_ORG).map(toTraining).filter((t) => t.trainingName || t.trainingOrganization);
  return byRecency(list, (t) => findRange(t.trainingTime ?? ''));
}

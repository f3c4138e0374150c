// Third-person bios ("某某先生，1968年生，现任……，曾任……，毕业于……，获……学位"): prose with no
// headings or labels. Facts are read from the clauses that state them; the structured reading
// wins wherever it found something.
import { byRecency, findRange, formatRange } from './dates';
import { degreeLabelOf, isChineseName, isSchool } from './lexicon';
import { placeOf } from './places';
import type { ParsedEducation, ParsedPerson, ParsedWork } from './types';

// A company name ends with one of these; 集团 only when no 有限公司 follows it.
const COMPANY_END = /(?:有限责任公司|股份有限公司|有限公司|分公司|公司|集团(?![\p{Script=Han}]{0,6}公司)|银行|研究院|研究所|设计院|事务所|医院)/u;
// Words before a company in a clause: the company starts after the last of them.
const BEFORE_COMPANY = /.*(?:现任|曾任|历任|先后担任|担任|出任|任职于|就职于|加入|任|在|于|起|:)/u;
const WORK_VERB = /任|就职|加入/u;
const SINCE = /(?:自|从|于)?\s*((?:19|20)\d{2})\s*年\s*(?:(\d{1,2})\s*月)?\s*(?:起|开始)/u;
const DEGREE_RANK: Record<string, number> = { 博士: 5, MBA: 4, EMBA: 4, 硕士: 4, 本科: 3, 大专: 2 };

/** Whether a text reads as a third-person bio rather than a resume with sections. */
export function isNarrative(text: string): boolean {
  return /先生|女士|[,，](?:男|女)[,，]/.test(text) && /毕业于|现任|曾任|历任|担任|任职/.test(text);
}

/** Sentences and clauses: 。；; and line ends part them. */
const clausesOf = (text: string) => text.split(/[。;\n]+/).map((c) => c.trim()).filter((c) => c !== '');

/** The first 某某先生/某某女士 whose words before the title end with a full name. */
function titledName(text: string): { name: string; title: string } | undefined {
  for (const m of text.matchAll(/(\p{Script=Han}{2,8}?)(先生|女士)/gu)) {
    for (const size of [4, 3, 2]) {
      const name = m[1]!.slice(-size);
      if (name.length === size && isChineseName(name)) return { name, title: m[2]! };
    }
  }
  return undefined;
}

/** Name, gender, birth year and city from the bio's opening (张伟先生，1968年生于上海，现居北京). */
export function narrativePerson(text: string): ParsedPerson {
  const p: ParsedPerson = {};
  const titled = titledName(text);
  const plain = /(?:^|\n)(\p{Script=Han}{2,4}),\s*(男|女)\s*,/u.exec(text);
  const name = titled?.name ?? (plain && isChineseName(plain[1]!) ? plain[1] : undefined);
  if (name) p.name = name;
  const gender = titled?.title ?? plain?.[2];
  if (gender) p.gender = gender === '先生' || gender === '男' ? 1 : 0;
  const born = /((?:19[4-9]|20[01])\d)\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?\s*(?:出)?生/u.exec(text);
  if (born) p.birthYear = Number(born[1]);
  const lives = /现居(?:住)?(?:于|在)?(\p{Script=Han}{2,6}?)(?=[,。;\s]|$)/u.exec(text);
  if (lives) p.workCity = placeOf(lives[1]!);
  return p;
}

/** The period a clause states: a range, or "自2019年7月起" for a job held since then. */
function periodOf(clause: string): { text?: string; rest: string } {
  const range = findRange(clause);
  if (range) return { text: range.text, rest: clause.slice(0, range.index) + clause.slice(range.index + range.length) };
  const since = SINCE.exec(clause);
  if (since) {
    const start = { year: Number(since[1]), month: since[2] ? Number(since[2]) : null };
    return { text: formatRange(start, null), rest: clause.slice(0, since.index) + clause.slice(since.index + since[0].length) };
  }
  return { rest: clause };
}

/** One work entry from a clause naming a company after a verb (2019年7月至今，任某某有限公司财务经理). */
function workOf(clause: string): ParsedWork | undefined {
  if (!WORK_VERB.test(clause)) return undefined;
  const { text: workTime, rest } = periodOf(clause);
  const end = COMPANY_END.exec(rest);
  if (!end) return undefined;
  const upto = rest.slice(0, end.index + end[0].length);
  const companyName = upto.replace(BEFORE_COMPANY, '').replace(/^[\s,]+/, '');
  if (companyName.length < 4 || /毕业|学位/.test(companyName)) return undefined;
  const after = rest.slice(end.index + end[0].length).split(/[,()（）]/)[0]!;
  const jobName = after.replace(/^\s*(?:担任|出任|任职|任)/, '').replace(/(?:职务|一职|等职)$/, '').trim();
  const work: ParsedWork = { companyName };
  if (jobName && jobName.length <= 30) work.jobName = jobName;
  if (workTime) work.workTime = workTime;
  return work;
}

/** Work entries from 现任/曾任/历任/先后担任/担任 clauses, most recent first. */
export function narrativeWork(text: string): ParsedWork[] {
  // A list introduced by 曾任： or 先后担任： holds one job per clause after the colon.
  const clauses = clausesOf(text).flatMap((c) => c.split(/(?<=(?:曾任|历任|先后担任|此前))\s*:/u));
  const works = clauses.map(workOf).filter((w): w is ParsedWork => w !== undefined);
  return byRecency(works, (w) => findRange(w.workTime ?? ''));
}

/** The school, major and degree of "毕业于某大学某专业，获学士学位" or "获某大学某专业硕士（MBA）学位". */
function educationOf(part: string): ParsedEducation | undefined {
  const degreeWord = /(博士|硕士|学士|EMBA|MBA)(?:研究生)?(?:\s*\(\s*(E?MBA)\s*\))?\s*学位/u.exec(part);
  const degree = degreeWord ? degreeLabelOf(degreeWord[2] ?? (degreeWord[1] === '学士' ? '本科' : degreeWord[1]!)) : undefined;
  const place = /(?:毕业于|获)\s*(\p{Script=Han}{2,40}?(?:大学|学院|学校)(?:\p{Script=Han}{2,20}?(?:学院|研究生院))?)(\p{Script=Han}{2,20}?)?(?:专业|(?=博士|硕士|学士|E?MBA))/u.exec(part);
  if (!place || !isSchool(place[1]!)) return undefined;
  const education: ParsedEducation = { graduationSchool: place[1]! };
  if (place[2]) education.professional = place[2];
  if (degree) education.degree = degree;
  return education;
}

/** Education entries from 毕业于/获……学位 clauses, highest degree first. */
export function narrativeEducation(text: string): ParsedEducation[] {
  // Each 毕业于, or 获 that names a school, opens a new entry; a later 获X学位 completes it.
  const parts = text.split(/(?=毕业于|获\p{Script=Han}{2,40}?(?:大学|学院|学校))/u).slice(1);
  const list = parts.map((part) => educationOf(part.split(/。/)[0]!)).filter((e): e is ParsedEducation => e !== undefined);
  return list.sort((a, b) => (DEGREE_RANK[b.degree ?? ''] ?? 0) - (DEGREE_RANK[a.degree ?? ''] ?? 0));
}

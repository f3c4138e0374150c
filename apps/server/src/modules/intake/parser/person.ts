// Base info and job intention: name, gender, birth year or age, contacts, cities, the job
// and salary wanted. Labelled values win; the unlabelled header line (男 | 28岁 | 本科 |
// 上海) fills the rest.
import { WorkState } from '@bole/domain';
import { findEmail, findMobile, wechatFrom } from './contact';
import { findRange } from './dates';
import { personPairs, type PersonKey } from './labels';
import { readIntentionLine, readWantedJob } from './intention';
import { degreeLabelOf, isChineseName, isLatinName, TITLE_WORD } from './lexicon';
import { citiesIn, isPlace, placeOf } from './places';
import { headingKind, linesOfKind, type Section } from './sections';
import type { ParsedPerson } from './types';

const SEPARATORS = /\s*[|/,;、]\s*|\s+·\s+|\s{2,}|\s+(?=\S)/;
const BIRTH = /((?:19[5-9]|20[01])\d)\s*(?:年\s*\d{1,2}\s*月?|[./-]\s*\d{1,2})(?:\s*[./-]?\s*\d{1,2}\s*日?)?/;
const BIRTH_TOKEN = /^((?:19[5-9]|20[01])\d)\s*(?:年(?:\s*\d{1,2}\s*月)?|[./-]\s*\d{1,2})$/;

/** Tokens of a line split at separators and spaces. */
const tokensOf = (line: string) => line.split(SEPARATORS).map((t) => t.trim()).filter((t) => t !== '');

/** A name as written after 姓名：, without titles or trailing notes. */
function cleanName(value: string): string | undefined {
  const v = value.replace(HONORIFIC, '').trim();
  const first = tokensOf(v)[0] ?? '';
  if (isChineseName(first) || /^\p{Script=Han}{2,4}$/u.test(first)) return first;
  if (/^[A-Za-z][A-Za-z '-]{1,40}$/.test(v)) return v.replace(/\s+/g, ' ');
  return undefined;
}

const HONORIFIC = /(先生|女士|小姐|同学)$/;
const RESUME_WORDS = /(的)?(个人)?(求职)?(简历|履历)$|^(个人)?(简历|履历)[-:: ]*|\b(resume|cv|curriculum vitae)\b/gi;

/** The name at the top of a resume: a line, or the first piece of a line, that is a person's name. */
export function nameFromTop(lines: readonly string[]): string | undefined {
  for (const line of lines.slice(0, 8)) {
    const written = line.replace(RESUME_WORDS, ' ').trim();
    // A name printed letter-spaced (袁 明 辉) is one word.
    const plain = /^\p{Script=Han}(?: \p{Script=Han}){1,3}$/u.test(written) ? written.replace(/ /g, '') : written;
    if (plain === '' || /[:@]/.test(plain.slice(0, 6))) continue;
    // A sidebar's heading may share the line with the name (联系方式  史妍).
    const tokens = tokensOf(plain);
    while (tokens.length > 1 && headingKind(tokens[0]!)) tokens.shift();
    const first = (tokens[0] ?? '').replace(HONORIFIC, '');
    if (isChineseName(first) && !isPlace(first) && !TITLE_WORD.test(first)) return first;
    if (isLatinName(plain)) return plain;
    const latin = plain.split(/\s*[|,]\s*|\s{2,}/)[0] ?? '';
    if (isLatinName(latin)) return latin;
  }
  return undefined;
}

/** A plausible Chinese name inside a file name (【Java开发_上海】张伟 5年.pdf, 智联招聘_李娜_会计.doc). */
export function nameFromFileName(fileName: string): string | undefined {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  // A template's file name names its style (简历模板-蓝色), not a person.
  if (/模板|模版|范文|样本|template/i.test(base)) return undefined;
  return base.split(/[\s_\-【】[\]()（）.,，+·@#]+/).find((t) => isChineseName(t) && !isPlace(t) && !TITLE_WORD.test(t));
}

function genderOf(value: string): 0 | 1 | undefined {
  const v = value.trim().toLowerCase();
  if (/^(男|male|m)\b|^男/.test(v)) return 1;
  if (/^(女|female|f)\b|^女/.test(v)) return 0;
  return undefined;
}

function workStateOf(value: string): number | undefined {
  if (/离职|随时到岗|待业/.test(value)) return WorkState.LeftLooking;
  if (/暂不|不考虑|不想/.test(value)) return WorkState.EmployedNotLooking;
  if (/急|尽快|月内到岗/.test(value)) return WorkState.EmployedUrgent;
  if (/在职|考虑|看看/.test(value)) return WorkState.EmployedOpen;
  return undefined;
}

const yearOf = (text: string) => BIRTH.exec(text)?.[1] ?? /\b((?:19[5-9]|20[01])\d)\b/.exec(text)?.[1];
const yearsOf = (text: string) => /(\d{1,2})(?:\.\d)?\s*年|(\d{1,2})\s*years?/i.exec(text);
const clip = (value: string, max: number) => (value.length > max ? undefined : value);

/** Base info and intention from the header, basic-info and intention sections. */
export function readPerson(sections: readonly Section[], allLines: readonly string[]): ParsedPerson {
  const personLines = linesOfKind(sections, 'header', 'basic', 'intention');
  const values = new Map<PersonKey, string>();
  const whole = new Map<PersonKey, string>();
  for (const line of personLines) {
    for (const pair of personPairs(line)) {
      // A value ends at a bar or a wide gap before the next "label:" the table does not know.
      const value = pair.value.split(/\s*\|\s*|\s{2,}(?=[^\s:]{1,12}:)/)[0]!.trim();
      if (value && !values.has(pair.key)) {
        values.set(pair.key, value);
        whole.set(pair.key, pair.value.trim());
      }
    }
  }
  const p: ParsedPerson = {};
  const v = (key: PersonKey) => values.get(key);

  p.name = (v('name') && cleanName(v('name')!)) || nameFromTop(allLines);
  const headerText = linesOfKind(sections, 'header', 'basic').join('\n');
  const wholeText = allLines.join('\n');
  p.mobile = (v('mobile') && findMobile(v('mobile')!)) || findMobile(personLines.join('\n')) || findMobile(wholeText);
  p.email = (v('email') && findEmail(v('email')!)) || findEmail(personLines.join('\n')) || findEmail(wholeText);
  if (v('wechat')) p.wechatCode = wechatFrom(v('wechat')!, p.mobile);
  if (v('gender')) p.gender = genderOf(v('gender')!);

  const birth = v('birth');
  if (birth && yearOf(birth)) p.birthYear = Number(yearOf(birth));
  const age = v('age') && /(\d{2})/.exec(v('age')!)?.[1];
  if (age) p.age = Number(age);

  for (const key of ['workCity', 'hometown', 'expectCity'] as const) {
    const place = v(key) && placeOf(v(key)!);
    if (place) p[key === 'hometown' ? 'hometownCity' : key] = place;
  }
  if (v('expectSalary')) p.expectSalary = clip(v('expectSalary')!, 50);
  // The whole value: 求职意向：产品经理 / 北京 / 25K-35K names the city and salary too.
  const wanted = whole.get('expectPosition');
  if (wanted) p.expectPosition = clip(readWantedJob(p, wanted), 100);
  if (v('currentSalary')) p.currentSalary = clip(v('currentSalary')!, 50);
  if (v('expectIndustry')) p.expectIndustry = clip(v('expectIndustry')!, 100);
  if (v('workState')) p.workState = workStateOf(v('workState')!);
  if (v('degree')) p.degree = degreeLabelOf(tokensOf(v('degree')!)[0] ?? '');
  const years = v('workYears') && yearsOf(v('workYears')!);
  if (years) p.workYears = Number(years[1] ?? years[2]);

  readHeaderTokens(p, headerText);
  readIntentionLine(p, linesOfKind(sections, 'intention'), tokensOf);
  return Object.fromEntries(Object.entries(p).filter(([, value]) => value !== undefined && value !== '')) as ParsedPerson;
}

/** The unlabelled facts of the header: 男 | 28岁（1996年5月）| 现居住 上海-浦东新区 | 5年工作经验 | 本科. */
function readHeaderTokens(p: ParsedPerson, headerText: string): void {
  for (const line of headerText.split('\n')) {
    if (findRange(line)) continue;
    const tokens = tokensOf(line.replace(/[()]/g, ' '));
    for (const t of tokens) {
      if (p.gender === undefined && /^(男|女|male|female)$/i.test(t)) p.gender = genderOf(t);
      else if (p.age === undefined && /^\d{2}岁$/.test(t)) p.age = Number(t.slice(0, 2));
      else if (p.degree === undefined && degreeLabelOf(t)) p.degree = degreeLabelOf(t);
    }
    if (p.birthYear === undefined && /岁|出生|\d\s*月\s*生|born/i.test(line) && BIRTH.test(line)) p.birthYear = Number(BIRTH.exec(line)![1]);
    // 已离职，可随时到岗 / 在职-月内到岗 as one piece of the header line: the work state.
    const state = line.split(/\s*[|｜]\s*|\s{2,}/).find((piece) => /^(?:已?离职|目前在职|在职)/.test(piece) && !/研究生|硕士|博士|MBA/i.test(piece));
    if (p.workState === undefined && state) p.workState = workStateOf(state);
    const bornIn = /((?:19[5-9]|20[01])\d)\s*年\s*(?:出)?生/.exec(line);
    if (p.birthYear === undefined && bornIn) p.birthYear = Number(bornIn[1]);
    // 女 | 1996年8月 | 本科: a bare year (and month) beside the gender is the birth date.
    const born = tokens.some((t) => /^(男|女)$/.test(t)) && tokens.map((t) => BIRTH_TOKEN.exec(t)?.[1]).find(Boolean);
    if (p.birthYear === undefined && born) p.birthYear = Number(born);
    const years = /(\d{1,2})\s*年(?:以上)?(?:工作)?经验|(?:工作)?经验\s*(\d{1,2})\s*年|(\d{1,2})\+?\s*years? of experience/i.exec(line);
    if (p.workYears === undefined && years) p.workYears = Number(years[1] ?? years[2] ?? years[3]);
    const lives = /(?:现居住地?|现居|居住地|所在地|现在)\s+(\S+)/.exec(line);
    if (p.workCity === undefined && lives) p.workCity = placeOf(lives[1]!);
    // 现居杭州 without a space: only a known city after it.
    const livesIn = /(?:现居住?|居住于|现居于)(\p{Script=Han}{2,8})/u.exec(line);
    if (p.workCity === undefined && livesIn && citiesIn(livesIn[1]!).length > 0) p.workCity = citiesIn(livesIn[1]!)[0];
  }
  if (p.workCity === undefined) {
    // A lone city among the header pieces (张伟 | 男 | 上海 | 本科) is where the person lives.
    // Labelled lines are left out, a table's included (期望城市  成都 is not where one lives).
    const header = headerText.split('\n').slice(0, 6).filter((l) => !/[:]/.test(l) && !findRange(l) && personPairs(l).length === 0);
    const city = header.flatMap((l) => tokensOf(l)).find((t) => isPlace(t));
    if (city) p.workCity = placeOf(city);
  }
  if (p.birthYear !== undefined) delete p.age;
}

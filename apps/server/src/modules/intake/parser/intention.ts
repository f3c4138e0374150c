// The job intention: the job, city and salary wanted, from a labelled value that may hold all
// three (求职意向：产品经理 / 北京 / 25K-35K, Job Objective: Data Engineer, Hangzhou), a job with
// its cities in brackets (管培生（广州/深圳）) or an unlabelled line (运营经理  上海  12-18K).
import { personPairs } from './labels';
import { TITLE_WORD } from './lexicon';
import { isPlace, placeOf } from './places';
import type { ParsedPerson } from './types';

const AMOUNT = String.raw`\d+(?:\.\d+)?\s*(?:[kKwW千万]|元)?`;
/** A salary as resumes write it: 15k-20k, 1.5-2万/月, 20001-25000元/月, 8000元以上, 年薪30万, 面议. */
const SALARY = new RegExp(
  String.raw`^(?:(?:年薪|月薪)?\s*${AMOUNT}\s*[-~～至到—–]\s*\d+(?:\.\d+)?\s*(?:[kKwW千万]|元)|(?:年薪|月薪)\s*\d+(?:\.\d+)?\s*[kKwW千万元]|\d{4,6}\s*元|\d+(?:\.\d+)?\s*[kKwW万]\s*以上|(?:薪资)?面议)`,
);
export const isSalary = (piece: string) => SALARY.test(piece.trim());

// Pieces of an intention value: bars, commas, semicolons, 、 and spaced slashes part them; a
// slash without spaces stays inside a job (UI/UX设计师).
const PIECES = /\s*[|,，;；、]\s*|\s+\/\s+|\s+·\s+|\s{2,}/;
// An English objective naming its city: "Data Analyst in Shanghai", "UI Designer - Beijing".
const LATIN_JOB_IN_CITY = /^([A-Za-z][A-Za-z&/' .-]*?)\s+(?:in|at|-|,)\s+([A-Za-z' ]+?)(?:,\s*China)?$/;
// Cities in brackets after the job: 财务分析（上海）, 管培生(广州/深圳).
const BRACKETED = /^(.*?)\s*\(([^()]+)\)$/;

const citiesOf = (text: string) => text.split(/\s*[/、,，]\s*/).filter((t) => t !== '');

/** The job of a labelled intention value, with the cities and salary it also names. */
export function readWantedJob(p: ParsedPerson, value: string): string {
  const pieces = value.split(PIECES).map((t) => t.trim()).filter((t) => t !== '');
  const jobs: string[] = [];
  for (const piece of pieces) {
    if (isPlace(piece)) p.expectCity ??= placeOf(piece);
    else if (isSalary(piece)) p.expectSalary ??= piece;
    else jobs.push(piece);
  }
  // Nothing but a job: the value up to a bar or a wide gap, as before a table's next cell.
  let job = jobs.length === pieces.length ? value.split(/\s*\|\s*|\s{2,}/)[0]!.trim() : jobs.join('、');
  const [, inner, bracket] = BRACKETED.exec(job) ?? [];
  if (inner && bracket && citiesOf(bracket).every(isPlace)) {
    job = inner;
    p.expectCity ??= placeOf(bracket);
  }
  return job;
}

/** An unlabelled intention line (Java开发工程师 | 上海 | 15-20K) names the job, city and salary wanted. */
export function readIntentionLine(p: ParsedPerson, lines: readonly string[], tokensOf: (line: string) => string[]): void {
  for (const line of lines) {
    if (personPairs(line).length > 0) continue;
    const latin = LATIN_JOB_IN_CITY.exec(line);
    if (latin && isPlace(latin[2]!)) {
      p.expectPosition ??= latin[1];
      p.expectCity ??= placeOf(latin[2]!);
      continue;
    }
    // 6001-8000元/月: the slash the tokens were cut at belongs to the salary.
    const tokens = tokensOf(line).reduce<string[]>((list, t) => {
      const last = list[list.length - 1];
      if (last !== undefined && isSalary(last) && /^(?:月|年|month|year)$/i.test(t)) list[list.length - 1] = `${last}/${t}`;
      else list.push(t);
      return list;
    }, []);
    for (const t of tokens) {
      if (!p.expectPosition && TITLE_WORD.test(t) && t.length <= 30) p.expectPosition = t;
      else if (!p.expectCity && isPlace(t)) p.expectCity = placeOf(t);
      else if (!p.expectSalary && isSalary(t)) p.expectSalary = t;
    }
  }
}

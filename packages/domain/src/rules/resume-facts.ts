// The facts of a resume that filter and scoring rules judge, and the small readings they share
// (schools, keywords, 专升本 and 统招 from the education history).
import { Degree, degreeLabels, type Degree as DegreeCode } from '../codes';
import { degreeFrom } from '../derive/degree';
import { monthIndex, parsePeriod } from '../derive/calendar';

/** An education entry as the resume states it. */
export type FactEducation = { graduationSchool?: string | null; degree?: string | number | null; eduTime?: string | null; professional?: string | null };

/** What rules know of a resume; null where the resume does not say. */
export type ResumeFacts = {
  topDegree: number | null;
  educations: readonly FactEducation[];
  school985: boolean;
  school211: boolean;
  workYears: number | null;
  age: number | null;
  /** Everything the resume says, for keywords. */
  text: string;
  workCityCode: string | null;
  expectCityCode: string | null;
  expectSalary: string | null;
};

/** Text folded for comparisons: full-width to half-width, lower case, no spaces. */
export const foldText = (text: string | null | undefined): string => (text ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** A school name as lists compare it: folded, a trailing note in brackets (本部, 校区) left out. */
export const foldSchool = (name: string | null | undefined): string => foldText(name).replace(/[(（][^)）]*[)）]$/, '');

/** The keywords the text contains, in the order given. */
export function keywordsIn(text: string, keywords: readonly string[]): string[] {
  const folded = foldText(text);
  return keywords.filter((k) => foldText(k) !== '' && folded.includes(foldText(k)));
}

const NOT_UNIFIED = /自考|自学考试|成人|成考|函授|网络教育|远程教育|远程|电大|广播电视大学|开放大学|夜大|业余|非统招/;
const UPGRADE = /专升本|专接本|专插本|续本/;

const educationText = (e: FactEducation) => `${e.degree ?? ''} ${e.professional ?? ''} ${e.graduationSchool ?? ''}`;

/** Whether the history shows a non-unified (自考, 成人, 函授, 网络教育 …) degree; undefined without any education. */
export function hasNonUnifiedEducation(educations: readonly FactEducation[]): boolean | undefined {
  if (educations.length === 0) return undefined;
  return educations.some((e) => NOT_UNIFIED.test(educationText(e)));
}

const startOf = (e: FactEducation) => {
  const p = parsePeriod(e.eduTime);
  return p ? monthIndex(p.start) : undefined;
};
const endOf = (e: FactEducation) => {
  const p = parsePeriod(e.eduTime);
  return p?.end ? monthIndex(p.end) : undefined;
};

/**
 * Whether the bachelor's degree was upgraded from a college one (专升本): said so, or a 本科
 * that started once a 大专 had ended. undefined without any education.
 */
export function isUpgradedBachelor(educations: readonly FactEducation[]): boolean | undefined {
  if (educations.length === 0) return undefined;
  if (educations.some((e) => UPGRADE.test(educationText(e)))) return true;
  const degreeOf = (e: FactEducation) => degreeFrom(e.degree ?? undefined);
  const colleges = educations.filter((e) => degreeOf(e) === Degree.College);
  const bachelors = educations.filter((e) => degreeOf(e) === Degree.Bachelor);
  return colleges.some((c) => {
    const ended = endOf(c);
    return bachelors.some((b) => {
      const started = startOf(b);
      return ended === undefined || started === undefined || started >= ended - 1;
    });
  });
}

/** The Chinese name of a degree code, or 未知. */
export const degreeName = (degree: number | null | undefined): string => (degree != null && degree in degreeLabels ? degreeLabels[degree as DegreeCode] : '未知');

// Highest degree from the education history (spec sections 5 and 9).
import { Degree, degreeLabels, isCode, SearchDegree } from '../codes';

/** Level of each degree for comparisons: MBA is a master's level, 中专 and 高中 share a level. */
export const degreeRanks: Record<Degree, number> = { 10: 1, 9: 2, 8: 2, 2: 3, 3: 4, 4: 5, 7: 5, 5: 6, 6: 7 };

// Highest first. On equal level the general degree wins: 硕士 over MBA, 中专 over 高中.
const PRECEDENCE: readonly Degree[] = [6, 5, 4, 7, 3, 2, 8, 9, 10];

// Checked in order, so 博士后 before 博士, 博士研究生 before 研究生, EMBA and MBA before 硕士.
const DEGREE_WORDS: readonly (readonly [RegExp, Degree])[] = [
  [/博士后|postdoc/i, Degree.Postdoc],
  [/博士|ph\.?d|doctor/i, Degree.Doctor],
  [/mba/i, Degree.Mba],
  [/硕士|研究生|master/i, Degree.Master],
  [/本科|学士|bachelor/i, Degree.Bachelor],
  [/大专|专科|高职/, Degree.College],
  [/中专|中技|中职|职高|技校/, Degree.TechnicalSecondary],
  [/高中/, Degree.HighSchool],
  [/初中/, Degree.JuniorHigh],
];

/** The degree a Chinese label names, variants included (学士 -> 本科, 研究生 -> 硕士, 专科/高职 -> 大专). */
export function degreeFromLabel(label: string | null | undefined): Degree | undefined {
  const text = (label ?? '').replace(/\s/g, '');
  if (text === '') return undefined;
  return DEGREE_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** A degree from a code (3 or '3') or a label ('本科'). */
export function degreeFrom(value: number | string | null | undefined): Degree | undefined {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return degreeFrom(Number(value));
  if (typeof value === 'string') return degreeFromLabel(value);
  return isCode(degreeLabels, value) ? value : undefined;
}

/** Level of a degree (see `degreeRanks`); 0 when unknown. */
export function degreeRank(degree: number | null | undefined): number {
  return isCode(degreeLabels, degree) ? degreeRanks[degree] : 0;
}

/** Whether a degree meets a minimum-degree filter or requirement (不限 always does). */
export function meetsSearchDegree(degree: number | null | undefined, minimum: SearchDegree): boolean {
  return minimum === SearchDegree.Any || degreeRank(degree) >= degreeRanks[minimum];
}

/** An education-history entry; its degree may be a code or a label. */
export type EducationSource = { degree?: number | string | null };

/**
 * The highest degree of the education history, else of `fallback` (the resume's stated
 * degree). On equal level 硕士 beats MBA and 中专 beats 高中; a lone MBA stays MBA.
 */
export function topDegreeFrom(
  educations: readonly EducationSource[],
  fallback?: number | string | null,
): Degree | undefined {
  const found = new Set(educations.map((e) => degreeFrom(e.degree)));
  return PRECEDENCE.find((d) => found.has(d)) ?? degreeFrom(fallback);
}

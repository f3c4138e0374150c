/**
 * Reference lists ("basedata") served by `GET /api/basedata/{list}`, keyed by the URL name.
 *
 * BASEDATA_VERSION holds one version string per list; clients drop a cached list whose version
 * changed (spec section 7). Bump the version of a list (e.g. '2026.11.1' -> '2026.11.2', or a new
 * date) in the same change that edits its data file. Codes are permanent: never reuse or renumber.
 */
import type { BasedataItem } from './types';
import { COUNTRIES } from './country';
import { DEGREE_SEARCH } from './degreeSearch';
import { DEGREES } from './degrees';
import { EDUCATION } from './education';
import { HOT_LOCATIONS } from './hotlocations';
import { INDUSTRYS } from './industrys';
import { INDUSTRYS_V2 } from './industrysV2';
import { LANGUAGES } from './language';
import { LOCATIONS } from './locations';
import { MONTH_SALARY } from './monthSalary';
import { NUTURE } from './nuture';
import { POSITION_BENEFITS } from './positionBenefit';
import { SCALE } from './scale';
import { SENIOR_FUNCTIONS } from './seniorFunction';
import { UNIVERSITIES } from './university';
import { WORK_YEARS } from './workYear';

export type * from './types';
export {
  COUNTRIES,
  DEGREE_SEARCH,
  DEGREES,
  EDUCATION,
  HOT_LOCATIONS,
  INDUSTRYS,
  INDUSTRYS_V2,
  LANGUAGES,
  LOCATIONS,
  MONTH_SALARY,
  NUTURE,
  POSITION_BENEFITS,
  SCALE,
  SENIOR_FUNCTIONS,
  UNIVERSITIES,
  WORK_YEARS,
};

export const BASEDATA_LIST_KEYS = [
  'hotlocations',
  'locations',
  'industrys',
  'industrysV2',
  'seniorFunction',
  'nuture',
  'scale',
  'language',
  'monthSalary',
  'workYear',
  'positionBenefit',
  'education',
  'degrees',
  'degreeSearch',
  'country',
  'university',
] as const;

export type BasedataListKey = (typeof BASEDATA_LIST_KEYS)[number];

export const BASEDATA_LISTS = {
  hotlocations: HOT_LOCATIONS,
  locations: LOCATIONS,
  industrys: INDUSTRYS,
  industrysV2: INDUSTRYS_V2,
  seniorFunction: SENIOR_FUNCTIONS,
  nuture: NUTURE,
  scale: SCALE,
  language: LANGUAGES,
  monthSalary: MONTH_SALARY,
  workYear: WORK_YEARS,
  positionBenefit: POSITION_BENEFITS,
  education: EDUCATION,
  degrees: DEGREES,
  degreeSearch: DEGREE_SEARCH,
  country: COUNTRIES,
  university: UNIVERSITIES,
} as const satisfies Record<BasedataListKey, readonly BasedataItem[]>;

export const BASEDATA_VERSION: Readonly<Record<BasedataListKey, string>> = {
  hotlocations: '2026.11.1',
  locations: '2026.11.1',
  industrys: '2026.11.1',
  industrysV2: '2026.11.1',
  seniorFunction: '2026.11.1',
  nuture: '2026.11.1',
  scale: '2026.11.1',
  language: '2026.11.1',
  monthSalary: '2026.11.1',
  workYear: '2026.11.1',
  positionBenefit: '2026.11.1',
  education: '2026.11.1',
  degrees: '2026.11.1',
  degreeSearch: '2026.11.1',
  country: '2026.11.1',
  university: '2026.11.1',
};

export function isBasedataListKey(key: string): key is BasedataListKey {
  return (BASEDATA_LIST_KEYS as readonly string[]).includes(key);
}

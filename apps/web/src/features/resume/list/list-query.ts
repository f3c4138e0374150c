// The talent pool's search lives in the address (/resume/list/company?keyword=前端&degree=3&page=2):
// shareable, kept on back navigation, and the same names the API reads. The address is read with
// the domain's code tables and limits rather than its zod schema, which would triple the page's
// script; list-query.test.ts checks both read every filter alike.
import {
  ageRangeLabels,
  isCode,
  PAGE_SIZE_DEFAULT,
  searchDegreeLabels,
  updateDateRangeLabels,
  type ResumeFilters,
  type ResumeSort,
} from '@bole/domain';
import type { Params } from '../../../api/params';
import { isEmptyValue, toSearchParams } from '../../../api/params';

export type PoolQuery = ResumeFilters & { page: number };

export const POOL_PAGE_SIZE = PAGE_SIZE_DEFAULT;

type Reader = (raw: string) => unknown;

const int = (raw: string) => (/^\s*-?\d+\s*$/.test(raw) ? Number(raw) : undefined);
const between = (min: number, max: number): Reader => (raw) => {
  const n = int(raw);
  return n !== undefined && n >= min && n <= max ? n : undefined;
};
const code = (labels: Record<number, string>, allowZero = true): Reader => (raw) => {
  const n = int(raw);
  return isCode(labels, n) && (allowZero || n !== 0) ? n : undefined;
};
const ints = (max: number): Reader => (raw) => {
  const parts = raw.split(',').filter((p) => p.trim() !== '');
  const list = parts.map(int);
  return parts.length > 0 && parts.length <= max && list.every((n) => n !== undefined) ? list : undefined;
};
const flag: Reader = (raw) => (raw === 'true' || raw === '1' || raw === 'on' ? true : raw === 'false' || raw === '0' ? false : undefined);
const date: Reader = (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);

/** How each filter of `resumeFiltersSchema` reads from the address; an unreadable value is left out. */
const READERS: { [K in keyof Required<ResumeFilters>]: Reader } = {
  keyword: (raw) => (raw.trim().length <= 50 ? raw.trim() : undefined),
  sort: (raw) => (raw === 'updated' || raw === 'relevance' ? raw : undefined),
  city: (raw) => {
    const list = raw.split(',').map((c) => c.trim()).filter(Boolean);
    return list.length > 0 && list.length <= 20 && list.every((c) => c.length <= 20) ? list : undefined;
  },
  degree: code(searchDegreeLabels),
  workYearsMin: between(0, 13),
  workYearsMax: between(0, 13),
  ageRange: code(ageRangeLabels),
  ageMin: between(0, 100),
  ageMax: between(0, 100),
  updated: code(updateDateRangeLabels),
  updatedFrom: date,
  updatedTo: date,
  gender: between(0, 1),
  channel: ints(50),
  source: ints(50),
  tagIds: ints(50),
  intentionStatus: ints(50),
  workState: ints(50),
  parseStatus: ints(50),
  school985: flag,
  school211: flag,
  ownerAccountId: (raw) => {
    const n = int(raw);
    return n !== undefined && n > 0 ? n : undefined;
  },
};

const FILTER_KEYS = Object.keys(READERS) as (keyof ResumeFilters)[];

/** The filters and page of an address's query string; unreadable values are ignored. */
export function queryFromSearch(search: URLSearchParams): PoolQuery {
  const query: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const value = READERS[key](raw);
    // 0 of the degree is 不限: no filter.
    if (value !== undefined && !(key === 'degree' && value === 0)) query[key] = value;
  }
  const page = Number(search.get('page'));
  return { ...(query as ResumeFilters), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** Only the filters that narrow the search (no page, no sort), as the API and a saved search take them. */
export function filtersOf(query: Partial<PoolQuery>): ResumeFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value === false || isEmptyValue(value as Params[string])) continue;
    filters[key] = value;
  }
  return filters as ResumeFilters;
}

/** The query string of a search: page 1 and the default sort are left out. */
export function searchFromQuery(query: Partial<PoolQuery>): URLSearchParams {
  const { sort, ...rest } = filtersOf(query);
  return toSearchParams({ ...(rest as Params), sort: sort && sort !== defaultSort(query) ? sort : undefined, page: query.page && query.page > 1 ? query.page : undefined });
}

/** GET /api/resumes parameters of a search: its filters, the page and 20 rows a page. */
export function apiParams(query: PoolQuery): Params {
  return { ...(filtersOf(query) as Params), page: query.page, pageSize: POOL_PAGE_SIZE };
}

/** A keyword search ranks by relevance unless told otherwise; without a keyword, newest updates first. */
export function defaultSort(query: Pick<Partial<PoolQuery>, 'keyword'>): ResumeSort {
  return query.keyword ? 'relevance' : 'updated';
}

export function effectiveSort(query: Partial<PoolQuery>): ResumeSort {
  return query.sort ?? defaultSort(query);
}

/** How many filters (keyword and sort apart) narrow the search. */
export function activeFilterCount(query: Partial<PoolQuery>): number {
  const { keyword: _k, sort: _s, ...rest } = filtersOf(query);
  return Object.keys(rest).length;
}

// The talent pool's search <-> address <-> GET /api/resumes parameters.
import { describe, expect, it } from 'vitest';
import { resumeFiltersSchema } from '@bole/domain';
import { toSearchParams } from '../../../api/params';
import { activeFilterCount, apiParams, effectiveSort, filtersOf, queryFromSearch, searchFromQuery } from './list-query';

describe('queryFromSearch', () => {
  it('reads each filter with the domain schema and ignores what the server would refuse', () => {
    const q = queryFromSearch(new URLSearchParams('keyword=前端&city=110100,310100&degree=3&workYearsMin=3&workYearsMax=5&gender=0&channel=6,20&tagIds=7&school985=true&page=3'));
    expect(q).toEqual({ keyword: '前端', city: ['110100', '310100'], degree: 3, workYearsMin: 3, workYearsMax: 5, gender: 0, channel: [6, 20], tagIds: [7], school985: true, page: 3 });
  });

  it('drops unreadable values instead of failing the whole search', () => {
    const q = queryFromSearch(new URLSearchParams('degree=9&workYearsMin=20&ageRange=x&sort=newest&updated=2&page=-1'));
    expect(q).toEqual({ updated: 2, page: 1 });
  });
});

describe('searchFromQuery', () => {
  it('writes the filters in API names, lists comma-joined, leaving out page 1, empty values and the default sort', () => {
    const search = searchFromQuery({ keyword: '北京大学', city: ['110100'], degree: 3, channel: [], gender: undefined, sort: 'relevance', page: 1 });
    expect(search.toString()).toBe(new URLSearchParams({ keyword: '北京大学', city: '110100', degree: '3' }).toString());
  });

  it('keeps a sort that differs from the default and pages after the first', () => {
    expect(searchFromQuery({ keyword: '销售', sort: 'updated', page: 2 }).toString()).toBe('keyword=%E9%94%80%E5%94%AE&sort=updated&page=2');
    expect(searchFromQuery({ sort: 'updated', page: 1 }).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const q = { keyword: '张', city: ['330100'], workYearsMin: 0, workYearsMax: 0, ageRange: 2, updated: 3, intentionStatus: [2, 3], workState: [4], school211: true, page: 4 };
    expect(queryFromSearch(searchFromQuery(q))).toEqual(q);
  });
});

describe('apiParams', () => {
  it('asks for 20 rows of the page with the filters as the server reads them', () => {
    const params = apiParams({ keyword: '前端', degree: 4, tagIds: [1, 2], school985: true, school211: false, page: 2 });
    expect(toSearchParams(params).toString()).toBe('keyword=%E5%89%8D%E7%AB%AF&degree=4&tagIds=1%2C2&school985=true&page=2&pageSize=20');
  });
});

describe('sort and counts', () => {
  it('ranks keyword searches by relevance unless told otherwise', () => {
    expect(effectiveSort({ keyword: '前端' })).toBe('relevance');
    expect(effectiveSort({})).toBe('updated');
    expect(effectiveSort({ keyword: '前端', sort: 'updated' })).toBe('updated');
  });

  it('counts the filters that narrow the search, not the keyword or the sort', () => {
    expect(activeFilterCount({ keyword: 'x', sort: 'updated', degree: 3, city: ['110100'] })).toBe(2);
    expect(filtersOf({ city: [], school985: false, page: 2 })).toEqual({});
  });
});

describe('the address reader agrees with the server’s filter schema', () => {
  const SAMPLES: Record<string, string[]> = {
    keyword: ['前端', ' 北京大学 ', 'x'.repeat(51)],
    sort: ['updated', 'relevance', 'newest'],
    city: ['110100', '110100,310100', '北京,,上海', 'x'.repeat(21)],
    degree: ['0', '2', '3', '5', '6', '9', 'abc', '3.5'],
    workYearsMin: ['0', '13', '14', '-1', '2.5'],
    workYearsMax: ['0', '7', '20'],
    ageRange: ['1', '5', '6', '0'],
    ageMin: ['0', '100', '101'],
    ageMax: ['35'],
    updated: ['1', '6', '7'],
    updatedFrom: ['2026-03-01', '2026/03/01'],
    updatedTo: ['2026-03-31'],
    gender: ['0', '1', '2', '男'],
    channel: ['6', '6,20', '6,x', ''],
    source: ['1,2'],
    tagIds: ['7', '7,8,9'],
    intentionStatus: ['2,3'],
    workState: ['4'],
    parseStatus: ['4,5,6'],
    school985: ['true', 'false', '1', 'yes'],
    school211: ['true'],
    ownerAccountId: ['3', '0', '-2'],
  };

  it.each(Object.entries(SAMPLES))('%s', (key, values) => {
    const shape = resumeFiltersSchema.shape[key as keyof typeof resumeFiltersSchema.shape];
    for (const raw of values) {
      const parsed = raw.trim() === '' ? undefined : shape.safeParse(raw);
      let expected = parsed?.success ? (parsed.data as unknown) : undefined;
      if (expected === null || (Array.isArray(expected) && expected.length === 0) || (key === 'degree' && expected === 0)) expected = undefined;
      expect([raw, (queryFromSearch(new URLSearchParams({ [key]: raw })) as Record<string, unknown>)[key]]).toEqual([raw, expected]);
    }
  });

  it('covers every filter of the schema', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(resumeFiltersSchema.shape).sort());
  });
});

// Issue 12 item 9: the age bands of the talent pool filter keep the spec's five and add 21-24岁,
// so that every age from 15 up falls in exactly one band.
import { describe, expect, it } from 'vitest';
import { ageRangeBounds, ageRangeLabels, ageRangeOrder, codeOptions, type AgeRange } from './index';
import { resumeFiltersSchema } from '../api/resume';

const bandsOf = (age: number) => ageRangeOrder.filter((code) => age >= ageRangeBounds[code].min && (ageRangeBounds[code].max === null || age <= ageRangeBounds[code].max!));

describe('age bands', () => {
  it('keeps the spec codes and adds 21-24岁 as code 6', () => {
    expect(ageRangeLabels).toMatchObject({ 1: '15-20岁', 2: '25-30岁', 3: '31-35岁', 4: '36-40岁', 5: '40岁以上', 6: '21-24岁' });
    expect(ageRangeBounds[6]).toEqual({ min: 21, max: 24 });
  });

  it('puts every age from 15 to 100 in exactly one band', () => {
    for (let age = 15; age <= 100; age += 1) expect(bandsOf(age), `${age}岁`).toHaveLength(1);
    expect(bandsOf(22)).toEqual([6]);
  });

  it('offers the bands youngest first, each once', () => {
    expect(codeOptions(ageRangeLabels, ageRangeOrder).map((o) => o.label)).toEqual(['15-20岁', '21-24岁', '25-30岁', '31-35岁', '36-40岁', '40岁以上']);
    expect([...ageRangeOrder].sort()).toEqual((Object.keys(ageRangeLabels).map(Number) as AgeRange[]).sort());
  });

  it('accepts the new band in the list query', () => {
    expect(resumeFiltersSchema.parse({ ageRange: '6' }).ageRange).toBe(6);
    expect(resumeFiltersSchema.safeParse({ ageRange: '7' }).success).toBe(false);
  });
});

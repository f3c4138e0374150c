// Issue 12 item 9: the spec's age bands (15-20, 25-30, 31-35, 36-40, 40岁以上) left 21-24 out;
// the added band 21-24岁 (code 6) finds those candidates, and the bands meet without a gap.
import { beforeAll, describe, expect, it } from 'vitest';
import { createResume, expectFailure, search, setup, type Setup } from './fixtures';

let s: Setup;
const id: Record<number, number> = {};
const year = new Date().getFullYear();
// Ages by birth year only, away from the edges the filter takes both ways (born in year-25 is 24 or 25).
const NAMES: Record<number, string> = { 19: '王子涵', 22: '李若溪', 23: '张嘉怡', 27: '刘一鸣' };

beforeAll(async () => {
  s = await setup();
  for (const age of [19, 22, 23, 27]) {
    id[age] = (await createResume(s.api, s.a, { name: NAMES[age], birthYear: year - age })).id;
  }
});

const idsOf = async (query: Record<string, number>) => (await search(s.api, s.a, query)).list.map((r) => r.id).sort((a, b) => a - b);
const idsAged = (...ages: number[]) => ages.map((age) => id[age]!).sort((a, b) => a - b);

describe('GET /api/resumes age bands', () => {
  it('finds the candidates aged 21 to 24 with the 21-24岁 band', async () => {
    expect(await idsOf({ ageRange: 6 })).toEqual(idsAged(22, 23));
  });

  it('keeps the spec bands on either side of it', async () => {
    expect(await idsOf({ ageRange: 1 })).toEqual(idsAged(19));
    expect(await idsOf({ ageRange: 2 })).toEqual(idsAged(27));
  });

  it('still refuses a code that is no band', async () => {
    expectFailure(await s.api(s.a, { method: 'GET', url: '/api/resumes?ageRange=7' }), 400);
  });
});

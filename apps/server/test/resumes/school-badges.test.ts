// Issue 12 item 6: the list row tells whether the school it shows (the highest degree's) is
// 985/211, apart from whether any school of the resume is, so a badge lands on its own school.
import { beforeAll, describe, expect, it } from 'vitest';
import { createResume, search, setup, type Setup } from './fixtures';

let s: Setup;
let laterOrdinary: number;
let lastElite: number;

beforeAll(async () => {
  s = await setup();
  laterOrdinary = (
    await createResume(s.api, s.a, {
      name: '赵思源',
      educations: [
        { graduationSchool: '北京大学', degree: '本科', professional: '经济学', eduTime: '2012.09-2016.06' },
        { graduationSchool: '北京工商大学', degree: '硕士', professional: '会计学', eduTime: '2016.09-2019.06' },
      ],
    })
  ).id;
  lastElite = (
    await createResume(s.api, s.a, {
      name: '孙雨晴',
      educations: [
        { graduationSchool: '北方工业大学', degree: '本科', professional: '自动化', eduTime: '2012.09-2016.06' },
        { graduationSchool: '北京交通大学', degree: '硕士', professional: '控制工程', eduTime: '2016.09-2019.06' },
      ],
    })
  ).id;
});

describe('GET /api/resumes school flags', () => {
  it('keeps the 985 of an earlier school off the ordinary school the row shows', async () => {
    const row = (await search(s.api, s.a, { keyword: '赵思源' })).list.find((r) => r.id === laterOrdinary)!;
    expect(row).toMatchObject({ lastSchool: '北京工商大学', school985: true, school211: true, lastSchool985: false, lastSchool211: false });
  });

  it('flags the shown school when it is the 211 one', async () => {
    const row = (await search(s.api, s.a, { keyword: '孙雨晴' })).list.find((r) => r.id === lastElite)!;
    expect(row).toMatchObject({ lastSchool: '北京交通大学', school985: false, school211: true, lastSchool985: false, lastSchool211: true });
  });
});

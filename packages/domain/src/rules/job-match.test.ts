import { describe, expect, it } from 'vitest';
import { foldJobName, matchAppliedJob, type OpenJob } from './job-match';

const jobs: OpenJob[] = [
  { id: 1, name: '前端工程师', cityName: '杭州市' },
  { id: 2, name: '前端工程师', cityName: '上海市' },
  { id: 3, name: 'Java开发工程师（高级）', cityName: '北京市' },
  { id: 4, name: '产品经理', cityName: null },
  { id: 5, name: 'UI设计师', cityName: '杭州市' },
];

describe('matchAppliedJob', () => {
  it('takes the one job of that name, folded for case, width, brackets and spaces', () => {
    expect(matchAppliedJob('产品经理', '', jobs)?.id).toBe(4);
    expect(matchAppliedJob('ＪＡＶＡ 开发工程师', '', jobs)?.id).toBe(3);
    expect(matchAppliedJob('ui设计师', '', jobs)?.id).toBe(5);
    expect(foldJobName('Java开发工程师（高级）')).toBe('java开发工程师');
  });

  it('tells same-named jobs apart by the city the mail names, and gives up when it names none', () => {
    expect(matchAppliedJob('前端工程师', '【智联招聘】应聘 前端工程师 - 杭州', jobs)?.id).toBe(1);
    expect(matchAppliedJob('前端工程师', '应聘前端工程师（上海）', jobs)?.id).toBe(2);
    expect(matchAppliedJob('前端工程师', '张三的简历', jobs)).toBeNull();
  });

  it('falls back to a name that contains the other, and finds nothing for unknown jobs', () => {
    expect(matchAppliedJob('Java开发', '', jobs)?.id).toBe(3);
    expect(matchAppliedJob('高级产品经理', '', jobs)?.id).toBe(4);
    expect(matchAppliedJob('销售代表', '', jobs)).toBeNull();
    expect(matchAppliedJob('  ', '', jobs)).toBeNull();
  });
});

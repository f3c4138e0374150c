import { describe, expect, it } from 'vitest';
import { isSalary, readWantedJob } from './intention';
import type { ParsedPerson } from './types';

const wanted = (value: string, known: ParsedPerson = {}) => {
  const p: ParsedPerson = { ...known };
  const job = readWantedJob(p, value);
  return { job, city: p.expectCity, salary: p.expectSalary };
};

describe('the job intention', () => {
  it('reads salaries as resumes write them, and not years or counts', () => {
    expect(['15k-20k', '25K-35K', '1.5-2万/月', '20001-25000元/月', '8000-12000元', '30-40万', '年薪30万', '8000元以上', '面议'].every(isSalary)).toBe(true);
    expect(['3-5年', '2019-2021', '产品经理', '500-999人'].some(isSalary)).toBe(false);
  });

  it('parts a one-line intention into the job, the city and the salary', () => {
    expect(wanted('产品经理 / 北京 / 25K-35K')).toEqual({ job: '产品经理', city: '北京', salary: '25K-35K' });
    expect(wanted('招聘专员 | 上海 | 9-12K')).toEqual({ job: '招聘专员', city: '上海', salary: '9-12K' });
    expect(wanted('Data Engineer, Hangzhou')).toEqual({ job: 'Data Engineer', city: '杭州', salary: undefined });
  });

  it('takes the cities in brackets after the job, and keeps a slash inside a job', () => {
    expect(wanted('管培生（广州/深圳）'.normalize('NFKC'))).toEqual({ job: '管培生', city: '广州,深圳', salary: undefined });
    expect(wanted('UI/UX设计师')).toEqual({ job: 'UI/UX设计师', city: undefined, salary: undefined });
    expect(wanted('嵌入式软件工程师 | 期望城市:西安')).toMatchObject({ job: '嵌入式软件工程师' });
  });

  it('leaves a labelled city and salary as they were', () => {
    expect(wanted('销售经理 / 苏州 / 8-10K', { expectCity: '上海', expectSalary: '面议' })).toEqual({ job: '销售经理', city: '上海', salary: '面议' });
  });
});

import { describe, expect, it } from 'vitest';
import { scoreWeightsSchema, scoringRuleCreateSchema } from '../api/resume-rules';
import type { ResumeFacts } from './resume-facts';
import { parseSalaryText, scoreResume, type JobFacts } from './scoring';

const resume = (over: Partial<ResumeFacts> = {}): ResumeFacts => ({
  topDegree: 3,
  educations: [{ graduationSchool: '浙江工业大学', degree: '本科' }],
  school985: false,
  school211: false,
  workYears: 4,
  age: 29,
  text: '李娜 前端工程师 React TypeScript 小程序',
  workCityCode: '310100',
  expectCityCode: '330100',
  expectSalary: '2万-2.5万/月',
  ...over,
});

const job: JobFacts = { eduRequire: 3, workYear: 3, minAge: 22, maxAge: 35, cityCode: '330100', cityName: '杭州', salaryType: 1, minSalary: 15000, maxSalary: 25000 };

const weights = (over: Record<string, number> = {}) => scoreWeightsSchema.parse({ education: 0, schoolTier: 0, workYears: 0, keywords: 0, city: 0, salary: 0, age: 0, ...over });

describe('parseSalaryText', () => {
  it('reads the ways resumes write salaries into 元 per month', () => {
    expect(parseSalaryText('15000-20000元/月')).toEqual({ min: 15000, max: 20000 });
    expect(parseSalaryText('15K-20K')).toEqual({ min: 15000, max: 20000 });
    expect(parseSalaryText('15-20k·14薪')).toEqual({ min: 15000, max: 20000 });
    expect(parseSalaryText('1.5-2万')).toEqual({ min: 15000, max: 20000 });
    expect(parseSalaryText('年薪30万')).toEqual({ min: 25000, max: 25000 });
    expect(parseSalaryText('８０００')).toEqual({ min: 8000, max: 8000 });
    expect(parseSalaryText('面议')).toBeUndefined();
    expect(parseSalaryText(null)).toBeUndefined();
  });
});

describe('scoreResume', () => {
  it('gives every weighted criterion its share of 100 and explains it', () => {
    const { score, items } = scoreResume({ weights: weights({ education: 30, workYears: 30, keywords: 20, city: 20 }), keywords: ['React', 'Vue'] }, resume(), job);
    expect(items).toEqual([
      { key: 'education', label: '学历', points: 30, maxPoints: 30, reason: '本科，满足职位要求本科' },
      { key: 'workYears', label: '工作年限', points: 30, maxPoints: 30, reason: '工作4年，满足职位要求3年以上' },
      { key: 'keywords', label: '技能关键词', points: 10, maxPoints: 20, reason: '1/2个关键词：包含React；缺少Vue' },
      { key: 'city', label: '工作城市', points: 20, maxPoints: 20, reason: '期望城市为杭州' },
    ]);
    expect(score).toBe(90);
  });

  it('scales weights that do not add up to 100', () => {
    const { score, items } = scoreResume({ weights: weights({ education: 1, schoolTier: 1 }), keywords: [] }, resume(), job);
    expect(items.map((i) => [i.points, i.maxPoints])).toEqual([
      [50, 50],
      [20, 50],
    ]);
    expect(score).toBe(70);
  });

  it('takes points off by how far the resume misses, and gives none for what it does not say', () => {
    const rule = { weights: weights({ education: 10, workYears: 10, salary: 10, age: 10, schoolTier: 10, city: 10 }), keywords: [] };
    const { items } = scoreResume(rule, resume({ topDegree: 2, workYears: 1.5, expectSalary: '30k', age: 37, school211: true, expectCityCode: null }), job);
    expect(items.map((i) => [i.key, i.points, i.reason])).toEqual([
      ['education', 8.3, '大专，低于职位要求本科'],
      ['schoolTier', 13.3, '211院校'],
      ['workYears', 8.3, '工作1.5年，少于职位要求3年'],
      ['city', 0, '期望与现居城市都不是杭州'],
      ['salary', 10, '期望3万/月，高于职位上限2.5万/月'],
      ['age', 10, '37岁，不在22-35岁内'],
    ]);
    const none = scoreResume(rule, resume({ topDegree: null, workYears: null, expectSalary: null, age: null, educations: [], workCityCode: null, expectCityCode: null }), job);
    expect(none.score).toBe(0);
    expect(none.items.map((i) => i.reason)).toContain('简历未写明期望薪资');
  });

  it('gives full points where the job asks nothing and compares annual salaries by month', () => {
    const open: JobFacts = { eduRequire: 0, workYear: null, minAge: null, maxAge: null, cityCode: null, cityName: null, salaryType: 2, minSalary: 240000, maxSalary: 360000 };
    const { score, items } = scoreResume({ weights: weights({ education: 10, workYears: 10, age: 10, city: 10, salary: 10 }), keywords: [] }, resume({ expectSalary: '年薪35万' }), open);
    expect(score).toBe(100);
    expect(items.find((i) => i.key === 'salary')?.reason).toBe('期望2.92万/月，在职位薪资范围内');
  });
});

describe('scoring rule bodies', () => {
  it('needs a weight somewhere and keywords when keywords weigh', () => {
    const issues = (body: unknown) => {
      const r = scoringRuleCreateSchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ name: '前端', weights: weights() })).toEqual(['weights: 请至少给一项评分标准设置权重']);
    expect(issues({ name: '前端', weights: weights({ keywords: 20 }) })).toEqual(['keywords: 技能关键词有权重时，请填写关键词']);
    expect(issues({ name: '前端', weights: { education: 101 } })).toEqual(['weights.education: 权重须在0-100之间']);
    expect(issues({ name: '前端', weights: {} })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { filterConditionsSchema, filterRuleCreateSchema } from '../api/resume-rules';
import { evaluateFilterRule, screenResume, type ScreeningRule } from './screening';
import { hasNonUnifiedEducation, isUpgradedBachelor, type ResumeFacts } from './resume-facts';

const facts = (over: Partial<ResumeFacts> = {}): ResumeFacts => ({
  topDegree: 3,
  educations: [{ graduationSchool: '浙江大学', degree: '本科', eduTime: '2012.09-2016.06', professional: '计算机科学与技术' }],
  school985: true,
  school211: true,
  workYears: 6.5,
  age: 30,
  text: '张伟 前端工程师 熟悉 React、TypeScript 和 Node.js',
  workCityCode: '330100',
  expectCityCode: '330100',
  expectSalary: '25k-30k',
  ...over,
});

const rule = (conditions: Record<string, unknown>, over: Partial<ScreeningRule> = {}): ScreeningRule => ({
  id: 1,
  name: '本科及以上',
  trigger: 'miss',
  action: 'eliminate',
  conditions: filterConditionsSchema.parse(conditions),
  ...over,
});

describe('filter rule conditions', () => {
  it('refuses a rule without conditions, reversed ranges and a flag rule without a tag', () => {
    const issues = (body: unknown) => {
      const r = filterRuleCreateSchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ name: '空规则', action: 'eliminate', conditions: {} })).toEqual(['conditions.minDegree: 请至少设置一个筛选条件']);
    expect(issues({ name: '年限', action: 'eliminate', conditions: { minWorkYears: 5, maxWorkYears: 3 } })).toEqual(['conditions.maxWorkYears: 最高工作年限不能低于最低工作年限']);
    expect(issues({ name: '标记', action: 'flag', conditions: { school985211: true } })).toEqual(['tagId: 标记规则请选择要打上的标签']);
    expect(issues({ name: '', action: 'eliminate', conditions: { minAge: 10 } })).toEqual(['name: 请输入规则名称', 'conditions.minAge: 最小年龄须在16-70之间']);
  });

  it('reads keyword and school lists from text split by commas or lines, without blanks and duplicates', () => {
    const c = filterConditionsSchema.parse({ includeKeywords: 'React，Vue, React\n\n', schools: ['浙江大学', ' 复旦大学 ', ''] });
    expect(c.includeKeywords).toEqual(['React', 'Vue']);
    expect(c.schools).toEqual(['浙江大学', '复旦大学']);
  });
});

describe('evaluateFilterRule', () => {
  it('eliminates a resume below the minimum degree with the reason, and keeps one that meets it', () => {
    const r = rule({ minDegree: 3 });
    expect(evaluateFilterRule(r, facts({ topDegree: 2 }))).toEqual({ ruleId: 1, ruleName: '本科及以上', trigger: 'miss', action: 'eliminate', reasons: ['学历大专，低于本科及以上'] });
    expect(evaluateFilterRule(r, facts({ topDegree: 4 }))).toBeNull();
  });

  it('never fires on what the resume does not say', () => {
    expect(evaluateFilterRule(rule({ minDegree: 3, minAge: 22, maxAge: 35 }), facts({ topDegree: null, age: null }))).toBeNull();
    expect(evaluateFilterRule(rule({ school985211: true }, { trigger: 'match', action: 'flag' }), facts({ school985: false, school211: false, educations: [] }))).toBeNull();
  });

  it('fires a match rule only when every condition is met, listing them', () => {
    const r = rule({ school985211: true, minWorkYears: 5, includeKeywords: ['react', 'Vue'] }, { trigger: 'match', action: 'flag' });
    expect(evaluateFilterRule(r, facts())?.reasons).toEqual(['毕业于985院校', '工作年限6.5年，符合不低于5年', '包含关键词「react」']);
    expect(evaluateFilterRule(r, facts({ workYears: 3 }))).toBeNull();
  });

  it('names every missed condition of a miss rule: ranges, school lists, excluded keywords', () => {
    const r = rule({ minWorkYears: 3, maxWorkYears: 5, maxAge: 28, schools: ['清华大学', '北京大学'], excludeKeywords: ['外包', 'typescript'] });
    expect(evaluateFilterRule(r, facts())?.reasons).toEqual([
      '毕业院校浙江大学不在指定院校中',
      '工作年限6.5年，不符合3年-5年',
      '年龄30岁，不符合不高于28岁',
      '包含排除关键词「typescript」',
    ]);
  });

  it('compares schools without brackets, width or spaces', () => {
    const r = rule({ schools: ['浙江大学'] });
    expect(evaluateFilterRule(r, facts({ educations: [{ graduationSchool: '浙江大学（玉泉校区）' }] }))).toBeNull();
    expect(evaluateFilterRule(r, facts({ educations: [{ graduationSchool: '浙江大学城市学院' }] }))?.reasons).toEqual(['毕业院校浙江大学城市学院不在指定院校中']);
  });

  it('finds non-unified and upgraded degrees in the education history', () => {
    const upgraded = [
      { graduationSchool: '杭州职业技术学院', degree: '大专', eduTime: '2010.09-2013.06' },
      { graduationSchool: '浙江工业大学', degree: '本科', eduTime: '2013.09-2015.06' },
    ];
    expect(isUpgradedBachelor(upgraded)).toBe(true);
    expect(isUpgradedBachelor([{ degree: '本科（专升本）' }])).toBe(true);
    expect(isUpgradedBachelor(facts().educations)).toBe(false);
    expect(isUpgradedBachelor([])).toBeUndefined();
    expect(hasNonUnifiedEducation([{ degree: '本科', professional: '会计（自考）' }])).toBe(true);
    expect(hasNonUnifiedEducation([{ graduationSchool: '国家开放大学', degree: '本科' }])).toBe(true);
    expect(hasNonUnifiedEducation(facts().educations)).toBe(false);
    const r = rule({ unifiedOnly: true, notUpgraded: true });
    expect(evaluateFilterRule(r, facts({ educations: upgraded }))?.reasons).toEqual(['本科为专升本']);
  });
});

describe('screenResume', () => {
  it('lists the rules that fired in order and eliminates when any of them eliminates', () => {
    const flag = rule({ school985211: true }, { id: 2, name: '名校', trigger: 'match', action: 'flag' });
    const out = rule({ minDegree: 4 }, { id: 3, name: '硕士及以上' });
    expect(screenResume([flag], facts())).toEqual({ hits: [{ ruleId: 2, ruleName: '名校', trigger: 'match', action: 'flag', reasons: ['毕业于985院校'] }], eliminated: false });
    const both = screenResume([flag, out], facts());
    expect(both.hits.map((h) => h.ruleId)).toEqual([2, 3]);
    expect(both.eliminated).toBe(true);
    expect(screenResume([], facts())).toEqual({ hits: [], eliminated: false });
  });
});

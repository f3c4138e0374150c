// 简历评分规则: a resume's match to a job, 0-100, from weighted criteria, each with the points
// it earned of its share and the reason. A criterion the resume says nothing about earns 0.
import type { ScoreItem, ScoreWeights } from '../api/resume-rules';
import { JobSalaryType, scoreCriterionLabels, scoreCriterionOrder, type ScoreCriterion } from '../codes';
import { degreeRank } from '../derive/degree';
import { degreeName, foldSchool, keywordsIn, type ResumeFacts } from './resume-facts';

/** What a job asks, as scoring reads it (salaries in 元 as the API states them). */
export type JobFacts = {
  eduRequire: number | null;
  /** Minimum work years on the 0..13 scale (13: over 12 years). */
  workYear: number | null;
  minAge: number | null;
  maxAge: number | null;
  cityCode: string | null;
  cityName: string | null;
  salaryType: number;
  minSalary: number | null;
  maxSalary: number | null;
};

/** A monthly amount range in 元. */
export type MonthlyRange = { min: number; max: number };

const UNIT: Record<string, number> = { k: 1000, 千: 1000, w: 10000, 万: 10000 };

/**
 * Reads a salary as resumes write it (15000-20000元/月, 15k-20k, 1.5-2万, 30万/年, 25K·14薪) into
 * 元 per month; undefined for 面议 and the like. Bare numbers below 1000 are read as thousands.
 */
export function parseSalaryText(text: string | null | undefined): MonthlyRange | undefined {
  const t = (text ?? '').normalize('NFKC').toLowerCase().replace(/[\s,]/g, '');
  const numbers = [...t.matchAll(/(\d+(?:\.\d+)?)(k|千|w|万)?/g)].filter((m) => !/^\d+薪/.test(t.slice(m.index)));
  if (numbers.length === 0) return undefined;
  const [first, second] = numbers;
  const unitOf = (m: RegExpMatchArray) => m[2] ?? second?.[2] ?? first![2];
  const yuan = (m: RegExpMatchArray) => {
    const n = Number(m[1]);
    const unit = unitOf(m);
    return unit ? n * UNIT[unit]! : n < 1000 ? n * 1000 : n;
  };
  const annual = /年|\/y|per\s*year|annual/.test(t);
  const perMonth = (n: number) => Math.round(annual ? n / 12 : n);
  const min = perMonth(yuan(first!));
  const max = second ? perMonth(yuan(second)) : min;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

const money = (n: number) => (n >= 10000 ? `${Math.round(n / 100) / 100}万` : `${Math.round(n)}元`);
const monthly = (job: JobFacts, n: number) => (job.salaryType === JobSalaryType.Annual ? n / 12 : n);

type Judged = { fraction: number; reason: string };

function judge(key: ScoreCriterion, r: ResumeFacts, job: JobFacts, keywords: readonly string[]): Judged {
  switch (key) {
    case 'education': {
      if (!job.eduRequire) return { fraction: 1, reason: '职位不限学历' };
      if (r.topDegree === null) return { fraction: 0, reason: '简历未写明学历' };
      const gap = degreeRank(job.eduRequire) - degreeRank(r.topDegree);
      const wanted = `职位要求${degreeName(job.eduRequire)}`;
      if (gap <= 0) return { fraction: 1, reason: `${degreeName(r.topDegree)}，满足${wanted}` };
      return { fraction: gap === 1 ? 0.5 : 0, reason: `${degreeName(r.topDegree)}，低于${wanted}` };
    }
    case 'schoolTier': {
      if (r.school985) return { fraction: 1, reason: '985院校' };
      if (r.school211) return { fraction: 0.8, reason: '211院校' };
      const school = r.educations.map((e) => e.graduationSchool ?? '').find((s) => foldSchool(s) !== '');
      return school ? { fraction: 0.4, reason: `${school}，非985/211院校` } : { fraction: 0, reason: '简历未写明毕业院校' };
    }
    case 'workYears': {
      const required = job.workYear === null ? 0 : Math.min(job.workYear, 12);
      if (required === 0) return { fraction: 1, reason: '职位不限工作年限' };
      if (r.workYears === null) return { fraction: 0, reason: '简历未写明工作年限' };
      const years = Math.round(r.workYears * 10) / 10;
      if (years >= required) return { fraction: 1, reason: `工作${years}年，满足职位要求${required}年以上` };
      return { fraction: years / required, reason: `工作${years}年，少于职位要求${required}年` };
    }
    case 'keywords': {
      if (keywords.length === 0) return { fraction: 1, reason: '规则未设关键词' };
      const found = keywordsIn(r.text, keywords);
      const missing = keywords.filter((k) => !found.includes(k));
      const parts = [found.length > 0 ? `包含${found.join('、')}` : '', missing.length > 0 ? `缺少${missing.join('、')}` : ''].filter(Boolean);
      return { fraction: found.length / keywords.length, reason: `${found.length}/${keywords.length}个关键词：${parts.join('；')}` };
    }
    case 'city': {
      if (!job.cityCode) return { fraction: 1, reason: '职位未设工作城市' };
      const city = job.cityName ?? '职位所在城市';
      if (r.expectCityCode === job.cityCode) return { fraction: 1, reason: `期望城市为${city}` };
      if (r.workCityCode === job.cityCode) return { fraction: 0.8, reason: `现居${city}` };
      if (!r.expectCityCode && !r.workCityCode) return { fraction: 0, reason: '简历未写明城市' };
      return { fraction: 0, reason: `期望与现居城市都不是${city}` };
    }
    case 'salary': {
      if (job.maxSalary === null) return { fraction: 1, reason: '职位未设薪资上限' };
      const expected = parseSalaryText(r.expectSalary);
      if (!expected) return { fraction: 0, reason: r.expectSalary ? `期望薪资「${r.expectSalary}」无法比较` : '简历未写明期望薪资' };
      const top = monthly(job, job.maxSalary);
      const range = `${money(expected.min)}${expected.max > expected.min ? `-${money(expected.max)}` : ''}/月`;
      if (expected.min <= top) return { fraction: 1, reason: `期望${range}，在职位薪资范围内` };
      const over = (expected.min - top) / top;
      return { fraction: Math.max(0, 1 - over * 2), reason: `期望${range}，高于职位上限${money(top)}/月` };
    }
    case 'age': {
      if (job.minAge === null && job.maxAge === null) return { fraction: 1, reason: '职位不限年龄' };
      if (r.age === null) return { fraction: 0, reason: '简历未写明年龄' };
      const wanted = job.minAge !== null && job.maxAge !== null ? `${job.minAge}-${job.maxAge}岁` : job.minAge !== null ? `${job.minAge}岁以上` : `${job.maxAge}岁以下`;
      const off = job.minAge !== null && r.age < job.minAge ? job.minAge - r.age : job.maxAge !== null && r.age > job.maxAge ? r.age - job.maxAge : 0;
      return off === 0 ? { fraction: 1, reason: `${r.age}岁，符合${wanted}` } : { fraction: Math.max(0, 1 - off / 5), reason: `${r.age}岁，不在${wanted}内` };
    }
  }
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The match score of a resume to a job: each weighted criterion's share of 100 times how well
 * the resume meets it. Criteria with weight 0 are left out.
 */
export function scoreResume(rule: { weights: ScoreWeights; keywords: readonly string[] }, resume: ResumeFacts, job: JobFacts): { score: number; items: ScoreItem[] } {
  const keys = scoreCriterionOrder.filter((k) => rule.weights[k] > 0);
  const total = keys.reduce((sum, k) => sum + rule.weights[k], 0);
  if (total === 0) return { score: 0, items: [] };
  let sum = 0;
  const items = keys.map((key) => {
    const share = (rule.weights[key] / total) * 100;
    const { fraction, reason } = judge(key, resume, job, rule.keywords);
    sum += share * fraction;
    return { key, label: scoreCriterionLabels[key], points: oneDecimal(share * fraction), maxPoints: oneDecimal(share), reason };
  });
  return { score: Math.round(sum), items };
}

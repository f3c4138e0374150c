// 简历筛选规则: whether a filter rule fires on a resume, and why. Each condition is met, missed
// or unknown (the resume does not say); unknown never fires a rule, so a resume is not
// eliminated for what it leaves out.
import type { FilterConditions } from '../api/resume-rules';
import { FilterTrigger, type FilterAction } from '../codes';
import { degreeRank } from '../derive/degree';
import { degreeName, foldSchool, hasNonUnifiedEducation, isUpgradedBachelor, keywordsIn, type ResumeFacts } from './resume-facts';

type Check = { state: 'met' | 'missed' | 'unknown'; reason: string };

const met = (reason: string): Check => ({ state: 'met', reason });
const missed = (reason: string): Check => ({ state: 'missed', reason });
const unknown = (reason: string): Check => ({ state: 'unknown', reason });

const yearsText = (n: number) => (Number.isInteger(n) ? `${n}年` : `${n.toFixed(1)}年`);

function rangeCheck(label: string, value: number | null, min: number | null, max: number | null, show: (n: number) => string): Check | undefined {
  if (min === null && max === null) return undefined;
  const wanted = min !== null && max !== null ? `${show(min)}-${show(max)}` : min !== null ? `不低于${show(min)}` : `不高于${show(max!)}`;
  if (value === null) return unknown(`简历未写明${label}（要求${wanted}）`);
  const inside = (min === null || value >= min) && (max === null || value <= max);
  return inside ? met(`${label}${show(value)}，符合${wanted}`) : missed(`${label}${show(value)}，不符合${wanted}`);
}

/** Every condition the rule sets, judged on the resume. */
export function checkConditions(c: FilterConditions, r: ResumeFacts): Check[] {
  const checks: (Check | undefined)[] = [];
  if (c.minDegree !== null) {
    const wanted = `${degreeName(c.minDegree)}及以上`;
    if (r.topDegree === null) checks.push(unknown(`简历未写明学历（要求${wanted}）`));
    else checks.push(degreeRank(r.topDegree) >= degreeRank(c.minDegree) ? met(`学历${degreeName(r.topDegree)}，符合${wanted}`) : missed(`学历${degreeName(r.topDegree)}，低于${wanted}`));
  }
  if (c.unifiedOnly) {
    const non = hasNonUnifiedEducation(r.educations);
    checks.push(non === undefined ? unknown('简历未写明教育经历（要求统招）') : non ? missed('有自考、成人、函授或网络教育学历，非统招') : met('学历为统招'));
  }
  if (c.notUpgraded) {
    const up = isUpgradedBachelor(r.educations);
    checks.push(up === undefined ? unknown('简历未写明教育经历（要求非专升本）') : up ? missed('本科为专升本') : met('非专升本'));
  }
  if (c.school985211) {
    if (r.school985 || r.school211) checks.push(met(`毕业于${r.school985 ? '985' : '211'}院校`));
    else if (r.educations.some((e) => foldSchool(e.graduationSchool) !== '')) checks.push(missed('毕业院校不是985/211院校'));
    else checks.push(unknown('简历未写明毕业院校（要求985/211）'));
  }
  if (c.schools.length > 0) {
    const listed = new Set(c.schools.map(foldSchool));
    const schools = r.educations.map((e) => e.graduationSchool ?? '').filter((s) => foldSchool(s) !== '');
    const hit = schools.find((s) => listed.has(foldSchool(s)));
    checks.push(schools.length === 0 ? unknown('简历未写明毕业院校（要求指定院校）') : hit ? met(`毕业于指定院校${hit}`) : missed(`毕业院校${schools.join('、')}不在指定院校中`));
  }
  checks.push(rangeCheck('工作年限', r.workYears, c.minWorkYears, c.maxWorkYears, yearsText));
  checks.push(rangeCheck('年龄', r.age, c.minAge, c.maxAge, (n) => `${n}岁`));
  if (c.includeKeywords.length > 0) {
    const found = keywordsIn(r.text, c.includeKeywords);
    checks.push(found.length > 0 ? met(`包含关键词${found.map((k) => `「${k}」`).join('')}`) : missed(`不包含关键词${c.includeKeywords.map((k) => `「${k}」`).join('')}中的任何一个`));
  }
  if (c.excludeKeywords.length > 0) {
    const found = keywordsIn(r.text, c.excludeKeywords);
    checks.push(found.length > 0 ? missed(`包含排除关键词${found.map((k) => `「${k}」`).join('')}`) : met('不含排除关键词'));
  }
  return checks.filter((c): c is Check => c !== undefined);
}

/** A rule as screening reads it. */
export type ScreeningRule = { id: number; name: string; trigger: FilterTrigger; action: FilterAction; conditions: FilterConditions };

/** A rule that fired: what it does and the reasons (the conditions met for 'match', the ones missed for 'miss'). */
export type ScreeningHit = { ruleId: number; ruleName: string; trigger: FilterTrigger; action: FilterAction; reasons: string[] };

/**
 * Whether the rule fires on the resume: 'match' rules when every condition is met, 'miss'
 * rules when at least one is missed. Unknown conditions fire neither.
 */
export function evaluateFilterRule(rule: ScreeningRule, resume: ResumeFacts): ScreeningHit | null {
  const checks = checkConditions(rule.conditions, resume);
  const hit = (reasons: string[]): ScreeningHit => ({ ruleId: rule.id, ruleName: rule.name, trigger: rule.trigger, action: rule.action, reasons });
  if (checks.length === 0) return null;
  if (rule.trigger === FilterTrigger.Match) return checks.every((c) => c.state === 'met') ? hit(checks.map((c) => c.reason)) : null;
  const misses = checks.filter((c) => c.state === 'missed');
  return misses.length > 0 ? hit(misses.map((c) => c.reason)) : null;
}

/** The rules that fire on a resume, in the order given; `eliminated` when any of them eliminates. */
export function screenResume(rules: readonly ScreeningRule[], resume: ResumeFacts): { hits: ScreeningHit[]; eliminated: boolean } {
  const hits = rules.map((r) => evaluateFilterRule(r, resume)).filter((h): h is ScreeningHit => h !== null);
  return { hits, eliminated: hits.some((h) => h.action === 'eliminate') };
}

// Filter rules and scoring weights in words, for the lists.
import { degreeLabels, filterActionLabels, filterTriggerLabels, scoreCriterionLabels, scoreCriterionOrder, type Degree, type FilterRule, type ScoreWeights } from '@bole/domain';

const range = (label: string, min: number | null, max: number | null, unit: string) => {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return `${label}${min}-${max}${unit}`;
  return min !== null ? `${label}不低于${min}${unit}` : `${label}不高于${max}${unit}`;
};
const list = (words: string[], max = 3) => (words.length > max ? `${words.slice(0, max).join('、')}等${words.length}个` : words.join('、'));

/** One short phrase per condition the rule sets. */
export function conditionTexts(c: FilterRule['conditions']): string[] {
  return [
    c.minDegree !== null ? `学历${degreeLabels[c.minDegree as Degree] ?? ''}及以上` : null,
    c.unifiedOnly ? '统招' : null,
    c.notUpgraded ? '非专升本' : null,
    c.school985211 ? '985/211院校' : null,
    c.schools.length ? `院校：${list(c.schools)}` : null,
    range('工作年限', c.minWorkYears, c.maxWorkYears, '年'),
    range('年龄', c.minAge, c.maxAge, '岁'),
    c.includeKeywords.length ? `包含：${list(c.includeKeywords)}` : null,
    c.excludeKeywords.length ? `不含：${list(c.excludeKeywords)}` : null,
  ].filter((t): t is string => t !== null);
}

/** When the rule fires and what it does. */
export function actionText(rule: Pick<FilterRule, 'trigger' | 'action' | 'tagName'>): string {
  const does = rule.action === 'flag' ? `标记${rule.tagName ? `「${rule.tagName}」` : ''}` : filterActionLabels[rule.action];
  return `${filterTriggerLabels[rule.trigger]}${does}`;
}

/** Each weighted criterion with its share of 100. */
export function weightShares(weights: ScoreWeights): { label: string; share: number }[] {
  const total = scoreCriterionOrder.reduce((sum, k) => sum + weights[k], 0);
  if (total === 0) return [];
  return scoreCriterionOrder.filter((k) => weights[k] > 0).map((k) => ({ label: scoreCriterionLabels[k], share: Math.round((weights[k] / total) * 100) }));
}

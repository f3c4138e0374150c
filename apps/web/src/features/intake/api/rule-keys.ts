// Query keys of 简历筛选规则 and 简历评分规则: a save refreshes the lists and the pickers.
import type { FilterRuleQuery, ScoringRuleQuery } from '@bole/domain';

export const ruleKeys = {
  filters: ['resume-rules', 'filters'] as const,
  filterList: (params: Partial<FilterRuleQuery>) => ['resume-rules', 'filters', params] as const,
  scorings: ['resume-rules', 'scorings'] as const,
  scoringList: (params: Partial<ScoringRuleQuery>) => ['resume-rules', 'scorings', params] as const,
};

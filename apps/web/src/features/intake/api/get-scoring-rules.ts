// GET /api/resume-scoring-rules (340002): the company's scoring rules, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, ScoringRule, ScoringRuleQuery } from '@bole/domain';
import { http } from '../../../api/http';
import { ruleKeys } from './rule-keys';

export type ScoringRuleParams = Partial<ScoringRuleQuery>;

export function getScoringRules(params: ScoringRuleParams): Promise<Page<ScoringRule>> {
  return http.get<Page<ScoringRule>>('/api/resume-scoring-rules', params);
}

export const scoringRulesQuery = (params: ScoringRuleParams) => queryOptions({ queryKey: ruleKeys.scoringList(params), queryFn: () => getScoringRules(params), placeholderData: keepPreviousData });

export function useScoringRules(params: ScoringRuleParams) {
  return useQuery(scoringRulesQuery(params));
}

// GET /api/resume-filter-rules (340004): the company's filter rules, filtered and paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterRule, FilterRuleQuery, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { ruleKeys } from './rule-keys';

export type FilterRuleParams = Partial<FilterRuleQuery>;

export function getFilterRules(params: FilterRuleParams): Promise<Page<FilterRule>> {
  return http.get<Page<FilterRule>>('/api/resume-filter-rules', params);
}

export const filterRulesQuery = (params: FilterRuleParams) => queryOptions({ queryKey: ruleKeys.filterList(params), queryFn: () => getFilterRules(params), placeholderData: keepPreviousData });

export function useFilterRules(params: FilterRuleParams) {
  return useQuery(filterRulesQuery(params));
}

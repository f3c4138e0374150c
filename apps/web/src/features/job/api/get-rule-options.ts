// GET /api/resume-filter-rules/options and /api/resume-scoring-rules/options: the company's
// 简历筛选规则 and 简历评分规则 by name, for the job form's 其他设置. Silent: without them the form
// still saves; the selects then offer nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleOption } from '@bole/domain';
import { http } from '../../../api/http';

const options = (kind: 'filter' | 'scoring') =>
  queryOptions({
    queryKey: ['job', 'rule-options', kind],
    queryFn: () => http.get<RuleOption[]>(`/api/resume-${kind}-rules/options`, undefined, { silent: true }),
    staleTime: 60_000,
    retry: false,
  });

export function useFilterRuleOptions() {
  return useQuery(options('filter'));
}

export function useScoringRuleOptions() {
  return useQuery(options('scoring'));
}

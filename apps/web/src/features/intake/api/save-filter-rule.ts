// POST /api/resume-filter-rules and PATCH /api/resume-filter-rules/:id (340004); sent silent, the form shows refusals on its fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilterRule, FilterRuleCreate, FilterRuleUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { ruleKeys } from './rule-keys';

export type SaveFilterRuleInput = { id?: number; body: FilterRuleCreate | FilterRuleUpdate; silent?: boolean };

export function saveFilterRule({ id, body, silent = true }: SaveFilterRuleInput): Promise<FilterRule> {
  return id === undefined ? http.post<FilterRule>('/api/resume-filter-rules', body, { silent }) : http.patch<FilterRule>(`/api/resume-filter-rules/${id}`, body, { silent });
}

export function useSaveFilterRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFilterRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.filters }) });
}

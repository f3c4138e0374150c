// POST /api/resume-scoring-rules and PATCH /api/resume-scoring-rules/:id (340002); sent silent, the form shows refusals on its fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoringRule, ScoringRuleCreate, ScoringRuleUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { ruleKeys } from './rule-keys';

export type SaveScoringRuleInput = { id?: number; body: ScoringRuleCreate | ScoringRuleUpdate };

export function saveScoringRule({ id, body }: SaveScoringRuleInput): Promise<ScoringRule> {
  return id === undefined ? http.post<ScoringRule>('/api/resume-scoring-rules', body, { silent: true }) : http.patch<ScoringRule>(`/api/resume-scoring-rules/${id}`, body, { silent: true });
}

export function useSaveScoringRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveScoringRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.scorings }) });
}

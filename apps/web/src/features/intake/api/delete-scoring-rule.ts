// DELETE /api/resume-scoring-rules/:id (340002): a rule no job uses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { ruleKeys } from './rule-keys';

export function deleteScoringRule(id: number): Promise<null> {
  return http.delete<null>(`/api/resume-scoring-rules/${id}`);
}

export function useDeleteScoringRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteScoringRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.scorings }) });
}

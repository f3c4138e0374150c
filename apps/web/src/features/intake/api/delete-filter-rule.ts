// DELETE /api/resume-filter-rules/:id (340004): a rule no job names.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { ruleKeys } from './rule-keys';

export function deleteFilterRule(id: number): Promise<null> {
  return http.delete<null>(`/api/resume-filter-rules/${id}`);
}

export function useDeleteFilterRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFilterRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.filters }) });
}
